/**
 * nginx set up as docs/operations.md says (a server block that includes the
 * files the build wrote into dist/_host/) answers like the Node server: the parity crawl of
 * every sitemap URL, page, spelling, file and probe, with and without the brotli module and
 * with a Host header, finds no difference without a known reason. And what nginx passes to
 * the Node server: the client's address and host as nginx saw them, never headers the client wrote.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl, questions, report } from '../../scripts/host-parity/crawl';
import { nginxExplanations } from '../../scripts/host-parity/explanations';
import { startNginx } from '../../scripts/lib/nginx-server';
import { buildRoutes } from '../../src/route-table';
import { HEALTH_PATHS } from '../../server/contact/health';
import { securityHeaders } from '../../server/security-headers';
import { baseURL } from './support/browser';

const distDir = path.resolve(import.meta.dirname, '../../dist');
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
