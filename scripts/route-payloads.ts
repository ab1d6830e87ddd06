/**
 * The payload of every route, from the compiled content: what the prerenderer embeds in each
 * page and writes to dist/_data/, and what the dev server answers on /_data/.
 */
import type { CompiledContent } from './content/read-content.ts';
import { addressBook, buildRoutes, type RouteEntry } from '../src/route-table.ts';
import type { ArticleSummary, Story } from '../src/content/types.ts';
import { bodyReferences } from '../src/lib/article-body.ts';
import { featuredStories, LARGE_CARD_CHALLENGE_CHARS, listedStories } from '../src/lib/stories.ts';
import { featuredArticles, listedArticles } from '../src/lib/blog.ts';
import { articleIndex, storyIndex, type ArticleIndex, type StoryIndex } from '../src/lib/list-index.ts';
import { pageSlice } from '../src/lib/pagination.ts';
import { relatedReadingBuilder, type RelatedMemo } from './related-reading.ts';
import { hashOf } from './build-cache.ts';
import { listIndexPath, needsData, type ListFacets, type PageData, type RedirectPayload, type RoutePayload, type StoryListItem } from '../src/router/route-data.ts';

/** The largest number of results a card shows (the featured card's four). */
const CARD_RESULTS = 4;

/**
 * A story as the list page needs it. The challenge is kept to two characters more than the
 * longest teaser a card shows, on one line and without an ellipsis: enough for the cards' own
 * truncate() to see whether the text goes on and whether its cut splits a word (the second
 * extra character survives truncate's trim when the first is a space), so it gives exactly
 * what it gives of the full text.
 */
export function storyListItem(story: Story): StoryListItem {
  const { id, slug, title, company, location, industry, tags, results, testimonial, implementation, featured, order, listed, canonicalPath, unpublished } = story;
  const challenge = collapsedStart(story.challenge, LARGE_CARD_CHALLENGE_CHARS + 2);
  return {
    id,
    slug,
    title,
    company,
    location,
    industry,
    tags,
    challenge,
    results: results.slice(0, CARD_RESULTS),
    testimonial,
    implementation,
    featured,
    listed,
    canonicalPath,
    // Optional fields only when set, so payloads stay as small as they were.
    ...(order !== undefined && { order }),
    ...(unpublished && { unpublished }),
  };
}

/**
 * The first `count` characters (code points) of the text on one line: whitespace runs as one
 * space, trimmed. Works on the start of the text when that gives more than `count` of them
 * (the rest cannot change those), since lists make this of thousands of long texts.
 */
export function collapsedStart(text: string, count: number): string {
  const collapse = (part: string) => Array.from(part.replace(/\s+/g, ' ').trimStart());
  const start = collapse(text.slice(0, count * 4));
  return (start.length > count ? start : collapse(text.trimEnd())).slice(0, count).join('');
}

type ContentForPayloads = Pick<CompiledContent, 'stories' | 'articles' | 'articleBodies' | 'legal' | 'images' | 'pages' | 'homeStudies'> & Partial<Pick<CompiledContent, 'sourceKeys'>>;

/** Each chip's count and the total, from the listed entries. */
function facetsOf<T>(listed: readonly T[], key: (entry: T) => string): ListFacets {
  const counts: Record<string, number> = {};
  for (const entry of listed) counts[key(entry)] = (counts[key(entry)] ?? 0) + 1;
  return { total: listed.length, counts };
}

/**
 * The two lists in page order (every list page slices them), with their facets and featured
 * entries. Stories stay compiled stories here: a page's slice becomes list items
 * (storyListItem) only when that page's payload is made.
 */
function makeLists(content: Pick<ContentForPayloads, 'stories' | 'articles'>) {
  const stories = listedStories(content.stories);
  const articles = listedArticles(content.articles);
  return {
    stories,
    articles,
    storyFacets: facetsOf(stories, (story) => story.industry),
    articleFacets: facetsOf(articles, (article) => article.category),
    featuredStories: featuredStories(stories),
    featuredArticles: featuredArticles(content.articles),
  };
}

/** The lists made of one content's stories and articles: the payloads and the lists' indexes both need them. */
const builtLists = new WeakMap<readonly Story[], { articles: readonly ArticleSummary[]; lists: ReturnType<typeof makeLists> }>();

/** makeLists(), once per content. */
/** The industries that listed, published stories are filed under, in the list page's chip order. */
export function customerIndustries(content: Pick<ContentForPayloads, 'stories' | 'pages'>): string[] {
  const covered = new Set(content.stories.filter((story) => story.listed).map((story) => story.industry));
  return content.pages.stories.industries.filter((industry) => covered.has(industry));
}

function listsOf(content: Pick<ContentForPayloads, 'stories' | 'articles'>): ReturnType<typeof makeLists> {
  const known = builtLists.get(content.stories);
  if (known?.articles === content.articles) return known.lists;
  const lists = makeLists(content);
  builtLists.set(content.stories, { articles: content.articles, lists });
  return lists;
}

/** The search indexes of the lists, by the path their file answers at (listIndexPath). */
export function listIndexes(content: Pick<ContentForPayloads, 'stories' | 'articles'>): Map<string, StoryIndex | ArticleIndex> {
  const lists = listsOf(content);
  return new Map<string, StoryIndex | ArticleIndex>([
    [listIndexPath('success-stories'), storyIndex(lists.stories)],
    [listIndexPath('blog'), articleIndex(lists.articles)],
  ]);
}

/** Returns a function giving a route's payload; lookups are by slug, so a whole site is linear. */
/** `relatedMemo`: the related reading chosen by an earlier build (related-reading.ts), when its key matches this content. */
export function payloadBuilder(content: ContentForPayloads, relatedMemo?: RelatedMemo): (route: RouteEntry) => RoutePayload {
  return payloads(content, relatedMemo).payloadOf;
}

/**
 * A route's payload, and a key that changes whenever the payload does (the incremental
 * build's test of a page, build-cache.ts). For a story, an article and a list page the key is
 * made from what the payload is made of, without serialising it: the hash of each entry's
 * file (`sourceKeys`: a compiled story or article is a function of its own file and of the
 * rest of the compiled content, which the caller keys whole, see `sharedContentKey`), its
 * publication state, and the few small parts that come from other entries (related reading,
 * a list's facets). Other pages, and content without `sourceKeys`, are keyed by their payload.
 */
export function payloads(
  content: ContentForPayloads,
  relatedMemo?: RelatedMemo,
): { payloadOf: (route: RouteEntry) => RoutePayload; payloadKeyOf: (route: RouteEntry) => string; listIndexKeyOf: (indexPath: string) => string } {
  const stories = new Map(content.stories.map((story) => [story.slug, story]));
  const articles = new Map(content.articles.map((article) => [article.slug, article]));
  const articleImages = new Map(content.images.filter((image) => image.use === 'article').map((image) => [image.src, image]));
  /** The images a body shows, with their served sizes. (No "](" in it, no image: the body is not parsed.) */
  const imagesOf = (body: string) =>
    articleImages.size === 0 || !body.includes('](')
      ? {}
      : Object.fromEntries(
          bodyReferences(body).flatMap(({ image }) => {
            const asset = image === undefined ? undefined : articleImages.get(image);
            return asset ? [[asset.src, asset] as const] : [];
          }),
        );
  let relatedOf: ReturnType<typeof relatedReadingBuilder> | undefined;
  const related = (kind: 'story' | 'article', slug: string) => (relatedOf ??= relatedReadingBuilder(content, relatedMemo))(kind, slug);

  const found = <T>(value: T | undefined, route: RouteEntry): T => {
    if (value === undefined) throw new Error(`The route ${route.path} names "${route.contentSlug}", which the content does not have`);
    return value;
  };

  function dataFor(route: RouteEntry): PageData[keyof PageData] | null {
    if (!needsData(route.page)) return null;
    switch (route.page) {
      case 'home':
        return { page: content.pages.home, studies: content.homeStudies, industries: customerIndustries(content) };
      case 'story': {
        const story = found(stories.get(route.contentSlug ?? ''), route);
        return { story, related: related('story', story.slug) };
      }
      case 'article': {
        const slug = route.contentSlug ?? '';
        const body = found(content.articleBodies[slug], route);
        return { article: found(articles.get(slug), route), body, images: imagesOf(body), related: related('article', slug) };
      }
      case 'success-stories': {
        const { stories, storyFacets, featuredStories } = listsOf(content);
        const page = route.listPage?.number ?? 1;
        return { hero: content.pages.stories.hero, stories: pageSlice(stories, page).map(storyListItem), featured: page === 1 ? featuredStories.map(storyListItem) : [], facets: storyFacets };
      }
      case 'blog': {
        const { articles, articleFacets, featuredArticles } = listsOf(content);
        const page = route.listPage?.number ?? 1;
        return { articles: pageSlice(articles, page), featured: page === 1 ? featuredArticles : [], facets: articleFacets };
      }
    }
  }
  const payloadOf = (route: RouteEntry): RoutePayload => ({ route, data: dataFor(route) });

  const sourceKeys = content.sourceKeys;
  /**
   * An entry as the key knows it: its file, and whether (and why) it is held back in a
   * preview. (Every compiled entry has its file's hash; one without would be keyed whole.)
   */
  const entryKey = (entry: { slug: string; unpublished?: unknown }) => `${sourceKeys?.[entry.slug] ?? JSON.stringify(entry)}${JSON.stringify(entry.unpublished ?? null)}`;
  /**
   * The cards as they are (a card shows a few fields, so an entry's body edit changes none):
   * each card is one object per entry (related-reading.ts), serialised once, not once per page.
   */
  const cardJson = new WeakMap<object, string>();
  const relatedKey = (kind: 'story' | 'article', slug: string) => {
    const { stories, articles } = related(kind, slug);
    const json = (card: object) => {
      let text = cardJson.get(card);
      if (text === undefined) cardJson.set(card, (text = JSON.stringify(card)));
      return text;
    };
    return `${stories.map(json).join()}|${articles.map(json).join()}`;
  };
  const keyFromParts = (route: RouteEntry): string | undefined => {
    if (!sourceKeys) return undefined;
    const routeJson = JSON.stringify(route);
    switch (route.page) {
      case 'story': {
        const story = found(stories.get(route.contentSlug ?? ''), route);
        return hashOf(routeJson, entryKey(story), relatedKey('story', story.slug));
      }
      case 'article': {
        const article = found(articles.get(route.contentSlug ?? ''), route);
        const body = found(content.articleBodies[article.slug], route);
        return hashOf(routeJson, entryKey(article), JSON.stringify(imagesOf(body)), relatedKey('article', article.slug));
      }
      case 'success-stories': {
        const { stories, storyFacets, featuredStories } = listsOf(content);
        const page = route.listPage?.number ?? 1;
        return hashOf(routeJson, JSON.stringify(storyFacets), ...pageSlice(stories, page).map(entryKey), '|', ...(page === 1 ? featuredStories : []).map(entryKey));
      }
      case 'blog': {
        const { articles, articleFacets, featuredArticles } = listsOf(content);
        const page = route.listPage?.number ?? 1;
        return hashOf(routeJson, JSON.stringify(articleFacets), ...pageSlice(articles, page).map(entryKey), '|', ...(page === 1 ? featuredArticles : []).map(entryKey));
      }
      default:
        return undefined;
    }
  };
  /** A list's search index is made of its listed entries, in list order. */
  const listIndexKeyOf = (indexPath: string): string => {
    const lists = listsOf(content);
    const entries = indexPath === listIndexPath('success-stories') ? lists.stories : lists.articles;
    return sourceKeys ? hashOf(indexPath, ...entries.map(entryKey)) : hashOf(JSON.stringify(listIndexes(content).get(indexPath)));
  };
  return { payloadOf, payloadKeyOf: (route) => keyFromParts(route) ?? hashOf(JSON.stringify(payloadOf(route))), listIndexKeyOf };
}

/**
 * The hash of everything compiled that is not a story or an article (site constants, page
 * copy, home studies, policies, images): part of every page's key, since a story or an
 * article's compiled fields may come from it (an article's category label from blog.yaml).
 */
export function sharedContentKey(content: Pick<CompiledContent, 'site' | 'pages' | 'homeStudies' | 'legal' | 'images'>): string {
  const { site, pages, homeStudies, legal, images } = content;
  return hashOf(JSON.stringify({ site, pages, homeStudies, legal, images }));
}

/** What the dev server answers at /_data/<path>.json: a list's index or the path's payload; undefined if none. */
export function dataAt(content: ContentForPayloads, pathname: string): RoutePayload | RedirectPayload | StoryIndex | ArticleIndex | undefined {
  return pathname.startsWith('/_index/') ? listIndexes(content).get(pathname) : payloadAt(content, pathname);
}

/** The payload at a path; undefined if none. */
export function payloadAt(content: ContentForPayloads, pathname: string): RoutePayload | RedirectPayload | undefined {
  const answer = addressBook(buildRoutes(content)).get(pathname);
  if (!answer) return undefined;
  return 'redirect' in answer ? answer : payloadBuilder(content)(answer.route);
}
