/**
 * The search index's words as the build writes them, counted the way MiniSearch.add counts them
 * (the same tokenizer, term processing and field lengths: search-postings.test.ts compares the
 * two on the real content), but kept per document, so that an edited document can be taken out
 * of the shards that hold its old words and put into those of its new ones. A one-line edit of a
 * title then rewrites a handful of shards instead of indexing every document again, which took
 * three seconds at 4,000 articles and 5,000 stories (issue 40).
 *
 * Words are written in code-unit order in every shard, and each word's documents in number order,
 * so an index made whole and one patched after an edit are the same bytes. The browser loads
 * either into MiniSearch (src/lib/search/search-index.ts loadShard), which needs no order.
 */
import { indexOptions, shardKey, type ShardEntries } from '../src/lib/search/search-index.ts';
import { searchFields, type SearchDocument } from '../src/lib/search/documents.ts';

/** Times a word occurs in each field, by field number (MiniSearch's field id). */
type FieldCounts = Record<number, number>;

export interface DocumentPostings {
  /** Distinct words per field, by field number; no entry for a field the document lacks (as MiniSearch). */
  fieldLength: number[];
  terms: Map<string, FieldCounts>;
}

const tokenize = indexOptions.tokenize!;
const processTerm = indexOptions.processTerm!;

/** A document's index words and field lengths, as MiniSearch.add would record them. */
export function documentPostings(document: SearchDocument): DocumentPostings {
  const fieldLength: number[] = [];
  const terms = new Map<string, FieldCounts>();
  searchFields.forEach((field, fieldId) => {
    const value = document[field] as string | null | undefined;
    if (value == null) return;
    const tokens = tokenize(String(value), field);
    fieldLength[fieldId] = new Set(tokens).size;
    for (const token of tokens) {
      const processed = processTerm(token, field);
      for (const term of Array.isArray(processed) ? processed : processed ? [processed] : []) {
        let counts = terms.get(term);
        if (!counts) terms.set(term, (counts = {}));
        counts[fieldId] = (counts[fieldId] ?? 0) + 1;
      }
    }
  });
  return { fieldLength, terms };
}

/**
 * MiniSearch's average length of each field: a running mean over every document added before,
 * those without the field included (its addFieldLength), replayed in the same order so the
 * figures are the same to the last bit.
 */
export function averageFieldLengths(fieldLength: readonly (readonly (number | null | undefined)[])[]): number[] {
  const averages: number[] = [];
  fieldLength.forEach((lengths, count) => {
    lengths.forEach((length, fieldId) => {
      if (length == null) return;
      averages[fieldId] = ((averages[fieldId] || 0) * count + length) / (count + 1);
    });
  });
  return averages;
}

/** One shard's words: word to field number to document number to times. */
type Shard = Map<string, Record<number, Record<number, number>>>;

function addPostings(shards: Map<string, Shard>, n: number, postings: DocumentPostings, sharded: boolean, only?: ReadonlySet<string>) {
  for (const [term, counts] of postings.terms) {
    const key = shardKey(term, sharded);
    if (only && !only.has(key)) continue;
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = new Map()));
    let fields = shard.get(term);
    if (!fields) shard.set(term, (fields = {}));
    for (const [fieldId, times] of Object.entries(counts)) (fields[Number(fieldId)] ??= {})[n] = times;
  }
}

/** Pairs by their key in code-unit order, as sort() orders strings. */
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** A shard as JSON: its words in code-unit order (integer keys, field and document numbers, are in number order by themselves). */
function shardJson(shard: Shard): string {
  const entries: ShardEntries = [...shard.keys()].sort().map((term) => [term, shard.get(term)!]);
  return JSON.stringify(entries);
}

/** Every shard of the index of these documents' postings (document n is postings[n]), as JSON by shard key. */
export function shardsOf(postings: readonly DocumentPostings[], sharded: boolean): Record<string, string> {
  const shards = new Map<string, Shard>();
  postings.forEach((document, n) => addPostings(shards, n, document, sharded));
  // A small site's one shard exists even with no words, so the browser always finds it.
  if (!sharded && !shards.has('*')) shards.set('*', new Map());
  return Object.fromEntries([...shards].sort(byKey).map(([key, shard]) => [key, shardJson(shard)]));
}

/**
 * The shards after documents `changed` (by number) went from their old postings to their new
 * ones: only the shards either names are parsed and written again; the others are `previous`'s
 * JSON as it was. The same bytes as shardsOf over the new postings.
 */
export function patchShards(
  previous: Readonly<Record<string, string>>,
  changed: readonly { n: number; before: DocumentPostings; after: DocumentPostings }[],
  sharded: boolean,
): Record<string, string> {
  const touched = new Set<string>();
  for (const { before, after } of changed)
    for (const term of [...before.terms.keys(), ...after.terms.keys()]) touched.add(shardKey(term, sharded));
  const shards = new Map<string, Shard>();
  for (const key of touched) {
    const entries = previous[key] === undefined ? [] : (JSON.parse(previous[key]) as ShardEntries);
    shards.set(key, new Map(entries.map(([term, fields]) => [term, fields as Record<number, Record<number, number>>])));
  }
  for (const { n, before } of changed) {
    for (const term of before.terms.keys()) {
      const shard = shards.get(shardKey(term, sharded))!;
      const fields = shard.get(term);
      if (!fields) continue;
      for (const fieldId of Object.keys(fields).map(Number)) {
        delete fields[fieldId]![n];
        if (Object.keys(fields[fieldId]!).length === 0) delete fields[fieldId];
      }
      if (Object.keys(fields).length === 0) shard.delete(term);
    }
  }
  for (const { n, after } of changed) addPostings(shards, n, after, sharded, touched);
  const result: Record<string, string> = { ...previous };
  for (const [key, shard] of shards) {
    if (shard.size === 0 && sharded) delete result[key];
    else result[key] = shardJson(shard);
  }
  return Object.fromEntries(Object.entries(result).sort(byKey));
}
