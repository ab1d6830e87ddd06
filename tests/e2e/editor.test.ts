/**
 * The content editor in Chromium, local mode, on a copy of the project (never the real
 * content/): a marketer edits a story and is shown the content check's problem before
 * saving (the company left empty), then none once it is filled in again; creates a story by
 * duplicating one (the check names the clashing id until it is changed) and publishes it; editing one field of
 * an existing article and publishing changes exactly one line of its file; uploads a team photo
 * with the picture button, which lands in content/images/ byte for byte and is named in the
 * entry. The saved content compiles, and the copy then builds and serves what was saved: the new
 * story, the edited article and the photo, as a visitor sees them. The editor (Decap CMS) is
 * installed on demand the way `npm run edit` does (scripts/editor/install.mjs: `npm ci` from its
 * lockfile, from npm's cache once fetched).
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/content/compile';
import { readContent } from '../../scripts/content/read-content';
import { freePort } from '../../scripts/lib/free-port';
import { copyProject } from '../../scripts/lib/project-copy';
import { startSite } from '../../scripts/lib/site-server';
import { articlePaths, storyPaths } from '../../src/route-table';
import { launchBrowserForFile } from './support/browser';

const installed = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/editor/install.mjs')], {
  stdio: 'inherit',
  timeout: 10 * 60_000,
});
if (installed.status !== 0) throw new Error('Installing the editor (scripts/editor/install.mjs) failed');
const { startEditor } = await import('../../scripts/editor/server');
const browser = await launchBrowserForFile();

/** Bound for the editor's first load (Vite bundles Decap once, then it is cached in .cache/vite-editor). */
const FIRST_LOAD_MS = 240_000;
/** Bound for building the copy (about 10 s on an idle machine; the PDFs and pictures come from the copied caches). */
const BUILD_MS = 300_000;

describe('the content editor, local mode', { timeout: FIRST_LOAD_MS + 120_000 }, () => {
  // A whole copy (node_modules linked, the build's picture, PDF and share-image caches copied):
  // the editor edits its content/, and the last test builds and serves it.
  const copy = copyProject({ caches: true });
  const root = copy.dir;
  let editor: Awaited<ReturnType<typeof startEditor>>;
  beforeAll(async () => {
    editor = await startEditor({ root, port: await freePort() });
  }, 60_000);
  afterAll(async () => {
    await editor?.close();
    copy.remove();
  });

  async function openEntry(hash: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1100 } });
    await page.goto(`${editor.url}#${hash}`, { timeout: FIRST_LOAD_MS });
    const login = page.getByRole('button', { name: /login/i });
    await login.waitFor({ timeout: FIRST_LOAD_MS });
    await login.click();
    return page;
  }

  const firstFile = (folder: string) =>
    fs
      .readdirSync(path.join(root, 'content', folder))
      .filter((name) => name.endsWith('.md'))
      .sort()[0]!;

  it('shows the content check on a story: a problem while the company is empty, none once it is back', async () => {
    const name = firstFile('stories');
    const page = await openEntry(`/collections/stories/entries/${name.replace(/\.md$/, '')}`);
    const check = page.frameLocator('iframe').getByTestId('editor-check');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/No problems/);
    const company = page.locator('input[id^="company-field"]');
    const was = await company.inputValue();
    await company.fill('');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/problem.*company/is);
    await company.fill(was);
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/No problems/);
    await page.close();
  });

  it('creates a story by duplicating one: the preview follows the form, the check names the duplicate id, then nothing once fixed, and the new file compiles', async () => {
    const folder = path.join(root, 'content/stories');
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort();
    // A story whose copy clashes only in its id and PDF name (no aliases or canonical path of its own).
    const source = files.find((name) => !/^(aliases|canonicalPath):/m.test(fs.readFileSync(path.join(folder, name), 'utf8')))!;
    const freeId =
      Math.max(...files.map((name) => Number(/^id: (\d+)$/m.exec(fs.readFileSync(path.join(folder, name), 'utf8'))?.[1] ?? 0))) + 1;
    const page = await openEntry(`/collections/stories/entries/${source.replace(/\.md$/, '')}`);
    await page.locator('input[id^="title-field"]').first().waitFor({ timeout: 60_000 });
    await page
      .getByRole('button', { name: /^Publish/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).first().click();
    await page.locator('input[id^="title-field"]').first().fill('A Story Made in the Editor');
    // The preview is the story page drawn by the site's own components, following the form.
    const preview = page.frameLocator('iframe');
    await expect
      .poll(() => preview.getByRole('heading', { level: 1, name: 'A Story Made in the Editor' }).isVisible(), { timeout: 60_000 })
      .toBe(true);
    const check = page.frameLocator('iframe').getByTestId('editor-check');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/problem.*\bid\b/is);
    await page.locator('input[id^="id-field"]').fill(String(freeId));
    const pdf = page.locator('input[id^="pdfFileName-field"]');
    if (await pdf.count()) await pdf.fill('A Story Made in the Editor.pdf');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/No problems/);
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    const created = path.join(folder, 'a-story-made-in-the-editor.md');
    // Written in one step (scripts/editor/persist.ts): once it is there, it is all there.
    await expect.poll(() => fs.existsSync(created), { timeout: 60_000 }).toBe(true);
    const { content, problems } = await readContent(path.join(root, 'content'));
    expect(problems).toEqual([]);
    expect(content!.stories.find((story) => story.slug === 'a-story-made-in-the-editor')).toMatchObject({
      id: freeId,
      title: 'A Story Made in the Editor',
    });
    await page.close();
  });

  it('editing one field of an article and publishing changes exactly one line, and the content still compiles', async () => {
    const name = firstFile('articles');
    const file = path.join(root, 'content/articles', name);
    const before = fs.readFileSync(file, 'utf8');
    const page = await openEntry(`/collections/articles/entries/${name.replace(/\.md$/, '')}`);
    const author = page.locator('input[id^="author-field"]');
    await author.waitFor({ timeout: 60_000 });
    await author.fill('A. N. Editor');
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    // The editor's server replaces the file in one step (scripts/editor/persist.ts): once the
    // edit is in, the file read is the whole saved file, never a part of it.
    await expect.poll(() => fs.readFileSync(file, 'utf8').includes('A. N. Editor'), { timeout: 60_000 }).toBe(true);
    const after = fs.readFileSync(file, 'utf8').split('\n');
    const lines = before.split('\n');
    expect(after).toHaveLength(lines.length);
    expect(after.filter((line, index) => line !== lines[index])).toEqual([expect.stringMatching(/^author: "?A\. N\. Editor"?$/)]);
    const { problems } = await readContent(path.join(root, 'content'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('uploads a team photo with the picture button: it lands in content/images/ byte for byte, and the entry names it', async () => {
    const teamFile = path.join(root, 'content/pages/team.yaml');
    const members = () => (parse(fs.readFileSync(teamFile, 'utf8')) as { members: { name: string; photo?: string }[] }).members;
    const [first] = members();
    expect(first, 'content/pages/team.yaml has a member').toBeDefined();
    // A photo as a marketer has one: a file on their computer, outside the project.
    const upload = path.join(path.dirname(root), 'Editor Upload Photo.png');
    await sharp({ create: { width: 320, height: 400, channels: 3, background: '#1d5fc9' } })
      .png()
      .toFile(upload);
    const page = await openEntry('/collections/pages/entries/team');
    const membersList = page.locator('[id^="members-field"]').first();
    await membersList.waitFor({ timeout: 60_000 });
    await membersList.getByTestId('expand-button').first().click();
    // The first member's picture button ("Choose an image", or "Choose different image" when it has one).
    await page.locator('[aria-label="image field"]').first().getByRole('button').first().click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();

    const named = () => members()[0]?.photo;
    await expect.poll(named, { timeout: 60_000 }).toMatch(/^\/images\/.*editor-upload-photo\.png$/);
    const saved = path.join(root, 'content', named() ?? '');
    expect(saved.startsWith(path.join(root, 'content/images') + path.sep), saved).toBe(true);
    await expect.poll(() => fs.existsSync(saved) && fs.readFileSync(saved).equals(fs.readFileSync(upload)), { timeout: 60_000 }).toBe(true);
    const { problems } = await readContent(path.join(root, 'content'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it(
    'the saved story, the edited article and the photo are built and served: a visitor sees them',
    { timeout: BUILD_MS + 240_000 },
    async () => {
      // What the tests above saved, read from the copy as the build reads it.
      const { content } = await readContent(path.join(root, 'content'));
      const story = content?.stories.find((entry) => entry.slug === 'a-story-made-in-the-editor');
      const article = content?.articles.find((entry) => entry.author === 'A. N. Editor');
      const member = (
        parse(fs.readFileSync(path.join(root, 'content/pages/team.yaml'), 'utf8')) as { members: { name: string; photo?: string }[] }
      ).members[0];
      if (!story || !article || !member?.photo) throw new Error('The story, the article edit or the photo saved above is not in the copy');

      // The live build, as the default branch's build makes it after the pull request is merged
      // (npm start never serves a preview build: it would build the live site first anyway).
      const env: NodeJS.ProcessEnv = { ...process.env, LOG: 'off' };
      delete env.TRANSLYTIX_PREVIEW;
      await promisify(execFile)('npm', ['run', 'build'], { cwd: root, env, timeout: BUILD_MS, maxBuffer: 16 * 1024 * 1024 });
      const site = await startSite({ cwd: root });
      try {
        const page = await browser.newPage({ baseURL: site.baseURL });
        await page.goto(storyPaths(story.slug)[0] ?? '');
        await page.getByRole('heading', { level: 1, name: story.title }).first().waitFor();
        await page.goto(articlePaths(article)[0] ?? '');
        await page.getByRole('heading', { level: 1, name: article.title }).first().waitFor();
        await page.getByText('A. N. Editor').first().waitFor();
        // The photo is drawn once the page's portraits load (after hydration), from the build's copies of it.
        await page.goto('/team');
        const photo = page.getByRole('article', { name: member.name }).locator('img');
        await expect
          .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 30_000 })
          .toBe(true);
        await page.close();
      } finally {
        await site.stop();
      }
    },
  );
});
