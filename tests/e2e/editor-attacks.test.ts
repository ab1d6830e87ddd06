/**
 * The content editor (`npm run edit`) as an attacker meets it, on a copy of the project: a web
 * page the marketer visits while the editor runs, served from another port of 127.0.0.1 (the
 * hardest case: same site, other origin), posts to every endpoint of the editor the ways a page
 * can (a no-cors fetch, a text/plain form, a JSON fetch that needs a preflight), with and without
 * a guessed session token, and tries to read the editor's page for its token. A name rebound to
 * 127.0.0.1 sends its own Host. A picture that is HTML in disguise is served, and opened. A link
 * inside content/ points out of it. Nothing is written, deleted or run, and the page can read
 * nothing back.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { copyProject } from '../../scripts/lib/project-copy';
import { launchBrowserForFile } from './support/browser';

const { startEditor } = await import('../../scripts/editor/server');
const browser = await launchBrowserForFile();

/** Every file of the copy (node_modules is a link to this checkout's, left out) with a hash of its bytes. */
function filesOf(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.name === 'node_modules' || entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(file);
      else files.set(path.relative(root, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

/** What the attacker's page runs against the editor at `editor`: each attempt and what the page could see of its answer. */
function attackPage(editor: string): string {
  const attempts = {
    write: { action: 'persistMedia', params: { asset: { path: 'content/images/csrf.txt', content: 'eA==', encoding: 'base64' } } },
    page: { action: 'persistEntry', params: { entry: { path: 'content/pages/evil.yaml', raw: 'evil: true\n' }, assets: [] } },
    remove: { action: 'deleteFile', params: { path: 'package.json' } },
    removeMany: { action: 'deleteFiles', params: { paths: ['.ci/run', 'content/site.yaml'] } },
    check: { path: 'content/stories/evil.md', raw: 'x' },
  };
  return `<!doctype html><title>A page elsewhere</title><form id="form" method="post" enctype="text/plain" target="sink"></form>
<iframe name="sink"></iframe><script>
const editor = ${JSON.stringify(editor)};
const attempts = ${JSON.stringify(attempts)};
const seen = {};
async function tryFetch(name, url, init) {
  try { const answer = await fetch(url, init); seen[name] = answer.type === 'opaque' ? 'opaque' : 'read ' + answer.status + ' ' + (await answer.text()).slice(0, 80); }
  catch (error) { seen[name] = 'blocked'; }
}
(async () => {
  for (const [name, body] of Object.entries(attempts)) {
    const endpoint = name === 'check' ? '/api/editor/check' : '/api/v1';
    for (const query of ['', '?session=guess']) {
      await tryFetch(name + ' no-cors' + query, editor + endpoint + query, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
      await tryFetch(name + ' json' + query, editor + endpoint + query, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    }
    // A form can post text/plain across sites without any script reading the answer.
    const form = document.getElementById('form');
    form.action = editor + endpoint;
    form.innerHTML = '';
    const input = document.createElement('input');
    input.name = JSON.stringify(body).slice(0, -1) + ', "x": "';
    input.value = '"}';
    form.append(input);
    // The frame loads the editor's answer (unreadable here): then the post has been answered.
    const answered = new Promise((resolve) => document.querySelector('iframe').addEventListener('load', resolve, { once: true }));
    form.submit();
    await answered;
    seen[name + ' form'] = 'opaque';
  }
  await tryFetch('read the editor page', editor + '/admin/', {});
  await tryFetch('read info', editor + '/api/v1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
  window.seen = seen;
  document.title = 'done';
})();
</script>`;
}

/** A raw request with the headers a browser would send for a page at another name (http.request lets Host be set). */
function rawRequest(url: string, options: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the content editor against a web page elsewhere', () => {
  const copy = copyProject();
  const root = copy.dir;
  const outside = path.join(path.dirname(root), 'outside');
  let editor: Awaited<ReturnType<typeof startEditor>>;
  let origin: string;
  const attacker = { server: http.createServer(), url: '', requests: [] as string[] };
  beforeAll(async () => {
    const port = await freePort();
    editor = await startEditor({ root, port });
    origin = `http://127.0.0.1:${port}`;
    attacker.server.on('request', (request, response) => {
      attacker.requests.push(request.url ?? '');
      response.setHeader('content-type', 'text/html');
      response.end(attackPage(origin));
    });
    await new Promise<void>((resolve) => attacker.server.listen(0, '127.0.0.1', resolve));
    const address = attacker.server.address();
    attacker.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    await editor?.close();
    await new Promise((resolve) => attacker.server.close(resolve));
    copy.remove();
  });

  it('a page on another port posts to every endpoint every way it can: nothing is written or deleted, and it reads nothing back', async () => {
    const before = filesOf(root);
    const page = await browser.newPage();
    await page.goto(`${attacker.url}/`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('done');
    const seen = (await page.evaluate(() => (window as unknown as { seen: Record<string, string> }).seen)) as Record<string, string>;
    await page.close();
    // The page could read no answer: a no-cors answer is opaque, a JSON request is stopped at its preflight.
    expect(Object.keys(seen).length).toBeGreaterThan(20);
    for (const [attempt, outcome] of Object.entries(seen)) expect(outcome, attempt).toMatch(/^(opaque|blocked)$/);
    expect(seen['read the editor page']).toBe('blocked');
    // Every request the page sent has been answered (fetches awaited, forms loaded): none was acted on.
    expect(filesOf(root)).toEqual(before);
  });

  it('a name rebound to 127.0.0.1 gets neither the page (with its token) nor the API, even holding the token', async () => {
    const before = filesOf(root);
    const host = `attacker.example:${new URL(origin).port}`;
    const page = await rawRequest(`${origin}/admin/`, { method: 'GET', headers: { host } });
    expect(page.status).toBe(403);
    expect(page.body).not.toContain(editor.token);
    const remove = await rawRequest(`${origin}/api/v1?session=${editor.token}`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'deleteFile', params: { path: 'content/site.yaml' } }),
    });
    expect(remove.status).toBe(403);
    // Refused before any endpoint: by Vite's own host check, and by the editor's guard behind it (request-guard.ts).
    expect(remove.body).toMatch(/Blocked request|answers only at/);
    expect(filesOf(root)).toEqual(before);
  });

  it('the editor page itself, through a link out of content/, writes nothing outside', async () => {
    fs.mkdirSync(outside, { recursive: true });
    fs.mkdirSync(path.join(root, 'content/images'), { recursive: true });
    fs.symlinkSync(outside, path.join(root, 'content/images/elsewhere'));
    const asEditor = (body: unknown) =>
      fetch(`${origin}/api/v1?session=${editor.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d5fc9' } })
      .png()
      .toBuffer();
    const upload = await asEditor({
      action: 'persistMedia',
      params: { asset: { path: 'content/images/elsewhere/chart.png', content: png.toString('base64'), encoding: 'base64' } },
    });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { error: string }).error).toMatch(/leads outside content\/images\//);
    const save = await asEditor({
      action: 'persistEntry',
      params: { entry: { path: 'content/images/elsewhere/story.md', raw: '---\ntitle: x\n---\n' }, assets: [] },
    });
    expect(save.status).toBe(403);
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('a file named .jpg that is HTML is served as a JPEG that may not be sniffed or run: its script never runs', async () => {
    fs.mkdirSync(path.join(root, 'content/images'), { recursive: true });
    // As if it came in some other way than the editor's upload (which refuses it: editor.test.ts).
    fs.writeFileSync(
      path.join(root, 'content/images/disguised.jpg'),
      `<!doctype html><script>fetch(${JSON.stringify(`${attacker.url}/ran`)})</script>`,
    );
    const answer = await fetch(`${origin}/images/disguised.jpg`);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe('sandbox');
    const page = await browser.newPage();
    await page.goto(`${origin}/images/disguised.jpg`);
    // The script would ask the attacker's server for /ran at once; a page drawn as an image never does.
    await page.goto(`${attacker.url}/after`);
    await page.close();
    expect(attacker.requests).toContain('/after');
    expect(attacker.requests).not.toContain('/ran');
  });
});
