/**
 * The payload of every route, from the compiled content: what the prerenderer embeds in each
 * page and writes to dist/_data/, and what the dev server answers on /_data/.
 */
import type { CompiledContent } from './content/read-content.ts';
import { addressBook, buildRoutes, type RouteEntry } from '../src/route-table.ts';
import type { ArticleSummary, Story } from '../src/content/types.ts';
import { bodyReferences } from '../src/lib/article-body.ts';
import type { ArticleIndex, StoryIndex } from '../src/lib/list-index.ts';
import { pageSlice } from '../src/lib/pagination.ts';
import { relatedReadingBuilder, type RelatedMemo } from './related-reading.ts';
import { hashOf } from './build-cache.ts';
import { listIndexPath, needsData, type ListFacets, type PageData, type RedirectPayload, type RoutePayload } from '../src/router/route-data.ts';
import { collectionNamed, collectionOfPage, collections, type Collection, type CollectionContent, type CollectionEntries, type CollectionName, type PageInputs } from './collections.ts';

export { collapsedStart, storyListItem } from './collections.ts';

type ContentForPayloads = Pick<CompiledContent, 'stories' | 'articles' | 'articleBodies' | 'legal' | 'images' | 'pages' | 'homeStudies'> & Partial<Pick<CompiledContent, 'sourceKeys'>>;

/** Each chip's count and the total, from the listed entries. */
function facetsOf<T>(listed: readonly T[], key: (entry: T) => string): ListFacets {
  const counts: Record<string, number> = {};
  for (const entry of listed) counts[key(entry)] = (counts[key(entry)] ?? 0) + 1;
  return { total: listed.length, counts };
}

/** A list in page order (every list page slices it), with its facets and featured entries. */
interface List {
  listed: readonly unknown[];
  featured: readonly unknown[];
  facets: ListFacets;
}

/** The lists made of one content's entries, by their entries: the payloads and the lists' indexes both need them. */
const builtLists = new WeakMap<readonly unknown[], List>();

/** A collection's list, once per content. */
function listOf(collection: Collection, content: CollectionContent): List {
  const all = content[collection.name as CollectionName];
  const known = builtLists.get(all);
  if (known) return known;
  const definition = collection.list;
  if (!definition) throw new Error(`The ${collection.noun} collection has no list`);
  const listed = definition.listed(all);
  const list = { listed, featured: definition.featured(listed, all), facets: facetsOf(listed, definition.facet) };
  builtLists.set(all, list);
  return list;
}

/** The search indexes of the lists, by the path their file answers at (listIndexPath). */
export function listIndexes(content: CollectionContent): Map<string, StoryIndex | ArticleIndex> {
  return new Map(collections.flatMap((collection) => (collection.list ? [[listIndexPath(collection.list.page), collection.list.index(listOf(collection, content).listed)] as const] : [])));
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
  const slugMaps = new Map<CollectionName, Map<string, unknown>>();
  const bySlug = (name: CollectionName) => {
    let map = slugMaps.get(name);
    if (!map) slugMaps.set(name, (map = new Map(content[name].map((entry) => [entry.slug, entry]))));
    return map;
  };
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

  /** What a route's payload reads of the content (collections.ts), failing with the route's name. */
  const inputsFor = (route: RouteEntry): PageInputs => ({
    entry: <K extends CollectionName>(name: K, slug: string) => found((bySlug(name) as Map<string, CollectionEntries[K]>).get(slug), route),
    body: (name, slug) => {
      const field = collectionNamed(name).bodies;
      return found(field && content[field][slug], route);
    },
    images: imagesOf,
    related,
    listPage: <K extends CollectionName>(name: K, page: number) => {
      const { listed, featured, facets } = listOf(collectionNamed(name), content);
      return { entries: pageSlice(listed as CollectionEntries[K][], page), featured: (page === 1 ? featured : []) as CollectionEntries[K][], facets };
    },
  });

  function dataFor(route: RouteEntry): PageData[keyof PageData] | null {
    if (!needsData(route.page)) return null;
    if (route.page === 'home') return { page: content.pages.home, studies: content.homeStudies };
    const screen = collectionOfPage(route.page);
    if (!screen) throw new Error(`The screen "${route.page}" needs data, but no collection in scripts/collections.ts has it as its list or detail screen`);
    const { collection } = screen;
    if (screen.screen === 'list') return collection.list?.data(route.listPage?.number ?? 1, inputsFor(route)) ?? null;
    return collection.detail.data?.(route.contentSlug ?? '', inputsFor(route)) ?? null;
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
        const { listed, facets, featured } = listOf(collectionNamed('stories'), content) as { listed: Story[]; facets: ListFacets; featured: Story[] };
        const page = route.listPage?.number ?? 1;
        return hashOf(routeJson, JSON.stringify(facets), ...pageSlice(listed, page).map(entryKey), '|', ...(page === 1 ? featured : []).map(entryKey));
      }
      case 'blog': {
        const { listed, facets, featured } = listOf(collectionNamed('articles'), content) as { listed: ArticleSummary[]; facets: ListFacets; featured: ArticleSummary[] };
        const page = route.listPage?.number ?? 1;
        return hashOf(routeJson, JSON.stringify(facets), ...pageSlice(listed, page).map(entryKey), '|', ...(page === 1 ? featured : []).map(entryKey));
      }
      default:
        return undefined;
    }
  };
  /** A list's search index is made of its listed entries, in list order. */
  const listIndexKeyOf = (indexPath: string): string => {
    const collection = collections.find((candidate) => candidate.list && listIndexPath(candidate.list.page) === indexPath);
    const entries = (collection ? listOf(collection, content).listed : []) as { slug: string; unpublished?: unknown }[];
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
