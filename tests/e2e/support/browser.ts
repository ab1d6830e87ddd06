/**
 * Debian's Chromium driven by Playwright, with the flags this closed network needs, and a
 * page wrapper that records console errors (hydration warnings included) for assertions.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page, type Request, type Response } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';

export const baseURL = () => inject('baseURL');

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: run "apt-get update && apt-get install -y chromium"`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * One browser for the test file that awaits this at its top level, closed after the file's
 * last test: every file that drives pages needs exactly this, and a file-level `const` keeps
 * its tests free of a `let` that is only set once the hooks run.
 */
export async function launchBrowserForFile(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return browser;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, uncaught exceptions, failed same-origin requests. */
  problems: string[];
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const viewports = {
  mobile: { width: 375, height: 800 },
  narrow: { width: 320, height: 640 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function openPage(
  browser: Browser,
  path: string,
  options: { viewport?: keyof typeof viewports; consent?: boolean; locale?: string; baseURL?: string } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    // Another server than the suite's (the marketer-edit test builds and serves its own copy).
    baseURL: options.baseURL ?? baseURL(),
    ...(options.locale && { locale: options.locale }),
  });
  if (options.consent !== false) {
    // Most tests are about the page, not the banner: start with a remembered choice.
    await context.addInitScript(() => {
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      );
    });
  }
  // A site with a tag manager configured (marketer-edit.test.ts) asks Google for its container;
  // there is no network here, and the pages are under test, not the container: an empty one.
  await context.route(`${TAG_MANAGER_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await gotoSettled(page, path);
  return { page, problems };
}

/**
 * One tab for several tests of a file, closed after the file: `visit(path)` loads `path` in it
 * (opening it on the first visit), a fresh document whose console problems are counted from its
 * own load. For tests that only read a page, or load it anew: a context per page made the
 * browser fetch the site's scripts, styles and fonts again each time. Call it while collecting
 * (a file's or a describe's body), where it registers the afterAll that closes the tab.
 */
export function sharedTab(browser: Browser, options: Parameters<typeof openPage>[2] = {}) {
  let tab: OpenedPage | undefined;
  let shown: string | undefined;
  afterAll(() => tab?.page.context().close());
  const visit = async (path: string): Promise<OpenedPage> => {
    if (!tab) tab = await openPage(browser, path, options);
    else {
      tab.problems.length = 0;
      await gotoSettled(tab.page, path);
    }
    shown = path;
    return tab;
  };
  return {
    visit,
    /** `path` as the last test that read it left it (such tests change nothing), loaded when another page is shown. */
    read: (path: string): Promise<OpenedPage> => (tab && shown === path ? Promise.resolve(tab) : visit(path)),
  };
}

/** The requests each page has made that have neither finished nor failed yet. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): Set<Request> {
  const known = requestsInFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  requestsInFlight.set(page, pending);
  return pending;
}

/**
 * Loads `path` and waits until the page has settled: see settled(). Playwright's `networkidle`
 * would wait for 500 ms of silence after every load instead of for the condition itself.
 */
export async function gotoSettled(page: Page, path: string): Promise<Response | null> {
  trackRequests(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  await settled(page);
  return response;
}

/** The paths of every resource the page has loaded since it opened, in the order they started. */
export const requestedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

/**
 * Waits until the page is hydrated, every request it made is answered (the deferred parts'
 * chunks, requested while hydrating) and two frames have passed since, so React has hydrated
 * what those chunks hold; a chunk may ask for another, so quiet is checked again after the
 * frames. Requests are counted from the page's first gotoSettled (openPage's load). The frames
 * are the page's own: not for a page whose timers holdTimers() holds.
 */
export async function settled(page: Page): Promise<void> {
  const pending = trackRequests(page);
  await waitForHydration(page);
  do {
    await expect
      .poll(() => pending.size, { timeout: 15_000 })
      .toBe(0)
      .catch((error: unknown) => {
        // Named as they are when the wait gives up, not as they were when it began.
        throw new Error(`requests still unanswered after 15 s: ${[...pending].map((request) => request.url()).join(', ')}`, {
          cause: error,
        });
      });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } while (pending.size > 0);
}

/**
 * Holds the page's timers (Playwright's fake clock, paused): a debounce such as the analytics
 * pause (SETTLE_MS) fires when the test moves time with `page.clock.runFor(ms)`, never because
 * a loaded machine was slow between two keys, and a "nothing counted" check runs after the
 * timer has certainly fired instead of after a guessed real-time wait.
 */
export async function holdTimers(page: Page): Promise<void> {
  await page.clock.install();
  // pauseAt must lie ahead of the page's clock, which runs on until paused; one second ahead
  // fires nothing the page schedules on load that a real second would not have fired.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** The client marks <html data-hydrated> once React has taken over the prerendered markup. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Run axe-core (WCAG 2.0/2.1/2.2 A and AA, best practices) and return the violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a chip just clicked) are neither state: let them settle.
  // Endless animations (a spinning status icon) never finish, so only finite ones are awaited.
  // One cancelled meanwhile (its element changed state again) rejects with an AbortError: it is
  // over all the same.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated over the DevTools protocol, which the page's CSP (rightly) does not allow as a <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // Only violations are reported; axe then keeps one node per passing rule instead of all.
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * A list page with a search box passes axe as served and again in its empty state (a search
 * that matches nothing shows `emptyHeading`): the two states render different markup.
 */
export async function expectListAxeClean(
  browser: Browser,
  path: string,
  viewport: keyof typeof viewports,
  empty: { searchBox: (page: Page) => Locator; absentTerm: string; emptyHeading: string },
): Promise<void> {
  const { page } = await openPage(browser, path, { viewport });
  expect(await axeViolations(page)).toEqual([]);
  await empty.searchBox(page).fill(empty.absentTerm);
  await page.getByRole('heading', { name: empty.emptyHeading }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
}
