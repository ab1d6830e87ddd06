/**
 * The site search in Chromium against the built site: the header button and Ctrl-K open it,
 * a word from the content finds grouped, highlighted hits, the keyboard alone picks and opens
 * one, Escape gives the focus back, one site_search event per settled query, axe clean, and
 * nothing in the console (a CSP refusal would be there). The term comes from the content.
 */
import { articles } from '@content/articles';
import { policyPages } from '@content/policies';
import { stories } from '@content/stories';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SETTLE_MS, type AnalyticsEvent, type SiteSearchEvent } from '../../src/analytics/events';
import { indexTerm, words } from '../../src/lib/search/documents';
import type { SearchManifest } from '../../src/lib/search/search-index';
import { paths } from '../../src/route-table';
import { axeViolations, baseURL, holdTimers, launchBrowserForFile, openPage } from './support/browser';

const browser = await launchBrowserForFile();

/** A word of some story's and some article's title (the longest such), so both groups show. */
function sharedTitleWord(): string {
  const termsOf = (titles: string[]) => new Set(titles.flatMap((title) => words(title).flatMap((word) => indexTerm(word) ?? [])));
  const inStories = termsOf(stories.map((story) => story.title));
  const shared = [...termsOf(articles.map((article) => article.title))].filter((term) => inStories.has(term) && /^[a-z]{4,}$/.test(term));
  const word = shared.sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error('no word of at least four letters is in both a story title and an article title');
  return word;
}

/** Where a hit titled `title` leads: the story, article or policy of that title. */
function pathOfTitle(title: string): string | undefined {
  return (
    stories.find((story) => story.title === title)?.canonicalPath ??
    articles.find((article) => article.title === title)?.slug.replace(/^/, '/') ??
    policyPages.find((policy) => policy.title === title)?.path
  );
}

const siteSearches = async (page: Page) =>
  (
    (await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry),
    )) as AnalyticsEvent[]
  ).filter((event): event is SiteSearchEvent => event.event === 'site_search');

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox', { name: /Search/ });

describe('site search', () => {
  const term = sharedTitleWord();

  it('opens from the header button, shows grouped hits with the word highlighted, counts one site_search, is axe clean', async () => {
    const { page, problems } = await openPage(browser, paths.home);
    // The page's timers wait for the test: however long the typing takes, no pause settles a
    // query until page.clock.runFor says so.
    await holdTimers(page);
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.waitFor();
    expect(await combobox(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await combobox(page).pressSequentially(term);
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await listbox.waitFor();
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    for (const group of ['Stories', 'Articles']) {
      const options = listbox.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('option');
      expect(await options.count()).toBeGreaterThan(0);
    }
    const marks = await listbox.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(indexTerm(mark)).toContain(term.slice(0, 4));
    await page.clock.runFor(SETTLE_MS);
    // From here on the page's own time again (axe schedules its work on timers).
    await page.clock.resume();
    const events = await siteSearches(page);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ search_term: term });
    expect(events[0]!.result_count).toBeGreaterThanOrEqual(await listbox.getByRole('option').count());
    await combobox(page).press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    // Closing after the pause counts nothing more.
    await combobox(page).press('Escape');
    expect(await siteSearches(page)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens with Ctrl-K; arrows move the active hit and Enter opens it; Escape closes and the button has the focus back', async () => {
    const { page, problems } = await openPage(browser, paths.about, { viewport: 'mobile' });
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor();
    await combobox(page).fill(term);
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    await combobox(page).press('ArrowDown');
    await combobox(page).press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await combobox(page).press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    // Escape: closed, focus back on the button that opened it.
    await combobox(page).press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await searchButton(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, and Enter opens the active hit.
    await searchButton(page).click();
    await combobox(page).fill(term);
    await options.first().waitFor();
    await combobox(page).press('ArrowDown');
    const title = (await options.first().locator('span').first().textContent())!;
    const target = pathOfTitle(title);
    expect(target, `a story, article or policy titled "${title}"`).toBeDefined();
    await combobox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('each hit is a link to its page: a Ctrl-click opens it in a new tab, a plain click in this one', async () => {
    const { page, problems } = await openPage(browser, paths.about);
    await searchButton(page).click();
    await combobox(page).fill(term);
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    // Every option is an <a href> to the page its title names (a story, article or policy; the
    // site's other pages by their own titles), so the browser's link menu works on it.
    for (const option of await options.all()) {
      const title = (await option.locator('span').first().textContent()) ?? '';
      expect(await option.evaluate((element) => element.tagName)).toBe('A');
      const href = new URL((await option.getAttribute('href')) ?? '', baseURL());
      expect(href.origin, title).toBe(new URL(baseURL()).origin);
      expect(href.pathname, title).toBe(pathOfTitle(title) ?? href.pathname);
    }
    const first = options.first();
    const target = new URL((await first.getAttribute('href')) ?? '', baseURL()).pathname;
    const [opened] = await Promise.all([page.context().waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    await opened.waitForURL((url) => url.pathname === target);
    expect(new URL(page.url()).pathname).toBe(paths.about);
    await opened.close();
    await first.click();
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends the strict CSP with the page and the index, and loads the dialog and index only when opened', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(paths.blog, { waitUntil: 'networkidle' });
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    // The blog list's own search box (search-form) is not the site search.
    expect(requested.filter((path) => /\/search-(?!form)/.test(path))).toEqual([]);
    const manifest = await page.locator('meta[name="search-index"]').getAttribute('content');
    const indexResponse = await page.request.get(manifest!);
    expect(indexResponse.headers()['content-security-policy']).toBe(csp);
    // The manifest keeps its address from build to build (so a new index changes no page): it
    // revalidates, like the payloads beside it; the shards it names are hashed and immutable.
    expect(indexResponse.headers()['cache-control']).toMatch(/max-age=0, must-revalidate/);
    const { shards } = (await indexResponse.json()) as SearchManifest;
    const shard = await page.request.get(Object.values(shards)[0]!);
    expect(shard.status()).toBe(200);
    expect(shard.headers()['cache-control']).toMatch(/immutable/);
    await context.close();
  });

  it('is a link to the blog list, whose search works without JavaScript, before React runs', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.home);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(paths.blog);
    await context.close();
  });
});
