/**
 * The incremental build makes exactly what a cold build of the same tree makes. In a copy of
 * the project: a cold build, then an edit to one line of one article and to the title of
 * another (which patches the search index), and a deleted article,
 * each built incrementally; a second copy with the same edits is built cold, and the two
 * dist/ folders must hold the same files, byte for byte. Then a change to the code must make
 * every page again. Builds use --no-media (PDFs and share images have their own caches).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from './build-cache.ts';
import { compareDirs } from './lib/compare-dirs.ts';
import { keptFiles } from './old-assets.ts';
import { copyProject, type ProjectCopy } from './lib/project-copy.ts';
import { appendToLastParagraph, editTitle } from './lib/content-edits.ts';

const build = (dir: string) =>
  execFileSync(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts', '--no-media'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
/** "build: 79 pages, 3 rendered, ..." */
const summary = (log: string) => {
  const match = /build: (\d+) pages, (\d+) rendered/.exec(log);
  if (!match) throw new Error(`no summary line in the build's output:\n${log}`);
  return { pages: Number(match[1]), rendered: Number(match[2]), incremental: log.includes('build: incremental') };
};

interface Article {
  file: string;
  slug: string;
  id: number;
}

function articles(dir: string): Article[] {
  const folder = path.join(dir, 'content/articles');
  return fs
    .readdirSync(folder)
    .sort()
    .map((name) => ({
      file: path.join(folder, name),
      slug: name.replace(/\.md$/, ''),
      id: Number(/^id: (\d+)$/m.exec(fs.readFileSync(path.join(folder, name), 'utf8'))?.[1]),
    }));
}

/** Whether any other content file names the article (a link or a pin would break without it). */
function referencedElsewhere(dir: string, article: Article): boolean {
  const content = path.join(dir, 'content');
  return filesUnder(content).some((file) => {
    if (path.join(content, file) === article.file || !/\.(md|mdx|yaml)$/.test(file)) return false;
    const text = fs.readFileSync(path.join(content, file), 'utf8');
    return new RegExp(`\\b${article.slug}\\b|/blog/${article.id}\\b`).test(text);
  });
}

/**
 * No file with other bytes, none only in one of the two dist/ folders but for the hashed files
 * `dir`'s builds kept from earlier ones (old-assets.ts: the search index before an edit).
 */
function expectSameFiles(dir: string, expectedDir: string) {
  const kept = keptFiles(path.join(dir, 'dist'), path.join(dir, '.cache'));
  expect(compareDirs(path.join(dir, 'dist'), path.join(expectedDir, 'dist'))).toMatchObject({
    onlyInFirst: kept,
    onlyInSecond: [],
    differing: [],
  });
}

describe('incremental build', () => {
  let incremental: ProjectCopy;
  let cold: ProjectCopy;
  beforeAll(() => {
    incremental = copyProject();
    cold = copyProject();
  });
  afterAll(() => {
    incremental?.remove();
    cold?.remove();
  });

  it(
    'after an edited line, an edited title and a deleted article, dist/ is byte for byte what a cold build makes; a code change makes every page again',
    { timeout: 900_000 },
    () => {
      const dir = incremental.dir;
      const first = summary(build(dir));
      expect(first.incremental).toBe(false);
      expect(first.rendered).toBeGreaterThan(0);

      // Nothing changed: nothing is rendered.
      expect(summary(build(dir))).toMatchObject({ incremental: true, rendered: 0 });

      const all = articles(dir);
      const [edited, deleted] = [all[0]!, all.find((article, index) => index > 0 && !referencedElsewhere(dir, article))];
      if (!deleted) throw new Error('every article but the first is linked from other content: the test needs one that is not');
      const home = fs.statSync(path.join(dir, 'dist/index.html')).ino;
      const words = 'Edited for the incremental build test.';
      appendToLastParagraph(edited.file, words);
      editTitle(all.at(-1)!.file);
      const afterEdit = summary(build(dir));
      expect(afterEdit.incremental).toBe(true);
      // The article's page, and the pages that list it, not every page.
      expect(afterEdit.rendered).toBeGreaterThan(0);
      expect(afterEdit.rendered).toBeLessThan(first.rendered);
      expect(fs.readFileSync(path.join(dir, 'dist', edited.slug, 'index.html'), 'utf8')).toContain(words);
      expect(fs.statSync(path.join(dir, 'dist/index.html')).ino).toBe(home);

      const deletedPaths = [`/${deleted.slug}`, `/blog/${deleted.id}`, `/blog/${deleted.slug}`];
      for (const pathname of deletedPaths) expect(fs.existsSync(path.join(dir, 'dist', pathname.slice(1), 'index.html'))).toBe(true);
      fs.rmSync(deleted.file);
      expect(summary(build(dir)).incremental).toBe(true);
      for (const pathname of deletedPaths) {
        expect(fs.existsSync(path.join(dir, 'dist', pathname.slice(1)))).toBe(false);
        expect(fs.existsSync(path.join(dir, 'dist/_data', `${pathname.slice(1)}.json`))).toBe(false);
      }
      for (const file of ['sitemap.xml', 'blog/feed.xml', '_data/blog.json', '_data/_search/index.json']) {
        // Its address, not the start of a longer one.
        expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toMatch(new RegExp(`/${deleted.slug}(?![\\w-])`));
      }

      // The same edits built cold in a fresh copy.
      appendToLastParagraph(articles(cold.dir)[0]!.file, words);
      editTitle(articles(cold.dir).at(-1)!.file);
      fs.rmSync(path.join(cold.dir, 'content/articles', `${deleted.slug}.md`));
      const coldBuild = summary(build(cold.dir));
      expect(coldBuild.incremental).toBe(false);
      expectSameFiles(dir, cold.dir);

      // A change to the code (a comment is enough) throws the cache away: every page again.
      fs.appendFileSync(path.join(dir, 'src/lib/escape.ts'), '\n// A change to the code.\n');
      const afterCode = summary(build(dir));
      expect(afterCode.incremental).toBe(false);
      expect(afterCode.rendered).toBe(coldBuild.rendered);
      expectSameFiles(dir, cold.dir);
    },
  );
});
