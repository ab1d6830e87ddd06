/**
 * The payload of every route, from the compiled content: what the prerenderer embeds in each
 * page and writes to dist/_data/, and what the dev server answers on /_data/.
 */
import type { CompiledContent } from './content/read-content.ts';
import { addressBook, buildRoutes, type RouteEntry } from '../src/route-table.ts';
import { bodyReferences } from '../src/lib/article-body.ts';
import type { ArticleIndex, StoryIndex } from '../src/lib/list-index.ts';
import { facetsOf } from '../src/lib/filter-chips.ts';
import { pageSlice } from '../src/lib/pagination.ts';
import { relatedReadingBuilder, type RelatedMemo } from './related-reading.ts';
import type { PayloadSource } from './page-keys.ts';
import { listIndexPath, type ListFacets, type PageData, type RedirectPayload, type RoutePayload } from '../src/router/route-data.ts';
import {
  collectionNamed,
  entryBody,
  collectionOfPage,
  collectionPagesOf,
  collections,
  copyNameOf,
  type Collection,
  type CollectionContent,
  type CollectionEntries,
  type CollectionName,
  type PageInputs,
} from './collections.ts';

export { collapsedStart, storyListItem } from './collections.ts';

type ContentForPayloads = Pick<CompiledContent, 'articleBodies' | 'images' | 'pages' | 'homeStudies'> &
  CollectionContent &
  Partial<Pick<CompiledContent, 'sourceKeys' | 'collectionPages' | 'collectionCopy'>>;

/** A list in page order (every list page slices it), with its facets and featured entries. */
interface List {
  listed: readonly unknown[];
  featured: readonly unknown[];
  facets: ListFacets;
}

/** The lists made of one content's entries, by their entries: the payloads and the lists' indexes both need them. */
const builtLists = new WeakMap<readonly unknown[], List>();

/** The industries that listed, published stories are filed under, in the list page's chip order. */
export function customerIndustries(content: Pick<ContentForPayloads, 'stories' | 'industries'>): string[] {
  const covered = new Set(content.stories.filter((story) => story.listed).map((story) => story.industry));
  return content.industries.map((industry) => industry.name).filter((industry) => covered.has(industry));
}

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
  return new Map(
    collections.flatMap((collection) =>
      collection.list ? [[listIndexPath(collection.list.page), collection.list.index(listOf(collection, content).listed)] as const] : [],
    ),
  );
}

/** Returns a function giving a route's payload; lookups are by slug, so a whole site is linear. */
/** `relatedMemo`: the related reading chosen by an earlier build (related-reading.ts), when its key matches this content. */
export function payloadBuilder(content: ContentForPayloads, relatedMemo?: RelatedMemo): (route: RouteEntry) => RoutePayload {
  return payloads(content, relatedMemo).payloadOf;
}

/**
 * A route's payload, and what the incremental build's keys (page-keys.ts) need to watch it
 * being made: the data code and the inputs it reads through.
 */
export function payloads(content: ContentForPayloads, relatedMemo?: RelatedMemo): PayloadSource {
  const slugMaps = new Map<CollectionName, Map<string, unknown>>();
  const bySlug = (name: CollectionName) => {
    let map = slugMaps.get(name);
    if (!map) slugMaps.set(name, (map = new Map(content[name].map((entry) => [entry.slug, entry]))));
    return map;
  };
  const imagesOf = bodyImages(content);
  let relatedOf: ReturnType<typeof relatedReadingBuilder> | undefined;
  const related = (kind: 'story' | 'article', slug: string) => (relatedOf ??= relatedReadingBuilder(content, relatedMemo))(kind, slug);

  const listedIn = (name: CollectionName): readonly unknown[] => {
    const collection = collectionNamed(name);
    return collection.list ? listOf(collection, content).listed : content[name];
  };
  const { groupedBy, countsBy } = fieldGroups(listedIn);

  const found = <T>(value: T | undefined, route: RouteEntry): T => {
    if (value === undefined) throw new Error(`The route ${route.path} names "${route.contentSlug}", which the content does not have`);
    return value;
  };

  /** What a route's payload reads of the content (collections.ts), failing with the route's name. */
  const inputsFor = (route: RouteEntry): PageInputs => ({
    pages: content.pages,
    copy: (name) => {
      const copy = content.collectionCopy?.[copyNameOf(collectionNamed(name))];
      if (!copy)
        throw new Error(
          `The route ${route.path} reads the page copy of "${name}", which has a schema of its own: read it from inputs.pages`,
        );
      return copy;
    },
    entry: <K extends CollectionName>(name: K, slug: string) => found((bySlug(name) as Map<string, CollectionEntries[K]>).get(slug), route),
    body: (name, slug) => found(entryBody(content, name, slug), route),
    images: imagesOf,
    related,
    listPage: <K extends CollectionName>(name: K, page: number) => {
      const { listed, featured, facets } = listOf(collectionNamed(name), content);
      return {
        entries: pageSlice(listed as CollectionEntries[K][], page),
        featured: (page === 1 ? featured : []) as CollectionEntries[K][],
        facets,
      };
    },
    listed: <K extends CollectionName>(name: K) => listedIn(name) as readonly CollectionEntries[K][],
    listedWhere: <K extends CollectionName>(name: K, field: string, value: string) =>
      (groupedBy(name, field).get(value) ?? []) as readonly CollectionEntries[K][],
    countBy: (name, field) => countsBy(name, field),
  });

  function dataOf(route: RouteEntry, inputs: PageInputs): PageData[keyof PageData] | null {
    if (route.page === 'home') return { page: content.pages.home, studies: content.homeStudies, industries: customerIndustries(content) };
    // A collection's screens have the data its definition gives them (none: null).
    const screen = collectionOfPage(route.page);
    if (!screen) return null;
    const { collection } = screen;
    if (screen.screen === 'list') return collection.list?.data(route.listPage?.number ?? 1, inputs) ?? null;
    if (screen.screen === 'directory') return collection.directory?.data(inputs) ?? null;
    return collection.detail.data?.(route.contentSlug ?? '', inputs) ?? null;
  }
  const payloadOf = (route: RouteEntry): RoutePayload => ({ route, data: dataOf(route, inputsFor(route)) });
  /** The collection whose list's index answers at a path. */
  const listAt = (indexPath: string) => collections.find((candidate) => candidate.list && listIndexPath(candidate.list.page) === indexPath);
  return {
    payloadOf,
    dataOf,
    inputsFor,
    indexEntries: (indexPath) => {
      const collection = listAt(indexPath);
      return (collection ? listOf(collection, content).listed : []) as { slug: string; unpublished?: unknown }[];
    },
    indexAt: (indexPath) => listIndexes(content).get(indexPath),
  };
}

/** The images a body shows, with their served sizes. (No "](" in it, no image: the body is not parsed.) */
function bodyImages(content: Pick<ContentForPayloads, 'images'>): (body: string) => Record<string, ContentForPayloads['images'][number]> {
  const articleImages = new Map(content.images.filter((image) => image.use === 'article').map((image) => [image.src, image]));
  return (body) =>
    articleImages.size === 0 || !body.includes('](')
      ? {}
      : Object.fromEntries(
          bodyReferences(body).flatMap(({ image }) => {
            const asset = image === undefined ? undefined : articleImages.get(image);
            return asset ? [[asset.src, asset] as const] : [];
          }),
        );
}

/** Listed entries grouped by a field's value, in list order, and counted; each made once per collection and field. */
function fieldGroups(listedIn: (name: CollectionName) => readonly unknown[]) {
  const groups = new Map<string, Map<unknown, unknown[]>>();
  const groupedBy = (name: CollectionName, field: string) => {
    let grouped = groups.get(`${name}\0${field}`);
    if (!grouped) {
      grouped = new Map();
      for (const entry of listedIn(name)) {
        const value = (entry as Record<string, unknown>)[field];
        const group = grouped.get(value);
        if (group) group.push(entry);
        else grouped.set(value, [entry]);
      }
      groups.set(`${name}\0${field}`, grouped);
    }
    return grouped;
  };
  const counts = new Map<string, Record<string, number>>();
  const countsBy = (name: CollectionName, field: string) => {
    let count = counts.get(`${name}\0${field}`);
    if (!count) {
      count = Object.fromEntries([...groupedBy(name, field)].map(([value, entries]) => [String(value), entries.length]));
      counts.set(`${name}\0${field}`, count);
    }
    return count;
  };
  return { groupedBy, countsBy };
}

/** What the dev server answers at /_data/<path>.json: a list's index or the path's payload; undefined if none. */
export function dataAt(
  content: ContentForPayloads,
  pathname: string,
): RoutePayload | RedirectPayload | StoryIndex | ArticleIndex | undefined {
  return pathname.startsWith('/_index/') ? listIndexes(content).get(pathname) : payloadAt(content, pathname);
}

/** The payload at a path; undefined if none. */
export function payloadAt(content: ContentForPayloads, pathname: string): RoutePayload | RedirectPayload | undefined {
  const answer = addressBook(buildRoutes({ collectionPages: content.collectionPages ?? collectionPagesOf(content) })).get(pathname);
  if (!answer) return undefined;
  return 'redirect' in answer ? answer : payloadBuilder(content)(answer.route);
}
