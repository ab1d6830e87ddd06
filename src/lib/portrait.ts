/**
 * Monogram portraits for people without a photo: the initials of the name on a gradient tile
 * with a small network pattern, both chosen from the name alone, so every build and every
 * visit draws the same portrait.
 */

/** Honorifics and suffixes that are not part of the initials ("Dr. Sunil Joshi" is "SJ"). */
const titles = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'sir', 'jr', 'sr', 'ii', 'iii', 'phd']);

/** Up to two initials: the first letters of the first and last names, upper-case. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((word) => word !== '' && !titles.has(word.toLowerCase().replace(/[.'-]/g, '')));
  const letters = (word: string | undefined) => Array.from(word?.replace(/^[^\p{L}\p{N}]+/u, '') ?? '')[0] ?? '';
  const first = letters(words[0]);
  const last = words.length > 1 ? letters(words.at(-1)) : '';
  return (first + last).toLocaleUpperCase('en-US') || '?';
}

/** Gradient pairs in the brand's blue-teal-indigo range, all dark enough for white initials (AA). */
export const portraitPalette = [
  ['#173f80', '#2f74e0'],
  ['#0b2545', '#1d5fc9'],
  ['#0f5e56', '#129a83'],
  ['#3730a3', '#6366f1'],
  ['#184ca3', '#0e7490'],
  ['#1e3a8a', '#7c3aed'],
  ['#134e4a', '#0369a1'],
  ['#312e81', '#1d5fc9'],
] as const;

/** FNV-1a: a small, stable string hash (the same on every platform and run). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface PortraitStyle {
  initials: string;
  from: string;
  to: string;
  /** Direction of the gradient in degrees, one of eight. */
  angle: number;
  /** The points of the network pattern, in drawing order, in a 120 x 120 tile. */
  nodes: readonly { x: number; y: number }[];
}

export function portraitStyle(name: string): PortraitStyle {
  const key = name.trim().toLowerCase();
  const hash = hashString(key);
  const [from, to] = portraitPalette[hash % portraitPalette.length] ?? portraitPalette[0];
  return { initials: initialsOf(name), from, to, angle: (Math.floor(hash / portraitPalette.length) % 8) * 45, nodes: networkNodes(key) };
}

/**
 * Five points of a small network drawn behind the initials, placed by the name's hash in the
 * upper right of a 120-unit tile, clear of the initials in the lower left: every person's
 * tile has its own pattern, like a planner's node map, and the same one on every build.
 */
function networkNodes(key: string): PortraitStyle['nodes'] {
  return scatter(key, 5, { x: 44, y: 12, width: 64, height: 52 });
}

/**
 * `count` points inside `box`, placed by the hash of `key` alone: the same points on every
 * build and in every browser (portraits, industry banners).
 */
export function scatter(
  key: string,
  count: number,
  box: { x: number; y: number; width: number; height: number },
): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const hash = hashString(`${key}#${index}`);
    return { x: box.x + (hash % box.width), y: box.y + (Math.floor(hash / box.width) % box.height) };
  });
}
