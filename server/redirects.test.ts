/**
 * The server's redirects on a small built site of fixture content: one permanent redirect to
 * the page, with the query kept, for an alias and for any letter case or trailing slash of a
 * story's or an article's address; exact addresses answer 200, unknown ones 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../src/content/types.ts';
import { routeContentOf } from '../scripts/collections.ts';
import { buildRoutes } from '../src/route-table.ts';
import { buildServer } from './app.ts';
import { REDIRECT_CACHE_CONTROL } from './static-files.ts';

const content = routeContentOf({
  stories: [
    { slug: 'helmet-story', canonicalPath: '/helmet-story', aliases: ['/End-to-end-AI-Integration', '/Helmet-Story'] },
    { slug: 'footwear-story', canonicalPath: '/success-stories/footwear-story', aliases: [] },
  ],
  articles: [{ slug: 'roi-of-technology', id: 3 }],
  policies: [{ slug: 'cookies', path: '/Cookies', title: 'Cookie Policy' }],
});
const table = buildRoutes(content);
const campaign = '?utm_source=newsletter&utm_campaign=spring%20sale';

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-redirects-test-'));
  for (const route of table.routes) {
    fs.mkdirSync(path.dirname(path.join(dir, route.outFile)), { recursive: true });
    fs.writeFileSync(path.join(dir, route.outFile), `<!doctype html><title>${route.page} ${route.contentSlug ?? ''}</title>\n`);
  }
  app = await buildServer({ distDir: dir, site: { demoVideo: { youtubeId: 'aqz-KE-bpKQ' } } as Site, ...table, trustProxy: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

describe('server redirects', () => {
  it('answers every exact page address with 200, never a redirect', async () => {
    for (const route of table.routes.filter((candidate) => !candidate.path.includes('*'))) {
      const response = await get(`${route.path}${campaign}`);
      expect(response.statusCode, route.path).toBe(200);
    }
  });

  it('sends an alias, in any letter case and with a trailing slash, to its story in one redirect with the query', async () => {
    for (const from of [
      '/End-to-end-AI-Integration',
      '/End-to-end-AI-Integration/',
      '/end-to-end-ai-integration',
      '/END-TO-END-AI-INTEGRATION/',
    ]) {
      const response = await get(`${from}${campaign}`);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(`/helmet-story${campaign}`);
      expect(response.headers['cache-control'], from).toBe(REDIRECT_CACHE_CONTROL);
    }
  });

  it("sends any letter case or trailing slash of a story's or an article's address to it in one redirect with the query", async () => {
    const cases: [string, string][] = [
      ['/HELMET-STORY', '/helmet-story'],
      ['/helmet-story/', '/helmet-story'],
      ['/Success-Stories/Footwear-Story/', '/success-stories/footwear-story'],
      ['/FOOTWEAR-STORY', '/footwear-story'],
      ['/ROI-Of-Technology/', '/roi-of-technology'],
      ['/BLOG/roi-of-technology', '/blog/roi-of-technology'],
      ['/Blog/3/', '/blog/3'],
    ];
    for (const [from, to] of cases) {
      const response = await get(`${from}${campaign}`);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(`${to}${campaign}`);
      const followed = await get(response.headers.location as string);
      expect(followed.statusCode, to).toBe(200);
    }
    const head = await get('/HELMET-STORY?utm_source=x', 'HEAD');
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('/helmet-story?utm_source=x');
    expect(head.headers['cache-control']).toBe(REDIRECT_CACHE_CONTROL);
  });

  it('drops the trailing slash of a fixed page or a policy with the query, and keeps their letter case exact', async () => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/Cookies/', '/Cookies'],
    ]) {
      const response = await get(`${from}?utm_source=x`);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(`${to}?utm_source=x`);
    }
    for (const path of ['/ABOUT', '/cookies', '/COOKIES/']) expect((await get(path)).statusCode, path).toBe(404);
  });

  it('answers unknown paths in any spelling with the right 404 page', async () => {
    for (const path of ['/No-Such-Page', '/no-such-page/', '/blog/99', '/HELMET-STORY/more']) {
      const response = await get(`${path}?utm_source=x`);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<title>not-found');
    }
    const story = await get('/success-stories/NO-SUCH-STORY/');
    expect(story.statusCode).toBe(404);
    expect(story.body).toContain('<title>story-not-found');
  });
});
