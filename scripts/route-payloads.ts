/**
 * The payload of every route, from the compiled content: what the prerenderer embeds in each
 * page and writes to dist/_data/, and what the dev server answers on /_data/.
 */
import type { CompiledContent } from './content/read-content.ts';
import { buildRoutes, type RouteEntry } from '../src/route-table.ts';
import { needsData, storyListItem, type PageData, type RedirectPayload, type RoutePayload } from '../src/router/route-data.ts';

type ContentForPayloads = Pick<CompiledContent, 'stories' | 'articles' | 'articleBodies' | 'legal'>;

/** Returns a function giving a route's payload; lookups are by slug, so a whole site is linear. */
export function payloadBuilder(content: ContentForPayloads): (route: RouteEntry) => RoutePayload {
  const stories = new Map(content.stories.map((story) => [story.slug, story]));
  const articles = new Map(content.articles.map((article) => [article.slug, article]));
  let storyList: PageData['success-stories'] | undefined;

  const found = <T>(value: T | undefined, route: RouteEntry): T => {
    if (value === undefined) throw new Error(`The route ${route.path} names "${route.contentSlug}", which the content does not have`);
    return value;
  };

  function dataFor(route: RouteEntry): PageData[keyof PageData] | null {
    if (!needsData(route.page)) return null;
    switch (route.page) {
      case 'story':
        return { story: found(stories.get(route.contentSlug ?? ''), route) };
      case 'article': {
        const slug = route.contentSlug ?? '';
        return { article: found(articles.get(slug), route), body: found(content.articleBodies[slug], route) };
      }
      case 'success-stories':
        return (storyList ??= { stories: content.stories.filter((story) => story.listed).map(storyListItem) });
      case 'blog':
        return { articles: content.articles };
    }
  }
  return (route) => ({ route, data: dataFor(route) });
}

/** The payload at a path, as the dev server answers /_data/<path>.json; undefined if none. */
export function payloadAt(content: ContentForPayloads, pathname: string): RoutePayload | RedirectPayload | undefined {
  const { routes, redirects } = buildRoutes(content);
  const redirect = redirects.find((candidate) => candidate.from === pathname);
  if (redirect) return { redirect: redirect.to };
  const route = routes.find((candidate) => candidate.path === pathname);
  return route ? payloadBuilder(content)(route) : undefined;
}
