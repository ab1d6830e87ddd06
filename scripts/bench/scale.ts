/**
 * `npm run bench:scale`: how the build grows with content. For each size it copies the project
 * to a temporary folder, writes that many synthetic articles (and stories in the real
 * content's proportion, 15 per 12 articles) made from the real files, runs the full cold
 * build there (content to served pages; PDFs and share images are left out with --no-media,
 * as each is cached per item and timed by the normal build) and prints seconds per step and
 * pages per second.
 * Options: --sizes 250,500,1000,2000,4000 (default); --keep leaves each temporary project in
 * place (its path is printed) to profile or inspect the build.
 */
import { execFileSync } from 'node:child_process';
import matter from 'gray-matter';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';

const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '250,500,1000,2000,4000').split(',').map(Number);
const keep = process.argv.includes('--keep');
const copied = ['src', 'scripts', 'server', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', '.gitignore'];

function synthesise(contentDir: string, articles: number) {
  const real = (folder: string) =>
    fs.readdirSync(path.join(projectRoot, 'content', folder)).map((name) => matter(fs.readFileSync(path.join(projectRoot, 'content', folder, name), 'utf8')));
  const realArticles = real('articles');
  const realStories = real('stories');
  fs.mkdirSync(path.join(contentDir, 'articles'), { recursive: true });
  fs.mkdirSync(path.join(contentDir, 'stories'), { recursive: true });
  for (let i = 1; i <= articles; i++) {
    const source = realArticles[i % realArticles.length]!;
    const data = { ...source.data, id: i, title: `Synthetic ${i}: ${source.data.title as string}`, listed: true, featured: i <= 3 };
    fs.writeFileSync(path.join(contentDir, 'articles', `synthetic-article-${i}.md`), matter.stringify(source.content, data));
  }
  const stories = Math.round((articles * 15) / 12);
  for (let i = 1; i <= stories; i++) {
    const source = realStories[i % realStories.length]!;
    const { aliases: _aliases, canonicalPath: _canonical, ...rest } = source.data;
    const data = { ...rest, id: i, title: `Synthetic ${i}: ${source.data.title as string}`, pdfFileName: `Synthetic Story ${i}.pdf` };
    fs.writeFileSync(path.join(contentDir, 'stories', `synthetic-story-${i}.md`), matter.stringify(source.content, data));
  }
  return stories;
}

const results = [];
for (const size of sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `translytix-scale-${size}-`));
  for (const name of copied) fs.cpSync(path.join(projectRoot, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  const contentDir = path.join(dir, 'content');
  for (const name of ['site.yaml', 'home-studies.yaml', 'pages', 'legal']) {
    fs.cpSync(path.join(projectRoot, 'content', name), path.join(contentDir, name), { recursive: true });
  }
  // The home page's studies link to real stories; point them at synthetic ones.
  const studies = fs.readFileSync(path.join(contentDir, 'home-studies.yaml'), 'utf8');
  fs.writeFileSync(path.join(contentDir, 'home-studies.yaml'), studies.replace(/storySlug: .*/g, (_match, offset: number) => `storySlug: synthetic-story-${1 + (offset % 5)}`));
  const stories = synthesise(contentDir, size);
  const started = performance.now();
  // Pages only: PDFs and share images are cached per item and timed by the normal build.
  execFileSync('npx', ['tsx', 'scripts/build.ts', '--no-media'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  const steps = JSON.parse(fs.readFileSync(path.join(dir, '.cache/build-times.json'), 'utf8')) as { step: string; seconds: number }[];
  const pages = countHtml(path.join(dir, "dist"));
  const row = { articles: size, stories, pages, seconds: Number(seconds.toFixed(2)), pagesPerSecond: Math.round(pages / seconds), steps };
  results.push(row);
  console.log(
    `${String(size).padStart(5)} articles, ${String(stories).padStart(5)} stories, ${String(pages).padStart(6)} pages: ${seconds.toFixed(2)} s, ${row.pagesPerSecond} pages/s | ${steps
      .filter((s) => s.step !== 'total')
      .map((s) => `${s.step} ${s.seconds.toFixed(2)}`)
      .join(', ')}`,
  );
  if (keep) console.log(`kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(projectRoot, 'bench-results/scale.json'), JSON.stringify(results, null, 2));
console.log('Written to bench-results/scale.json');

function countHtml(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.isDirectory()) return count + countHtml(path.join(dir, entry.name));
    return count + (entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}
