import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledFixtures } from './content/test-support.ts';
import {
  CHUNK_SIZE,
  nameSearchManifest,
  policyText,
  readPolicySources,
  SEARCH_MANIFEST_URL,
  searchDocuments,
  serialiseSearchIndex,
  SHARDED_FROM_DOCUMENTS,
  searchIndexOutput,
  keepSearchDocuments,
  readPreviousIndex,
} from './search-index.ts';
import { SiteSearch, type SearchManifest, type ShownFields } from '../src/lib/search/search-index.ts';
import { searchTypes, type SearchDocument } from '../src/lib/search/documents.ts';
import { mainPages } from '../src/route-table.ts';
import { collections, listingPathOf, type Collection, type CollectionName } from './collections.ts';

const { content, story, article } = await compiledFixtures();
const policySources = Object.fromEntries(
  content.policies.map((policy) => [
    policy.slug,
    `---\ntitle: x\n---\n## ${policy.title} Heading\n\nWe keep [records](/contact) of **everything**.\n<WithTagManager>\n`,
  ]),
);
const documents = searchDocuments(content, policySources);

/** A SiteSearch over the serialised files, kept in memory; `fetched` lists what a query downloaded. */
function searchOver(docs: readonly SearchDocument[]) {
  const { base, shards, chunks, types } = serialiseSearchIndex(docs);
  const files = new Map<string, string>([
    ...Object.entries(shards).map(([key, json]) => [`shard:${key}`, json] as const),
    ...chunks.map((json, n) => [`chunk:${n}`, json] as const),
  ]);
  const manifest: SearchManifest = {
    base,
    shards: Object.fromEntries(Object.keys(shards).map((key) => [key, `shard:${key}`])),
    chunks: chunks.map((_, n) => `chunk:${n}`),
    chunkSize: CHUNK_SIZE,
    types,
  };
  const fetched: string[] = [];
  const search = new SiteSearch(manifest, (url) => {
    fetched.push(url);
    return Promise.resolve(JSON.parse(files.get(url)!) as unknown);
  });
  return { search, fetched, shards, chunks };
}

describe('search documents', () => {
  it("has every collection's entries once, at their canonical address, then the main pages and every list page, type by type", () => {
    const of = (type: SearchDocument['type']) => documents.filter((d) => d.type === type).map((d) => d.id);
    const canonicalOf = (collection: Collection, entry: unknown) => collection.canonical?.(entry) ?? collection.addresses(entry)[0]!;
    const entriesOf = (collection: Collection) =>
      (content[collection.name as CollectionName] as readonly unknown[]).map((entry) => canonicalOf(collection, entry));
    for (const type of searchTypes.filter((candidate) => candidate !== 'page'))
      expect(of(type)).toEqual(collections.filter((collection) => collection.search.type === type).flatMap(entriesOf));
    // Entries searched as pages (industries) first, then the main pages, then list pages not among them.
    const mainPaths: string[] = mainPages.map((page) => page.path);
    const listings = collections.flatMap((collection) => listingPathOf(collection) ?? []).filter((listing) => !mainPaths.includes(listing));
    expect(of('page')).toEqual([
      ...collections.filter((collection) => collection.search.type === 'page').flatMap(entriesOf),
      ...mainPaths,
      ...listings,
    ]);
    expect(documents.map((d) => d.type)).toEqual(
      [...documents.map((d) => d.type)].sort((a, b) => searchTypes.indexOf(a) - searchTypes.indexOf(b)),
    );
  });

  it("shows the fixture article's excerpt and the story's company, and searches their tags", () => {
    const articleDoc = documents.find((d) => d.id === `/${article.slug}`)!;
    expect(articleDoc).toMatchObject({ title: article.title, summary: article.excerpt });
    for (const tag of article.tags) expect(articleDoc.keywords).toContain(tag);
    const storyDoc = documents.find((d) => d.id === story.canonicalPath)!;
    expect(storyDoc.summary).toContain(story.company);
    expect(storyDoc.keywords).toContain(story.industry);
  });

  it("reads a policy's Markdown as words: headings, link text without the address, no tags", () => {
    expect(
      policyText('---\ntitle: t\n---\n## What We Keep\n\n- [Privacy](/PrivacyPolicy) and **bold** \\{x\\}\n<WithTagManager>\n'),
    ).toEqual({
      headings: ['What We Keep'],
      text: 'What We Keep\nPrivacy and bold {x}',
    });
  });
});

describe('the index', () => {
  it('finds the fixture article by a word of its title, with its shown fields and the matched word', async () => {
    const { search } = searchOver(documents);
    const word = article.title.split(' ').find((w) => w.length > 5)!;
    const { hits, counts } = await search.search(word.toLowerCase(), 50);
    const hit = hits.find((h) => h.url === `/${article.slug}`);
    expect(hit).toMatchObject({ type: 'article', title: article.title, summary: article.excerpt });
    expect(hit!.terms).toContain(word.toLowerCase());
    expect(counts.article).toBeGreaterThanOrEqual(1);
  });

  it('completes the last word being typed, matches every word, and ignores common words alone', async () => {
    const { search } = searchOver(documents);
    const prefix = (await search.search('safety sto', 50)).hits.map((h) => h.url);
    expect(prefix).toContain(`/${article.slug}`);
    const both = (await search.search('safety stock', 50)).hits;
    expect(both.every((h) => h.terms.some((t) => t.startsWith('safety')) && h.terms.some((t) => t.startsWith('stock')))).toBe(true);
    expect((await search.search('the and of', 50)).hits).toEqual([]);
  });

  it('is one shard for a small site and first-letter shards from the threshold, finding the same pages', async () => {
    expect(documents.length).toBeLessThan(SHARDED_FROM_DOCUMENTS);
    expect(Object.keys(searchOver(documents).shards)).toEqual(['*']);
    // Each document seven times, type by type: the sharded index must count each match seven times.
    const copies = Math.ceil(SHARDED_FROM_DOCUMENTS / documents.length);
    const many = documents.flatMap((d, n) => Array.from({ length: copies }, (_, copy) => ({ ...d, id: `${d.id}-${n}-${copy}` })));
    const big = searchOver(many);
    expect(Object.keys(big.shards).length).toBeGreaterThan(10);
    const { counts } = await big.search.search('safety stock', 5);
    const small = await searchOver(documents).search.search('safety stock', 5);
    expect(small.counts.article).toBeGreaterThan(0);
    for (const type of searchTypes) expect(counts[type]).toBe(copies * small.counts[type]);
    // A first query downloads its words' shards and the chunks of the hits it shows, not the rest.
    expect(big.fetched.filter((url) => url.startsWith('shard:'))).toEqual(['shard:sa', 'shard:st']);
    expect(big.fetched.filter((url) => url.startsWith('chunk:')).length).toBeLessThanOrEqual(5);
  });

  it('limits the hits shown per type and counts them all', async () => {
    const { search } = searchOver(documents);
    const { hits, counts } = await search.search('supply', 2);
    for (const type of searchTypes) {
      expect(hits.filter((h) => h.type === type).length).toBe(Math.min(2, counts[type]));
    }
  });

  it('puts hashed files in dist/assets, the manifest at its fixed address, and names it in the page template', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    const templateFile = path.join(dir, 'template.html');
    fs.writeFileSync(templateFile, '<head>\n    <!--app-head-->\n</head>');
    const output = searchIndexOutput(searchDocuments(content, readPolicySources(path.resolve('content'), content)));
    for (const [file, json] of output) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), json);
    }
    const files = [...output.keys()];
    nameSearchManifest(templateFile);
    nameSearchManifest(templateFile);
    const manifestUrl = SEARCH_MANIFEST_URL;
    expect(files).toContain(manifestUrl.slice(1));
    for (const file of files.filter((name) => name !== manifestUrl.slice(1)))
      expect(file).toMatch(/^assets\/search-[\w-]+-[\w-]{10}\.json$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestUrl.slice(1)), 'utf8')) as SearchManifest;
    for (const url of [...Object.values(manifest.shards), ...manifest.chunks])
      expect(fs.existsSync(path.join(dir, url.slice(1)))).toBe(true);
    const shown = manifest.chunks.flatMap((url) => JSON.parse(fs.readFileSync(path.join(dir, url.slice(1)), 'utf8')) as ShownFields[]);
    expect(shown).toHaveLength(manifest.base.documentCount);
    // Named once, however often the template is handed over.
    expect(fs.readFileSync(templateFile, 'utf8').split(`<meta name="search-index" content="${manifestUrl}" />`)).toHaveLength(2);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the index an incremental build patches', () => {
  it("is read back from dist/ with the documents kept beside it, and only while they are the manifest's", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-previous-'));
    const dist = path.join(dir, 'dist');
    const kept = path.join(dir, 'search-documents.json');
    const write = (output: Map<string, string>) => {
      for (const [file, json] of output) {
        fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        fs.writeFileSync(path.join(dist, file), json);
      }
    };
    const output = searchIndexOutput(documents);
    write(output);
    keepSearchDocuments(kept, documents, output);
    const previous = readPreviousIndex(dist, kept);
    expect(previous?.documents).toEqual(documents);
    const edited = documents.map((document, n) => (n === 0 ? { ...document, title: `${document.title} revised` } : document));
    expect(searchIndexOutput(edited, previous)).toEqual(searchIndexOutput(edited));
    // A build that kept its documents and then failed leaves dist/ with the older manifest: not patched from.
    keepSearchDocuments(kept, edited, searchIndexOutput(edited));
    expect(readPreviousIndex(dist, kept)).toBeUndefined();
    // Nor when a shard is missing.
    keepSearchDocuments(kept, documents, output);
    const manifest = JSON.parse(output.get(SEARCH_MANIFEST_URL.slice(1))!) as SearchManifest;
    fs.rmSync(path.join(dist, Object.values(manifest.shards)[0]!.slice(1)));
    expect(readPreviousIndex(dist, kept)).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });
});
