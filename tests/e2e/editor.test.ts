/**
 * The content editor in Chromium, local mode, on a copy of the project (never the real
 * content/), as a marketer meets it: it opens although an article names a picture not yet in
 * content/images/ (the article lists the problem, and deleting it removes its file); a story
 * shows the content check's problem while the company is empty, then none; a story created by
 * duplicating one is refused while it keeps its source's id (the refusal names it), then saved
 * once changed; HTML named .jpg is refused on the Media page and a real picture uploaded there;
 * a picture line and a link to a page of the site typed into an article, existing or new, draw
 * in the body's widget and the preview without a crash and the text is kept; Tab types a tab in
 * the body (Escape then Tab leaves it); a policy with its title cleared is refused, naming it,
 * and its preview is the policy drawn from its Markdown; changing only the address's #… part to
 * another entry opens that entry's own fields; editing one field of
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
import type { Locator, Page } from 'playwright-core';
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
/** What the article edit types into an article's title (one line of its file). */
const EDITED_TITLE = 'Safety Stock, Edited in the Editor';
/** The picture the marketer uploads on the Media page and names in an article. */
const PICTURE = 'fill-rate-q3.png';

const firstFile = (root: string, folder: string, extension = '.md') =>
  fs
    .readdirSync(path.join(root, 'content', folder))
    .filter((name) => name.endsWith(extension))
    .sort()[0]!;

/** The editor's toasts (Decap's notifications), as the marketer reads them. */
const toasts = (page: Page) => page.locator('.Toastify__toast').allTextContents();

describe('the content editor, local mode', { timeout: FIRST_LOAD_MS + 120_000 }, () => {
  // A whole copy (node_modules linked, the build's picture, PDF and share-image caches copied):
  // the editor edits its content/, and the last test builds and serves it.
  const copy = copyProject({ caches: true });
  const root = copy.dir;
  let editor: Awaited<ReturnType<typeof startEditor>>;
  /** An article whose picture line names a picture the copy does not have (copied from the first article). */
  const BROKEN = 'an-article-without-its-picture';
  beforeAll(async () => {
    const articles = path.join(root, 'content/articles');
    const model = fs.readFileSync(path.join(articles, firstFile(root, 'articles')), 'utf8');
    const ids = fs
      .readdirSync(articles)
      .map((name) => Number(/^id: (\d+)$/m.exec(fs.readFileSync(path.join(articles, name), 'utf8'))?.[1] ?? 0));
    const broken = model
      .replace(/^id: \d+$/m, `id: ${Math.max(...ids) + 1}`)
      .replace(/^title:.*$/m, 'title: An Article Without Its Picture')
      .replace(/\n---\n/, '\n---\n![A chart not uploaded yet](/images/not-uploaded-yet.png)\n\n');
    fs.writeFileSync(path.join(articles, `${BROKEN}.md`), broken);
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

  it('opens although an article names a picture not in content/images/: the article lists the problem, and Delete entry removes its file', async () => {
    const page = await openEntry(`/collections/articles/entries/${BROKEN}`);
    const check = page.frameLocator('iframe').getByTestId('editor-check');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/not-uploaded-yet\.png/);
    // The preview draws the article, the missing picture as its description.
    await expect
      .poll(() => page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'An Article Without Its Picture' }).isVisible(), {
        timeout: 60_000,
      })
      .toBe(true);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect.poll(() => fs.existsSync(path.join(root, 'content/articles', `${BROKEN}.md`)), { timeout: 60_000 }).toBe(false);
    await page.close();
  });

  it("shows the content check on a story: a problem while the company is empty, none once it is back; another story's address opens that story", async () => {
    const name = firstFile(root, 'stories');
    const page = await openEntry(`/collections/stories/entries/${name.replace(/\.md$/, '')}`);
    const check = page.frameLocator('iframe').getByTestId('editor-check');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/No problems/);
    const company = page.locator('input[id^="company-field"]');
    const was = await company.inputValue();
    await company.fill('');
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/problem.*company/is);
    await company.fill(was);
    await expect.poll(() => check.textContent(), { timeout: 60_000 }).toMatch(/No problems/);
    // Changing only the address's #… part to another story opens that story's own fields, not this one's.
    const other = fs
      .readdirSync(path.join(root, 'content/stories'))
      .filter((file) => file.endsWith('.md') && file !== name)
      .sort()[0]!;
    const otherTitle = /^title: "?(.*?)"?$/m.exec(fs.readFileSync(path.join(root, 'content/stories', other), 'utf8'))![1]!;
    await page.goto(`${editor.url}#/collections/stories/entries/${other.replace(/\.md$/, '')}`);
    const title = page.locator('input[id^="title-field"]').first();
    await expect.poll(() => title.inputValue().catch(() => ''), { timeout: 60_000 }).toBe(otherTitle);
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
    // Publishing it as it is is refused, naming the id, and nothing is written (one rule for new and existing entries).
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    await expect.poll(() => toasts(page), { timeout: 60_000 }).toContainEqual(expect.stringMatching(/Not saved: .*\bid\b.*Fix: /s));
    expect(fs.existsSync(path.join(folder, 'a-story-made-in-the-editor.md'))).toBe(false);
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

  it('refuses HTML named .jpg on the Media page, and takes a real picture there', async () => {
    const outsideFolder = path.dirname(root);
    const disguised = path.join(outsideFolder, 'fill-rate.jpg');
    fs.writeFileSync(disguised, '<!doctype html><script>fetch("/api/v1")</script>');
    const picture = path.join(outsideFolder, PICTURE);
    await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d5fc9' } })
      .png()
      .toFile(picture);
    // The Media page of the header (a dialog over the collections).
    const page = await openEntry('/collections/stories');
    await page.getByText('Media', { exact: true }).first().click({ timeout: 60_000 });
    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles(disguised);
    await expect
      .poll(() => toasts(page), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/fill-rate\.jpg is not a picture the site can show/));
    expect(fs.existsSync(path.join(root, 'content/images/fill-rate.jpg'))).toBe(false);
    await upload.setInputFiles(picture);
    await expect.poll(() => fs.existsSync(path.join(root, 'content/images', PICTURE)), { timeout: 60_000 }).toBe(true);
    expect(fs.readFileSync(path.join(root, 'content/images', PICTURE)).equals(fs.readFileSync(picture))).toBe(true);
    await page.close();
  });

  /** Types a picture line and a link to a page of the site at the end of the article body, and checks both are drawn, beside and in the preview. */
  async function typePictureAndLink(page: Page): Promise<void> {
    const body = page.locator('textarea[id^="body-field"]');
    await body.waitFor({ timeout: 60_000 });
    await body.click();
    await body.press('Control+End');
    const lines = `\n\n![Fill rate by week](/images/${PICTURE})\n\n[see the blog](/blog)\n`;
    await body.pressSequentially(lines);
    const widget = page.getByTestId('article-body-rendered');
    const preview = page.frameLocator('iframe');
    const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
    for (const drawn of [widget, preview.locator('article')]) {
      // Drawn lazily, as on the site: it loads once scrolled to, as the marketer would.
      const image = drawn.getByRole('img', { name: 'Fill rate by week' });
      await image.scrollIntoViewIfNeeded({ timeout: 60_000 });
      await expect.poll(() => loaded(image), { timeout: 60_000 }).toBe(true);
      await drawn.getByRole('link', { name: 'see the blog' }).waitFor({ timeout: 60_000 });
    }
    expect(await page.getByText(/There's been an error/).count()).toBe(0);
    expect(await body.inputValue()).toContain(lines.trim());
  }

  it('a picture line and a link to a page of the site, typed into an existing article and a new one, are drawn, the text is kept and saved, and Tab types a tab', async () => {
    const name = firstFile(root, 'articles');
    const file = path.join(root, 'content/articles', name);
    const page = await openEntry(`/collections/articles/entries/${name.replace(/\.md$/, '')}`);
    await typePictureAndLink(page);
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    await expect.poll(() => fs.readFileSync(file, 'utf8'), { timeout: 60_000 }).toContain(`![Fill rate by week](/images/${PICTURE})`);
    expect(fs.readFileSync(file, 'utf8')).toContain('[see the blog](/blog)');
    await page.close();

    const fresh = await openEntry('/collections/articles/new');
    await typePictureAndLink(fresh);
    // Tab types a tab in the body (tab rows make a table); Escape then Tab leaves it.
    const body = fresh.locator('textarea[id^="body-field"]');
    await body.fill('');
    await body.pressSequentially('Month');
    await body.press('Tab');
    await body.pressSequentially('Fill rate');
    expect(await body.inputValue()).toBe('Month\tFill rate');
    expect(await body.evaluate((element) => element === document.activeElement)).toBe(true);
    await body.press('Escape');
    await body.press('Tab');
    expect(await body.evaluate((element) => element === document.activeElement)).toBe(false);
    expect(await body.inputValue()).toBe('Month\tFill rate');
    await fresh.close();
    const { problems } = await readContent(path.join(root, 'content'));
    expect(problems).toEqual([]);
  });

  it('a policy with its title cleared is refused, naming the title, and its file is kept; its preview is the policy drawn from its Markdown', async () => {
    const name = firstFile(root, 'legal', '.mdx');
    const file = path.join(root, 'content/legal', name);
    const before = fs.readFileSync(file, 'utf8');
    const page = await openEntry(`/collections/policies/entries/${name.replace(/\.mdx$/, '')}`);
    const preview = page.frameLocator('iframe');
    // A heading written "## ..." is drawn as a heading, never shown as "##".
    await preview.locator('article h2').first().waitFor({ timeout: 60_000 });
    expect(await preview.locator('article').textContent()).not.toMatch(/^##|\|---/m);
    const title = page.locator('input[id^="title-field"]');
    await title.fill('');
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    // Decap's own form check, or the editor's server: either way the title is named and nothing is written.
    await expect.poll(() => toasts(page), { timeout: 60_000 }).toContainEqual(expect.stringMatching(/title|required field/i));
    await expect.poll(() => preview.getByTestId('editor-check').textContent(), { timeout: 60_000 }).toMatch(/title/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    await page.close();
  });

  it('editing one field of an article and publishing changes exactly one line, and the content still compiles', async () => {
    const name = firstFile(root, 'articles');
    const file = path.join(root, 'content/articles', name);
    const before = fs.readFileSync(file, 'utf8');
    const page = await openEntry(`/collections/articles/entries/${name.replace(/\.md$/, '')}`);
    // The title: an article's author is an author's id now (content/authors/), which the edit would have to match.
    const title = page.locator('input[id^="title-field"]');
    await title.waitFor({ timeout: 60_000 });
    await title.fill(EDITED_TITLE);
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await page.getByText(/Publish now/).click();
    // The editor's server replaces the file in one step (scripts/editor/persist.ts): once the
    // edit is in, the file read is the whole saved file, never a part of it.
    await expect.poll(() => fs.readFileSync(file, 'utf8').includes(EDITED_TITLE), { timeout: 60_000 }).toBe(true);
    const after = fs.readFileSync(file, 'utf8').split('\n');
    const lines = before.split('\n');
    expect(after).toHaveLength(lines.length);
    expect(after.filter((line, index) => line !== lines[index])).toEqual([
      expect.stringMatching(new RegExp(`^title: "?${EDITED_TITLE}"?$`)),
    ]);
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
      const article = content?.articles.find((entry) => entry.title === EDITED_TITLE);
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
        await page.getByRole('heading', { level: 1, name: EDITED_TITLE }).first().waitFor();
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
