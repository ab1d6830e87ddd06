/**
 * The example nginx configuration (npm run nginx:config) behaves like the Node server:
 * same pages, redirects, 404s, headers and caching, on the same dist/.
 */
import path from 'node:path';
import { legalPages } from '@content/legal';
import { site } from '@content/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/lib/nginx-server';
import { securityHeaders } from '../../server/security-headers';
import { baseURL } from './support/browser';
import { nth } from './support/derive';
import { builtPaths, campaignQuery, redirects, spellings } from './support/routes';

let nginx: Awaited<ReturnType<typeof startNginx>>;
beforeAll(async () => {
  nginx = await startNginx({ distDir: path.resolve(import.meta.dirname, '../../dist'), apiUpstream: baseURL() });
});
afterAll(async () => {
  await nginx?.stop();
});

const both = async (path: string, headers: Record<string, string> = {}) => {
  const [node, ngx] = await Promise.all(
    [baseURL(), nginx.baseURL].map((origin) => fetch(`${origin}${path}`, { headers, redirect: 'manual' })),
  );
  return { node: node!, ngx: ngx! };
};

describe('nginx with the generated configuration', () => {
  it('serves every built page with the same HTML and status', async () => {
    for (const path of builtPaths) {
      const { node, ngx } = await both(path);
      expect(ngx.status, path).toBe(node.status);
      expect(await ngx.text(), path).toBe(await node.text());
    }
  });

  it('redirects every alias and every spelling of a story, article or alias address like the Node server, in one step, query kept', async () => {
    const requested = [...redirects.map((redirect) => redirect.from), ...spellings.map((spelling) => spelling.from)];
    for (const path of requested) {
      const { node, ngx } = await both(`${path}${campaignQuery}`);
      expect(ngx.status, path).toBe(301);
      expect(node.status, path).toBe(301);
      const location = new URL(ngx.headers.get('location')!, nginx.baseURL);
      expect(location.pathname + location.search, path).toBe(node.headers.get('location'));
      expect((await fetch(location, { redirect: 'manual' })).status, location.pathname).toBe(200);
    }
  });

  it('drops the trailing slash of a fixed page or a policy, query kept, and keeps their letter case exact', async () => {
    const { path: policyPath } = nth(legalPages, 0, 'policy');
    for (const path of [`${policyPath}/`, '/about/']) {
      const { node, ngx } = await both(`${path}?utm_source=x`);
      expect(ngx.status, path).toBe(301);
      const location = new URL(ngx.headers.get('location')!, nginx.baseURL);
      expect(location.pathname + location.search, path).toBe(node.headers.get('location'));
    }
    for (const path of [policyPath.toUpperCase(), `${policyPath.toLowerCase()}/`, '/ABOUT']) {
      if (path === policyPath) continue;
      const { node, ngx } = await both(path);
      expect(ngx.status, path).toBe(404);
      expect(node.status, path).toBe(404);
    }
  });

  it('answers unknown pages with the right 404 page', async () => {
    for (const path of ['/no-such-page', '/No-Such-PAGE/?utm_source=x', '/success-stories/no-such-story', '/Success-Stories/NO-SUCH-STORY/', '/assets/nothing.js']) {
      const { node, ngx } = await both(path);
      expect(ngx.status, path).toBe(404);
      expect(await ngx.text(), path).toBe(await node.text());
    }
  });

  it('sends the same security and caching headers and the precompressed bytes', async () => {
    const { path: policyPath } = nth(legalPages, 0, 'policy');
    const { node, ngx } = await both(policyPath, { 'Accept-Encoding': 'br' });
    const security = Object.keys(securityHeaders(site)).map((name) => name.toLowerCase());
    expect(security).toContain('permissions-policy');
    for (const header of [...security, 'cache-control', 'content-encoding']) {
      expect(ngx.headers.get(header), header).toBe(node.headers.get(header));
    }
    expect(ngx.headers.get('x-frame-options')).toBeNull();
    const missing = await both('/no-such-page');
    for (const header of security) expect(missing.ngx.headers.get(header), `404: ${header}`).toBe(missing.node.headers.get(header));
    const html = await (await fetch(`${baseURL()}${policyPath}`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const assets = await both(asset, { 'Accept-Encoding': 'br' });
    expect(assets.ngx.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(assets.ngx.headers.get('content-encoding')).toBe('br');
  });

  it('passes /api/ and /healthz through to the Node server', async () => {
    const response = await fetch(`${nginx.baseURL}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
    const health = await fetch(`${nginx.baseURL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
