/**
 * nginx set up as docs/operations.md says (a server block that includes the rules the build
 * wrote into dist/_host/, installed into a folder of their own) answers like the Node server:
 * the parity crawl of every sitemap URL, page, spelling, file and probe, with and without the
 * brotli module and with a Host header, finds no difference without a known reason; and
 * `npm run parity` runs on a machine whose nginx has no brotli module. `nginx -t` has nothing
 * to warn about and no answer names nginx's version. And what nginx passes to the Node server:
 * the client's address and host as nginx saw them, never headers the client wrote.
 */
import { execFile, spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl, questions, report } from '../../scripts/host-parity/crawl';
import { nginxExplanations } from '../../scripts/host-parity/explanations';
import { NGINX_BROTLI } from '../../scripts/lib/debian-packages';
import { startNginx } from '../../scripts/lib/nginx-server';
import { buildRoutes } from '../../src/route-table';
import { HEALTH_PATHS } from '../../server/contact/health';
import { securityHeaders } from '../../server/security-headers';
import { baseURL } from './support/browser';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(projectRoot, 'dist');
const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});
async function nginxWith(options: Partial<Parameters<typeof startNginx>[0]> = {}) {
  const nginx = await startNginx({ distDir, apiUpstream: baseURL(), ...options });
  stops.push(() => nginx.stop());
  return nginx;
}

describe('the parity crawl, Node against nginx', () => {
  const asked = questions(distDir, buildRoutes(routeIndex));

  it('asks about every sitemap URL, page, spelling and file, and the probes', () => {
    const kinds = new Set(asked.map((question) => question.kind));
    expect([...kinds].sort()).toEqual(['file', 'page', 'probe', 'sitemap', 'spelling']);
    expect(asked.map((question) => question.path)).toEqual(
      expect.arrayContaining(['/index.html', '/robots.txt', '/sitemap.xml', '//no-such-page']),
    );
  });

  for (const brotli of [true, false]) {
    it(`finds no unexplained difference ${brotli ? 'with' : 'without'} the brotli module, with and without a Host header`, async () => {
      const nginx = await nginxWith({ brotli });
      const result = await crawl({
        reference: baseURL(),
        candidate: nginx.baseURL,
        questions: asked,
        securityHeaderNames: Object.keys(securityHeaders(site)),
        hosts: [undefined, new URL(site.origin).host],
        explanations: nginxExplanations({ brotli }),
      });
      console.log(report(`nginx ${brotli ? 'with' : 'without'} brotli`, result));
      expect(result.asked).toBe(asked.length * 3 * 2);
      expect(result.unexplained).toEqual([]);
      // The crawl sees a difference where there is one: without the module, br turns into gzip.
      const brotliDropped = result.differences.filter(
        (difference) => difference.field === 'content-encoding' && difference.reference === 'br',
      );
      expect(brotliDropped.length > 0).toBe(!brotli);
    }, 300_000);
  }
});

describe('nginx without the brotli module', () => {
  // The module's folder hidden in a mount namespace of its own: nginx as on a machine that never installed it.
  const modules = path.dirname(NGINX_BROTLI.file);
  const canHide = process.getuid?.() === 0 && spawnSync('unshare', ['--mount', 'sh', '-c', `mount -t tmpfs none ${modules}`]).status === 0;
  it.skipIf(!canHide)(
    'npm run parity crawls nginx without it, saying so in one line, and passes',
    async () => {
      const { stdout, stderr } = await promisify(execFile)(
        'unshare',
        ['--mount', 'sh', '-c', `mount -t tmpfs none ${modules} && exec npm run parity`],
        { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout: string; stderr: string; code: number }) => {
        throw new Error(`npm run parity exited with ${error.code}:\n${error.stdout}\n${error.stderr}`);
      });
      const said = `${stdout}${stderr}`.split('\n');
      expect(said.filter((line) => line.includes('no brotli module'))).toEqual([
        `parity: nginx here has no brotli module (${NGINX_BROTLI.file}): crawling nginx without it only (sudo apt-get install -y ${NGINX_BROTLI.package} adds the other half).`,
      ]);
      expect(said.filter((line) => line.startsWith('nginx without the brotli module:'))).toHaveLength(1);
      expect(said.filter((line) => line.startsWith('nginx with the brotli module:'))).toEqual([]);
    },
    600_000,
  );
});

describe("nginx's own voice", () => {
  it('nginx -t on the site file and its rules prints no warning', async () => {
    const nginx = await nginxWith();
    const { code, output } = await nginx.check();
    expect(code).toBe(0);
    // "[warn] duplicate MIME type ..." and its kin, or any worse.
    expect(output.split('\n').filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line))).toEqual([]);
    expect(output).toContain('test is successful');
  });

  it('names no nginx version, in the Server header or on the pages nginx writes itself', async () => {
    const nginx = await nginxWith();
    // A page, nginx's own redirect page, a not-found page, an answer of the Node server.
    for (const [pathname, status] of [
      ['/', 200],
      ['/about/', 301],
      ['/no-such-page', 404],
      ['/api/nothing-here', 404],
    ] as const) {
      const response = await fetch(`${nginx.baseURL}${pathname}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, pathname).toBe(status);
      expect(response.headers.get('server'), pathname).toBe('nginx');
      expect(await response.text(), pathname).not.toMatch(/nginx\/\d/);
    }
  });
});

/** A stand-in for the Node server that answers with the request headers it got. */
async function echoServer() {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('what nginx passes to the Node server', () => {
  it("the client address and host as nginx saw them, never the client's own X-Forwarded-* or Forwarded", async () => {
    const nginx = await nginxWith({ apiUpstream: await echoServer() });
    for (const pathname of ['/api/send_email/', ...HEALTH_PATHS]) {
      const response = await fetch(`${nginx.baseURL}${pathname}`, {
        headers: {
          'X-Forwarded-For': '10.9.8.7',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
          Forwarded: 'for=10.9.8.7;host=evil.example',
        },
      });
      const seen = (await response.json()) as Record<string, string>;
      expect(seen['x-forwarded-for'], pathname).toBe('127.0.0.1');
      expect(seen['x-forwarded-host'], pathname).toBe(new URL(nginx.baseURL).host);
      expect(seen['x-forwarded-proto'], pathname).toBe('http');
      expect(seen.forwarded, pathname).toBeUndefined();
    }
  });

  it('passes /api/ and /healthz through to the Node server, with its status and Cache-Control', async () => {
    const nginx = await nginxWith();
    const response = await fetch(`${nginx.baseURL}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
    const [viaNginx, direct] = await Promise.all([fetch(`${nginx.baseURL}/healthz`), fetch(`${baseURL()}/healthz`)]);
    expect(viaNginx.status).toBe(direct.status);
    expect(viaNginx.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
    for (const name of Object.keys(securityHeaders(site))) expect(viaNginx.headers.get(name), name).toBe(direct.headers.get(name));
  });

  // A client that is not loopback: nginx listening on this machine's own network address.
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  it.skipIf(!outside)(
    'gives a client from another address the /healthz answer the Node server gives that address, whatever X-Forwarded-For it sends',
    async () => {
      const nginx = await nginxWith({ host: outside });
      const keys = async (response: Response) => Object.keys((await response.json()) as object).sort();
      // The Node server trusts loopback as a proxy: told the client is `outside`, it answers as to that client.
      const expected = await keys(await fetch(`${baseURL()}/healthz`, { headers: { 'X-Forwarded-For': outside! } }));
      expect(await keys(await fetch(`${nginx.baseURL}/healthz`))).toEqual(expected);
      expect(await keys(await fetch(`${nginx.baseURL}/healthz`, { headers: { 'X-Forwarded-For': '127.0.0.1' } }))).toEqual(expected);
    },
  );
});
