/**
 * Publishing through the real nginx, as docs/operations.md says, in a copy of
 * the project: nginx is set up once on a folder the site was deployed to (npm run deploy),
 * with its rules in a folder of their own (npm run nginx:rules). A marketer then adds a story
 * and runs the build; `npm run deploy` copies the files and the story's page answers at once,
 * with the nginx that was never touched (pages are found on disk). The deploy says the rules
 * changed (the new redirect map); once they are installed and nginx reloaded, its alias and
 * other spellings lead to it too; deleted, it answers 404 at once and its alias after the next
 * install and reload. The deploy refuses an example origin unless ALLOW_EXAMPLE_ORIGIN=1.
 *
 * nginx reads no configuration from the folder it serves (the deploy user's): the deploy copies
 * no _host/ there and removes an earlier one, a _host/ put there is not read, and the
 * installer refuses rules with a line the build does not write.
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
/** The copy's build, whose _host/ holds nginx's rules. */
let builtDir: string;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let firstBuild: { stdout: string; stderr: string };

/** `npm run <script>` in the copy; rejects with its output when it fails. */
const npm = (args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', ...args], { cwd: copy.dir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
/** `npm run deploy` to the served folder, telling it where the test nginx reads its rules. */
const deployToServed = () => npm(['deploy', '--', servedDir], { ALLOW_EXAMPLE_ORIGIN: '1', NGINX_RULES: nginx.rulesDir });
/** What root runs when the deploy says the rules changed: the installer (checks, installs, nginx -t) into the test nginx's rules folder. */
const installRules = () => npm(['nginx:rules', '--', nginx.rulesDir, '--conf', nginx.configFile]);
/** Whatever the command wrote, or its error's output. */
const outputOf = (done: Promise<{ stdout: string; stderr: string }>) =>
  done.then(
    ({ stdout, stderr }) => ({ code: 0, said: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, said: `${error.stdout}${error.stderr}` }),
  );

const status = async (pathname: string) => (await fetch(`${nginx.baseURL}${pathname}`, { redirect: 'manual' })).status;

beforeAll(async () => {
  copy = copyProject({ caches: true });
  servedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-served-'));
  const siteFile = path.join(copy.dir, 'content', 'site.yaml');
  fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace(/^origin:.*$/m, `origin: ${exampleOrigin}`));
  firstBuild = await npm(['build']);
  builtDir = path.join(copy.dir, 'dist');
  await npm(['deploy', '--', servedDir], { ALLOW_EXAMPLE_ORIGIN: '1' });
  nginx = await startNginx({ distDir: builtDir, root: servedDir, apiUpstream: baseURL() });
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
    const deployed = await deployToServed();
    // The new alias is a new line of the redirect map: the deploy says so, with the command.
    expect(deployed.stdout).toContain("deploy: this build changes nginx's rules (nginx-http.conf");
    expect(deployed.stdout).toMatch(
      /\n {2}sudo .*nginx-rules.* && sudo systemctl reload nginx|\n {2}sudo npm run nginx:rules -- .* && sudo systemctl reload nginx/,
    );

    // The unchanged nginx: the page is on disk, so it answers; the new redirect is not read yet.
    expect(await status(rootPath!)).toBe(200);
    expect(await status(listedPath!)).toBe(200);
    // The story's own page, as the build wrote it, not a not-found page.
    const page = await (await fetch(`${nginx.baseURL}${rootPath}`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(page).toBe(fs.readFileSync(path.join(copy.dir, 'dist', storySlug, 'index.html'), 'utf8'));
    expect(page).toContain(`/${storySlug}"`);
    expect(await status(storyAlias)).toBe(404);

    expect((await installRules()).stdout).toMatch(/nginx:rules: installed (.*, )?nginx-http\.conf(, .*)? into .* \(nginx -t passed\)/);
    expect((await deployToServed()).stdout).toContain(`deploy: nginx's rules in ${nginx.rulesDir} are this build's: no reload needed`);
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
    expect((await deployToServed()).stdout).toContain("deploy: this build changes nginx's rules (nginx-http.conf");
    expect(fs.existsSync(path.join(servedDir, storySlug))).toBe(false);
    expect(await status(rootPath!)).toBe(404);
    expect(await status(storyAlias)).toBe(301);
    await installRules();
    await nginx.reload();
    await expect.poll(() => status(storyAlias), { timeout: 20_000 }).toBe(404);
  }, 600_000);
});

describe('nginx reads no configuration from the folder it serves', () => {
  it('deploys no _host/, reads none put there, and the next deploy removes it', async () => {
    expect(fs.existsSync(path.join(builtDir, '_host', 'nginx-server.conf'))).toBe(true);
    expect(fs.readdirSync(servedDir)).not.toContain('_host');
    // What whoever can deploy could write: the real rules, and a header and an address of their own.
    const planted = path.join(servedDir, '_host');
    fs.cpSync(path.join(builtDir, '_host'), planted, { recursive: true });
    fs.appendFileSync(
      path.join(planted, 'nginx-server.conf'),
      'add_header X-Planted "read from the served folder" always;\nlocation = /planted { return 200 "planted"; }\n',
    );
    // A fresh nginx reads all it includes at start: nothing of the served folder's.
    const fresh = await startNginx({ distDir: builtDir, root: servedDir, apiUpstream: baseURL() });
    try {
      const home = await fetch(`${fresh.baseURL}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('x-planted')).toBeNull();
      expect(home.headers.get('content-security-policy')).not.toBeNull();
      expect((await fetch(`${fresh.baseURL}/planted`)).status).toBe(404);
      expect((await fetch(`${fresh.baseURL}/_host/nginx-server.conf`)).status).toBe(404);
    } finally {
      await fresh.stop();
    }
    const deployed = await deployToServed();
    expect(deployed.stdout).toContain(`deploy: removed _host/ from ${servedDir}: nginx reads its rules from ${nginx.rulesDir}`);
    expect(fs.readdirSync(servedDir)).not.toContain('_host');
  }, 600_000);

  it('refuses rules with a line the build does not write, saying which, and installs nothing', async () => {
    const tampered = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-tampered-'));
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-rules-')), 'rules');
    try {
      fs.cpSync(path.join(builtDir, '_host'), tampered, { recursive: true });
      const server = path.join(tampered, 'nginx-server.conf');
      const lines = fs.readFileSync(server, 'utf8').split('\n');
      const at = lines.indexOf('etag on;') + 1;
      lines.splice(at, 0, 'include /etc/shadow;');
      fs.writeFileSync(server, lines.join('\n'));

      const refused = await outputOf(npm(['nginx:rules', '--', target, '--from', tampered, '--conf', nginx.configFile]));
      expect(refused.code).toBe(1);
      expect(refused.said).toContain(`nginx:rules: refused ${tampered}: nothing was installed`);
      expect(refused.said).toContain(
        `nginx-server.conf:${at + 1}: "include /etc/shadow;" is not a line the build writes in the server{} block`,
      );
      expect(fs.existsSync(target)).toBe(false);

      // The standalone copy root installs (npm run -s nginx:rules -- --tool): Node alone, the same check.
      // Named .cjs here: a folder above /tmp's may hold a package.json of "type": "module"; /usr/local/sbin has none.
      const tool = path.join(path.dirname(target), 'translytix-nginx-rules.cjs');
      fs.writeFileSync(tool, (await npm(['-s', 'nginx:rules', '--', '--tool'], { NGINX_RULES: target })).stdout, { mode: 0o755 });
      const byTool = await outputOf(run(process.execPath, [tool, '--from', tampered, '--conf', nginx.configFile]));
      expect(byTool.code).toBe(1);
      expect(byTool.said).toContain(`nginx-server.conf:${at + 1}: "include /etc/shadow;" is not a line the build writes`);
      expect(fs.existsSync(target)).toBe(false);
      // Without arguments, it installs the checkout's own build's rules where it was told at printing.
      const installed = await outputOf(run(process.execPath, [tool, '--conf', nginx.configFile]));
      expect(installed).toEqual({ code: 0, said: expect.stringContaining(`into ${target} (nginx -t passed)`) });
      expect(fs.readFileSync(path.join(target, 'nginx-http.conf'), 'utf8')).toBe(
        fs.readFileSync(path.join(builtDir, '_host', 'nginx-http.conf'), 'utf8'),
      );
    } finally {
      fs.rmSync(tampered, { recursive: true, force: true });
      fs.rmSync(path.dirname(target), { recursive: true, force: true });
    }
  }, 600_000);
});
