/**
 * `npm run bench:nav`: how long a client-side navigation takes, from a visitor's click on an
 * in-site link to the new page's main heading on screen with the new address in the bar.
 *
 * It starts the built site (as `npm start` does), and for each transition opens the first page
 * in a fresh browser context (empty cache, as a visitor arriving from a search engine), waits
 * until it is hydrated and idle, then clicks the link inside the page and times, with the
 * page's own clock, until the URL is the target's and its <h1> (read from the target's
 * prerendered HTML) is in the document; "shown" is the next animation frame, the one that
 * paints it. The time includes whatever the transition fetches: the screen's code on a first
 * visit to that screen, and the page's data.
 *
 * No page links to a story's alias (an old address, reached from outside), so that transition
 * goes through the router the way the browser's Back and Forward buttons do: pushState to the
 * alias, then a popstate event. The router must then find out where the alias leads.
 *
 * A benchmark: it prints figures and writes bench-results/navigation.json, it asserts nothing.
 * Options: --runs N (default 7, after one warm-up run per transition), --cpu N (CPU slowdown
 * factor, 4 is Lighthouse's mobile preset; default 1), --latency MS (added to every request;
 * default 0), --only name,name (transitions by name, e.g. "blog-article").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { routeIndex } from '@content/route-index';
import { buildRoutes, paths } from '../../src/route-table.ts';
import { projectRoot } from '../content/compile.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { startSite } from '../lib/site-server.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 7);
const cpuSlowdown = Number(option('--cpu') ?? 1);
const latencyMs = Number(option('--latency') ?? 0);
const only = option('--only')?.split(',');

interface Transition {
  name: string;
  from: string;
  /** The href of the in-page link to click; with `history`, the path pushed instead. */
  href: string;
  /** Where the visitor ends up (differs from href for an alias). */
  to: string;
  via: 'click' | 'history';
}

function transitions(): Transition[] {
  const { routes, redirects } = buildRoutes(routeIndex);
  const storyPath = routes.find((route) => route.page === 'story')?.path;
  const articlePath = routes.find((route) => route.page === 'article')?.path;
  const alias = redirects[0];
  if (!storyPath || !articlePath || !alias) throw new Error('The content has no story, article or story alias to navigate to');
  // Cards link to a story's and an article's first path (/<slug>), which the route table lists first.
  return [
    { name: 'home-stories', from: paths.home, href: paths.successStories, to: paths.successStories, via: 'click' },
    { name: 'stories-story', from: paths.successStories, href: storyPath, to: storyPath, via: 'click' },
    { name: 'story-blog', from: storyPath, href: paths.blog, to: paths.blog, via: 'click' },
    { name: 'blog-article', from: paths.blog, href: articlePath, to: articlePath, via: 'click' },
    { name: 'article-alias', from: articlePath, href: alias.from, to: alias.to, via: 'history' },
  ];
}

interface Sample {
  /** Milliseconds from the click to the DOM holding the new heading at the new URL. */
  dom: number;
  /** ...to the animation frame after that: the frame that paints it. */
  shown: number;
  /** Requests the navigation made, and their transfer size in bytes. */
  requests: number;
  bytes: number;
}

/** The <h1> text of the target's prerendered page: what the visitor must see. */
async function headingOf(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const html = await (await page.request.get(url)).text();
    await page.setContent('<!doctype html><title>heading</title>');
    const heading = await page.evaluate(
      (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('main h1')?.textContent?.trim(),
      html,
    );
    if (!heading) throw new Error(`${url} has no <h1> in <main>`);
    return heading;
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseURL: string, transition: Transition, heading: string): Promise<Sample> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    // A remembered cookie choice: the banner is not what is measured.
    await context.addInitScript(() => {
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      );
    });
    // tsx compiles this file keeping function names through a helper, __name, that the
    // functions handed to the page call; the page needs it too.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (latencyMs > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(transition.from, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    // Let the landing page's own after-hydration work finish, as a reading visitor would.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

    return await page.evaluate(
      ({ href, to, via, heading }) =>
        new Promise<Sample>((resolve, reject) => {
          const resourcesBefore = performance.getEntriesByType('resource').length;
          const arrived = () =>
            window.location.pathname === to &&
            [...document.querySelectorAll('main h1')].some(
              (element) => element.textContent?.trim() === heading && (element as HTMLElement).offsetParent !== null,
            );
          let started = 0;
          let finished = false;
          const done = () => {
            if (finished) return;
            finished = true;
            observer.disconnect();
            const dom = performance.now() - started;
            requestAnimationFrame(() => {
              const shown = performance.now() - started;
              const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).slice(resourcesBefore);
              resolve({ dom, shown, requests: resources.length, bytes: resources.reduce((sum, entry) => sum + entry.transferSize, 0) });
            });
          };
          const observer = new MutationObserver(() => arrived() && done());
          observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
          // Some routers change the address after the DOM: check every frame too.
          const poll = () => {
            if (finished) return;
            if (arrived()) done();
            else requestAnimationFrame(poll);
          };
          setTimeout(() => finished || reject(new Error(`No <h1> "${heading}" at ${to} after 30 s`)), 30_000);

          started = performance.now();
          if (via === 'click') {
            const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
            if (!link) return reject(new Error(`No link to ${href} on ${window.location.pathname}`));
            link.click();
          } else {
            window.history.pushState(null, '', href);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          }
          requestAnimationFrame(poll);
        }),
      { href: transition.href, to: transition.to, via: transition.via, heading },
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  const all = transitions();
  const unknown = only?.filter((name) => !all.some((transition) => transition.name === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`No transition ${unknown.join(', ')}; there are ${all.map((transition) => transition.name).join(', ')}`);
  const selected = all.filter((transition) => !only || only.includes(transition.name));
  const loadBefore = loadAverage();
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    console.log(
      `Client navigation, ${runs} runs each (median), CPU slowdown ${cpuSlowdown}x, added latency ${latencyMs} ms; load average ${loadBefore}`,
    );
    for (const transition of selected) {
      const heading = await headingOf(browser, `${site.baseURL}${transition.to}`);
      const samples: Sample[] = [];
      for (let run = 0; run <= runs; run++) {
        const sample = await measure(browser, site.baseURL, transition, heading);
        // The first run warms the server and the browser process; it is not counted.
        if (run > 0) samples.push(sample);
      }
      const shown = samples.map((sample) => sample.shown);
      const row = {
        transition: transition.name,
        from: transition.from,
        to: transition.to,
        medianShownMs: Math.round(median(shown)),
        medianDomMs: Math.round(median(samples.map((sample) => sample.dom))),
        minShownMs: Math.round(Math.min(...shown)),
        maxShownMs: Math.round(Math.max(...shown)),
        requests: median(samples.map((sample) => sample.requests)),
        transferBytes: median(samples.map((sample) => sample.bytes)),
      };
      rows.push(row);
      console.log(
        `${row.transition.padEnd(16)} ${`${row.from} -> ${transition.href}`.padEnd(74)} shown ${String(row.medianShownMs).padStart(4)} ms (DOM ${row.medianDomMs}, min ${row.minShownMs}, max ${row.maxShownMs}), ${row.requests} requests, ${row.transferBytes} B`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const loadAfter = loadAverage();
  console.log(`load average after: ${loadAfter}`);
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results/navigation.json'),
    JSON.stringify({ runs, cpuSlowdown, latencyMs, loadAverage: { before: loadBefore, after: loadAfter }, rows }, null, 2),
  );
  console.log('Written to bench-results/navigation.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
