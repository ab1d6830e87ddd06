/**
 * The site search's index, built from the compiled content: one document per story, article,
 * policy and main page (src/lib/search/documents.ts), indexed with MiniSearch and written to
 * dist/assets/ as a manifest, index shards and chunks of shown fields (see
 * src/lib/search/search-index.ts), each named by its hash so browsers cache it forever; the
 * manifest, which names them, at a fixed address beside the payloads (/_data/_search/index.json,
 * revalidated like a page). The dialog finds that address in every page's
 * <meta name="search-index">, written into the page template here: it is the same in every
 * build, so a change to the index changes no page (an incremental build rewrites the index
 * alone).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remembered } from './content/yaml-cache.ts';
import { readCheckedText } from './content/source.ts';
import type { CompiledContent } from './content/read-content.ts';
import { searchFields, searchTypes, type SearchDocument } from '../src/lib/search/documents.ts';
import { averageFieldLengths, documentPostings, patchShards, shardsOf } from './search-postings.ts';
import { SEARCH_INDEX_META, type SearchBase, type SearchManifest, type ShownFields } from '../src/lib/search/search-index.ts';
import { mainPages } from '../src/route-table.ts';
import {
  collectionNamed,
  collections,
  copyNameOf,
  entryBody,
  hasOwnCopySchema,
  listingPathOf,
  type CollectionContent,
  type CollectionName,
  type SearchInputs,
} from './collections.ts';

export type SearchContent = Pick<CompiledContent, 'site' | 'articleBodies' | 'collectionBodies' | 'pages' | 'collectionCopy'> &
  CollectionContent &
  Partial<Pick<CompiledContent, 'sourceKeys'>>;

/**
 * Words of a story's or an article's text beyond which the index stops: the opening says what
 * it is about, and indexing every word of thousands of articles would make the download the
 * first query waits for grow past what a phone should fetch (see npm run bench:scale).
 */
export const BODY_WORDS = 150;

/** The first `count` words, joined by single spaces; reads no further than it needs (bodies are long, thousands of them). */
function firstWords(text: string, count: number): string {
  const words: string[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    if (words.length === count) break;
    words.push(match[0]);
  }
  return words.join(' ');
}

/** Every string in a page's copy: what the page says, whatever section it is in. */
function copyStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(copyStrings);
  return [];
}

/** Headings of a page's copy (fields named heading, headline, title): searched as keywords. */
function copyHeadings(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(copyHeadings);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === 'string' ? (/^(heading|headline|title)$/.test(key) ? [field] : []) : copyHeadings(field),
  );
}

/** A policy's Markdown as plain words: headings and text without the syntax, links without addresses. */
export function policyText(mdx: string): { headings: string[]; text: string } {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines = body.split(/\r?\n/).filter((line) => !/^\s*<\/?\w+>\s*$/.test(line));
  const plain = (line: string) =>
    line
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^#+\s+|^\s*[-*]\s+|^\s*\d+\.\s+|[*_`|]/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/\\([{}])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    headings: lines.filter((line) => /^#+\s/.test(line)).map(plain),
    text: lines.map(plain).filter(Boolean).join('\n'),
  };
}

export function searchDocuments(content: SearchContent, policySources: Record<string, string>): SearchDocument[] {
  // A story's or an article's document is made of its compiled fields (an article's category
  // label also of blog.yaml): remembered by its file's hash and that label (yaml-cache.ts), as
  // reading thousands of texts again for their first words was a tenth of an incremental build.
  const byEntry = (kind: string, slug: string, extra: string, make: () => SearchDocument) => {
    const source = content.sourceKeys?.[slug];
    return source ? remembered(`search-${kind}`, `${source}:${extra}`, make) : make();
  };
  const inputs: SearchInputs = {
    body: (name, slug) => entryBody(content, name, slug) ?? '',
    source: (_name, slug) => policySources[slug] ?? '',
    bodyWords: (text) => firstWords(text, BODY_WORDS),
    firstWords,
    mdxText: policyText,
  };
  // Collection by collection, in the registry's order (the index needs them type by type).
  const entries = collections.flatMap((collection) =>
    (content[collection.name as CollectionName] as readonly { slug: string }[]).map((entry) => {
      const { type, document, dependsOn } = collection.search;
      const make = (): SearchDocument => document(entry, inputs);
      return dependsOn ? byEntry(type, entry.slug, dependsOn(entry), make) : make();
    }),
  );
  const pageDocument = (
    path: string,
    copy: object & { seo: { title: string; description: string } },
    title = copy.seo.title,
  ): SearchDocument => ({
    id: path,
    type: 'page',
    title,
    summary: copy.seo.description,
    keywords: [copy.seo.title, ...copyHeadings(copy)].join(' · '),
    body: copyStrings(copy).join('\n'),
  });
  const main = mainPages.map((page): SearchDocument => {
    const label = 'navLabel' in page ? page.navLabel : undefined;
    return pageDocument(page.path, content.pages[page.copy], label === 'offering' ? content.site.offeringName : label);
  });
  // Every collection's list or directory page is a page of the search too, with its copy, unless a main page already is.
  const mainPaths = new Set<string>(mainPages.map((page) => page.path));
  const listings = collections.flatMap((collection) => {
    const path = listingPathOf(collection);
    if (!path || mainPaths.has(path)) return [];
    const name = copyNameOf(collection);
    const copy = hasOwnCopySchema(name) ? content.pages[name] : content.collectionCopy?.[name];
    return copy && 'seo' in copy ? [pageDocument(path, copy)] : [];
  });
  const pages = [...main, ...listings];
  return [...entries, ...pages];
}

/**
 * From this many documents the index is split by a word's first two letters; below it, one
 * file is small (36 documents: about 25 KB gzip) and spares the visitor several requests.
 */
export const SHARDED_FROM_DOCUMENTS = 250;
/** Documents per chunk of shown fields: a query fetches the chunks of the (few) hits it shows. */
export const CHUNK_SIZE = 50;

/** The index's files by their role, as JSON text, before they are named. */
export interface SerialisedIndex {
  base: SearchBase;
  shards: Record<string, string>;
  chunks: string[];
  types: SearchManifest['types'];
}

/** The index dist/ holds, with the documents it was made of: an edit's index is patched from it. */
export interface PreviousIndex {
  documents: readonly SearchDocument[];
  base: SearchBase;
  shards: Record<string, string>;
}

/**
 * Past this many changed documents the index is made whole: patching parses and writes again
 * the shards their words are in, and a few hundred documents' words are in nearly every shard.
 */
export const PATCH_AT_MOST = 100;

/** The numbers of the documents that differ from the previous index's, when it can be patched to these. */
function changedDocuments(previous: PreviousIndex, documents: readonly SearchDocument[]): number[] | undefined {
  if (previous.documents.length !== documents.length || previous.base.documentCount !== documents.length) return undefined;
  const changed: number[] = [];
  for (let n = 0; n < documents.length; n++) {
    if (JSON.stringify(previous.documents[n]) === JSON.stringify(documents[n])) continue;
    if (changed.push(n) > PATCH_AT_MOST) return undefined;
  }
  return changed;
}

/**
 * Every file of the index by its role, as JSON text, before it is named: made whole, or, given
 * the index dist/ holds and the documents it was made of, the same bytes made by patching the
 * shards of the documents that changed (search-postings.ts).
 */
export function serialiseSearchIndex(documents: readonly SearchDocument[], previous?: PreviousIndex): SerialisedIndex {
  const sharded = documents.length >= SHARDED_FROM_DOCUMENTS;
  const changed = previous && changedDocuments(previous, documents);
  let shards: Record<string, string>;
  let fieldLength: number[][];
  if (previous && changed) {
    const edits = changed.map((n) => ({ n, before: documentPostings(previous.documents[n]!), after: documentPostings(documents[n]!) }));
    shards = patchShards(previous.shards, edits, sharded);
    fieldLength = [...previous.base.fieldLength];
    for (const { n, after } of edits) fieldLength[n] = after.fieldLength;
  } else {
    const postings = documents.map(documentPostings);
    shards = shardsOf(postings, sharded);
    fieldLength = postings.map((document) => document.fieldLength);
  }
  const base: SearchBase = {
    documentCount: documents.length,
    fieldIds: Object.fromEntries(searchFields.map((field, fieldId) => [field, fieldId])),
    fieldLength,
    averageFieldLength: averageFieldLengths(fieldLength),
    // MiniSearch's format of loadJS, which the browser loads the shards with.
    serializationVersion: 2,
  };
  const chunks: string[] = [];
  for (let from = 0; from < documents.length; from += CHUNK_SIZE) {
    chunks.push(JSON.stringify(documents.slice(from, from + CHUNK_SIZE).map((d): ShownFields => [d.id, d.type, d.title, d.summary])));
  }
  const types = Object.fromEntries(
    searchTypes.map((type) => {
      const from = documents.findIndex((d) => d.type === type);
      const count = documents.filter((d) => d.type === type).length;
      return [type, from < 0 ? [0, 0] : [from, from + count]];
    }),
  ) as SearchManifest['types'];
  for (const [type, [from, to]] of Object.entries(types)) {
    if (documents.slice(from, to).some((d) => d.type !== type)) throw new Error('search documents must come type by type');
  }
  return { base, shards, chunks, types };
}

/** The policies' sources, read from content/legal/ (the compiled content holds only their fields). */
export function readPolicySources(contentDir: string, content: Pick<SearchContent, 'policies'>): Record<string, string> {
  const { folder, extension } = collectionNamed('policies');
  return Object.fromEntries(
    content.policies.map((policy) => [policy.slug, readCheckedText(path.join(contentDir, folder, `${policy.slug}${extension}`))]),
  );
}

const textHash = (text: string) => createHash('sha256').update(text).digest('base64url');
const hashedName = (name: string, json: string) => `${name}-${textHash(json).slice(0, 10)}.json`;

/**
 * Every file of the index by its address under `prefix`, each named by its hash, and the
 * manifest's address. The build writes them to dist/assets/; the dev server answers them.
 */
export function searchIndexFiles(
  content: SearchContent,
  contentDir: string,
  prefix: string,
): { manifestUrl: string; files: Map<string, string>; documents: number } {
  return indexFilesOf(searchDocuments(content, readPolicySources(contentDir, content)), prefix);
}

function indexFilesOf(
  documents: readonly SearchDocument[],
  prefix: string,
  previous?: PreviousIndex,
): { manifestUrl: string; files: Map<string, string>; documents: number } {
  const { base, shards, chunks, types } = serialiseSearchIndex(documents, previous);
  const files = new Map<string, string>();
  const file = (name: string, json: string) => {
    const url = `${prefix}${hashedName(name, json)}`;
    files.set(url, json);
    return url;
  };
  const manifest: SearchManifest = {
    base,
    shards: Object.fromEntries(Object.entries(shards).map(([key, json]) => [key, file(`search-${key === '*' ? 'all' : key}`, json)])),
    chunks: chunks.map((json) => file('search-docs', json)),
    chunkSize: CHUNK_SIZE,
    types,
  };
  return { manifestUrl: file('search-index', JSON.stringify(manifest)), files, documents: documents.length };
}

/** Where the build writes the manifest: a payload's folder (revalidated), a name no page's payload can have. */
export const SEARCH_MANIFEST_URL = '/_data/_search/index.json';

/** Names the manifest's fixed address in the page template (once: a template kept from the last build has it). */
export function nameSearchManifest(templateFile: string): void {
  const template = fs.readFileSync(templateFile, 'utf8');
  const meta = `<meta name="${SEARCH_INDEX_META}" content="${SEARCH_MANIFEST_URL}" />`;
  if (template.includes(meta)) return;
  if (!template.includes('<!--app-head-->'))
    throw new Error(`${templateFile} has no <!--app-head--> to put the search index's address before`);
  fs.writeFileSync(templateFile, template.replace('<!--app-head-->', `${meta}\n    <!--app-head-->`));
}

/**
 * The index's files by their place in dist/: the shards and chunks in assets/ (precompressed
 * later with the other assets; hashed names, so browsers cache them forever), the manifest at
 * SEARCH_MANIFEST_URL.
 */
export function searchIndexOutput(documents: readonly SearchDocument[], previous?: PreviousIndex): Map<string, string> {
  const { manifestUrl, files } = indexFilesOf(documents, '/assets/', previous);
  return new Map([...files].map(([url, json]) => [url === manifestUrl ? SEARCH_MANIFEST_URL.slice(1) : url.slice(1), json]));
}

/** What the build keeps of the index it wrote: its documents, and the manifest they made (by hash). */
interface KeptDocuments {
  manifest: string;
  documents: SearchDocument[];
}

/** Keeps the documents of the index in `output`, for the next build to patch it (readPreviousIndex). */
export function keepSearchDocuments(file: string, documents: readonly SearchDocument[], output: ReadonlyMap<string, string>): void {
  const manifest = output.get(SEARCH_MANIFEST_URL.slice(1));
  if (manifest === undefined) throw new Error('the search index has no manifest');
  const kept: KeptDocuments = { manifest: textHash(manifest), documents: [...documents] };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(kept));
  fs.renameSync(`${file}.tmp-${process.pid}`, file);
}

/**
 * The index `distDir` holds with the documents it was made of, or undefined when the kept
 * documents are not those of its manifest (a build that failed after keeping them, a dist/
 * from elsewhere) or a file is missing: the index is then made whole.
 */
export function readPreviousIndex(distDir: string, file: string): PreviousIndex | undefined {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as KeptDocuments;
    const manifestText = fs.readFileSync(path.join(distDir, SEARCH_MANIFEST_URL.slice(1)), 'utf8');
    if (textHash(manifestText) !== kept.manifest) return undefined;
    const manifest = JSON.parse(manifestText) as SearchManifest;
    const shards = Object.fromEntries(
      Object.entries(manifest.shards).map(([key, url]) => [key, fs.readFileSync(path.join(distDir, url.slice(1)), 'utf8')]),
    );
    return { documents: kept.documents, base: manifest.base, shards };
  } catch {
    return undefined;
  }
}
