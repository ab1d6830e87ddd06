/**
 * The paged lists at 5,000 stories and 4,000 articles: a search or a chip over the index gives
 * exactly what filtering every entry gives (count, featured, cards, order), page by page, and
 * downloads only the index and the list pages its cards are on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataServer, syntheticContent } from '../../tests/unit/synthetic-lists';
import { storyListItem } from '../../scripts/route-payloads';
import { buildRoutes, listPaths } from '../route-table';
import { listIndexPath, routeDataUrl, type PageData, type RoutePayload } from '../router/route-data';
import { ALL_CATEGORIES, featuredArticles, filterArticles, listedArticles } from './blog';
import { listResults } from './list-results';
import { LIST_PAGE_SIZE, pageCount, pageSlice } from './pagination';
import { ALL_INDUSTRIES, featuredStories, filterStories, listedStories, noFilters, type StoryFilters } from './stories';

const content = syntheticContent(5000, 4000);
const listed = listedStories(content.stories).map(storyListItem);
const articles = listedArticles(content.articles);
const server = dataServer(content);
const payloadAt = async <L extends 'success-stories' | 'blog'>(path: string) =>
  ((await (await server.fetch(routeDataUrl(path))).json()) as RoutePayload).data as PageData[L];

beforeEach(() => {
  server.requests.length = 0;
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const industries = [...new Set(listed.map((story) => story.industry))];
const someTag = listed[7]!.tags[1]!;
const storyFilters: StoryFilters[] = [
  { search: 'synthetic 12', industry: ALL_INDUSTRIES },
  { search: someTag.slice(2, 9).toUpperCase(), industry: ALL_INDUSTRIES },
  { search: '', industry: industries[0]! },
  { search: listed[3]!.company.slice(0, 12), industry: listed[3]!.industry },
  { search: 'no story says this', industry: ALL_INDUSTRIES },
];

describe('the synthetic site', () => {
  it('is large enough to span many pages', () => {
    expect(pageCount(listed.length)).toBeGreaterThan(100);
    expect(pageCount(articles.length)).toBeGreaterThan(100);
  });

  it('has a route for every page of each list, each its own canonical, with its place among the pages', () => {
    const { routes } = buildRoutes(content);
    for (const [list, total] of [
      ['success-stories', listed.length],
      ['blog', articles.length],
    ] as const) {
      const pages = routes.filter((route) => route.page === list);
      expect(pages.map((route) => route.path)).toEqual(
        Array.from({ length: pageCount(total) }, (_, index) => (index === 0 ? listPaths[list] : `${listPaths[list]}/page/${index + 1}`)),
      );
      pages.forEach((route, index) =>
        expect(route).toMatchObject({ canonical: route.path, sitemap: true, listPage: { number: index + 1, count: pages.length } }),
      );
    }
  });
});

describe('listResults: stories', () => {
  it.each(storyFilters)('gives what filtering every story gives: %o', async (filters) => {
    const expected = filterStories(listed, filters);
    const shown = { number: 1, data: await payloadAt<'success-stories'>(listPaths['success-stories']) };
    const first = await listResults('success-stories', filters, 1, shown);
    expect(first.matches).toBe(expected.length);
    expect(first.page).toEqual({ number: 1, count: pageCount(expected.length) });
    expect(first.cards.map((story) => story.slug)).toEqual(pageSlice(expected, 1).map((story) => story.slug));
    expect(first.featured.map((story) => story.slug)).toEqual(featuredStories(expected).map((story) => story.slug));
    if (first.page.count > 1) {
      const last = await listResults('success-stories', filters, first.page.count, shown);
      expect(last.cards.map((story) => story.slug)).toEqual(pageSlice(expected, first.page.count).map((story) => story.slug));
      // Featured stories head the first page of results only.
      expect(last.featured).toEqual([]);
    }
  });

  it('loads the index once, and only the list pages that hold the shown cards', async () => {
    const shown = { number: 1, data: await payloadAt<'success-stories'>(listPaths['success-stories']) };
    // A fresh module: nothing fetched yet, as on a page just opened.
    vi.resetModules();
    const fresh = (await import('./list-results')).listResults;
    server.requests.length = 0;
    const results = await fresh('success-stories', { search: 'synthetic 12', industry: ALL_INDUSTRIES }, 1, shown);
    await fresh('success-stories', { search: 'synthetic 1', industry: ALL_INDUSTRIES }, 1, shown);
    const indexRequests = server.requests.filter((url) => url === routeDataUrl(listIndexPath('success-stories')));
    expect(indexRequests).toHaveLength(1);
    expect(results.cards.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
    expect(server.requests.length).toBeLessThanOrEqual(1 + 2 * LIST_PAGE_SIZE);
  });

  it('keeps a page number past the end within the results', async () => {
    const shown = { number: 1, data: await payloadAt<'success-stories'>(listPaths['success-stories']) };
    const results = await listResults('success-stories', noFilters, 10_000, shown);
    expect(results.page).toEqual({ number: pageCount(listed.length), count: pageCount(listed.length) });
  });
});

describe('listResults: articles', () => {
  const categories = [...new Set(articles.map((article) => article.category))];
  const filters = [
    { category: ALL_CATEGORIES, search: 'synthetic 39' },
    { category: categories[0]!, search: '' },
    { category: categories[1] ?? categories[0]!, search: articles[5]!.excerpt.slice(10, 30) },
    { category: ALL_CATEGORIES, search: 'no article says this' },
  ];

  it.each(filters)('gives what filtering every article gives: %o', async (filter) => {
    const expected = filterArticles(articles, filter);
    const shown = { number: 3, data: await payloadAt<'blog'>(`${listPaths.blog}/page/3`) };
    const first = await listResults('blog', filter, 1, shown);
    expect(first.matches).toBe(expected.length);
    expect(first.cards.map((article) => article.slug)).toEqual(pageSlice(expected, 1).map((article) => article.slug));
    // The fixed featured pair, under All Posts on the first page of results only.
    expect(first.featured.map((article) => article.slug)).toEqual(
      filter.category === ALL_CATEGORIES ? featuredArticles(content.articles).map((article) => article.slug) : [],
    );
    if (first.page.count > 1) expect((await listResults('blog', filter, 2, shown)).featured).toEqual([]);
  });
});
