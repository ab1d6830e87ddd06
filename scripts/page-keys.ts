/**
 * The incremental build's keys (build-cache.ts), all made here: a key changes whenever what it
 * keys does. Page-data code (collections.ts, route-payloads.ts) does not know keys exist.
 *
 * A page of a collection reads the content only through `PageInputs`; its key is made by
 * running its data code once with inputs that note what each read returned, in a form that
 * is cheap to hash and changes whenever the read's result does: an entry is its file's hash
 * (`sourceKeys`: a compiled entry is a function of its own file and of the rest of the
 * compiled content, which `sharedContentKey` keys whole) and its publication state; related
 * cards, images and facets as JSON. Serialising thousands of payloads to find the one that
 * changed took a second; noting the reads does not serialise entries. Other pages, and
 * content without `sourceKeys`, are keyed by their payload.
 */
import type { CompiledContent } from './content/read-content.ts';
import type { RouteEntry } from '../src/route-table.ts';
import type { RelatedReading } from '../src/lib/related.ts';
import type { PageData, RoutePayload } from '../src/router/route-data.ts';
import { hashOf, type PagesState } from './build-cache.ts';
import { collectionOfPage, collections, type CollectionContent, type CollectionName, type PageInputs } from './collections.ts';

/** What route-payloads.ts's payloads() gives the keys: the payloads, and the data code with its inputs. */
export interface PayloadSource {
  payloadOf(route: RouteEntry): RoutePayload;
  /** The data of a route's payload, read through `inputs`. */
  dataOf(route: RouteEntry, inputs: PageInputs): PageData[keyof PageData] | null;
  /** The inputs the payloads read through. */
  inputsFor(route: RouteEntry): PageInputs;
  /** The entries a list's search index is made of, in list order, by the index's path. */
  indexEntries(indexPath: string): readonly { slug: string; unpublished?: unknown }[];
  /** The search index at a path, for content without `sourceKeys`. */
  indexAt(indexPath: string): unknown;
}

/**
 * What a page's data code read, kept with its unit for the next build: the entries it read by
 * name ("articles:on-time"), the collections it read whole (a list page, an author's articles,
 * a count), and whether it read related reading (chosen among every entry). A page none of
 * whose reads changed has the key it had, and its data code is not run again (unchangedReads).
 */
export type PageReads = PagesState['pages'][string]['reads'];

/** What changed since the build whose page reads are kept: entries (collection:slug), the collections they are in, and related reading. */
export interface ContentChanges {
  entries: ReadonlySet<string>;
  collections: ReadonlySet<string>;
  related: boolean;
}

/** True when none of a page's reads changed, so its key is the one the last build made. */
export function unchangedReads(reads: PageReads, changes: ContentChanges): boolean {
  return (
    !(reads.related && changes.related) &&
    !reads.collections.some((name) => changes.collections.has(name)) &&
    !reads.entries.some((entry) => changes.entries.has(entry))
  );
}

/** Each entry's key as pages read it, by collection:slug, to compare with the last build's (contentChanges). */
export function entryKeysOf(content: Partial<Pick<CompiledContent, 'sourceKeys'>> & CollectionContent): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const { name } of collections as readonly { name: CollectionName }[]) {
    for (const entry of content[name] as readonly { slug: string; unpublished?: unknown }[])
      keys[`${name}:${entry.slug}`] = entryKeyIn(content.sourceKeys, entry);
  }
  return keys;
}

/** What changed between two builds' entry keys (entryKeysOf) and related-reading keys. */
export function contentChanges(
  before: { entryKeys: Record<string, string>; relatedKey: string },
  now: { entryKeys: Record<string, string>; relatedKey: string },
): ContentChanges {
  const entries = new Set<string>();
  for (const [name, key] of Object.entries(now.entryKeys)) if (before.entryKeys[name] !== key) entries.add(name);
  for (const name of Object.keys(before.entryKeys)) if (!(name in now.entryKeys)) entries.add(name);
  return {
    entries,
    collections: new Set([...entries].map((name) => name.slice(0, name.indexOf(':')))),
    related: before.relatedKey !== now.relatedKey,
  };
}

/**
 * An entry as the key knows it: its file, and whether (and why) it is held back in a
 * preview. (Every compiled story and article has its file's hash; another entry is keyed whole.)
 */
const entryKeyIn = (sourceKeys: Record<string, string> | undefined, entry: { slug: string; unpublished?: unknown }) =>
  `${sourceKeys?.[entry.slug] ?? JSON.stringify(entry)}${JSON.stringify(entry.unpublished ?? null)}`;

/** The collection a related card's entry is in. */
const cardCollection = { story: 'stories', article: 'articles' } as const;

/** How a read's result is written into a key: an entry, a body, related cards. */
interface KeyParts {
  entry(entry: { slug: string; unpublished?: unknown }): string;
  body(slug: string, body: string): string;
  related(related: RelatedReading): string;
}

/** What a page's data code has read so far, as it reads (PageReads, with sets). */
type Reading = { entries: Set<string>; collections: Set<string>; related: boolean };

/** The inputs of a route, noting in `parts` what each read returned, and in `reads` what it read. */
function notingInputs(inputs: PageInputs, parts: string[], reads: Reading, key: KeyParts): PageInputs {
  /** A read of a collection as a whole: every entry of it may change what the page shows. */
  const whole = <T>(collection: string, result: T, ...noted: string[]): T => {
    parts.push(...noted);
    reads.collections.add(collection);
    return result;
  };
  return {
    pages: inputs.pages,
    // Like `pages`, part of every page's key (sharedContentKey).
    copy: inputs.copy,
    entry: (collection, slug) => {
      const entry = inputs.entry(collection, slug);
      parts.push(key.entry(entry));
      reads.entries.add(`${collection}:${slug}`);
      return entry;
    },
    body: (collection, slug) => {
      const body = inputs.body(collection, slug);
      parts.push(key.body(slug, body));
      reads.entries.add(`${collection}:${slug}`);
      return body;
    },
    // The images a body shows: its entry's (read above) and the content's images (sharedContentKey).
    images: (body) => {
      const images = inputs.images(body);
      parts.push(JSON.stringify(images));
      return images;
    },
    related: (kind, slug) => {
      const related = inputs.related(kind, slug);
      parts.push(key.related(related));
      reads.related = true;
      for (const card of [...related.stories, ...related.articles]) reads.entries.add(`${cardCollection[card.kind]}:${card.slug}`);
      return related;
    },
    listPage: (collection, page) => {
      const slice = inputs.listPage(collection, page);
      return whole(collection, slice, JSON.stringify(slice.facets), ...slice.entries.map(key.entry), '|', ...slice.featured.map(key.entry));
    },
    listed: (collection) => {
      const entries = inputs.listed(collection);
      return whole(collection, entries, '|', ...entries.map(key.entry));
    },
    listedWhere: (collection, field, value) => {
      const entries = inputs.listedWhere(collection, field, value);
      return whole(collection, entries, '|', ...entries.map(key.entry));
    },
    countBy: (collection, field) => {
      const counts = inputs.countBy(collection, field);
      return whole(collection, counts, JSON.stringify(counts));
    },
  };
}

export function pageKeys(
  content: Partial<Pick<CompiledContent, 'sourceKeys'>>,
  source: PayloadSource,
): {
  keyedPayloadOf: (route: RouteEntry) => { key: string; payload: RoutePayload; reads?: PageReads };
  payloadKeyOf: (route: RouteEntry) => string;
  listIndexKeyOf: (indexPath: string) => string;
} {
  const { sourceKeys } = content;
  const entryKey = (entry: { slug: string; unpublished?: unknown }) => entryKeyIn(sourceKeys, entry);
  /**
   * The cards as they are (a card shows a few fields, so an entry's body edit changes none):
   * each card is one object per entry (related-reading.ts), serialised once, not once per page.
   */
  const cardJson = new WeakMap<object, string>();
  const json = (card: object) => {
    let text = cardJson.get(card);
    if (text === undefined) cardJson.set(card, (text = JSON.stringify(card)));
    return text;
  };
  const key: KeyParts = {
    entry: entryKey,
    // A body is its entry file's (compiled from it alone).
    body: (slug, body) => sourceKeys?.[slug] ?? hashOf(body),
    related: ({ stories, articles }) => `${stories.map(json).join()}|${articles.map(json).join()}`,
  };

  /**
   * A route's key, with the payload its reads made: a page to render needs both, and making
   * the data once more for the payload was a sixth of a cold prerender at 4,000 articles.
   */
  const keyedPayloadOf = (route: RouteEntry): { key: string; payload: RoutePayload; reads?: PageReads } => {
    if (!sourceKeys || !collectionOfPage(route.page)) {
      const payload = source.payloadOf(route);
      return { key: hashOf(JSON.stringify(payload)), payload };
    }
    const parts = [JSON.stringify(route)];
    const reads: Reading = { entries: new Set(), collections: new Set(), related: false };
    const data = source.dataOf(route, notingInputs(source.inputsFor(route), parts, reads, key));
    return {
      key: hashOf(...parts),
      payload: { route, data },
      reads: { entries: [...reads.entries], collections: [...reads.collections], related: reads.related },
    };
  };
  const payloadKeyOf = (route: RouteEntry): string => keyedPayloadOf(route).key;
  /** A list's search index is made of its listed entries, in list order. */
  const listIndexKeyOf = (indexPath: string): string =>
    sourceKeys ? hashOf(indexPath, ...source.indexEntries(indexPath).map(entryKey)) : hashOf(JSON.stringify(source.indexAt(indexPath)));
  return { keyedPayloadOf, payloadKeyOf, listIndexKeyOf };
}

/**
 * The hash of everything compiled that is not a story or an article (site constants, page
 * copy, home studies, policies, images): part of every page's key, since a story or an
 * article's compiled fields may come from it (an article's category label from blog.yaml).
 */
export function sharedContentKey(
  content: Pick<CompiledContent, 'site' | 'pages' | 'homeStudies' | 'images' | 'collectionCopy'> & Pick<CollectionContent, 'policies'>,
): string {
  const { site, pages, collectionCopy, homeStudies, policies, images } = content;
  return hashOf(JSON.stringify({ site, pages, collectionCopy, homeStudies, policies, images }));
}
