/**
 * A deploy keeps every page that is open in a tab working, wherever the build ran: two copies
 * of the project built as fresh clones are (no dist/, no build cache of hashed files), with a
 * page-copy edit between them that renames the About chunk and the entry, deployed one after
 * the other into the folder nginx serves. A visitor who opened the home page before the second
 * deploy clicks on to About after it: the old About chunk is still there, so the page shows
 * (with the copy of the deploy the tab came from) and no asset request fails.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/lib/nginx-server';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { baseURL, launchBrowserForFile, waitForHydration } from './support/browser';

const run = promisify(execFile);
const browser = await launchBrowserForFile();

/** A fresh clone of the project, built (caches of rendered media only, which name no asset). */
async function builtClone(edit?: (dir: string) => void): Promise<ProjectCopy> {
  const copy = copyProject({ caches: true });
  edit?.(copy.dir);
  await run('npm', ['run', 'build'], { cwd: copy.dir, maxBuffer: 64 * 1024 * 1024 });
  return copy;
}
const deploy = (copy: ProjectCopy, served: string) =>
  run('npm', ['run', 'deploy', '--', served], { cwd: copy.dir, env: { ...process.env, ALLOW_EXAMPLE_ORIGIN: '1' } });
const aboutHeading = (dir: string) => /^ {2}heading: (.*)$/m.exec(fs.readFileSync(path.join(dir, 'content/pages/about.yaml'), 'utf8'))?.[1];
const assetNames = (dir: string) => new Set(fs.readdirSync(path.join(dir, 'assets')));

let first: ProjectCopy;
let second: ProjectCopy;
let served: string;
beforeAll(async () => {
  first = await builtClone();
  second = await builtClone((dir) => {
    const file = path.join(dir, 'content/pages/about.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^( {2}heading: ).*$/m, '$1Built for the People Who Plan, edited'));
  });
  served = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-served-'));
}, 900_000);
afterAll(() => {
  first?.remove();
  second?.remove();
  if (served) fs.rmSync(served, { recursive: true, force: true });
});

describe('a deploy from a fresh clone', () => {
  it('leaves a tab opened on the previous deploy able to open another page', { timeout: 300_000 }, async () => {
    await deploy(first, served);
    const firstAssets = assetNames(served);
    // The rules from the first build (root installs them outside the served folder), the pages from the deploy.
    const nginx = await startNginx({ distDir: path.join(first.dir, 'dist'), root: served, apiUpstream: baseURL() });
    try {
      const context = await browser.newContext({ baseURL: nginx.baseURL });
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/') && response.status() >= 400)
          failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto('/');
      await waitForHydration(page);

      const { stdout } = await deploy(second, served);
      // The second build renamed files (its entry at least), and the deploy kept the first one's.
      const secondBuilt = assetNames(path.join(second.dir, 'dist'));
      const renamed = [...firstAssets].filter((name) => !secondBuilt.has(name));
      expect(renamed.some((name) => /^about-.*\.js$/.test(name))).toBe(true);
      expect([...renamed].filter((name) => !fs.existsSync(path.join(served, 'assets', name)))).toEqual([]);
      expect(stdout).toMatch(/[1-9]\d* of earlier deploys kept for open pages/);

      // The open tab goes on, by the in-site link, to a page whose chunk the second build renamed.
      await page.locator('header a[href="/about"]').first().click();
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(aboutHeading(first.dir));
      expect(new URL(page.url()).pathname).toBe('/about');
      expect(failed).toEqual([]);
      // A page loaded now is the second deploy's.
      await page.goto('/about');
      await expect(page.locator('h1').first().textContent()).resolves.toBe(aboutHeading(second.dir));
      await context.close();
    } finally {
      await nginx.stop();
    }
  });
});
