/**
 * `npm run build`: content -> client bundle -> content images -> share images -> feed -> cover art ->
 * server bundle -> the compiled Node server -> sitemap -> precompressed copies -> search index ->
 * prerendered pages -> host configurations, while the story PDFs render in a worker thread on
 * the other core, and on a cold build the search index is serialised in another. Prints the time of
 * each step and saves them for `npm run bench`. Content problems stop it before anything is
 * written, listing each one.
 *
 * Incremental: a build run by the same code as the one that made dist/ makes only what the
 * change touches (scripts/build-cache.ts: every output is keyed by the hash of its inputs) and
 * moves those files into dist/; otherwise it is cold, as described above.
 *
 * `npm run build -- --preview` builds drafts and entries dated in the future too, for a
 * reviewer to open before a pull request merges: every page then carries a "Preview" banner
 * and noindex, and the unpublished entries stay out of the sitemap and the feed.
 */
import './lib/production-env.ts';
// Vite, the share-image and PDF renderers are imported where they are used: an incremental
// build that needs none of them does not spend a second loading them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compileContent, compileSummary, ContentProblemsError, projectRoot } from './content/compile.ts';
import { writeImages } from './images.ts';
import { buildFeed } from './feed.ts';
import { coverArtSvg } from './cover-art.ts';
import { precompress } from './precompress.ts';
import { prerender, type PrerenderOptions, type PrerenderResult } from './prerender.ts';
import {
  keepSearchDocuments,
  nameSearchManifest,
  readPolicySources,
  readPreviousIndex,
  searchDocuments,
  searchIndexOutput,
} from './search-index.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import {
  bundleInputs,
  bundleRecord,
  codeHash,
  filesUnder,
  forgetState,
  hashOf,
  loadState,
  mergeInto,
  Outputs,
  saveState,
  unchangedBundle,
  type BuildState,
  type BundleRecord,
  type PagesState,
} from './build-cache.ts';
import { FEED_PATH } from '../src/lib/seo.ts';
import { ROBOTS_FILE, SITEMAP_FILE } from '../src/site-files.ts';
import { coverArtPath } from '../src/lib/images.ts';
import { loadYamlCache, saveYamlCache } from './content/yaml-cache.ts';
import { runInWorker } from './lib/in-worker.ts';
import type { generateStoryPdfs } from './story-pdfs.ts';
import { buildRoutes } from '../src/route-table.ts';
import { collectionContent } from './collections.ts';
import { recordBuildMode } from './lib/build-mode.mjs';
import { hostConfigFiles } from './host-config/host-files.ts';
import { exampleOriginWarning } from '../src/lib/example-origin.ts';
import { carryInto, KEEP_OLD_ASSETS_FOR_BUILDS, oldAssets } from './old-assets.ts';
import { failIfUnfinished } from './lib/fail-if-unfinished.ts';

type GeneratedPdfs = Awaited<ReturnType<typeof generateStoryPdfs>>;
type CompiledContent = Awaited<ReturnType<typeof compileContent>>['content'];
type RouteTable = ReturnType<typeof buildRoutes>;

/** The site, replaced whole only when a build succeeds: a failed build leaves the last good one. */
const publishedDir = path.join(projectRoot, 'dist');
/** Where this build writes until it has succeeded. */
const distDir = path.join(projectRoot, `.dist-building-${process.pid}`);
/** The compiled Node server that serves the site (`npm start`), published together with it. */
const publishedServerDir = path.join(projectRoot, 'dist-server');
const serverDir = path.join(projectRoot, `.dist-building-${process.pid}-server`);
const cacheDir = path.join(projectRoot, '.cache');
const ssrDir = path.join(cacheDir, 'ssr');
const timings: { step: string; seconds: number }[] = [];

async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  noteTime(name, started);
  return result;
}

/** A step that returns at once (it starts no work to wait for). */
function timed<T>(name: string, work: () => T): T {
  const started = performance.now();
  const result = work();
  noteTime(name, started);
  return result;
}

function noteTime(name: string, started: number): void {
  const seconds = (performance.now() - started) / 1000;
  timings.push({ step: name, seconds });
  console.log(`build: ${name.padEnd(14)} ${seconds.toFixed(2)} s`);
}

/**
 * `--no-media` skips story PDFs and share images: the scale benchmark measures content to
 * served pages, and times media on their own. A site built this way is not for publishing.
 */
const withMedia = !process.argv.includes('--no-media');
const preview = process.argv.includes('--preview');
/** The day publication dates are compared with (UTC), recorded with the build for `npm run publish-due`. */
const today = new Date().toISOString().slice(0, 10);
// Read by vite.config.ts: the client and the prerender know they are a preview.
if (preview) process.env.TRANSLYTIX_PREVIEW = '1';

/** Below this many routes a second thread costs more to start than it saves. */
const PARALLEL_PRERENDER_FROM = 400;

/** The client bundle's page template and Vite's manifest, kept between builds. */
const templateFile = path.join(cacheDir, 'template.html');
const manifestFile = path.join(cacheDir, 'manifest.json');
// Frontmatter parsed by an earlier build of this code is taken as it was (content/yaml-cache.ts).
const yamlCache = path.join(cacheDir, 'content-yaml.json');
/** The documents of the search index the build wrote, which the next one patches (search-index.ts). */
const searchDocumentsFile = path.join(cacheDir, 'search-documents.json');

async function main() {
  const total = performance.now();
  fs.mkdirSync(cacheDir, { recursive: true });
  const code = codeHash(projectRoot, { preview });
  // With the state of the build that made dist/ (same code), only what changed is made.
  const state = loadState(cacheDir, publishedDir, code);
  const outputs = new Outputs(state?.units);
  const bundles: Record<string, BundleRecord> = {};
  console.log(state ? 'build: incremental: dist/ was built by this code; making only what changed' : 'build: cold: making everything');
  const content = await compileSiteContent(code);
  const pdfsDone = startStoryPdfs(content);
  // A cold build serialises the search index on the second core while Vite bundles on this one.
  const searchIndex = startSearchIndex(content, outputs, { inWorker: !state });
  // Nothing later reads the content cache: it is saved with what the content and the search took from it.
  saveYamlCache(yamlCache, code);
  bundles.client = await makeClientBundle(state, outputs, code);
  // Every page names the search index's manifest, at an address that is the same in every build.
  nameSearchManifest(templateFile);
  await writeImagesAndVideo(content, outputs);
  await makeShareImages(content, outputs);
  await writeFeedAndCoverArt(content, outputs);
  bundles.ssr = await makeSsrBundle(state, code);
  const bundlesChanged = bundles.client.key !== state?.bundles.client?.key || bundles.ssr.key !== state?.bundles.ssr?.key;
  const server = await makeNodeServer(state, bundles.ssr, code);
  bundles.server = server.record;
  const routeTable = buildRoutes(content);
  await step('sitemap', () => {
    emit(outputs, 'sitemap', SITEMAP_FILE, sitemapXml(content.site, routeTable.routes));
    emit(outputs, 'robots', ROBOTS_FILE, robotsTxt(content.site));
  });
  // While the search index is still being made (a cold build's worker), and before the pages
  // (which compress themselves as they are written): the walk of dist/ lists the bundle's files.
  let compressed = await step('precompress', () => precompress(distDir));
  const search = writeSearchIndex(outputs, await searchIndex);
  console.log(`build: search index of ${search.documents} pages, ${search.written.length} files written`);
  compressed += await step('precompress index', () => precompress(distDir, search.written));
  const { pages, rendered, pagesState } = await prerenderPages(content, routeTable, outputs, {
    code,
    bundleKey: bundles.ssr.key,
    previous: state?.units,
    previousPages: state?.pages,
    everyPage: !state || bundlesChanged,
  });
  await addStoryPdfs(pdfsDone, outputs);
  await writeHostConfig(content.site, routeTable, outputs);
  const merged = await publishBuild(state !== undefined, outputs, server.built);
  touchBuildDates();
  saveState(cacheDir, { format: 1, code, distInode: fs.statSync(publishedDir).ino, units: outputs.units, bundles, pages: pagesState });
  const seconds = (performance.now() - total) / 1000;
  timings.push({ step: 'total', seconds });
  const changes = merged ? `; into dist/: ${merged.written} files written, ${merged.removed} removed` : '';
  console.log(
    `build: ${pages.length} pages, ${rendered} rendered, ${compressed} files precompressed${changes}, ${seconds.toFixed(2)} s in all`,
  );
  fs.writeFileSync(path.join(cacheDir, 'build-times.json'), JSON.stringify(timings, null, 2));
}

/** The content, checked and compiled, with its summary and notes printed. */
async function compileSiteContent(code: string): Promise<CompiledContent> {
  // (The YAML cache stays open until the search index has taken its documents from it too.)
  loadYamlCache(yamlCache, code);
  const { content, notes } = await step('content', () => compileContent({ preview, today }));
  console.log(compileSummary(content, notes).replace(/^/gm, 'build: '));
  // The sample content builds as it is; publishing it is refused later (scripts/deploy.ts).
  const originWarning = exampleOriginWarning(content.site.origin);
  if (originWarning) console.warn(`build: warning: ${originWarning}`);
  return content;
}

/**
 * PDFs render in a worker thread on the second core while Vite bundles on the first. They
 * go to .cache/pdfs (only stories that changed) and are copied once vite has emptied dist/.
 */
function startStoryPdfs(content: CompiledContent): Promise<GeneratedPdfs> {
  return withMedia
    ? step('pdfs (worker)', () =>
        runInWorker<GeneratedPdfs>(new URL('./story-pdfs.ts', import.meta.url), 'generateStoryPdfs', [
          { stories: content.stories, site: content.site },
          cacheDir,
        ]),
      )
    : Promise.resolve({ pdfs: [], generated: 0, cached: 0 });
}

/**
 * The client bundle, made again when the code or a file it read (page copy, site.yaml,
 * policies: not the stories and articles, which reach pages as payloads) changed.
 */
async function makeClientBundle(state: BuildState | undefined, outputs: Outputs, code: string): Promise<BundleRecord> {
  const client =
    state && fs.existsSync(templateFile) && fs.existsSync(manifestFile) ? unchangedBundle(projectRoot, state.bundles.client) : undefined;
  if (client && outputs.reuse('client bundle', client.key)) {
    console.log('build: client bundle  unchanged');
    fs.mkdirSync(distDir, { recursive: true });
    return client;
  }
  // What .cache/ holds of the bundles is about to change: until this build is published, no state describes it.
  forgetState(cacheDir);
  const { build: viteBuild } = await import('vite');
  const output = await step('client bundle', () =>
    viteBuild({ root: projectRoot, mode: 'production', logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } }),
  );
  const made = bundleRecord(code, bundleInputs(projectRoot, output));
  // The manifest is build bookkeeping, not something to serve; the template becomes every page.
  fs.renameSync(path.join(distDir, '.vite/manifest.json'), manifestFile);
  fs.rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
  fs.renameSync(path.join(distDir, 'index.html'), templateFile);
  outputs.record('client bundle', { key: made.key, files: filesUnder(distDir) });
  return made;
}

/** The content's image files and the demo video; after the client bundle, which empties dist/. */
async function writeImagesAndVideo(content: CompiledContent, outputs: Outputs): Promise<void> {
  const contentImages = await step('content images', () =>
    madeBy(outputs, 'content images', () =>
      writeImages({
        contentDir: path.join(projectRoot, 'content'),
        distDir,
        cacheDir: path.join(cacheDir, 'images'),
        images: content.images,
      }),
    ),
  );
  console.log(`build: ${contentImages.generated} image files made, ${contentImages.cached} from cache`);
  // A demo video of our own is served as it is, beside the pages (content/videos/ -> /videos/).
  const videoFile = content.site.demoVideo?.file;
  await madeBy(outputs, 'video', () => {
    if (videoFile) fs.cpSync(path.join(projectRoot, 'content', videoFile.slice(1)), path.join(distDir, videoFile.slice(1)));
  });
}

/**
 * The share images, one per article and the site's default (unless --no-media). The PDFs are
 * awaited only at the end: on a cold build they take longer than everything else, and the
 * steps after this need no PDF.
 */
async function makeShareImages(content: CompiledContent, outputs: Outputs): Promise<void> {
  const shareImages = withMedia
    ? await step('share images', async () => {
        const { writeShareImages } = await import('./share-images.ts');
        return madeBy(outputs, 'share images', () =>
          writeShareImages({ distDir, cacheDir: path.join(cacheDir, 'og'), site: content.site, articles: content.articles }),
        );
      })
    : { generated: 0, cached: 0 };
  console.log(`build: ${shareImages.generated} share images generated, ${shareImages.cached} from cache`);
}

async function writeFeedAndCoverArt(content: CompiledContent, outputs: Outputs): Promise<void> {
  await step('feed', () => emit(outputs, 'feed', FEED_PATH, buildFeed(content.site, content.pages.blog.seo, content)));
  // Blog covers: a small SVG per category, text-free (cover-art.ts). Cheap, so made with or without --no-media.
  await step('cover art', () => {
    for (const category of content.pages.blog.categories)
      emit(outputs, `cover ${category.id}`, coverArtPath(category.id), coverArtSvg(category.id));
  });
}

/** The server-side bundle the prerenderer (and the Node server) render pages with. */
async function makeSsrBundle(state: BuildState | undefined, code: string): Promise<BundleRecord> {
  const ssr = state && fs.existsSync(path.join(ssrDir, 'entry-server.js')) ? unchangedBundle(projectRoot, state.bundles.ssr) : undefined;
  if (ssr) {
    console.log('build: server bundle  unchanged');
    return ssr;
  }
  forgetState(cacheDir);
  const { build: viteBuild } = await import('vite');
  const output = await step('server bundle', () =>
    viteBuild({
      root: projectRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    }),
  );
  return bundleRecord(code, bundleInputs(projectRoot, output));
}

/** The search index's documents, and its files when they changed (undefined when dist/ has them). */
interface SearchIndexWork {
  documents: number;
  key: string;
  files?: Map<string, string>;
}

/**
 * The search documents (from the content, and the content cache for entries that did not
 * change), and the index's files when its documents changed: serialising them takes seconds at
 * thousands of entries, so a cold build does it in a worker while Vite bundles on this thread.
 */
function startSearchIndex(content: CompiledContent, outputs: Outputs, options: { inWorker: boolean }): Promise<SearchIndexWork> {
  const { documents, key } = timed('search documents', () => {
    const made = searchDocuments(content, readPolicySources(path.join(projectRoot, 'content'), content));
    return { documents: made, key: hashOf(JSON.stringify(made)) };
  });
  if (outputs.reuse('search documents', key)) return Promise.resolve({ documents: documents.length, key });
  // An incremental build patches the index dist/ holds, when it can: an edit rewrites the shards of its words.
  const files = options.inWorker
    ? step('search index (worker)', () =>
        runInWorker<Map<string, string>>(new URL('./search-index.ts', import.meta.url), 'searchIndexOutput', [documents]),
      )
    : step('search index', () => searchIndexOutput(documents, readPreviousIndex(publishedDir, searchDocumentsFile)));
  return files.then((made) => {
    keepSearchDocuments(searchDocumentsFile, documents, made);
    return { documents: documents.length, key, files: made };
  });
}

/** Writes the search index's files that changed (after the client bundle, which empties dist/). */
function writeSearchIndex(outputs: Outputs, work: SearchIndexWork): { documents: number; written: string[] } {
  if (!work.files) {
    outputs.carry('search:');
    return { documents: work.documents, written: [] };
  }
  outputs.record('search documents', { key: work.key, files: [] });
  const written = [...work.files].filter(([file, json]) => emit(outputs, `search:${file}`, file, json)).map(([file]) => file);
  return { documents: work.documents, written };
}

/**
 * Every route's page. Rendering is CPU-bound: on large sites both cores render, each a share
 * of the routes. An incremental build that kept the bundles renders few pages, in this thread.
 */
async function prerenderPages(
  content: CompiledContent,
  routeTable: RouteTable,
  outputs: Outputs,
  options: {
    code: string;
    bundleKey: string;
    previous: PrerenderOptions['previous'];
    previousPages: PrerenderOptions['previousPages'];
    everyPage: boolean;
  },
): Promise<{ pages: PrerenderResult['pages']; rendered: number; pagesState: PagesState }> {
  const shards = options.everyPage && routeTable.routes.length >= PARALLEL_PRERENDER_FROM ? 2 : 1;
  const { site, articleBodies, collectionBodies, images, pages: copy, collectionCopy, homeStudies, sourceKeys } = content;
  const prerenderOptions: PrerenderOptions = {
    distDir,
    serverEntry: path.join(ssrDir, 'entry-server.js'),
    manifestFile,
    templateFile,
    content: {
      site,
      ...collectionContent(content),
      articleBodies,
      collectionBodies,
      images,
      pages: copy,
      collectionCopy,
      homeStudies,
      sourceKeys,
    },
    bundleKey: options.bundleKey,
    previous: options.previous,
    previousPages: options.previousPages,
    routeTable,
    relatedMemo: { dir: path.join(cacheDir, 'related'), code: options.code },
  };
  // This thread renders the first share while workers render the others: it has the content
  // and the code loaded already, where a worker starts its loader and receives the content.
  const prerendered = await step(shards > 1 ? `prerender (${shards} threads)` : 'prerender', async () => {
    const workers = Array.from({ length: shards - 1 }, (_, index) =>
      runInWorker<PrerenderResult>(new URL('./prerender.ts', import.meta.url), 'prerender', [
        { ...prerenderOptions, shard: index + 1, shards },
      ]),
    );
    const here = await prerender({ ...prerenderOptions, shard: 0, shards });
    return [here, ...(await Promise.all(workers))];
  });
  for (const result of prerendered) for (const [name, unit] of Object.entries(result.units)) outputs.record(name, unit);
  return {
    pages: prerendered.flatMap((result) => result.pages),
    rendered: prerendered.reduce((sum, result) => sum + result.rendered, 0),
    // Every shard has the same entry keys; each has its own pages' reads.
    pagesState: { ...prerendered[0]!.pagesState, pages: Object.assign({}, ...prerendered.map((result) => result.pagesState.pages)) },
  };
}

/**
 * What `npm start` runs: plain JavaScript, with this build's content and routes in it. Made
 * again when the code, a file it read or the prerender entry (which it serves) changed.
 */
async function makeNodeServer(
  state: BuildState | undefined,
  ssr: BundleRecord,
  code: string,
): Promise<{ record: BundleRecord; built: boolean }> {
  const server =
    state && fs.existsSync(publishedServerDir) && ssr.key === state.bundles.ssr?.key
      ? unchangedBundle(projectRoot, state.bundles.server)
      : undefined;
  if (server) {
    console.log('build: node server    unchanged');
    return { record: server, built: false };
  }
  forgetState(cacheDir);
  const { buildServerBundle } = await import('./server-bundle.ts');
  const output = await step('node server', () => buildServerBundle(projectRoot, serverDir));
  // The server renders the contact page for a form posted without JavaScript with the same
  // entry the prerenderer used, so that answer and the prerendered page come from one build.
  fs.cpSync(ssrDir, path.join(serverDir, 'ssr'), { recursive: true });
  return { record: bundleRecord(code, bundleInputs(projectRoot, output)), built: true };
}

/** Waits for the story PDFs (started first, in a worker) and copies them into dist/. */
async function addStoryPdfs(pdfsDone: Promise<GeneratedPdfs>, outputs: Outputs): Promise<void> {
  const storyPdfs = await pdfsDone;
  console.log(`build: ${storyPdfs.generated} story PDFs generated, ${storyPdfs.cached} from cache`);
  if (storyPdfs.pdfs.length > 0) (await import('./story-pdfs.ts')).copyStoryPdfs(storyPdfs.pdfs, distDir);
  outputs.record('pdfs', { key: '', files: storyPdfs.pdfs.map((pdf) => pdf.distFile) });
}

/**
 * Last, once every other file is known: nginx's types and the static hosts' caching rules
 * follow the files, and the files are published with the pages they describe.
 */
async function writeHostConfig(site: CompiledContent['site'], routeTable: RouteTable, outputs: Outputs): Promise<void> {
  await step('host config', () => {
    // Made from the site, the routes and the list of files: kept when none of them changed
    // (making them from 135,000 files took half a second of a one-line edit's build).
    const key = hashOf(JSON.stringify(site), JSON.stringify(routeTable));
    if (!outputs.filesChanged('host') && outputs.reuse('host config', key)) return outputs.carry('host:');
    outputs.record('host config', { key, files: [] });
    const files = [...new Set(Object.values(outputs.units).flatMap((unit) => unit.files))];
    for (const [file, text] of Object.entries(hostConfigFiles({ site, ...routeTable, files }))) emit(outputs, `host:${file}`, file, text);
  });
}

/** Publishes the build with the last deploys' scripts it keeps, and records its mode. */
async function publishBuild(incremental: boolean, outputs: Outputs, serverBuilt: boolean): Promise<ReturnType<typeof publish>> {
  // A preview is marked before it is published and a live build after, so a build cut short
  // between the two never leaves a preview marked live (scripts/start.mjs reads the mark).
  if (preview) recordBuildMode(projectRoot, 'preview', today);
  // The last deploys' scripts stay a while, for tabs still open on their pages (old-assets.ts).
  const old = oldAssets(
    publishedDir,
    cacheDir,
    Object.values(outputs.units).flatMap((unit) => unit.files),
  );
  const merged = await step('publish', () => publish(incremental, outputs.removed(), serverBuilt, old));
  old.save();
  recordBuildMode(projectRoot, preview ? 'preview' : 'live', today);
  if (old.kept.length + old.expired.length > 0) {
    console.log(
      `build: ${old.kept.length} files of earlier builds kept in dist/assets/ (for ${KEEP_OLD_ASSETS_FOR_BUILDS} builds), ${old.expired.length} older ones deleted`,
    );
  }
  return merged;
}

/**
 * `npm start` dates the last build by these two files (scripts/start.mjs); an incremental
 * build may have left them as they were.
 */
function touchBuildDates(): void {
  const now = new Date();
  for (const file of [path.join(publishedDir, '404.html'), path.join(publishedServerDir, 'main.js')])
    if (fs.existsSync(file)) fs.utimesSync(file, now, now);
}

/**
 * Writes `data` to `file` under the staging folder unless dist/ has it already (same bytes,
 * as the unit's key says). Returns whether it was written.
 */
function emit(outputs: Outputs, unit: string, file: string, data: string): boolean {
  const key = hashOf(data);
  if (outputs.reuse(unit, key)) return false;
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), data);
  outputs.record(unit, { key, files: [file] });
  return true;
}

/**
 * Runs a step that writes its files itself and always runs (it has its own cache of what it
 * made, .cache/images and .cache/og): its unit is whatever it added to the staging folder.
 */
async function madeBy<T>(outputs: Outputs, unit: string, work: () => Promise<T> | T): Promise<T> {
  const before = new Set(filesUnder(distDir));
  const result = await work();
  outputs.record(unit, { key: '', files: filesUnder(distDir).filter((file) => !before.has(file)) });
  return result;
}

/**
 * Puts the finished build in place. Cold: swaps the staging folder in for dist/ (two renames;
 * the old one is removed). Incremental: moves the changed files into dist/ and deletes those
 * no output has any more. Either way the earlier builds' hashed files still kept
 * (old-assets.ts) stay and those whose time is up go. The server folder is swapped when it was
 * built again.
 */
function publish(
  incremental: boolean,
  removed: string[],
  serverBuilt: boolean,
  oldFiles: { kept: string[]; expired: string[] },
): { written: number; removed: number } | undefined {
  const swap = (built: string, published: string) => {
    const old = `${published}.old-${process.pid}`;
    if (fs.existsSync(published)) fs.renameSync(published, old);
    fs.renameSync(built, published);
    // Deleting tens of thousands of old files took longer than the build at 4,000 articles;
    // the build is done once the new folder is in place, so a process of its own deletes them.
    if (fs.existsSync(old)) {
      spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', old], {
        detached: true,
        stdio: 'ignore',
      }).unref();
    }
  };
  if (serverBuilt) swap(serverDir, publishedServerDir);
  if (!incremental) {
    carryInto(publishedDir, distDir, oldFiles.kept);
    swap(distDir, publishedDir);
    return undefined;
  }
  // A merge cut short leaves a dist/ no state describes: the next build is then cold.
  forgetState(cacheDir);
  const kept = new Set(oldFiles.kept);
  return mergeInto(publishedDir, distDir, [...new Set([...removed.filter((file) => !kept.has(file)), ...oldFiles.expired])]);
}

const building = main();
failIfUnfinished(
  building,
  'The build stopped before it finished: a step waited for something that never happened (nothing was left to run). dist/ is unchanged; if it stops at the same step again, that step has a promise nobody settles.',
);
building.catch((error: unknown) => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(serverDir, { recursive: true, force: true });
  // Content problems say everything a marketer needs; anything else is ours, with its stack.
  console.error(error instanceof ContentProblemsError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
