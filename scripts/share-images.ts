/**
 * Share images (og:image / twitter:image), 1200x630 PNG: one per article from its title and
 * category, and the site default. satori lays out the card as SVG, resvg rasterises it. They
 * are for social cards only: the site's own covers are text-free drawings (cover-art.ts).
 *
 * Rendering is the slow part, so each PNG is cached in .cache/og/ under a hash of what it
 * shows and how it is drawn (this file, the fonts, the libraries' versions); an unchanged
 * image is copied. The cache is computed, not committed: it grows with every article (one PNG
 * each, and up to 330 KB each while covers were encoded from it too), every title edit would add a new copy to the
 * history and to a marketer's pull request, and its key holds the libraries' versions, so a
 * dependency update would leave a committed copy stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { ArticleSummary, Site } from '../src/content/types.ts';
import { colors } from '../src/design-tokens.ts';
import { articleShareImagePath, SHARE_IMAGE } from '../src/lib/seo.ts';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const BRAND = { navy: colors.brand[900], blue: colors.brand[600], teal: colors.accent[500], mist: colors.brand[200] } as const;

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** Just enough of a React element for satori, without JSX in a build script. */
interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string };
}
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: Node['props']['children'],
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children, ...extra },
});

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#ffffff"/><path d="M8 9h16v4h-6v12h-4V13H8z" fill="${BRAND.navy}"/><circle cx="24" cy="23" r="3" fill="${BRAND.teal}"/></svg>`;

function frame(site: Pick<Site, 'name' | 'origin'>, children: Node[]): Node {
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      backgroundColor: BRAND.navy,
      backgroundImage: `radial-gradient(circle at 100% 0%, rgba(29,95,201,0.75) 0%, rgba(11,37,69,0) 55%), radial-gradient(circle at 0% 100%, rgba(34,195,166,0.28) 0%, rgba(11,37,69,0) 45%)`,
      color: '#ffffff',
      fontFamily: 'Inter',
      padding: '64px 72px 56px',
    },
    [
      h('div', { alignItems: 'center', gap: 18 }, [
        h('img', { width: 56, height: 56 }, undefined, {
          src: `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`,
          width: 56,
          height: 56,
        }),
        h('div', { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }, site.name),
      ]),
      h('div', { flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }, children),
      h('div', { alignItems: 'center', justifyContent: 'space-between', fontSize: 26, color: BRAND.mist }, [
        h('div', {}, new URL(site.origin).host.replace(/^www\./, '')),
        h('div', { width: 160, height: 8, borderRadius: 4, backgroundColor: BRAND.teal }),
      ]),
    ],
  );
}

/** Long titles get a smaller size so every title fits in four lines. */
const titleSize = (title: string) => (title.length > 95 ? 50 : title.length > 70 ? 58 : 66);

export function articleCard(site: Pick<Site, 'name' | 'origin'>, article: Pick<ArticleSummary, 'title' | 'categoryLabel'>): Node {
  return frame(site, [
    h('div', {}, [
      h(
        'div',
        { backgroundColor: BRAND.blue, color: '#ffffff', fontSize: 26, fontWeight: 700, padding: '10px 22px', borderRadius: 999 },
        article.categoryLabel,
      ),
    ]),
    h('div', { marginTop: 28, fontSize: titleSize(article.title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }, article.title),
  ]);
}

export function defaultCard(site: Pick<Site, 'name' | 'origin' | 'tagline'>): Node {
  return frame(site, [
    h('div', { fontSize: 104, fontWeight: 700, letterSpacing: -3 }, site.name),
    h('div', { marginTop: 20, fontSize: 44, lineHeight: 1.25, color: '#e6edf8', maxWidth: 960 }, site.tagline),
  ]);
}

interface ImageJob {
  /** Path under dist/, e.g. "/og/articles/roi-of-technology.png". */
  path: string;
  card: Node;
}

export function shareImageJobs(site: Site, articles: readonly ArticleSummary[]): ImageJob[] {
  return [
    { path: SHARE_IMAGE.defaultPath, card: defaultCard(site) },
    ...articles.map((article) => ({ path: articleShareImagePath(article.slug), card: articleCard(site, article) })),
  ];
}

async function renderPng(card: Node, fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]): Promise<Buffer> {
  // satori's element type is React's; our plain objects have the same shape.
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng());
}

export async function writeShareImages(options: { distDir: string; cacheDir: string; site: Site; articles: readonly ArticleSummary[] }) {
  const fonts = ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(fontFile(weight)),
    weight,
    style: 'normal' as const,
  }));
  // What decides the pixels besides the card itself: this file (the layout and the PNG
  // settings), the colours, the fonts, and the versions of the libraries that lay out and
  // rasterise (satori, resvg).
  const drawing = crypto.createHash('sha256');
  drawing.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const name of ['satori', '@resvg/resvg-js'])
    drawing.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  drawing.update(JSON.stringify(colors));
  for (const font of fonts) drawing.update(font.data);
  const drawingHash = drawing.digest('hex');

  fs.mkdirSync(options.cacheDir, { recursive: true });
  const used = new Set<string>();
  let generated = 0;
  let cached = 0;
  for (const job of shareImageJobs(options.site, options.articles)) {
    const key = crypto.createHash('sha256').update(drawingHash).update(JSON.stringify(job.card)).digest('hex').slice(0, 32);
    const cacheFile = path.join(options.cacheDir, `${key}.png`);
    used.add(path.basename(cacheFile));
    if (fs.existsSync(cacheFile)) {
      cached++;
    } else {
      const png = await renderPng(job.card, fonts);
      // Written under a temporary name first, so an interrupted build never caches half a file.
      fs.writeFileSync(`${cacheFile}.tmp`, png);
      fs.renameSync(`${cacheFile}.tmp`, cacheFile);
      generated++;
    }
    const target = path.join(options.distDir, job.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cacheFile, target);
  }
  // Images no page uses any more would only pile up.
  for (const name of fs.readdirSync(options.cacheDir)) if (!used.has(name)) fs.rmSync(path.join(options.cacheDir, name), { force: true });
  return { generated, cached };
}
