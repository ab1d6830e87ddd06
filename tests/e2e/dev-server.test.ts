/**
 * `npm run dev` as a marketer uses it, in a copy of the project: a broken save shows the
 * problem in the error overlay, the next good save clears it and shows the change, and a file
 * saved in two pieces is read only once it is whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { freePort } from '../../scripts/lib/site-server';
import { launchBrowser } from './support/browser';

let copy: ProjectCopy;
let vite: ChildProcess;
let log = '';
let baseURL: string;
let browser: Browser;
let page: Page;
let articleFile: string;
let slug: string;

beforeAll(async () => {
  copy = copyProject();
  const name = fs.readdirSync(path.join(copy.dir, 'content/articles')).sort()[0]!;
  slug = name.replace(/\.md$/, '');
  articleFile = path.join(copy.dir, 'content/articles', name);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: copy.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  vite.stdout?.on('data', (chunk) => (log += chunk));
  vite.stderr?.on('data', (chunk) => (log += chunk));
  await vi.waitFor(
    async () => {
      if (
        !(await fetch(baseURL).then(
          (response) => response.ok,
          () => false,
        ))
      )
        throw new Error(`the dev server did not start:\n${log}`);
    },
    { timeout: 60_000, interval: 250 },
  );
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${baseURL}/${slug}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (vite?.pid && vite.exitCode === null) {
    const exited = new Promise((resolve) => vite!.once('exit', resolve));
    process.kill(-vite.pid, 'SIGTERM');
    // Removing the copy while Vite still writes its cache fails with ENOTEMPTY. A bound on the
    // wait for its exit, not a sleep: it ends as soon as Vite has exited.
    // eslint-disable-next-line no-restricted-syntax -- a bound, see above
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  copy?.remove();
});

const overlay = () => page.locator('vite-error-overlay');
const setTitle = (source: string, title: string) => source.replace(/^title: .*$/m, `title: ${title}`);

describe('npm run dev', () => {
  it('shows a broken save in the error overlay, and clears it on the next good save', async () => {
    const original = fs.readFileSync(articleFile, 'utf8');
    fs.writeFileSync(articleFile, setTitle(original, 'Broken: a colon in a title'));
    await expect.poll(() => overlay().count(), { timeout: 20_000 }).toBe(1);
    expect(await overlay().evaluate((element) => element.shadowRoot?.textContent ?? '')).toContain('A colon inside a value needs quotes');

    fs.writeFileSync(articleFile, setTitle(original, '"Fixed: the title works again"'));
    await expect.poll(() => overlay().count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Fixed: the title works again');
  });

  it('never reads a file an editor is still writing', async () => {
    const original = fs.readFileSync(articleFile, 'utf8');
    const whole = setTitle(original, '"Saved in two pieces"');
    const before = log.length;
    // An editor that writes the file in two pieces, the first ending inside a quoted title
    // (which alone would be a YAML error), the rest a moment later: long enough for the file
    // watcher to report the first piece on its own.
    const cut = whole.indexOf('Saved in two') + 'Saved'.length;
    const handle = fs.openSync(articleFile, 'w');
    fs.writeSync(handle, whole.slice(0, cut));
    // The editor's pause between its two writes is the scenario itself, not a wait for a result
    // (the result is polled for below).
    // eslint-disable-next-line no-restricted-syntax -- the input's own timing, see above
    await new Promise((resolve) => setTimeout(resolve, 120));
    fs.writeSync(handle, whole.slice(cut));
    fs.closeSync(handle);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Saved in two pieces');
    expect(log.slice(before)).not.toContain('Content has');
    expect(await overlay().count()).toBe(0);
  });
});
