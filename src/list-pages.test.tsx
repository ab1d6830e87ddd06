/**
 * The two list pages rendered as the prerenderer renders them, from the payloads of a synthetic
 * site of 5,000 stories and 4,000 articles: each page shows its own cards only, the spec's count
 * line over the whole list, Featured on page 1 only, a page bar of plain links with the current
 * page marked, and rel="prev"/"next" and a self-referencing canonical in the head.
 */
import { renderToStaticMarkup } from 'react-dom/server';
// react-router-dom's StaticRouter: in Node, entry-server's "react-router" import is another copy of the router.
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '@content/site';
import { payloadBuilder, storyListItem } from '../scripts/route-payloads';
import { syntheticContent } from '../tests/unit/synthetic-lists';
import { articleCountText, featuredArticles, listedArticles } from './lib/blog';
import { LIST_PAGE_SIZE, pageSlice } from './lib/pagination';
import { countLine, featuredStories, listedStories, noFilters } from './lib/stories';
import { buildRoutes, type RouteEntry } from './route-table';
import type { SeoInput } from './lib/seo';
import type { RoutePayload } from './router/route-data';

// What Vite's define sets in a build.
Object.assign(globalThis, { __PREVIEW_BUILD__: false, __BUILD_YEAR__: new Date().getUTCFullYear() });
const { App } = await import('./app');
const { HeadCollectorContext, renderHeadTag } = await import('./components/seo');
const { headTags } = await import('./lib/seo');
const { forgetRoutePayload, primeRoutePayload } = await import('./router/app-routes');
// The prerenderer's preload: the screens, the illustrations and the deferred parts.
const { preloadAllPages } = await import('./entry-server');
const { renderToHtml } = await import('./render-to-html');

/** What the prerenderer's renderPage (entry-server.tsx) does: the page's HTML and its head tags. */
async function renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }> {
  let seo: SeoInput | undefined;
  primeRoutePayload(url, payload);
  try {
    const html = await renderToHtml(
      <HeadCollectorContext value={{ collect: (input) => (seo = input) }}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollectorContext>,
    );
    if (!seo) throw new Error(`${url} declared no head`);
    return { html, head: renderToStaticMarkup(<>{headTags(seo, site).map(renderHeadTag)}</>) };
  } finally {
    forgetRoutePayload(url);
  }
}

const content = syntheticContent(5000, 4000);
const { routes } = buildRoutes(content);
const payloadOf = payloadBuilder(content);
const listed = listedStories(content.stories).map(storyListItem);
const articles = listedArticles(content.articles);
const pagesOf = (page: RouteEntry['page']) => routes.filter((route) => route.page === page);

beforeAll(() => preloadAllPages(['success-stories', 'blog']));

const render = (route: RouteEntry) => renderPage(route.path, payloadOf(route));
const count = (html: string, needle: string) => html.split(needle).length - 1;
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe.each([
  ['success-stories', listed.length, (number: number) => pageSlice(listed, number).map((story) => story.title)] as const,
  ['blog', articles.length, (number: number) => pageSlice(articles, number).map((article) => article.title)] as const,
])('%s at %i entries', (page, total, titlesOn) => {
  const pages = pagesOf(page);
  const [first, second, last] = [pages[0]!, pages[1]!, pages.at(-1)!];

  it('renders each page with its own cards only, a bounded page', async () => {
    for (const route of [first, second, last]) {
      const { html } = await render(route);
      for (const title of titlesOn(route.listPage!.number)) expect(html).toContain(escaped(title));
      const others = titlesOn(route === first ? 2 : 1);
      for (const title of others.slice(LIST_PAGE_SIZE - 3)) expect(html).not.toContain(`>${escaped(title)}<`);
      expect(html.length).toBeLessThan(600_000);
    }
  });

  it('says how many entries the whole list has', async () => {
    const { html } = await render(second);
    if (page === 'success-stories') expect(html).toContain(countLine(total, total, noFilters));
    else expect(html).toContain(articleCountText(total));
  });

  it('shows Featured on page 1 only', async () => {
    const featured = page === 'success-stories' ? featuredStories(listed) : featuredArticles(content.articles);
    expect(featured.length).toBeGreaterThan(0);
    const heading = page === 'success-stories' ? 'Featured Stories' : 'Featured Articles';
    expect((await render(first)).html).toContain(heading);
    expect((await render(second)).html).not.toContain(heading);
  });

  it('links the pages in a nav of plain links, the current one marked', async () => {
    const { html } = await render(second);
    const nav = /<nav aria-label="(Success stories|Blog) pages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[2] ?? '';
    expect(count(nav, 'aria-current="page"')).toBe(1);
    expect(nav).toMatch(
      new RegExp(`<a[^>]*href="${second.path}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${second.path}"`),
    );
    expect(nav).toContain(`href="${first.path}"`);
    expect(nav).toContain(`href="${last.path}"`);
    expect(nav).not.toContain('<button');
  });

  it('heads each page with its canonical and its neighbours', async () => {
    const head = async (route: RouteEntry) => (await render(route)).head;
    const link = (rel: string, path: string) => `<link rel="${rel}" href="${site.origin}${path}"/>`;
    expect(await head(first)).toContain(link('canonical', first.path));
    expect(await head(first)).toContain(link('next', second.path));
    expect(await head(first)).not.toContain('rel="prev"');
    expect(await head(second)).toContain(link('canonical', second.path));
    expect(await head(second)).toContain(link('prev', first.path));
    expect(await head(last)).toContain(link('prev', pages.at(-2)!.path));
    expect(await head(last)).not.toContain('rel="next"');
    expect(await head(second)).toMatch(/<title>[^<]*Page 2 of \d+/);
  });
});
