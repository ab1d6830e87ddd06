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
import { hashOf } from './build-cache.ts';
import { collectionOfPage, type CollectionContent, type PageInputs } from './collections.ts';

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

export function pageKeys(
  content: Partial<Pick<CompiledContent, 'sourceKeys'>>,
  source: PayloadSource,
): {
  keyedPayloadOf: (route: RouteEntry) => { key: string; payload: RoutePayload };
  payloadKeyOf: (route: RouteEntry) => string;
  listIndexKeyOf: (indexPath: string) => string;
} {
  const { sourceKeys } = content;
  /**
   * An entry as the key knows it: its file, and whether (and why) it is held back in a
   * preview. (Every compiled story and article has its file's hash; another entry is keyed whole.)
   */
  const entryKey = (entry: { slug: string; unpublished?: unknown }) =>
    `${sourceKeys?.[entry.slug] ?? JSON.stringify(entry)}${JSON.stringify(entry.unpublished ?? null)}`;
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
  const relatedKey = ({ stories, articles }: RelatedReading) => `${stories.map(json).join()}|${articles.map(json).join()}`;

  /** The inputs of a route, noting in `parts` what each read returned. */
  const noting = (inputs: PageInputs, parts: string[]): PageInputs => ({
    pages: inputs.pages,
    // Like `pages`, part of every page's key (sharedContentKey).
    copy: inputs.copy,
    entry: (collection, slug) => {
      const entry = inputs.entry(collection, slug);
      parts.push(entryKey(entry));
      return entry;
    },
    body: (collection, slug) => {
      const body = inputs.body(collection, slug);
      // A body is its entry file's (compiled from it alone).
      parts.push(sourceKeys?.[slug] ?? hashOf(body));
      return body;
    },
    images: (body) => {
      const images = inputs.images(body);
      parts.push(JSON.stringify(images));
      return images;
    },
    related: (kind, slug) => {
      const related = inputs.related(kind, slug);
      parts.push(relatedKey(related));
      return related;
    },
    listPage: (collection, page) => {
      const slice = inputs.listPage(collection, page);
      parts.push(JSON.stringify(slice.facets), ...slice.entries.map(entryKey), '|', ...slice.featured.map(entryKey));
      return slice;
    },
    listed: (collection) => {
      const entries = inputs.listed(collection);
      parts.push('|', ...entries.map(entryKey));
      return entries;
    },
    listedWhere: (collection, field, value) => {
      const entries = inputs.listedWhere(collection, field, value);
      parts.push('|', ...entries.map(entryKey));
      return entries;
    },
    countBy: (collection, field) => {
      const counts = inputs.countBy(collection, field);
      parts.push(JSON.stringify(counts));
      return counts;
    },
  });

  /**
   * A route's key, with the payload its reads made: a page to render needs both, and making
   * the data once more for the payload was a sixth of a cold prerender at 4,000 articles.
   */
  const keyedPayloadOf = (route: RouteEntry): { key: string; payload: RoutePayload } => {
    if (!sourceKeys || !collectionOfPage(route.page)) {
      const payload = source.payloadOf(route);
      return { key: hashOf(JSON.stringify(payload)), payload };
    }
    const parts = [JSON.stringify(route)];
    const data = source.dataOf(route, noting(source.inputsFor(route), parts));
    return { key: hashOf(...parts), payload: { route, data } };
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
