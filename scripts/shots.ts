/**
 * `npm run shots`: full-page screenshots of every route of the route table (both not-found
 * screens included) at a phone's, a tablet's and a desktop's width, for reviewers of a visual
 * change. It builds nothing: it serves the existing build as `npm start` does, drives Debian's
 * Chromium, writes `<route-slug>@<width>.png` into shots/ (git-ignored) and stops the site.
 *
 * Options: --routes /,/blog (only these paths; any path, e.g. /no-such-page for the 404 screen),
 * --out DIR (default shots/), --widths 390,1440 (default all three), --print (the print
 * stylesheet's rendering, as a print preview shows it, written as `<route-slug>@print.png`),
 * --as-built (serve dist/ as it is, with `npm run serve`: a preview build, which `npm start`
 * would rebuild as the live site first; the content-preview workflow shoots its preview so).
 *
 * Lazy images load only once scrolled near, so each width scrolls the page through before its
 * shot; every wait is bounded, and a page that still is not ready after PAGE_TIMEOUT_MS is shot
 * as it is, with a warning, rather than holding up the rest (it once sat on /blog for 6 minutes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { routeIndex } from '@content/route-index';
import { buildRoutes, storyPrefix } from '../src/route-table.ts';
import { projectRoot } from './content/compile.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startSite } from './lib/site-server.ts';

const WIDTHS = [390, 768, 1440] as const;
/** Only the first screenful's height: a full-page shot grows to the whole document anyway. */
const VIEWPORT_HEIGHT = 900;
/** The longest one page (load, hydration, its images at one width) may take before it is shot as it is. */
const PAGE_TIMEOUT_MS = 20_000;

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

/** An A4 page's printable width at 96 dpi (210 mm less 2 × 15 mm margins), as a print preview lays it out. */
const PRINT_WIDTH = 680;

/** Each wait is bounded by PAGE_TIMEOUT_MS; one that ends (or fails) says so, and the shot is taken anyway. */
const warn = (pathname: string, what: string) => (error: unknown) => {
  console.warn(
    `shots: ${pathname}: ${what} not ready, shot as it is (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
  );
};

/**
 * Fonts loaded, and every image drawn: the page is scrolled through one screenful at a time so
 * that lazy images start loading, then back to the top; an image that fails or never loads
 * is left (decode rejects or the time limit ends the wait), never waited on for ever.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async (timeoutMs) => {
    // No named helpers in here: tsx's keepNames would wrap them in a __name the page lacks.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const ready = Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode().catch(() => undefined))]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('images still loading')), timeoutMs)));
    await Promise.race([ready, limit]).finally(() => clearTimeout(timer));
  }, PAGE_TIMEOUT_MS);
}

async function main() {
  const only = option('--routes')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const paths = only ?? allPaths();
  const outDir = path.resolve(projectRoot, option('--out') ?? 'shots');
  if (!fs.existsSync(path.join(projectRoot, 'dist', 'index.html'))) throw new Error('No build in dist/: run npm run build first');
  fs.mkdirSync(outDir, { recursive: true });

  const started = Date.now();
  let taken = 0;
  const site = await startSite({ asBuilt: process.argv.includes('--as-built') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: WIDTHS[0], height: VIEWPORT_HEIGHT } });
    // A visitor who has already answered the cookie banner: the shots show the page, not the banner over it.
    await context.addInitScript(() => {
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      );
    });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const widths = option('--widths')?.split(',').map(Number) ?? [...WIDTHS];
    const print = process.argv.includes('--print');
    for (const pathname of paths) {
      await page.setViewportSize({ width: widths[0] ?? WIDTHS[0], height: VIEWPORT_HEIGHT });
      await page.emulateMedia({ media: 'screen' });
      await page.goto(pathname, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS }).catch(warn(pathname, 'load'));
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' }).catch(warn(pathname, 'hydration'));
      // The layout is CSS alone (no script reads the width), so one load serves every width.
      for (const width of widths) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        await settle(page).catch(warn(pathname, `images at ${width} px`));
        await page.screenshot({ path: path.join(outDir, `${slugOf(pathname)}@${width}.png`), fullPage: true, animations: 'disabled' });
        taken += 1;
      }
      if (print) {
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: PRINT_WIDTH, height: VIEWPORT_HEIGHT });
        await settle(page).catch(warn(pathname, 'images in print'));
        await page.screenshot({ path: path.join(outDir, `${slugOf(pathname)}@print.png`), fullPage: true, animations: 'disabled' });
        taken += 1;
      }
      console.log(`shots: ${pathname}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(
    `shots: ${taken} screenshots of ${paths.length} routes in ${path.relative(projectRoot, outDir) || '.'}/, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
