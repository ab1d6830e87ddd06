/**
 * `npm run bench:scale`: how the content check and the build grow with content. For each size
 * it copies the project to a temporary folder, writes that many synthetic articles (and
 * stories in the real content's proportion, 15 per 12 articles) made from the real files,
 * times `npm run content` there on its own, then runs the full cold build (content to served
 * pages; PDFs and share images are left out with --no-media, as each is cached per item and
 * timed by the normal build) and prints seconds per step and pages per second, and the site
 * search's download for a first query (gzip and brotli) and its query times. Pages are
 * distinct files: an alias path hard-linked to its page is not counted again.
 *
 * Then the incremental build: one line of one article is edited and the site built again
 * (the build keeps what did not change, scripts/build-cache.ts), then a word is added to
 * another article's title (its search document changes) and built again; the output is moved aside,
 * the same tree is built cold once more, and the two are compared file by file (they must be
 * byte-identical). And the peer: Eleventy 3 building a minimal blog of as many Markdown
 * articles (one layout, an index listing them), timed the same way, pages/s beside ours, with
 * the two ratios the build is held to: our pages/s as a multiple of Eleventy's (at least 0.5)
 * and the incremental build as a share of the cold one (at most 5%); and
 * React alone rendering the built pages (render-floor.ts), the floor under our pages/s.
 * The build is run as `npm run build` runs it (scripts/launch.mjs), without npm's own start-up.
 * Each timing is printed with the load average at its start.
 * Options: --sizes 250,500,1000,2000,4000 (default); --keep leaves each temporary project in
 * place (its path is printed) to profile or inspect the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { projectRoot } from '../content/compile.ts';
import { parseFrontmatter } from '../content/source.ts';
import { compareDirs, identical } from '../lib/compare-dirs.ts';
import { keptFiles } from '../old-assets.ts';
import { copyProject } from '../lib/project-copy.ts';
import { appendToLastParagraph, editTitle } from '../lib/content-edits.ts';
import { eleventyBlog } from './eleventy-peer.ts';
import { measureSearch } from './search-weight.ts';
import { measureLists } from './list-weight.ts';
import { renderFloor } from './render-floor.ts';
import { indexTerm, words } from '../../src/lib/search/documents.ts';

const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '250,500,1000,2000,4000').split(',').map(Number);
const keep = process.argv.includes('--keep');

/** The real files of a collection, as frontmatter data and body. */
function real(folder: string) {
  const dir = path.join(projectRoot, 'content', folder);
  return fs.readdirSync(dir).map((name) => {
    const parsed = parseFrontmatter(fs.readFileSync(path.join(dir, name), 'utf8'), name, []);
    if (!parsed) throw new Error(`content/${folder}/${name} does not parse: run npm run content`);
    return { data: parsed.yaml.data as Record<string, unknown>, body: parsed.body };
  });
}

const file = (data: Record<string, unknown>, body: string) => `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`;

function synthesise(contentDir: string, articles: number) {
  const realArticles = real('articles');
  const realStories = real('stories');
  for (const folder of ['articles', 'stories']) {
    fs.rmSync(path.join(contentDir, folder), { recursive: true, force: true });
    fs.mkdirSync(path.join(contentDir, folder), { recursive: true });
  }
  for (let i = 1; i <= articles; i++) {
    const source = realArticles[i % realArticles.length]!;
    const data = { ...source.data, id: i, title: `Synthetic ${i}: ${String(source.data.title)}`, listed: true, featured: i <= 3 };
    fs.writeFileSync(path.join(contentDir, 'articles', `synthetic-article-${i}.md`), file(data, source.body));
  }
  const stories = Math.round((articles * 15) / 12);
  for (let i = 1; i <= stories; i++) {
    const source = realStories[i % realStories.length]!;
    const { aliases: _aliases, canonicalPath: _canonical, ...rest } = source.data;
    const data = { ...rest, id: i, title: `Synthetic ${i}: ${String(source.data.title)}`, pdfFileName: `Synthetic Story ${i}.pdf` };
    fs.writeFileSync(path.join(contentDir, 'stories', `synthetic-story-${i}.md`), file(data, source.body));
  }
  return stories;
}

/** The 1-minute load average, as `uptime` prints it. */
export const load = () => os.loadavg()[0]!.toFixed(2);

/** Seconds a command takes in `cwd`. */
export function timed(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return (performance.now() - started) / 1000;
}

/**
 * Site search queries from the real titles: a long word of three articles, two words of a
 * story, and the start of a word as if still typed.
 */
function searchQueries(): string[] {
  const termsOf = (title: unknown) =>
    words(String(title))
      .flatMap((word) => indexTerm(word) ?? [])
      .filter((term) => /^[a-z]{5,}$/.test(term));
  const longest = (terms: string[]) => [...terms].sort((a, b) => b.length - a.length)[0];
  const articleWords = real('articles').flatMap((article) => longest(termsOf(article.data.title)) ?? []);
  const storyWords = termsOf(real('stories')[0]?.data.title).slice(0, 2);
  return [...new Set([...articleWords.slice(0, 3), storyWords.join(' '), (articleWords[3] ?? 'inventory').slice(0, 4)])].filter(Boolean);
}
const queries = searchQueries();

/** The build as `npm run build` runs it (package.json), pages only. */
const buildCommand: [string, string[]] = [process.execPath, ['scripts/launch.mjs', 'scripts/build.ts', '--no-media']];

const results = [];
for (const size of sizes) {
  const copy = copyProject();
  const dir = copy.dir;
  const contentDir = path.join(dir, 'content');
  // The home page's studies link to real stories; point them at synthetic ones.
  const studies = fs.readFileSync(path.join(contentDir, 'home-studies.yaml'), 'utf8');
  fs.writeFileSync(
    path.join(contentDir, 'home-studies.yaml'),
    studies.replace(/storySlug: .*/g, (_match, offset: number) => `storySlug: synthetic-story-${1 + (offset % 5)}`),
  );
  const stories = synthesise(contentDir, size);
  // What a marketer waits for after `npm run content` (the command, with its start-up).
  const contentSeconds = timed('npm', ['run', '--silent', 'content'], dir);
  // Pages only: PDFs and share images are cached per item and timed by the normal build.
  const coldLoad = load();
  const seconds = timed(...buildCommand, dir);
  const steps = JSON.parse(fs.readFileSync(path.join(dir, '.cache/build-times.json'), 'utf8')) as { step: string; seconds: number }[];
  const pages = countHtml(path.join(dir, 'dist'));
  const search = await measureSearch(path.join(dir, 'dist'), queries);

  // The list pages' sizes, of the cold build.
  const lists = measureLists(path.join(dir, 'dist'));
  // React alone on the same pages: the floor under the cold build's pages/s.
  const floorLoad = load();
  const floor = await renderFloor(dir);

  // One line of one article edited, then built again on top of the cold build.
  appendToLastParagraph(path.join(contentDir, 'articles', `synthetic-article-${Math.ceil(size / 2)}.md`), 'One more sentence, edited.');
  const incrementalLoad = load();
  const incrementalSeconds = timed(...buildCommand, dir);
  const incrementalSteps = JSON.parse(fs.readFileSync(path.join(dir, '.cache/build-times.json'), 'utf8')) as {
    step: string;
    seconds: number;
  }[];
  // Then a word added to another article's title: its search document changes (the index is
  // patched), and the lists and cards that show the title.
  editTitle(path.join(contentDir, 'articles', `synthetic-article-${Math.ceil(size / 3)}.md`));
  const titleLoad = load();
  const titleSeconds = timed(...buildCommand, dir);
  const titleSteps = JSON.parse(fs.readFileSync(path.join(dir, '.cache/build-times.json'), 'utf8')) as { step: string; seconds: number }[];
  // The same tree built cold: the incremental output must be the same, byte for byte.
  // (Files the incremental build kept from the cold one for open tabs, old-assets.ts, are not compared.)
  const kept = new Set(keptFiles(path.join(dir, 'dist'), path.join(dir, '.cache')));
  fs.renameSync(path.join(dir, 'dist'), path.join(dir, 'dist-incremental'));
  for (const folder of ['.cache', 'dist-server']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  const againLoad = load();
  const coldAgainSeconds = timed(...buildCommand, dir);
  const compared = compareDirs(path.join(dir, 'dist-incremental'), path.join(dir, 'dist'));
  const differences = { ...compared, onlyInFirst: compared.onlyInFirst.filter((file) => !kept.has(file)) };
  const byteIdentical = identical(differences);

  const peer = eleventyBlog(
    size,
    real('articles').map((article) => article.body),
  );
  const row = {
    articles: size,
    stories,
    pages,
    contentSeconds: Number(contentSeconds.toFixed(2)),
    seconds: Number(seconds.toFixed(2)),
    pagesPerSecond: Math.round(pages / seconds),
    load: coldLoad,
    steps,
    incremental: {
      seconds: Number(incrementalSeconds.toFixed(2)),
      shareOfCold: Number((incrementalSeconds / seconds).toFixed(3)),
      load: incrementalLoad,
      steps: incrementalSteps,
      title: {
        seconds: Number(titleSeconds.toFixed(2)),
        shareOfCold: Number((titleSeconds / seconds).toFixed(3)),
        load: titleLoad,
        steps: titleSteps,
      },
      coldAgainSeconds: Number(coldAgainSeconds.toFixed(2)),
      coldAgainLoad: againLoad,
      byteIdentical,
      files: differences.files,
    },
    eleventy: peer,
    timesEleventy: Number((Math.round(pages / seconds) / peer.pagesPerSecond).toFixed(2)),
    renderFloor: { ...floor, load: floorLoad },
    search,
    lists,
  };
  results.push(row);
  console.log(
    `${String(size).padStart(5)} articles, ${String(stories).padStart(5)} stories: npm run content ${contentSeconds.toFixed(2)} s | cold build ${String(pages).padStart(6)} pages: ${seconds.toFixed(2)} s, ${row.pagesPerSecond} pages/s (load ${coldLoad}) | ${steps
      .filter((s) => s.step !== 'total')
      .map((s) => `${s.step} ${s.seconds.toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `      incremental build after a one-line edit to one article: ${incrementalSeconds.toFixed(2)} s (load ${incrementalLoad}), ${((100 * incrementalSeconds) / seconds).toFixed(1)}% of the cold build (target at most 5%) | ${incrementalSteps
      .filter((s) => s.step !== 'total' && s.seconds >= 0.05)
      .map((s) => `${s.step} ${s.seconds.toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `      then a title edited in another article: ${titleSeconds.toFixed(2)} s (load ${titleLoad}), ${((100 * titleSeconds) / seconds).toFixed(1)}% of the cold build | ${titleSteps
      .filter((s) => s.step !== 'total' && s.seconds >= 0.05)
      .map((s) => `${s.step} ${s.seconds.toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `      cold build of the same tree (both edits): ${coldAgainSeconds.toFixed(2)} s (load ${againLoad}); byte-identical to the incremental build: ${byteIdentical ? 'yes' : 'NO'} (${differences.files} files; ${differences.differing.length} differ, ${differences.onlyInFirst.length} only incremental, ${differences.onlyInSecond.length} only cold${byteIdentical ? '' : `: ${[...differences.differing, ...differences.onlyInFirst, ...differences.onlyInSecond].slice(0, 5).join(', ')}`})`,
  );
  console.log(
    `      peer: Eleventy ${peer.version}, ${peer.articles} Markdown articles with a layout: ${peer.pages} pages in ${peer.seconds.toFixed(2)} s, ${peer.pagesPerSecond} pages/s (load ${peer.load}); ours ${row.pagesPerSecond} pages/s, ${row.timesEleventy}× Eleventy's (target at least 0.5×)`,
  );
  console.log(
    `      React alone (renderPage on ${floor.pages} of the built pages' payloads, nothing written): ${floor.msPerPage} ms a page, ${floor.pagesPerSecondAllCores} pages/s if all ${floor.cores} cores only rendered (load ${floorLoad})`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `      site search: ${search.documents} documents, whole index ${kb(search.indexGzipBytes)} gzip; a first query downloads (gzip / brotli, files) and takes (first run incl. loading / later runs):`,
  );
  for (const q of search.queries) {
    console.log(
      `        ${JSON.stringify(q.query).padEnd(28)} ${String(q.matches).padStart(5)} matches  ${kb(q.gzipBytes).padStart(9)} / ${kb(q.brotliBytes).padStart(9)}, ${q.files} files  ${q.firstMs} ms / ${q.warmMs} ms`,
    );
  }
  console.log("      list pages (raw / gzip): HTML, payload; and each list's search index, loaded on a first search or chip:");
  for (const { html, payload } of lists.pages)
    console.log(
      `        ${html.path.padEnd(28)} HTML ${kb(html.rawBytes).padStart(10)} / ${kb(html.gzipBytes).padStart(9)}   payload ${kb(payload.rawBytes).padStart(10)} / ${kb(payload.gzipBytes).padStart(9)}`,
    );
  for (const index of lists.indexes)
    console.log(`        ${index.path.padEnd(28)} index ${kb(index.rawBytes).padStart(9)} / ${kb(index.gzipBytes).padStart(9)}`);
  if (keep) console.log(`kept ${dir}`);
  else copy.remove();
}
fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(projectRoot, 'bench-results/scale.json'), JSON.stringify(results, null, 2));
console.log('Written to bench-results/scale.json');

/** Distinct HTML files under `dir`: hard links to one page (its alias paths) count once. */
function countHtml(dir: string, seen = new Set<string>()): number {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) countHtml(full, seen);
    else if (entry.name.endsWith('.html')) {
      const { dev, ino } = fs.statSync(full);
      seen.add(`${dev}:${ino}`);
    }
  }
  return seen.size;
}
