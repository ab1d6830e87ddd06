/**
 * Blog covers: one drawing per article category, abstract art in the brand's colours
 * (src/design-tokens.ts) with no text on it, so a card never shows its title twice. The title
 * card with the article's name stays the share image (share-images.ts), for social cards only.
 *
 * Each cover is a small SVG written by the build to /covers/<category id>.svg: a vector is
 * sharp at every width a card draws it, so it needs no srcset or sizes, and all articles of a
 * category share one cached file. The drawing is chosen and placed from a hash of the id, so a
 * new category gets a cover of its own without anyone drawing it, and it never changes between builds.
 */
import { colors } from '../src/design-tokens.ts';
import { COVER_ART } from '../src/lib/images.ts';

const { width: W, height: H } = COVER_ART;

/** FNV-1a: a stable 32-bit hash of the id, the seed of everything drawn. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a small seeded generator, so one id always draws the same picture. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Background and figure colours, every pair readable as art on the site's white cards. */
const palettes = [
  { from: colors.brand[900], to: colors.brand[700], line: colors.accent[400], fill: colors.brand[500] },
  { from: colors.brand[800], to: colors.accent[600], line: colors.brand[100], fill: colors.accent[400] },
  { from: colors.brand[700], to: colors.brand[900], line: colors.accent[500], fill: colors.brand[200] },
  { from: colors.ink[900], to: colors.brand[800], line: colors.accent[400], fill: colors.brand[500] },
  { from: colors.brand[600], to: colors.brand[800], line: colors.brand[100], fill: colors.accent[500] },
] as const;
type Palette = (typeof palettes)[number];

const round = (value: number) => Math.round(value * 10) / 10;

/** Rising bars, as a forecast or a plan. */
function bars(random: () => number, p: Palette): string {
  const count = 7 + Math.floor(random() * 5);
  const slot = (W - 240) / count;
  let level = 0.25 + random() * 0.2;
  let out = '';
  for (let i = 0; i < count; i++) {
    level = Math.min(0.85, Math.max(0.15, level + (random() - 0.35) * 0.18));
    const height = round(level * (H - 160));
    out += `<rect x="${round(120 + i * slot + slot * 0.18)}" y="${round(H - 80 - height)}" width="${round(slot * 0.64)}" height="${height}" rx="10" fill="${p.fill}" opacity="${round(0.35 + (i / count) * 0.6)}"/>`;
  }
  return out;
}

/** Nodes joined by lanes, as a network of plants and warehouses. */
function network(random: () => number, p: Palette): string {
  const nodes = Array.from({ length: 9 + Math.floor(random() * 4) }, () => ({
    x: round(100 + random() * (W - 200)),
    y: round(90 + random() * (H - 180)),
  }));
  let out = '';
  nodes.forEach((node, i) => {
    // Each node joins its nearest later neighbour: a connected-looking web without crossings everywhere.
    const next = nodes.slice(i + 1).sort((a, b) => Math.hypot(a.x - node.x, a.y - node.y) - Math.hypot(b.x - node.x, b.y - node.y))[0];
    if (next)
      out += `<line x1="${node.x}" y1="${node.y}" x2="${next.x}" y2="${next.y}" stroke="${p.line}" stroke-width="4" opacity="0.55"/>`;
  });
  for (const node of nodes)
    out += `<circle cx="${node.x}" cy="${node.y}" r="${round(12 + random() * 18)}" fill="${p.fill}" stroke="${p.line}" stroke-width="4"/>`;
  return out;
}

/** Layered curves, as demand over time. */
function waves(random: () => number, p: Palette): string {
  let out = '';
  for (let layer = 0; layer < 4; layer++) {
    const base = H * (0.35 + layer * 0.14);
    const amplitude = 30 + random() * 50;
    const phase = random() * Math.PI * 2;
    const points = Array.from({ length: 25 }, (_, i) => `${round((W / 24) * i)},${round(base + Math.sin(phase + i / 3) * amplitude)}`);
    out += `<polyline points="${points.join(' ')}" fill="none" stroke="${layer % 2 ? p.fill : p.line}" stroke-width="${6 - layer}" stroke-linejoin="round" opacity="${round(0.9 - layer * 0.15)}"/>`;
  }
  return out;
}

/** Rings spreading from a point, as a signal or a decision's reach. */
function rings(random: () => number, p: Palette): string {
  const cx = round(W * (0.55 + random() * 0.3));
  const cy = round(H * (0.3 + random() * 0.4));
  let out = '';
  for (let i = 1; i <= 7; i++)
    out += `<circle cx="${cx}" cy="${cy}" r="${i * 70}" fill="none" stroke="${i % 2 ? p.line : p.fill}" stroke-width="${i % 2 ? 5 : 3}" opacity="${round(0.85 - i * 0.09)}"/>`;
  return `${out}<circle cx="${cx}" cy="${cy}" r="26" fill="${p.line}"/>`;
}

/** A field of dots, a few picked out, as items in an assortment. */
function dots(random: () => number, p: Palette): string {
  let out = '';
  for (let row = 0; row < 7; row++) {
    for (let column = 0; column < 14; column++) {
      const picked = random() < 0.14;
      out += `<circle cx="${round(90 + column * 78)}" cy="${round(80 + row * 78)}" r="${picked ? 18 : 9}" fill="${picked ? p.line : p.fill}" opacity="${picked ? 1 : 0.45}"/>`;
    }
  }
  return out;
}

const motifs = [bars, network, waves, rings, dots] as const;

/** The SVG of a category's cover. */
export function coverArtSvg(categoryId: string): string {
  const seed = hashOf(categoryId);
  const random = randomFrom(seed);
  const palette = palettes[seed % palettes.length] ?? palettes[0];
  const motif = motifs[(seed >>> 8) % motifs.length] ?? bars;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    motif(random, palette),
    '</svg>',
    '',
  ].join('');
}
