/**
 * The paged lists (/blog, /success-stories and their /page/N addresses) in Chromium.
 *
 * On the site as built: every list page the route table has carries its own canonical and the
 * rel prev/next its place calls for, /{list}/page/1 redirects to the list, and a search or a
 * chip loads the list's index on first use (not with the page) and gives the whole list's
 * matches. The page count comes from the built route table, never from today's content.
 *
 * Several pages need more entries than the site has: a copy of the project gets enough
 * synthetic stories and articles (cloned from its own files) for three pages of each list, is
 * built and served, and the page bar, client navigation between pages, paged search results,
 * axe, hydration and a 320 px screen are checked there, expectations from the copy's content.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { site } from '@content/site';
import { stories as builtStories } from '@content/stories';
import { formatProblems } from '../../scripts/content/problems';
import { readContent } from '../../scripts/content/read-content';
import { parseFrontmatter } from '../../scripts/content/source';
import { copyProject } from '../../scripts/lib/project-copy';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { articleCountText, filterArticles, listedArticles } from '../../src/lib/blog';
import { neighbours } from '../../src/lib/page-bar';
import { LIST_PAGE_SIZE, listPagePath, pageSlice } from '../../src/lib/pagination';
import { ALL_INDUSTRIES, countLine, filterStories, listedStories } from '../../src/lib/stories';
import { listPaths, type ListKey } from '../../src/route-table';
import { listIndexPath, routeDataUrl } from '../../src/router/route-data';
import { axeViolations, baseURL, gotoSettled, launchBrowserForFile, openPage, requestedPaths, viewports } from './support/browser';
import { routes } from './support/routes';

const browser = await launchBrowserForFile();
const lists = Object.keys(listPaths) as ListKey[];

const headLink = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const absolute = (pathname: string) => `${site.origin}${pathname}`;

/** The head's canonical and rel prev/next are the page's own and its neighbours'. */
async function expectHeadOf(page: Page, list: ListKey, number: number, count: number) {
  const { prev, next } = neighbours({ number, count });
  expect(await headLink(page, 'canonical')).toEqual([absolute(listPagePath(listPaths[list], number))]);
  expect(await headLink(page, 'prev')).toEqual(prev === undefined ? [] : [absolute(listPagePath(listPaths[list], prev))]);
  expect(await headLink(page, 'next')).toEqual(next === undefined ? [] : [absolute(listPagePath(listPaths[list], next))]);
}

/** Requests for a list's index, counted from when this is called. */
function indexRequests(page: Page, list: ListKey): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === routeDataUrl(listIndexPath(list))) seen.push(request.url());
  });
  return seen;
}

/**
 * The page has loaded its list and done everything it queued on load: the resources it
 * fetched since navigation (Resource Timing) hold no index, and an idle callback of the
 * test's own has run after whatever the page scheduled, so a load-time fetch would have been
 * requested by now. The positive signal a "nothing loaded yet" check waits for.
 */
async function expectNoIndexLoadedWithPage(page: Page, list: ListKey, requests: string[]) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const fetched = await requestedPaths(page);
  expect(fetched.filter((pathname) => pathname === routeDataUrl(listIndexPath(list)))).toEqual([]);
  expect(requests).toEqual([]);
}

describe('the lists as built', () => {
  it.each(lists)(
    '%s: each page the route table has carries its canonical and rel prev/next, and a page bar when there are several',
    async (list) => {
      const pages = routes.filter((route) => route.page === list);
      expect(pages.length).toBeGreaterThan(0);
      for (const route of [pages[0]!, pages.at(-1)!]) {
        const { page, problems } = await openPage(browser, route.path);
        await expectHeadOf(page, list, route.listPage!.number, pages.length);
        expect(await page.getByRole('navigation', { name: /pages$/ }).count()).toBe(pages.length > 1 ? 1 : 0);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    },
  );

  it.each(lists)('%s: /page/1 redirects permanently to the list, and a page past the last is a 404', async (list) => {
    const pages = routes.filter((route) => route.page === list).length;
    const first = await fetch(`${baseURL()}${listPaths[list]}/page/1`, { redirect: 'manual' });
    expect(first.status).toBe(301);
    expect(new URL(first.headers.get('location')!, baseURL()).pathname).toBe(listPaths[list]);
    expect((await fetch(`${baseURL()}${listPaths[list]}/page/${pages + 1}`)).status).toBe(404);
  });

  it('/success-stories loads the index on the first keystroke, not with the page, and matches over every story', async () => {
    const { page, problems } = await openPage(browser, listPaths['success-stories']);
    const requests = indexRequests(page, 'success-stories');
    await expectNoIndexLoadedWithPage(page, 'success-stories', requests);
    const listed = listedStories(builtStories);
    const term = listed[0]!.title
      .split(/\s+/)
      .reduce((longest, word) => (word.length > longest.length ? word : longest), '')
      .slice(0, 6);
    await page.getByRole('searchbox', { name: /Search stories/ }).fill(term);
    const filters = { search: term, industry: ALL_INDUSTRIES };
    await expect
      .poll(() => page.getByText(/^Showing \d+ of \d+ stories/).textContent())
      .toBe(countLine(filterStories(listed, filters).length, listed.length, filters));
    expect(requests).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('/blog loads the index on the first chip, not with the page', async () => {
    const { page, problems } = await openPage(browser, listPaths.blog);
    const requests = indexRequests(page, 'blog');
    await expectNoIndexLoadedWithPage(page, 'blog', requests);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button').nth(1).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/**
 * Clones of the copy's own listed stories and articles with new ids, addresses and titles: at
 * least `atLeast`, and as many of each source, so the figures the site claims from the listed
 * stories (a range, a median, a best result: content/site.yaml's claims) stay what they are.
 */
function addSynthetic(contentDir: string, folder: 'stories' | 'articles', atLeast: number) {
  const dir = path.join(contentDir, folder);
  const sources = fs
    .readdirSync(dir)
    .map((name) => {
      const parsed = parseFrontmatter(fs.readFileSync(path.join(dir, name), 'utf8'), name, []);
      if (!parsed) throw new Error(`content/${folder}/${name} does not parse`);
      return { data: parsed.yaml.data as Record<string, unknown>, body: parsed.body };
    })
    .filter((source) => source.data.listed !== false);
  const count = Math.ceil(atLeast / sources.length) * sources.length;
  for (let i = 1; i <= count; i++) {
    const source = sources[i % sources.length]!;
    const { aliases: _aliases, canonicalPath: _canonical, ...rest } = source.data;
    const data =
      folder === 'stories'
        ? { ...rest, id: 1000 + i, title: `Paged ${i}: ${String(source.data.title)}`, pdfFileName: `Paged Story ${i}.pdf`, listed: true }
        : { ...rest, id: 1000 + i, title: `Paged ${i}: ${String(source.data.title)}`, listed: true, featured: false };
    fs.writeFileSync(path.join(dir, `paged-${folder}-${i}.md`), `---\n${stringify(data, { lineWidth: 0 })}---\n${source.body}`);
  }
}

describe('lists of several pages (a copy of the project with synthetic entries)', () => {
  const copy = copyProject();
  let served: RunningSite;
  let content: NonNullable<Awaited<ReturnType<typeof readContent>>['content']>;

  beforeAll(async () => {
    // Enough for three pages of each list, whatever the site holds today.
    addSynthetic(path.join(copy.dir, 'content'), 'stories', 2 * LIST_PAGE_SIZE + 1);
    addSynthetic(path.join(copy.dir, 'content'), 'articles', 2 * LIST_PAGE_SIZE + 1);
    const read = await readContent(path.join(copy.dir, 'content'));
    if (!read.content) throw new Error(`the synthetic content does not compile:\n${formatProblems(read.problems)}`);
    content = read.content;
    execFileSync(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts', '--no-media'], {
      cwd: copy.dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    served = await startSite({ cwd: copy.dir });
  }, 600_000);
  afterAll(async () => {
    await served?.stop();
    copy.remove();
  });

  /**
   * A page of the copy, as openPage opens one. The copy's build skips share images
   * (--no-media), which no page draws (covers are cover art, made in every build): any 404 is a problem.
   */
  const open = async (pathname: string, viewport: keyof typeof viewports = 'desktop') => {
    const context = await browser.newContext({ baseURL: served.baseURL, viewport: viewports[viewport] });
    await context.addInitScript(() =>
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      ),
    );
    const page = await context.newPage();
    const found: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('status of 404'))
        found.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      const { pathname: missing } = new URL(response.url());
      if (response.status() === 404) found.push(`404: ${missing}`);
    });
    await gotoSettled(page, pathname);
    return { page, problems: found };
  };
  const titles = (page: Page) => page.locator('main article h3').allTextContents();
  /** The titles a list shows, in its order. */
  const listedTitles = (list: ListKey) =>
    (list === 'blog' ? listedArticles(content.articles) : listedStories(content.stories)).map((entry) => entry.title);

  it.each(lists)(
    '%s: page 2 shows its own entries, its head, a page bar of links; axe clean, no hydration warning, fits 320 px',
    async (list) => {
      const entries = listedTitles(list);
      const count = Math.ceil(entries.length / LIST_PAGE_SIZE);
      expect(count).toBeGreaterThanOrEqual(3);
      const { page, problems } = await open(listPagePath(listPaths[list], 2));
      await expectHeadOf(page, list, 2, count);
      expect(await titles(page)).toEqual(pageSlice(entries, 2));
      const nav = page.getByRole('navigation', { name: /pages$/ });
      expect(await nav.getByRole('link', { name: 'Page 2 of', exact: false }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      expect(await nav.getByRole('link', { name: /^Previous page/ }).getAttribute('href')).toBe(listPaths[list]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.setViewportSize(viewports.narrow);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await page.context().close();
    },
  );

  it.each(lists)('%s: Next navigates in the browser, with the new page head', async (list) => {
    const entries = listedTitles(list);
    const count = Math.ceil(entries.length / LIST_PAGE_SIZE);
    const { page, problems } = await open(listPaths[list]);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page
      .getByRole('navigation', { name: /pages$/ })
      .getByRole('link', { name: /^Next page/ })
      .click();
    await page.waitForURL(`**${listPagePath(listPaths[list], 2)}`);
    await expect.poll(() => titles(page)).toEqual(pageSlice(entries, 2));
    await expect.poll(() => headLink(page, 'canonical')).toEqual([absolute(listPagePath(listPaths[list], 2))]);
    await expectHeadOf(page, list, 2, count);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a search on a later page gives the matches of every page, paged in the browser', async () => {
    const listed = listedStories(content.stories);
    const filters = { search: 'Paged', industry: ALL_INDUSTRIES };
    const matches = filterStories(listed, filters);
    expect(matches.length).toBeGreaterThan(LIST_PAGE_SIZE);
    const { page, problems } = await open(listPagePath(listPaths['success-stories'], 2));
    await page.getByRole('searchbox', { name: /Search stories/ }).fill(filters.search);
    await expect
      .poll(() => page.getByText(/^Showing \d+ of \d+ stories/).textContent())
      .toBe(countLine(matches.length, listed.length, filters));
    const all = () =>
      page
        .getByRole('region', { name: /Success Stories$/ })
        .locator('article h3')
        .allTextContents();
    expect(await all()).toEqual(pageSlice(matches, 1).map((story) => story.title));
    const results = page.getByRole('navigation', { name: 'Search results pages' });
    await results.getByRole('button', { name: /^Next page/ }).click();
    await expect.poll(all).toEqual(pageSlice(matches, 2).map((story) => story.title));
    expect(await results.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a blog search gives the articles of every page that match, and the count', async () => {
    const listed = listedArticles(content.articles);
    const filter = { category: 'all', search: 'paged 1' };
    const matches = filterArticles(listed, filter);
    const { page } = await open(`${listPagePath(listPaths.blog, 3)}?search=${encodeURIComponent(filter.search)}`);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /articles? found/ })
          .textContent(),
      )
      .toBe(articleCountText(matches.length));
    expect(await page.locator('section[aria-labelledby="latest-heading"] article h3').allTextContents()).toEqual(
      pageSlice(matches, 1).map((article) => article.title),
    );
    await page.context().close();
  });

  it('without JavaScript, a later page lists its entries and links its neighbours', async () => {
    const context = await browser.newContext({ baseURL: served.baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(listPagePath(listPaths.blog, 2));
    expect(await titles(page)).toEqual(pageSlice(listedArticles(content.articles), 2).map((article) => article.title));
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: /^Next page/ })
      .click();
    await page.waitForURL(`**${listPagePath(listPaths.blog, 3)}`);
    expect(await titles(page)).toEqual(pageSlice(listedArticles(content.articles), 3).map((article) => article.title));
    await context.close();
  });
});
