/**
 * Redirects that keep campaigns, in the browser: every alias in every spelling, and every
 * story's and article's address in other letters with a trailing slash, reaches its page with
 * the campaign query and the fragment intact, on a page load (the server's one 301) and on
 * client navigation (the router's own redirect). Subjects come from the compiled content.
 */
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import { describe, expect, it } from 'vitest';
import { articlePaths, storyPaths } from '../../src/route-table';
import { baseURL, launchBrowserForFile, openPage, settled } from './support/browser';
import { browserSpellings, campaignQuery } from './support/routes';

const browser = await launchBrowserForFile();

/** The page title each story and article address shows. */
const titles = new Map([
  ...stories.flatMap((story) => storyPaths(story.slug).map((path) => [path, story.title] as const)),
  ...articles.flatMap((article) => articlePaths(article).map((path) => [path, article.title] as const)),
]);
const requested = browserSpellings;
const hash = '#results';

describe('redirects in the browser', () => {
  it('a page load of every alias and spelling lands on the page with the query and the fragment', async () => {
    expect(requested.length).toBeGreaterThan(0);
    // What is checked is the document's answer and the address it lands on, both known when the
    // load commits, before any script runs: the page's scripts, styles, fonts and pictures are
    // not fetched, so the next load does not wait behind a page still hydrating.
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    await context.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    const page = await context.newPage();
    for (const { from, to } of requested) {
      const response = await page.goto(`${from}${campaignQuery}${hash}`, { waitUntil: 'commit' });
      expect(response?.status(), from).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname + url.search + url.hash, from).toBe(`${to}${campaignQuery}${hash}`);
    }
    await context.close();
  });

  it('client navigation to every alias and spelling shows the page with the query and the fragment, without reloading', async () => {
    const { page, problems } = await openPage(browser, '/');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    for (const { from, to } of requested) {
      // What a <Link> does: push the address and let the router render it.
      await page.evaluate((href) => {
        window.history.pushState(null, '', href);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `${from}${campaignQuery}${hash}`);
      await expect
        .poll(() => page.evaluate(() => location.pathname + location.search + location.hash), { message: from })
        .toBe(`${to}${campaignQuery}${hash}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: from }).toBe(titles.get(to));
    }
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('an unknown path in odd letter case shows the not-found page, on a load and on client navigation', async () => {
    const { page } = await openPage(browser, '/');
    const response = await page.goto(`/No-Such-PAGE/${campaignQuery}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    const { page: navigating } = await openPage(browser, '/');
    await navigating.evaluate(() => {
      window.history.pushState(null, '', '/Success-Stories/NO-SUCH-STORY/?utm_source=x');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => navigating.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    expect(await navigating.evaluate(() => location.pathname + location.search)).toBe('/Success-Stories/NO-SUCH-STORY/?utm_source=x');
  });
});
