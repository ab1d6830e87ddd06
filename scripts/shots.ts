/**
 * `npm run shots`: full-page screenshots of every route of the route table (both not-found
 * screens included) at a phone's, a tablet's and a desktop's width, for reviewers of a visual
 * change. It builds nothing: it serves the existing build as `npm start` does, drives Debian's
 * Chromium, writes `<route-slug>@<width>.png` into shots/ (git-ignored) and stops the site.
 *
 * Options: --routes /,/blog (only these paths; any path, e.g. /no-such-page for the 404 screen),
 * --out DIR (default shots/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { routeIndex } from '@content/route-index';
import { buildRoutes, storyPrefix } from '../src/route-table.ts';
import { projectRoot } from './content/compile.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startSite } from './lib/site-server.ts';

const WIDTHS = [390, 768, 1440] as const;
/** Only the first screenful's height: a full-page shot grows to the whole document anyway. */
const VIEWPORT_HEIGHT = 900;

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

/** Every concrete route, and one made-up address for each not-found screen (their paths are patterns). */
function allPaths(): string[] {
  return buildRoutes(routeIndex).routes.map((route) =>
    !route.path.includes('*') ? route.path : route.path.startsWith(storyPrefix) ? `${storyPrefix}no-such-story` : '/no-such-page',
  );
}

/** "/" is "home", "/success-stories/x" is "success-stories_x"; letter case stays (/Cookies is not /cookies). */
const slugOf = (pathname: string) => (pathname === '/' ? 'home' : pathname.slice(1).replace(/\/+$/, '').replaceAll('/', '_'));

async function main() {
  const only = option('--routes')?.split(',').map((entry) => entry.trim()).filter(Boolean);
  const paths = only ?? allPaths();
  const outDir = path.resolve(projectRoot, option('--out') ?? 'shots');
  if (!fs.existsSync(path.join(projectRoot, 'dist', 'index.html'))) throw new Error('No build in dist/: run npm run build first');
  fs.mkdirSync(outDir, { recursive: true });

  const started = Date.now();
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: WIDTHS[0], height: VIEWPORT_HEIGHT } });
    // A visitor who has already answered the cookie banner: the shots show the page, not the banner over it.
    await context.addInitScript(() => {
      localStorage.setItem('tx-consent', JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }));
    });
    const page = await context.newPage();
    for (const pathname of paths) {
      await page.setViewportSize({ width: WIDTHS[0], height: VIEWPORT_HEIGHT });
      await page.goto(pathname, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
      // The layout is CSS alone (no script reads the width), so one load serves every width.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        });
        const file = path.join(outDir, `${slugOf(pathname)}@${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      }
      console.log(`shots: ${pathname}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`shots: ${paths.length * WIDTHS.length} screenshots of ${paths.length} routes in ${path.relative(projectRoot, outDir) || '.'}/, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
