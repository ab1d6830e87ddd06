/**
 * The payload of every route, from the compiled content: what the prerenderer embeds in each
 * page and writes to dist/_data/, and what the dev server answers on /_data/.
 */
import type { CompiledContent } from './content/read-content.ts';
import { buildRoutes, type RouteEntry } from '../src/route-table.ts';
import type { Story } from '../src/content/types.ts';
import { LARGE_CARD_CHALLENGE_CHARS, truncate } from '../src/lib/stories.ts';
import { needsData, type PageData, type RedirectPayload, type RoutePayload, type StoryListItem } from '../src/router/route-data.ts';

/** The largest number of results a card shows (the featured card's four). */
const CARD_RESULTS = 4;

/**
 * A story as the list page needs it. The challenge is cut to the longest teaser a card shows:
 * the cards' own truncate() of this text gives exactly what it gives of the full text.
 */
export function storyListItem(story: Story): StoryListItem {
  const { id, slug, title, company, location, industry, tags, results, testimonial, implementation, featured, listed, canonicalPath } = story;
  const challenge = truncate(story.challenge, LARGE_CARD_CHALLENGE_CHARS);
  return { id, slug, title, company, location, industry, tags, challenge, results: results.slice(0, CARD_RESULTS), testimonial, implementation, featured, listed, canonicalPath };
}

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
