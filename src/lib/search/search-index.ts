/**
 * The site search's index as the browser reads it, and the query over it. The build
 * (scripts/search-index.ts) writes a small manifest, the index in shards by a word's first
 * letter, and the shown fields of the documents in chunks: a query downloads the manifest, the
 * shards of its words and the chunks of the hits it shows, never the whole index, so the first
 * query stays small on a site with thousands of articles. A small site has one shard.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { fieldBoosts, indexTerm, searchFields, type SearchDocument, type SearchType, words } from './documents.ts';

/** What every shard shares: MiniSearch's figures of the documents, needed to score any hit. */
export interface SearchBase {
  documentCount: number;
  fieldIds: Record<string, number>;
  /** Distinct words per field of each document, by document number. */
  fieldLength: number[][];
  averageFieldLength: number[];
  serializationVersion: number;
}

/** MiniSearch's index entries of one shard: a word and, per field, the documents that have it and how often. */
export type ShardEntries = AsPlainObject['index'];

/** The file the page's <meta name="search-index"> names. */
export interface SearchManifest {
  base: SearchBase;
  /** Shard key (a word's first two letters, "0" for words starting otherwise, or "*" alone on a small site) to file address. */
  shards: Record<string, string>;
  /** Chunk files of shown fields; document n is in chunks[floor(n / chunkSize)]. */
  chunks: string[];
  chunkSize: number;
  /** Documents are numbered type by type: numbers [from, to) of each type, so a hit's type needs no chunk. */
  types: Record<SearchType, [from: number, to: number]>;
}

/** The fields a hit shows, as a chunk stores them: [address, type, title, summary]. */
export type ShownFields = [url: string, type: SearchType, title: string, summary: string];

export const SEARCH_INDEX_META = 'search-index';
/** In the dev server, which writes no page template: the manifest's address. */
export const SEARCH_DEV_PREFIX = '/_search/';
export const SEARCH_DEV_MANIFEST = `${SEARCH_DEV_PREFIX}manifest.json`;

/** The manifest's address: named by the page, or the dev server's. */
export function manifestAddress(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_INDEX_META}"]`)?.content ?? SEARCH_DEV_MANIFEST;
}

/** The shard an index word is in. */
export function shardKey(term: string, sharded: boolean): string {
  if (!sharded) return '*';
  return /^[a-z][a-z0-9]/.test(term) ? term.slice(0, 2) : '0';
}

/** MiniSearch's options, the same when the build indexes and when the dialog loads a shard. */
export const indexOptions: Options<SearchDocument & { n: number }> = {
  idField: 'n',
  fields: [...searchFields],
  storeFields: [],
  tokenize: words,
  processTerm: indexTerm,
};

/** A shard as MiniSearch loads it: the shared figures, identity ids (document n is MiniSearch's n), these entries. */
export function loadShard(base: SearchBase, index: ShardEntries): MiniSearch {
  const ids = Object.fromEntries(base.fieldLength.map((_, n) => [n, n]));
  const fieldLength = Object.fromEntries(base.fieldLength.map((lengths, n) => [n, lengths]));
  return MiniSearch.loadJS(
    { ...base, nextId: base.documentCount, documentIds: ids, fieldLength, storedFields: {}, dirtCount: 0, index },
    indexOptions,
  );
}

/** The words of a query as the index has them; "the" and single letters drop out. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).flatMap((word) => indexTerm(word) ?? []))];
}

export interface SearchHit {
  url: string;
  type: SearchType;
  title: string;
  summary: string;
  /** Index words this page matched (the query's words, completed or corrected): what to highlight. */
  terms: string[];
  score: number;
}

type Fetcher = (url: string) => Promise<unknown>;

/**
 * A loaded manifest and whatever shards and chunks queries have needed so far. `fetchJson`
 * is the browser's fetch in the dialog, and reads files from dist/ in the benchmark.
 */
export class SiteSearch {
  private shards = new Map<string, Promise<MiniSearch>>();
  private chunks = new Map<number, Promise<ShownFields[]>>();
  private readonly sharded: boolean;

  constructor(
    private readonly manifest: SearchManifest,
    private readonly fetchJson: Fetcher,
  ) {
    this.sharded = !('*' in manifest.shards);
  }

  private shard(key: string): Promise<MiniSearch> | undefined {
    const url = this.manifest.shards[key];
    if (!url) return undefined;
    let shard = this.shards.get(key);
    if (!shard) {
      shard = this.fetchJson(url).then((entries) => loadShard(this.manifest.base, entries as ShardEntries));
      // A failed download is tried again by the next query, not remembered.
      shard.catch(() => this.shards.delete(key));
      this.shards.set(key, shard);
    }
    return shard;
  }

  private chunk(index: number): Promise<ShownFields[]> {
    let chunk = this.chunks.get(index);
    if (!chunk) {
      chunk = this.fetchJson(this.manifest.chunks[index]!) as Promise<ShownFields[]>;
      chunk.catch(() => this.chunks.delete(index));
      this.chunks.set(index, chunk);
    }
    return chunk;
  }

  /**
   * The pages that have every word of the query (the last one also as the start of a longer
   * word, as the visitor may still be typing it; longer words also with a typo), best first,
   * at most `limit` of each type with their shown fields, and how many of each type match.
   */
  async search(query: string, limit: number): Promise<{ hits: SearchHit[]; counts: Record<SearchType, number> }> {
    const terms = queryTerms(query);
    const counts: Record<SearchType, number> = { story: 0, article: 0, policy: 0, page: 0 };
    if (terms.length === 0) return { hits: [], counts };
    const perTerm = await Promise.all(
      terms.map(async (term) => {
        const shard = await this.shard(shardKey(term, this.sharded));
        if (!shard) return new Map<number, SearchResult>();
        // The last word may be half typed: it also finds longer words. Longer words also with a typo.
        const last = term === terms[terms.length - 1] && /[\p{L}\p{N}]$/u.test(query);
        const results = shard.search(term, {
          prefix: last,
          fuzzy: term.length >= 5 ? 0.2 : false,
          boost: fieldBoosts,
          fields: [...searchFields],
        });
        return new Map(results.map((result) => [result.id as number, result]));
      }),
    );
    const [first, ...rest] = perTerm;
    const matches = [...first!.keys()]
      .filter((id) => rest.every((results) => results.has(id)))
      .map((id) => ({
        id,
        score: perTerm.reduce((sum, results) => sum + results.get(id)!.score, 0),
        terms: perTerm.flatMap((results) => results.get(id)!.terms),
      }))
      .sort((a, b) => b.score - a.score || a.id - b.id);
    const shown = matches.filter((match) => {
      const type = this.typeOf(match.id);
      counts[type] += 1;
      return counts[type] <= limit;
    });
    // Only the chunks of the hits shown are downloaded.
    const hits = await Promise.all(
      shown.map(async (match): Promise<SearchHit> => {
        const [url, type, title, summary] = await this.fieldsOf(match.id);
        return { url, type, title, summary, terms: [...new Set(match.terms)], score: match.score };
      }),
    );
    return { hits, counts };
  }

  private typeOf(id: number): SearchType {
    const entry = Object.entries(this.manifest.types).find(([, [from, to]]) => id >= from && id < to);
    if (!entry) throw new Error(`search document ${id} has no type in the manifest`);
    return entry[0] as SearchType;
  }

  private async fieldsOf(id: number): Promise<ShownFields> {
    const chunk = await this.chunk(Math.floor(id / this.manifest.chunkSize));
    return chunk[id % this.manifest.chunkSize]!;
  }
}
