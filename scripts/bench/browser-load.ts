/**
 * The JavaScript a page really downloads before it is idle, counted in Chromium: what Lighthouse
 * counts, lazy chunks included (deferred drawings, the illustrations chunk, anything an effect
 * requests while the page loads). page-weight.ts reads the same from Vite's manifest, which
 * only knows static imports. A first visit (no stored cookie choice, so the banner is there) on
 * a phone-sized viewport, like Lighthouse's mobile run; "idle" is hydrated plus no request for
 * 500 ms (Playwright's networkidle). Each script is counted as its gzip file in dist/, so the
 * figure compares with the manifest one and does not depend on what the server negotiates.
 */
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { gzipSize, type RouteWeight } from './page-weight.ts';

/** Lighthouse's mobile preset screen (Moto G Power), so below-the-fold parts stay below it. */
/** How long the network must be quiet for the page to count as idle (Playwright's networkidle). */
const QUIET_MS = 500;

export const MOBILE_VIEWPORT = { width: 412, height: 823 };

export interface BrowserLoad {
  route: string;
  /** Gzip bytes of every script fetched from /assets/ before the page was idle. */
  jsGzip: number;
  /** Those scripts' file names, in the order they were requested. */
  scripts: string[];
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Loads `route` from `baseURL` as a first visit and counts the scripts it fetched by the time it is idle. */
export async function browserLoad(browser: Browser, baseURL: string, route: string, distDir: string): Promise<BrowserLoad> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/') && !scripts.includes(pathname)) scripts.push(pathname);
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Hydration's effects may request more (a deferred part): idle is QUIET_MS without a request after that.
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    const jsGzip = scripts.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
    return { route, jsGzip, scripts: scripts.map((file) => path.basename(file)) };
  } finally {
    await context.close();
  }
}

/** Served pages only (a 404 page's file is not an address), the heaviest by the manifest of each screen. */
export function heaviestPerScreen(rows: readonly RouteWeight[]): RouteWeight[] {
  const byScreen = new Map<string, RouteWeight>();
  for (const row of rows) {
    if (row.route.endsWith(' (404)')) continue;
    const held = byScreen.get(row.screen);
    if (!held || row.jsGzip > held.jsGzip) byScreen.set(row.screen, row);
  }
  return [...byScreen.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/** Loads each route in its own context, `parallel` at a time, in one browser. */
export async function browserLoads(baseURL: string, routes: readonly string[], distDir: string, parallel = 3): Promise<BrowserLoad[]> {
  const browser = await launchChromium();
  try {
    const results: BrowserLoad[] = [];
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift())
        results.push(await browserLoad(browser, baseURL, route, distDir));
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    return results.sort((a, b) => a.route.localeCompare(b.route));
  } finally {
    await browser.close();
  }
}
