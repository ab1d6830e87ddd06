/**
 * `npm run build`: content -> client bundle -> content images -> share images -> feed ->
 * server bundle -> search index -> prerendered pages -> sitemap -> precompressed copies -> the compiled Node
 * server, while the story PDFs render in a worker thread on the other core. Prints the time of
 * each step and saves them for `npm run bench`. Content problems stop it before anything is
 * written, listing each one.
 *
 * `npm run build -- --preview` builds drafts and entries dated in the future too, for a
 * reviewer to open before a pull request merges: every page then carries a "Preview" banner
 * and noindex, and the unpublished entries stay out of the sitemap and the feed.
 */
import './lib/production-env.ts';
import fs from 'node:fs';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { compileContent, compileSummary, ContentProblemsError, projectRoot } from './content/compile.ts';
import { writeImages } from './images.ts';
import { writeFeed } from './feed.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { writeShareImages } from './share-images.ts';
import { writeSearchIndex } from './search-index.ts';
import { writeSitemap } from './sitemap.ts';
import { runInWorker } from './lib/in-worker.ts';
import { buildServerBundle } from './server-bundle.ts';
import { copyStoryPdfs, type generateStoryPdfs } from './story-pdfs.ts';
import { buildRoutes } from '../src/route-table.ts';

type GeneratedPdfs = Awaited<ReturnType<typeof generateStoryPdfs>>;

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
  const seconds = (performance.now() - started) / 1000;
  timings.push({ step: name, seconds });
  console.log(`build: ${name.padEnd(14)} ${seconds.toFixed(2)} s`);
  return result;
}

/**
 * `--no-media` skips story PDFs and share images: the scale benchmark measures content to
 * served pages, and times media on their own. A site built this way is not for publishing.
 */
const withMedia = !process.argv.includes('--no-media');
const preview = process.argv.includes('--preview');
// Read by vite.config.ts: the client and the prerender know they are a preview.
if (preview) process.env.TRANSLYTIX_PREVIEW = '1';

/** Below this many routes a second thread costs more to start than it saves. */
const PARALLEL_PRERENDER_FROM = 400;

async function main() {
  const total = performance.now();
  const { content, notes } = await step('content', () => compileContent({ preview }));
  console.log(compileSummary(content, notes).replace(/^/gm, 'build: '));
  // PDFs render in a worker thread on the second core while Vite bundles on the first. They
  // go to .cache/pdfs (only stories that changed) and are copied once vite has emptied dist/.
  const pdfsDone = withMedia
    ? step('pdfs (worker)', () =>
        runInWorker<GeneratedPdfs>(new URL('./story-pdfs.ts', import.meta.url), 'generateStoryPdfs', [{ stories: content.stories, site: content.site }, cacheDir]),
      )
    : Promise.resolve({ pdfs: [], generated: 0, cached: 0 });
  await step('client bundle', () => viteBuild({ root: projectRoot, mode: 'production', logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } }));
  const contentImages = await step('content images', () =>
    writeImages({ contentDir: path.join(projectRoot, 'content'), distDir, cacheDir: path.join(cacheDir, 'images'), images: content.images }),
  );
  console.log(`build: ${contentImages.generated} image files made, ${contentImages.cached} from cache`);
  // A demo video of our own is served as it is, beside the pages (content/videos/ -> /videos/).
  const videoFile = content.site.demoVideo?.file;
  if (videoFile) fs.cpSync(path.join(projectRoot, 'content', videoFile.slice(1)), path.join(distDir, videoFile.slice(1)));
  // The PDFs are awaited only at the end: on a cold build they take longer than everything
  // else, and the steps below need no PDF. After the client bundle, which empties dist/.
  const shareImages = withMedia
    ? await step('share images', () => writeShareImages({ distDir, cacheDir: path.join(cacheDir, 'og'), site: content.site, articles: content.articles }))
    : { generated: 0, cached: 0 };
  console.log(`build: ${shareImages.generated} share images generated, ${shareImages.cached} from cache`);
  await step('feed', () => writeFeed(distDir, content.site, content.pages.blog.seo, content.articles));
  await step('server bundle', () =>
    viteBuild({
      root: projectRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    }),
  );
  // The manifest is build bookkeeping, not something to serve.
  const manifestFile = path.join(cacheDir, 'manifest.json');
  fs.renameSync(path.join(distDir, '.vite/manifest.json'), manifestFile);
  fs.rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });

  // Rendering is CPU-bound: on large sites both cores render, each a share of the routes.
  const templateFile = path.join(cacheDir, 'template.html');
  fs.renameSync(path.join(distDir, 'index.html'), templateFile);
  // Before the prerender: every page names the index's manifest, read from the template.
  const search = await step('search index', () =>
    writeSearchIndex({ distDir, templateFile, contentDir: path.join(projectRoot, 'content'), content }),
  );
  console.log(`build: search index of ${search.documents} pages in ${search.files} files`);
  const routeCount = buildRoutes(content).routes.length;
  const shards = routeCount >= PARALLEL_PRERENDER_FROM ? 2 : 1;
  const { site, stories, articles, articleBodies, legal, images, pages: copy, homeStudies } = content;
  const prerenderOptions = {
    distDir,
    serverEntry: path.join(ssrDir, 'entry-server.js'),
    manifestFile,
    templateFile,
    content: { site, stories, articles, articleBodies, legal, images, pages: copy, homeStudies },
  };
  const pages = await step(shards > 1 ? 'prerender (2 threads)' : 'prerender', async () =>
    shards > 1
      ? (
          await Promise.all(
            Array.from({ length: shards }, (_, shard) =>
              runInWorker<string[]>(new URL('./prerender.ts', import.meta.url), 'prerender', [{ ...prerenderOptions, shard, shards }]),
            ),
          )
        ).flat()
      : prerender(prerenderOptions),
  );
  await step('sitemap', () => writeSitemap(distDir, content.site, buildRoutes(content).routes));
  const compressed = await step('precompress', () => precompress(distDir));
  // What `npm start` runs: plain JavaScript, with this build's content and routes in it.
  await step('node server', async () => {
    await buildServerBundle(projectRoot, serverDir);
    // The server renders the contact page for a form posted without JavaScript with the same
    // entry the prerenderer used, so that answer and the prerendered page come from one build.
    fs.cpSync(ssrDir, path.join(serverDir, 'ssr'), { recursive: true });
  });
  const storyPdfs = await pdfsDone;
  console.log(`build: ${storyPdfs.generated} story PDFs generated, ${storyPdfs.cached} from cache`);
  copyStoryPdfs(storyPdfs.pdfs, distDir);
  publish();
  const seconds = (performance.now() - total) / 1000;
  timings.push({ step: 'total', seconds });
  console.log(`build: ${pages.length} pages, ${compressed} files precompressed, ${seconds.toFixed(2)} s in all`);
  fs.writeFileSync(path.join(cacheDir, 'build-times.json'), JSON.stringify(timings, null, 2));
}

/** Swap the finished site and server in for the published ones (two renames each; the old ones are removed). */
function publish() {
  for (const [built, published] of [
    [serverDir, publishedServerDir],
    [distDir, publishedDir],
  ] as const) {
    const old = `${published}.old-${process.pid}`;
    if (fs.existsSync(published)) fs.renameSync(published, old);
    fs.renameSync(built, published);
    fs.rmSync(old, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(serverDir, { recursive: true, force: true });
  // Content problems say everything a marketer needs; anything else is ours, with its stack.
  console.error(error instanceof ContentProblemsError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
