/**
 * Deploys that keep open tabs working, through real builds of a project copy (--no-media):
 * - a marketer's new story and article rename no file of dist/assets/ (a cold build of the
 *   same code, before and after), so a tab open on the last deploy loads the same chunks; an
 *   edit to one page's copy renames that page's chunk and the entry, no other;
 * - when the code changes a chunk, the old chunk stays in dist/assets/ (with its compressed
 *   copies) for KEEP_OLD_ASSETS_FOR_BUILDS builds and is gone after the next one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_OLD_ASSETS_FOR_BUILDS } from './old-assets.ts';
import { newArticleFor, newStoryFor, setField } from './content/test-support.ts';
import { copyProject, type ProjectCopy } from './lib/project-copy.ts';

const build = (dir: string) =>
  execFileSync(process.execPath, ['scripts/launch.mjs', 'scripts/build.ts', '--no-media'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const assets = (dir: string) => fs.readdirSync(path.join(dir, 'dist/assets')).sort();
/** The client bundle's files: scripts, styles, fonts (the search index beside them is content, named by its hash). */
const bundleFiles = (dir: string) => assets(dir).filter((name) => /\.(js|css|woff2)(\.br|\.gz)?$/.test(name));
/** The next build is cold, as after a code change, whatever the build state says. */
const forgetState = (dir: string) => fs.rmSync(path.join(dir, '.cache/build-state.json'), { force: true });

describe('deploys and open tabs', () => {
  let copy: ProjectCopy;
  beforeAll(() => {
    copy = copyProject();
  });
  afterAll(() => copy?.remove());

  it(
    'a new story and article change no asset name; a chunk the code changed stays for the set number of builds',
    { timeout: 900_000 },
    () => {
      const dir = copy.dir;
      build(dir);
      const before = assets(dir);
      const bundle = bundleFiles(dir);
      expect(bundle.some((name) => name.endsWith('.js'))).toBe(true);

      const added = { story: 'deploy-test-story', article: 'deploy-test-article' };
      // A PDF name of its own: the fixture's "Fixture ..." name is kept for the unit tests' fixtures.
      fs.writeFileSync(
        path.join(dir, 'content/stories', `${added.story}.md`),
        setField(newStoryFor(path.join(dir, 'content')), 'pdfFileName', 'Deploy Test Story.pdf'),
      );
      fs.writeFileSync(path.join(dir, 'content/articles', `${added.article}.md`), newArticleFor(path.join(dir, 'content')));
      forgetState(dir);
      build(dir);
      // The new pages are there, and every script, style and font keeps its name.
      for (const slug of Object.values(added)) expect(fs.existsSync(path.join(dir, 'dist', slug, 'index.html')), slug).toBe(true);
      expect(bundleFiles(dir)).toEqual(bundle);
      const afterStory = assets(dir);

      // An edit to one page's bundled copy renames the chunk holding it and the entry (which
      // names every screen's chunk), no other: no chunk imports from the entry.
      fs.writeFileSync(
        path.join(dir, 'content/pages/about.yaml'),
        fs.readFileSync(path.join(dir, 'content/pages/about.yaml'), 'utf8').replace(/^( {2}title: ).*$/m, '$1About the company'),
      );
      forgetState(dir);
      build(dir);
      const stem = (name: string) => name.replace(/-[\w-]{8}\.\w+(\.br|\.gz)?$/, '');
      const missing = bundle.filter((name) => !fs.existsSync(path.join(dir, 'dist/assets', name)));
      expect(
        new Set(
          bundleFiles(dir)
            .filter((name) => !bundle.includes(name))
            .map(stem),
        ),
      ).toEqual(new Set(['about', 'index']));
      // (The previous files stay, kept for open tabs.)
      expect(missing).toEqual([]);

      // A code change to one screen: its chunk gets a new name, the old one stays.
      const beforeCode = assets(dir);
      fs.appendFileSync(
        path.join(dir, 'src/pages/about.tsx'),
        "\nif (typeof window !== 'undefined') Object.assign(window, { deployAssetsTest: 1 });\n",
      );
      build(dir);
      const after = assets(dir);
      // Nothing of the last two deploys is missing; a new about chunk is there, and the pages name it, not the old one.
      expect(afterStory.filter((name) => !after.includes(name))).toEqual([]);
      expect(beforeCode.filter((name) => !after.includes(name))).toEqual([]);
      const oldAbout = beforeCode.find((name) => /^about-.*\.js$/.test(name) && !before.includes(name));
      const newAbout = after.find((name) => /^about-.*\.js$/.test(name) && !beforeCode.includes(name));
      expect(oldAbout && newAbout).toBeTruthy();
      const html =
        fs.readFileSync(path.join(dir, 'dist/about/index.html'), 'utf8') + fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
      expect(html).not.toContain(oldAbout);
      const oldFiles = beforeCode.filter((name) => name === oldAbout || name.startsWith(`${oldAbout!}.`));
      expect(oldFiles.length).toBeGreaterThan(1);

      // Kept through the next builds (nothing changed: incremental ones), gone after the last.
      for (let later = 2; later <= KEEP_OLD_ASSETS_FOR_BUILDS; later++) {
        build(dir);
        for (const name of oldFiles) expect(fs.existsSync(path.join(dir, 'dist/assets', name)), `${name}, build ${later} after`).toBe(true);
      }
      build(dir);
      for (const name of oldFiles) expect(fs.existsSync(path.join(dir, 'dist/assets', name)), name).toBe(false);
      expect(assets(dir).some((name) => name.startsWith('about-'))).toBe(true);
    },
  );
});
