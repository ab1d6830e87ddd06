import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compiledFixtures } from './content/test-support.ts';
import { readPolicySources, searchDocuments, serialiseSearchIndex, SHARDED_FROM_DOCUMENTS, type PreviousIndex } from './search-index.ts';
import { averageFieldLengths, documentPostings, patchShards, shardsOf } from './search-postings.ts';
import { indexOptions, type ShardEntries } from '../src/lib/search/search-index.ts';
import type { SearchDocument } from '../src/lib/search/documents.ts';

const { content } = await compiledFixtures();
const documents = searchDocuments(content, readPolicySources('content', content));
/** Enough copies of the fixtures' documents for a sharded index, type by type. */
const copies = Math.ceil(SHARDED_FROM_DOCUMENTS / documents.length);
const many = documents.flatMap((d, n) => Array.from({ length: copies }, (_, copy) => ({ ...d, id: `${d.id}-${n}-${copy}` })));

/** MiniSearch's own index of the documents, words in code-unit order. */
function miniSearchIndex(docs: readonly SearchDocument[]) {
  const index = new MiniSearch(indexOptions);
  index.addAll(docs.map((document, n) => ({ ...document, n })));
  const whole = index.toJSON();
  return {
    entries: [...whole.index].sort(([a], [b]) => (a < b ? -1 : 1)),
    fieldLength: docs.map((_, n) => whole.fieldLength[n]),
    averageFieldLength: whole.averageFieldLength,
  };
}

const entriesOf = (shards: Record<string, string>) =>
  Object.values(shards)
    .flatMap((json) => JSON.parse(json) as ShardEntries)
    .sort(([a], [b]) => (a < b ? -1 : 1));

const previousOf = (docs: readonly SearchDocument[]): PreviousIndex => {
  const { base, shards } = serialiseSearchIndex(docs);
  return JSON.parse(JSON.stringify({ documents: docs, base, shards })) as PreviousIndex;
};

describe('search postings', () => {
  it('are the words, counts and field lengths MiniSearch records, to the last bit of the averages', () => {
    for (const docs of [documents, many]) {
      const postings = docs.map(documentPostings);
      const expected = miniSearchIndex(docs);
      expect(entriesOf(shardsOf(postings, docs === many))).toEqual(expected.entries);
      const fieldLength = postings.map((document) => document.fieldLength);
      expect(JSON.stringify(fieldLength)).toBe(JSON.stringify(expected.fieldLength));
      expect(averageFieldLengths(fieldLength)).toEqual(expected.averageFieldLength);
    }
  });

  it('patched after edits, are the same bytes as the index made whole from the edited documents', () => {
    expect(many.length).toBeGreaterThanOrEqual(SHARDED_FROM_DOCUMENTS);
    const edited = many.map((document) => ({ ...document }));
    // A new word in a title (a shard of its own), a summary rewritten, a body emptied of every word.
    edited[3]!.title = `Zyzzyva ${edited[3]!.title}`;
    edited[10]!.summary = 'Quartz quorum, quietly.';
    edited[20]!.body = '';
    edited[20]!.keywords = '';
    const whole = serialiseSearchIndex(edited);
    expect(Object.keys(whole.shards)).toContain('zy');
    const patched = serialiseSearchIndex(edited, previousOf(many));
    expect(JSON.stringify(patched)).toBe(JSON.stringify(whole));
    // And back: the word's shard, held by that title alone, is gone again.
    const back = serialiseSearchIndex(many, previousOf(edited));
    expect(Object.keys(back.shards)).not.toContain('zy');
    expect(JSON.stringify(back)).toBe(JSON.stringify(serialiseSearchIndex(many)));
  });

  it('leaves every shard the edit does not reach as it was', () => {
    const edited = many.map((document, n) => (n === 5 ? { ...document, title: `${document.title} Xylophone` } : document));
    const before = serialiseSearchIndex(many).shards;
    const edits = [{ n: 5, before: documentPostings(many[5]!), after: documentPostings(edited[5]!) }];
    const after = patchShards(before, edits, true);
    const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
    expect(changed).toEqual(['xy']);
  });

  it('on a small site, patches its one shard', () => {
    const edited = documents.map((document, n) => (n === 0 ? { ...document, title: 'Entirely new words' } : document));
    const patched = serialiseSearchIndex(edited, previousOf(documents));
    expect(Object.keys(patched.shards)).toEqual(['*']);
    expect(JSON.stringify(patched)).toBe(JSON.stringify(serialiseSearchIndex(edited)));
  });

  it('is made whole when documents were added or removed', () => {
    const fewer = many.slice(1);
    expect(JSON.stringify(serialiseSearchIndex(fewer, previousOf(many)))).toBe(JSON.stringify(serialiseSearchIndex(fewer)));
  });
});
