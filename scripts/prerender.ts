/**
 * Writes every route of the route table to dist/ as complete HTML: the page markup inside
 * #root, the route's payload (route-data.ts) for hydration, and in <head> the page's title,
 * meta, canonical and share tags, the Consent Mode defaults and the font preload. (No
 * modulepreload hints: scripts load after the first paint, see src/entry-client.tsx.) Each payload is also written to dist/_data/<path>.json for client
 * navigation, and every file gets its .br and .gz copies here, while it is in memory.
 *
 * A story or an article answers at several paths (its aliases) with the same page: it is
 * rendered and compressed once and hard-linked to the other paths.
 *
 * Incremental builds: each page (under all its paths, with its payloads) is a unit keyed by
 * the hash of what makes it: the prerender entry's bundle, the template and head, its paths
 * and its payload. A page whose key is the one dist/ already holds is not rendered again;
 * whatever route a page comes from, it is rendered exactly when one of those changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { consentDefaultsScript } from '../src/consent/consent-defaults.ts';
import { tagManagerScript } from '../src/consent/tag-manager.ts';
import { addressBook, buildRoutes, type PageKey, type RouteEntry } from '../src/route-table.ts';
import { scriptSafe } from '../src/lib/escape.ts';
import { listIndexPath, ROUTE_DATA_ELEMENT_ID, routeDataUrl, type RoutePayload } from '../src/router/route-data.ts';
import type { CompiledContent } from './content/read-content.ts';
import { hashOf, type PagesState, type Unit } from './build-cache.ts';
import { listIndexes, payloads } from './route-payloads.ts';
import { contentChanges, entryKeysOf, pageKeys, sharedContentKey, unchangedReads } from './page-keys.ts';
import { rankingFields, type RelatedMemo } from './related-reading.ts';
import { collectionOfPage, collectionPagesOf, collections, copyNameOf, type CollectionContent } from './collections.ts';

type Manifest = Record<string, { assets?: string[]; isEntry?: boolean }>;

interface ServerEntry {
  preloadAllPages(pages: readonly PageKey[]): Promise<void>;
  renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }>;
}

/** A URL that lands on a catch-all route, for rendering its 404 page. */
function sampleUrl(route: RouteEntry): string {
  return route.path === '*' ? '/__not-found__' : route.path.replace('*', '__not-found__');
}

/**
 * Pages and payloads are many and change with every build, and their copies are a quarter of
 * a cold prerender's time at thousands of pages, so their levels are chosen as a host would,
 * by measured size and time (`npm run bench:compression` on bench:scale's 4,000 articles,
 * figures in docs/decisions.md) weighed by how often each copy is sent: every browser asks
 * for brotli, so the brotli copy is the one visitors download, and brotli 4 is the level
 * past which a step saves under 1.5 KB per millisecond of build time (5 would cost 60% more
 * time for 6% less); the gzip copy goes only to clients without brotli (scripts, old bots,
 * nginx without the brotli module), so it is made at gzip 1, the cheapest (0.43 against
 * gzip 4's 0.59 ms on a page, for 11% more bytes to those few). (Hashed assets, few and
 * cached forever, get the top levels in precompress.ts.)
 */
export const PAGE_COMPRESSION = { brotliQuality: 4, gzipLevel: 1 } as const;

function compressedCopies(data: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_COMPRESSION.brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: zlib.gzipSync(data, { level: PAGE_COMPRESSION.gzipLevel }),
  };
}

const madeDirs = new Set<string>();
function ensureDir(dir: string): void {
  if (madeDirs.has(dir)) return;
  fs.mkdirSync(dir, { recursive: true });
  madeDirs.add(dir);
}

/**
 * Writes `data` and its compressed copies to the first target and hard-links the rest (the
 * client bundle step has emptied dist/, so no target exists yet).
 */
function writeAll(distDir: string, targets: string[], data: Buffer): void {
  const [first, ...others] = targets.map((target) => path.join(distDir, target));
  if (!first) return;
  const { br, gz } = compressedCopies(data);
  const files: [string, Buffer][] = [
    ['', data],
    ['.br', br],
    ['.gz', gz],
  ];
  ensureDir(path.dirname(first));
  for (const [suffix, bytes] of files) fs.writeFileSync(first + suffix, bytes);
  for (const other of others) {
    ensureDir(path.dirname(other));
    for (const [suffix] of files) fs.linkSync(first + suffix, other + suffix);
  }
}

const dataFile = (pathname: string) => routeDataUrl(pathname).slice(1);

/** The content file a route shows, for error messages: the file a marketer would open. */
export function contentFileOf(route: Pick<RouteEntry, 'page' | 'contentSlug'>): string | undefined {
  if (route.page === 'story-not-found' || route.page === 'not-found') return undefined;
  const screen = collectionOfPage(route.page);
  if (!screen) return `content/pages/${route.page}.yaml`;
  const { folder, extension } = screen.collection;
  return screen.screen === 'detail'
    ? `content/${folder}/${route.contentSlug}${extension}`
    : `content/pages/${copyNameOf(screen.collection)}.yaml and content/${folder}/`;
}

/** A route that failed to render fails the build, naming the route and its content file. */
async function renderRoute(server: ServerEntry, url: string, payload: RoutePayload): Promise<{ html: string; head: string }> {
  try {
    return await server.renderPage(url, payload);
  } catch (error) {
    const file = contentFileOf(payload.route);
    const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(
      `Prerendering ${url}${file ? ` (content: ${file})` : ''} failed: ${cause}. Nothing was published; fix the page or its content and build again.`,
      { cause: error },
    );
  }
}

export interface PrerenderOptions {
  distDir: string;
  serverEntry: string;
  manifestFile: string;
  /** Vite's built index.html, moved out of dist/ so the home page can take its place. */
  templateFile: string;
  content: Pick<
    CompiledContent,
    'site' | 'articleBodies' | 'collectionBodies' | 'images' | 'pages' | 'collectionCopy' | 'homeStudies' | 'sourceKeys'
  > &
    CollectionContent;
  /** Render every `shards`-th page starting at `shard`, so several threads share the work. */
  shard?: number;
  shards?: number;
  /** The key of the prerender entry's bundle: pages made by another bundle are made again. */
  bundleKey?: string;
  /** The content's route table, when the caller has it already (buildRoutes of `content`). */
  routeTable?: ReturnType<typeof buildRoutes>;
  /** The units dist/ holds (build-cache.ts); pages whose key is among them are not rendered. */
  previous?: Record<string, Unit>;
  /** What the pages of dist/ read (build-cache.ts PagesState): a page none of whose reads changed keeps its key without its data being made. */
  previousPages?: PagesState;
  /**
   * Where related-reading choices are remembered across builds (one file per shard), and the
   * code hash they are valid for.
   */
  relatedMemo?: { dir: string; code: string };
}

export interface PrerenderResult {
  /** The HTML files of this shard's pages (aliases included), rendered or not. */
  pages: string[];
  /** Pages actually rendered. */
  rendered: number;
  /** Every page and redirect payload of this shard as a unit (build-cache.ts). */
  units: Record<string, Unit>;
  /** What this shard's pages read, with the content's entry keys, for the next build. */
  pagesState: PagesState;
}

/** What every page has around its own markup: the template, and the head's scripts and font preload. */
function pageFrame(options: PrerenderOptions): { template: string; headAround: (head: string) => string; sharedKey: string } {
  const manifest = JSON.parse(fs.readFileSync(options.manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(options.templateFile, 'utf8');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The text font, preloaded so it can be used on first paint (it is font-display: optional).
  const font = (entryKey ? (manifest[entryKey]?.assets ?? []) : []).find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  const fontPreload = font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : [];
  // Consent Mode defaults first, so a tag manager (when configured) starts with consent denied.
  const containerId = options.content.site.googleTagManagerId;
  const headScripts = [
    `<script>${consentDefaultsScript}</script>`,
    ...(containerId ? [`<script>${tagManagerScript(containerId)}</script>`] : []),
  ];
  // What every page shares: a change to any of it makes every page again.
  const sharedKey = hashOf(
    options.bundleKey ?? '',
    template,
    JSON.stringify(headScripts),
    JSON.stringify(fontPreload),
    sharedContentKey(options.content),
  );
  return { template, headAround: (head) => [...headScripts, head, ...fontPreload].join('\n    '), sharedKey };
}

/** One page per screen and content item, by its unit's name; its first route (the canonical path) stands for all. */
function pageGroups(routes: readonly RouteEntry[]): Map<string, RouteEntry[]> {
  const pages = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    const key = route.contentSlug ? `${route.page}:${route.contentSlug}` : route.path;
    pages.set(key, [...(pages.get(key) ?? []), route]);
  }
  return pages;
}

/**
 * Each page's payload key, and its payload when made: the last build's key when none of the
 * page's reads changed since (page-keys.ts), without making its data; the reads are noted in
 * `pagesState` for the next build.
 */
function pageKeying(options: PrerenderOptions, memo: RelatedMemo | undefined) {
  const source = payloads(options.content, memo);
  const { keyedPayloadOf, listIndexKeyOf } = pageKeys(options.content, source);
  // What changed since the build whose pages dist/ holds; without the related choices' key, anything may have.
  const pagesState: PagesState = { entryKeys: entryKeysOf(options.content), relatedKey: memo?.key ?? '', pages: {} };
  const changes = memo && options.previousPages && contentChanges(options.previousPages, pagesState);
  const keyOf = (unitName: string, route: RouteEntry): { key: string; payload?: RoutePayload } => {
    const kept = changes && options.previousPages?.pages[unitName];
    const keyed = kept && unchangedReads(kept.reads, changes) ? { key: kept.payloadKey, reads: kept.reads } : keyedPayloadOf(route);
    if (keyed.reads) pagesState.pages[unitName] = { payloadKey: keyed.key, reads: keyed.reads };
    return keyed;
  };
  const payloadOf = (route: RouteEntry) => keyedPayloadOf(route).payload;
  return { keyOf, payloadOf, listIndexKeyOf, pagesState };
}

/** Renders this shard's pages that changed; returns their files and units. */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { distDir, shard = 0, shards = 1, previous = {} } = options;
  const frame = pageFrame(options);
  const { routes, redirects } = options.routeTable ?? buildRoutes({ collectionPages: collectionPagesOf(options.content) });
  const memo =
    options.relatedMemo && loadRelatedMemo(options.relatedMemo.dir, hashOf(options.relatedMemo.code, rankingFields(options.content)));
  const { keyOf, payloadOf, listIndexKeyOf, pagesState } = pageKeying(options, memo);
  // Imported on the first page to render: a build that changed no page never loads React.
  let server: ServerEntry | undefined;
  const serverEntry = async () => {
    if (server) return server;
    server = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
    await server.preloadAllPages([...new Set(routes.map((route) => route.page))]);
    return server;
  };

  const written: string[] = [];
  const units: Record<string, Unit> = {};
  let rendered = 0;
  let index = 0;
  for (const [groupKey, group] of pageGroups(routes)) {
    if (index++ % shards !== shard) continue;
    const route = group[0]!;
    const url = route.path.includes('*') ? sampleUrl(route) : route.path;
    const outFiles = group.map((member) => member.outFile);
    const dataFiles = group.filter((member) => !member.path.includes('*')).map((member) => dataFile(member.path));
    const unitName = `page:${groupKey}`;
    // Keyed by what the payload is made of (page-keys.ts), not by the payload itself:
    // serialising thousands of payloads to find the one that changed took a second.
    const keyed = keyOf(unitName, route);
    const unit = {
      // The route itself too: a payload key kept from the last build was made with its route then.
      key: hashOf(frame.sharedKey, url, JSON.stringify(route), JSON.stringify(outFiles), JSON.stringify(dataFiles), keyed.key),
      files: [...outFiles, ...dataFiles],
    };
    units[unitName] = unit;
    written.push(...outFiles);
    if (previous[unitName]?.key === unit.key) continue;
    rendered++;
    const payload = keyed.payload ?? payloadOf(route);
    // Serialised once: the page embeds the same JSON, made safe inside <script> (scriptJson).
    const payloadJson = JSON.stringify(payload);
    const { html, head } = await renderRoute(await serverEntry(), url, payload);
    const page = frame.template
      .replace('<!--app-head-->', () => frame.headAround(head))
      .replace('<!--app-html-->', () => html)
      .replace(
        '<!--app-data-->',
        () => `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptSafe(payloadJson)}</script>`,
      );
    writeAll(distDir, outFiles, Buffer.from(page));
    writeAll(distDir, dataFiles, Buffer.from(payloadJson));
  }
  if (shard === 0) Object.assign(units, writeRedirectsAndIndexes(options, { routes, redirects }, listIndexKeyOf));
  if (memo && options.relatedMemo) saveRelatedMemo(options.relatedMemo.dir, shard, memo);
  return { pages: written, rendered, units, pagesState };
}

/**
 * Redirect sources (story aliases, as written and in lower case): the server redirects; client
 * navigation learns where to from the payload. (An alias that is its story's address in other
 * letters has none: the browser finds the page under the lowercase spelling.) And the lists'
 * search indexes, fetched on a list's first search or chip (src/lib/list-index.ts). Units like
 * the pages', so an incremental build rewrites one only when it changed; an index is keyed
 * by its entries (page-keys.ts), so it is made only then.
 */
function writeRedirectsAndIndexes(
  options: PrerenderOptions,
  table: Pick<ReturnType<typeof buildRoutes>, 'routes' | 'redirects'>,
  listIndexKeyOf: (indexPath: string) => string,
): Record<string, Unit> {
  const { distDir, previous = {} } = options;
  const units: Record<string, Unit> = {};
  for (const [from, answer] of addressBook(table)) {
    if (!('redirect' in answer)) continue;
    const json = JSON.stringify(answer);
    const unitName = `redirect:${from}`;
    units[unitName] = { key: hashOf(json), files: [dataFile(from)] };
    if (previous[unitName]?.key !== units[unitName].key) writeAll(distDir, [dataFile(from)], Buffer.from(json));
  }
  let indexes: ReturnType<typeof listIndexes> | undefined;
  for (const indexPath of collections.flatMap((collection) => (collection.list ? [listIndexPath(collection.list.page)] : []))) {
    const unitName = `list-index:${indexPath}`;
    units[unitName] = { key: listIndexKeyOf(indexPath), files: [dataFile(indexPath)] };
    if (previous[unitName]?.key === units[unitName].key) continue;
    indexes ??= listIndexes(options.content);
    writeAll(distDir, [dataFile(indexPath)], Buffer.from(JSON.stringify(indexes.get(indexPath))));
  }
  return units;
}

/** The choices every shard of an earlier build saved, if they were made for this key (else none). */
function loadRelatedMemo(dir: string, key: string): RelatedMemo {
  const memo: RelatedMemo = { key, choices: {} };
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    try {
      const saved = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as RelatedMemo;
      if (saved.key === key) Object.assign(memo.choices, saved.choices);
    } catch {
      // Unreadable (a build cut short): its choices are made again.
    }
  }
  return memo;
}

function saveRelatedMemo(dir: string, shard: number, memo: RelatedMemo): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `shard-${shard}.json`);
  fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(memo));
  fs.renameSync(`${file}.tmp-${process.pid}`, file);
}
