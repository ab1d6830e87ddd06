/**
 * Publishing through the real nginx, as docs/operations.md says, in a copy of
 * the project: nginx is set up once on a folder the site was deployed to (npm run deploy). A
 * marketer then adds a story and runs the build; `npm run deploy` copies the files and the
 * story's page answers at once, with the nginx that was never touched (pages are found on
 * disk). After a reload, which reads the redirect map that came with the files, its alias
 * and other spellings lead to it too; deleted, it answers 404 at once and its alias after the
 * next reload. And the deploy refuses an example origin unless ALLOW_EXAMPLE_ORIGIN=1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStoryFor, setField } from '../../scripts/content/test-support';
import { startNginx } from '../../scripts/lib/nginx-server';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { storyPaths } from '../../src/route-table';
import { baseURL } from './support/browser';

const run = promisify(execFile);
const storySlug = 'deploy-check-cold-chain';
const storyAlias = '/Deploy-Check-Cold-Chain-Story';
/** The copy's origin, an example domain whatever the real content says: the deploy must refuse it. */
const exampleOrigin = 'https://www.deploy-check.example';

let copy: ProjectCopy;
let servedDir: string;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let firstBuild: { stdout: string; stderr: string };

/** `npm run <script>` in the copy; rejects with its output when it fails. */
const npm = (args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', ...args], { cwd: copy.dir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });

const status = async (pathname: string) => (await fetch(`${nginx.baseURL}${pathname}`, { redirect: 'manual' })).status;

beforeAll(async () => {
  copy = copyProject({ caches: true });
  servedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-served-'));
  const siteFile = path.join(copy.dir, 'content', 'site.yaml');
  fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace(/^origin:.*$/m, `origin: ${exampleOrigin}`));
  firstBuild = await npm(['build']);
  await npm(['deploy', '--', servedDir], { ALLOW_EXAMPLE_ORIGIN: '1' });
  nginx = await startNginx({ distDir: servedDir, apiUpstream: baseURL() });
}, 600_000);
afterAll(async () => {
  await nginx?.stop();
  copy?.remove();
  if (servedDir) fs.rmSync(servedDir, { recursive: true, force: true });
});

describe('build, copy, reload through nginx', () => {
  it('builds an example-origin site with one warning naming the origin, and refuses to deploy it unless told it is on purpose', async () => {
    const warnings = `${firstBuild.stdout}${firstBuild.stderr}`
      .split('\n')
      .filter((line) => line.includes(`${exampleOrigin} is an example domain`));
    expect(warnings).toHaveLength(1);
    const refused = await npm(['deploy', '--', servedDir]).then(
      () => null,
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toContain(exampleOrigin);
    expect(refused).toContain('ALLOW_EXAMPLE_ORIGIN=1');
  });

  it('serves a story published after set-up without touching nginx, and its alias after a reload', async () => {
    const [rootPath, listedPath] = storyPaths(storySlug);
    expect(await status(rootPath!)).toBe(404);

    const contentDir = path.join(copy.dir, 'content');
    // A PDF name of its own: the fixture's "Fixture ..." name is kept for the unit tests' fixtures.
    const story = setField(setField(newStoryFor(contentDir), 'aliases', `[${storyAlias}]`), 'pdfFileName', 'Nginx Deploy Story.pdf');
    fs.writeFileSync(path.join(contentDir, 'stories', `${storySlug}.md`), story);
    await npm(['build']);
    await npm(['deploy', '--', servedDir], { ALLOW_EXAMPLE_ORIGIN: '1' });

    // The unchanged nginx: the page is on disk, so it answers; the new redirect is not read yet.
    expect(await status(rootPath!)).toBe(200);
    expect(await status(listedPath!)).toBe(200);
    // The story's own page, as the build wrote it, not a not-found page.
    const page = await (await fetch(`${nginx.baseURL}${rootPath}`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(page).toBe(fs.readFileSync(path.join(copy.dir, 'dist', storySlug, 'index.html'), 'utf8'));
    expect(page).toContain(`/${storySlug}"`);
    expect(await status(storyAlias)).toBe(404);

    await nginx.reload();
    // A reload hands over to new workers: ask until they answer with the new map.
    await expect.poll(() => status(storyAlias), { timeout: 20_000 }).toBe(301);
    for (const spelling of [storyAlias, storyAlias.toLowerCase(), `${storyAlias}/`, rootPath!.toUpperCase(), `${rootPath}/`]) {
      const response = await fetch(`${nginx.baseURL}${spelling}?utm_source=deploy`, { redirect: 'manual' });
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('location'), spelling).toBe(`${rootPath}?utm_source=deploy`);
    }
    // The deploy left no other build's page behind and nginx still serves the rest.
    expect(await status('/')).toBe(200);
    expect(await status('/no-such-page')).toBe(404);
  }, 600_000);

  it('answers 404, not a redirect to itself, for a deleted story until the reload forgets it', async () => {
    const [rootPath] = storyPaths(storySlug);
    fs.rmSync(path.join(copy.dir, 'content', 'stories', `${storySlug}.md`));
    await npm(['build']);
    await npm(['deploy', '--', servedDir], { ALLOW_EXAMPLE_ORIGIN: '1' });
    expect(fs.existsSync(path.join(servedDir, storySlug))).toBe(false);
    expect(await status(rootPath!)).toBe(404);
    expect(await status(storyAlias)).toBe(301);
    await nginx.reload();
    await expect.poll(() => status(storyAlias), { timeout: 20_000 }).toBe(404);
  }, 600_000);
});
