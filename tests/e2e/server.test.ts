/** The served HTML and HTTP behaviour, as a crawler or a CDN sees it: no JavaScript. */
import { policyPages } from '@content/policies';
import { site } from '@content/site';
import { industries } from '@content/industries';
import { stories } from '@content/stories';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/lib/dates';
import { demoPlayer } from '../../src/lib/demo-video';
import { industryPath, listPaths, withoutTrailingSlash } from '../../src/route-table';
import { baseURL } from './support/browser';
import { nth } from './support/derive';
import { builtPaths, campaignQuery, redirects, routes, spellings } from './support/routes';

/** A policy page: a small page for the header tests, whatever its address. */
const policy = nth(policyPages, 0, 'policy');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseURL()}${path}`, { headers, redirect: 'manual' });

describe('prerendered pages', () => {
  it('every built route answers 200 with its content and head already in the HTML', async () => {
    for (const path of builtPaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="en-US">/);
      expect(html, path).toMatch(/<title>[^<]+\| TranslytiX<\/title>|<title>TranslytiX[^<]*<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toMatch(/<div id="root"><a href="#main"[^]*<h1[^>]*>[^]+<\/h1>[^]*<\/footer>/);
      const route = routes.find((candidate) => candidate.path === path)!;
      if (route.canonical) {
        expect(html, path).toContain(`<link rel="canonical" href="${site.origin}${route.canonical}"/>`);
      } else {
        expect(html, path).not.toContain('rel="canonical"');
      }
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
  });

  it('carries Open Graph, Twitter and JSON-LD in the raw HTML of a policy page', async () => {
    const html = await (await get(policy.path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(policy.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain(`<meta property="og:image" content="${site.origin}/og/default.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(jsonLd.map((data) => data['@type'])).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
    expect(html).toContain(`Last updated <time dateTime="${policy.lastUpdated}">${formatLongDate(policy.lastUpdated)}</time>`);
  });
});

describe('not found', () => {
  it('answers unknown paths with 404 and the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('answers unknown story paths with 404 and "Story not found"', async () => {
    const response = await get('/success-stories/no-such-story');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Story not found');
  });

  it('answers unknown API paths with JSON, never HTML', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('is case-sensitive: a policy address in other letter case is not the policy', async () => {
    const otherCase = policy.path.replace(/\p{L}/gu, (letter) =>
      letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
    );
    expect(otherCase).not.toBe(policy.path);
    expect((await get(policy.path)).status).toBe(200);
    expect((await get(otherCase)).status).toBe(404);
  });
});

describe('redirects', () => {
  it('sends every alias of the route table permanently to its page, campaign parameters kept', async () => {
    // The route table's redirects are exactly the entries' old addresses (a story's and an
    // industry's aliases) and each list's /page/1.
    const byFrom = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);
    expect([...redirects].sort(byFrom)).toEqual(
      [
        ...stories.flatMap((story) => story.aliases.map((from) => ({ from: withoutTrailingSlash(from), to: `/${story.slug}` }))),
        ...industries.flatMap((industry) =>
          industry.aliases.map((from) => ({ from: withoutTrailingSlash(from), to: industryPath(industry.slug) })),
        ),
        ...Object.values(listPaths).map((list) => ({ from: `${list}/page/1`, to: list })),
      ].sort(byFrom),
    );
    for (const redirect of redirects) {
      const response = await get(`${redirect.from}${campaignQuery}`);
      expect(response.status, redirect.from).toBe(301);
      // An alias that is a page's address in other letters leads to that page.
      const to = builtPaths.includes(redirect.from.toLowerCase()) ? redirect.from.toLowerCase() : redirect.to;
      expect(response.headers.get('location'), redirect.from).toBe(`${to}${campaignQuery}`);
    }
  });

  it("sends every spelling of every story's and article's address and alias to its page in one redirect, query kept", async () => {
    expect(spellings.length).toBeGreaterThan(0);
    for (const { from, to } of spellings) {
      const response = await get(`${from}${campaignQuery}`);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(`${to}${campaignQuery}`);
      // One redirect, never a chain: the target is the page.
      expect((await get(`${to}${campaignQuery}`)).status, to).toBe(200);
    }
  });

  it('drops a trailing slash, query kept', async () => {
    const response = await get(`${policy.path}/?utm_source=x`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${policy.path}?utm_source=x`);
  });

  it('answers an unknown path in odd letter case, with or without a trailing slash, with 404 and the not-found page', async () => {
    for (const path of ['/No-Such-PAGE', '/NO-SUCH-PAGE/', '/Blog/No-Such-Article/']) {
      const response = await get(`${path}${campaignQuery}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
    const story = await get(`/success-stories/No-Such-STORY/${campaignQuery}`);
    expect(story.status).toBe(404);
    expect(await story.text()).toContain('Story not found');
  });
});

describe('headers', () => {
  it('sends precompressed HTML that revalidates, with security headers', async () => {
    const response = await get(policy.path, { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('etag')).toBeTruthy();
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    // Frames only from the YouTube player, and only when the demo video is on YouTube.
    const player = demoPlayer(site.demoVideo);
    expect(csp).toContain(player?.kind === 'youtube' ? `frame-src ${player.origin}` : "frame-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Framing is the CSP's alone; powerful features are off, the video player's only for its origin.
    expect(response.headers.get('x-frame-options')).toBeNull();
    const permissions = response.headers.get('permissions-policy')!;
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain(player?.kind === 'youtube' ? `fullscreen=(self "${player.origin}")` : 'fullscreen=(self)');
  });

  it('serves gzip to clients without brotli, and plain bytes to clients without either', async () => {
    expect((await get(policy.path, { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get(policy.path, { 'Accept-Encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
  });

  it('answers a revalidation with 304 when the ETag still matches, per encoding', async () => {
    const first = await get(policy.path, { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect((await get(policy.path, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    // The gzip variant is other bytes with another tag: no false 304 across encodings.
    expect((await get(policy.path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    // RFC 9110: weak comparison, a list of tags, "*".
    for (const value of [`W/${etag}`, `"an-old-tag", ${etag}`, '*']) {
      expect((await get(policy.path, { 'Accept-Encoding': 'br', 'If-None-Match': value })).status, value).toBe(304);
    }
  });

  it('serves single byte ranges of a story PDF (206) and refuses one past its end (416)', async () => {
    const pdf = nth(stories, 0, 'story').pdfPath;
    const whole = Buffer.from(await (await get(pdf)).arrayBuffer());
    expect(whole.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await get(pdf, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(0, 100));
    const beyond = await get(pdf, { Range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    expect((await get(pdf)).headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers HEAD like GET without a body, and unknown files with the 404 page', async () => {
    const head = await fetch(`${baseURL()}${policy.path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
    expect((await get(`${policy.path}/index.html`)).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const html = await (await get(policy.path)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const response = await get(script, { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('serves the sitemap with canonical URLs only, and robots.txt', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      routes
        .filter((route) => route.sitemap)
        .map((route) => `${site.origin}${route.path}`)
        .sort(),
    );
    expect(locations).toContain(`${site.origin}${policy.path}`);
    expect(sitemap).not.toContain('/backups');
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    // Noindex pages are not disallowed: a crawler that may not fetch a page never sees its noindex.
    expect(robots).not.toMatch(/^Disallow: \/\S/m);
  });
});
