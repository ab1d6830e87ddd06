/**
 * _redirects and _headers as Cloudflare Pages serves them, for a fixture site this test owns:
 * each page answers 200 at its own address (the sitemap's and the canonical link's), its
 * address with a trailing slash and every alias reach it in one 301 that keeps the query, the
 * aliases' 301s carry the Node server's Cache-Control, and no address ending in ".html" shows
 * a page; and the parity crawl stops on any rule Cloudflare's own parser refuses.
 *
 * `pagesServe` below is Cloudflare's documented serving (developers.cloudflare.com/pages,
 * "Serving Pages", "Redirects", "Headers") as its asset server implements it (workers-sdk,
 * packages/pages-shared/asset-server/handler.ts); `npm run parity -- --static-host` asks the
 * real one, `wrangler pages dev`, the same questions about the built site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { addressBook, resolvePath, withoutTrailingSlash } from '../../src/route-table';
import { REDIRECT_CACHE_CONTROL } from '../../server/static-files';
import { refusedRules } from '../host-parity/static-host';
import { fixtureSite, fixtureTable } from './test-support';
import { hostConfigFiles } from './host-files';

const table = fixtureTable;
const site = fixtureSite;
const files = [...table.routes.map((route) => route.outFile), 'assets/app-3f2a.js', 'robots.txt', 'sitemap.xml', 'pdfs/ID 1.pdf'];
const generated = hostConfigFiles({ site, ...table, files });
const pages = table.routes.filter((route) => !route.path.includes('*'));

interface Answer {
  status: number;
  location?: string;
  /** The file sent, by its path under dist/. */
  file?: string;
  headers: Record<string, string>;
}

/** A _redirects or _headers path as Cloudflare matches it: `*` any characters, `:name` one segment, case-sensitive. */
const pattern = (rule: string) =>
  new RegExp(
    `^${rule
      .split('*')
      .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&'))
      .join('(?<splat>.*)')
      .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')}$`,
  );
/** What Pages sends with a file that no _headers rule gives a Cache-Control (the Node server's HTML_CACHE). */
const PAGES_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
const isDynamic = (from: string) => /\*|:[A-Za-z]/.test(from);
const fill = (to: string, groups: Record<string, string> = {}) => to.replace(/:([A-Za-z]\w*)/g, (all, name: string) => groups[name] ?? all);

/** Cloudflare Pages serving `served` (paths under dist/) with these _redirects and _headers. */
function pagesServe(served: readonly string[], redirects: string, headersText: string) {
  const has = (address: string) => served.includes(decodeURI(address).slice(1));
  const rules = redirects
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, , status = '302']) => ['200', '301', '302', '303', '307', '308'].includes(status))
    .map(([from = '', to = '', status = '302']) => ({ from, to, status: Number(status) }));
  const headerRules: { match: RegExp; values: [string, string][] }[] = [];
  for (const line of headersText.split('\n')) {
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (line.startsWith('/')) headerRules.push({ match: pattern(line.trim()), values: [] });
    else if (header) headerRules.at(-1)?.values.push([header[1]!, header[2]!]);
  }
  const notFound = (pathname: string): Answer => {
    for (let folder = pathname.slice(0, pathname.lastIndexOf('/')); ; folder = folder.slice(0, folder.lastIndexOf('/'))) {
      if (has(`${folder}/404.html`)) return { status: 404, file: `${folder}/404.html`.slice(1), headers: {} };
      if (folder === '') return { status: 404, headers: {} };
    }
  };
  const assets = (pathname: string, search: string): Answer => {
    const serve = (address: string): Answer => ({
      status: 200,
      file: decodeURI(address).slice(1),
      headers: { 'cache-control': PAGES_DEFAULT_CACHE },
    });
    const moved = (location: string): Answer => ({ status: 308, location: location + search, headers: {} });
    if (pathname.endsWith('/')) {
      if (has(`${pathname}index.html`)) return serve(`${pathname}index.html`);
      if (pathname.endsWith('/index/')) return moved(pathname.slice(0, -'index/'.length));
      if (has(`${pathname.slice(0, -1)}.html`)) return moved(pathname.slice(0, -1));
      return notFound(pathname);
    }
    if (has(pathname)) {
      if (!pathname.endsWith('.html')) return serve(pathname);
      const bare = pathname.slice(0, -'.html'.length);
      if (bare.endsWith('/index')) return moved(bare.slice(0, -'index'.length));
      return has(bare) || bare === '/' ? serve(pathname) : moved(bare);
    }
    if (pathname.endsWith('/index')) return moved(pathname.slice(0, -'index'.length));
    if (has(`${pathname}.html`)) return serve(`${pathname}.html`);
    if (has(`${pathname}/index.html`)) return moved(`${pathname}/`);
    return notFound(pathname);
  };
  return (url: string): Answer => {
    const { pathname, search } = new URL(url, 'https://pages.example');
    // Static rules first (as written), then the first dynamic one that matches.
    const staticRule = rules.find((rule) => !isDynamic(rule.from) && rule.from === pathname);
    const dynamic = rules.filter((rule) => isDynamic(rule.from)).find((rule) => pattern(rule.from).test(pathname));
    const rule = staticRule ?? (dynamic && { ...dynamic, to: fill(dynamic.to, pattern(dynamic.from).exec(pathname)?.groups) });
    const answer: Answer =
      rule && rule.status !== 200
        ? { status: rule.status, location: rule.to + search, headers: {} }
        : assets(rule ? new URL(rule.to, 'https://pages.example').pathname : pathname, search);
    // _headers by the address asked for: the first rule setting a header replaces Pages' own, later ones add to it.
    const set = new Set<string>();
    for (const { match, values } of headerRules)
      if (match.test(pathname))
        for (const [name, value] of values) {
          const key = name.toLowerCase();
          answer.headers[key] = set.has(key) ? `${answer.headers[key]}, ${value}` : value;
          set.add(key);
        }
    if (answer.status === 404) answer.headers['cache-control'] = 'no-store';
    return answer;
  };
}

const cloudflare = pagesServe(files, generated['_redirects']!, generated['_headers']!);

describe('Cloudflare Pages with the generated _redirects and _headers', () => {
  it('without rules, answers as Cloudflare documents: a page in its folder at "/page/", "/page" with a 308 there', () => {
    const bare = pagesServe(files, '', '');
    expect(bare('/cold-chain')).toMatchObject({ status: 308, location: '/cold-chain/' });
    expect(bare('/cold-chain/')).toMatchObject({ status: 200, file: 'cold-chain/index.html' });
    expect(bare('/cold-chain/index.html')).toMatchObject({ status: 308, location: '/cold-chain/' });
    expect(bare('/404')).toMatchObject({ status: 200, file: '404.html' });
  });

  it("answers every page's own address, the sitemap's and the canonical link's, with the page at once", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) expect(cloudflare(route.path), route.path).toMatchObject({ status: 200, file: route.outFile });
    expect(cloudflare('/blog/7?utm_source=mail')).toMatchObject({ status: 200, file: 'blog/7/index.html' });
  });

  it("sends a page's address with a trailing slash to the page in one 301, keeping the query", () => {
    for (const route of pages.filter((page) => page.path !== '/')) {
      expect(cloudflare(`${route.path}/?utm_source=mail`), route.path).toMatchObject({
        status: 301,
        location: `${encodeURI(route.path)}?utm_source=mail`,
      });
    }
  });

  it("sends every alias, as written, in lower case and with a trailing slash, to its page in one 301 with the Node server's Cache-Control", () => {
    const book = addressBook(table);
    const aliases = [...book].filter(([, answer]) => 'redirect' in answer).map(([from]) => from);
    const spellings = [...new Set([...aliases, ...table.redirects.map((redirect) => redirect.from)])].flatMap((from) => [from, `${from}/`]);
    expect(spellings).toEqual(expect.arrayContaining(['/Old-Cold-Chain', '/old-cold-chain/', '/campaigns/winter', '/Spare-Parts/']));
    const pageKeys = new Set(pages.map((route) => route.path.toLowerCase()));
    for (const from of spellings) {
      const target = resolvePath(from, (candidate) => book.get(candidate));
      if (!target || !('redirect' in target)) throw new Error(`${from} is no redirect`);
      const answer = cloudflare(`${from}?utm_source=mail`);
      expect(answer, from).toMatchObject({ status: 301, location: `${target.redirect}?utm_source=mail` });
      expect(cloudflare(target.redirect).status, `${from} → ${target.redirect}`).toBe(200);
      // Another spelling of a page's address goes without: Netlify would read the rule as the page's.
      const spellingOfPage = pageKeys.has(withoutTrailingSlash(from).toLowerCase());
      expect(answer.headers['cache-control'], from).toBe(spellingOfPage ? undefined : REDIRECT_CACHE_CONTROL);
    }
    expect(cloudflare('/Old-Cold-Chain').headers['cache-control']).toBe(REDIRECT_CACHE_CONTROL);
    expect(cloudflare('/Spare-Parts').headers['cache-control']).toBeUndefined();
  });

  it('answers addresses ending in .html and the not-found pages by name with 404, as the Node server does', () => {
    for (const [address, page] of [
      ['/index.html', '404.html'],
      ['/cold-chain/index.html', '404.html'],
      ['/Cookies/index.html', '404.html'],
      ['/404.html', '404.html'],
      ['/404', '404.html'],
      ['/success-stories/404', 'success-stories/404.html'],
      ['/success-stories/spare-parts/index.html', 'success-stories/404.html'],
      ['/success-stories/no-such-story', 'success-stories/404.html'],
    ]) {
      expect(cloudflare(address!), address).toMatchObject({ status: 404, file: page, headers: { 'cache-control': 'no-store' } });
    }
  });

  it('lists every static rule before the first dynamic one, which Cloudflare counts against its 100', () => {
    const rules = generated['_redirects']!.split('\n').filter((line) => line.startsWith('/'));
    const firstDynamic = rules.findIndex((line) => isDynamic(line.split(' ')[0]!));
    expect(firstDynamic).toBeGreaterThan(0);
    expect(rules.slice(firstDynamic).filter((line) => !isDynamic(line.split(' ')[0]!))).toEqual([]);
  });
});

describe('Netlify with the same _headers', () => {
  it('gives no page the Cache-Control of a redirect, though it matches paths in any letter case, with or without a trailing slash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-test-'));
    try {
      fs.writeFileSync(path.join(dir, '_headers'), generated['_headers']!);
      const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
      expect(errors).toEqual([]);
      const redirectRules = (headers as Header[]).filter((header) => header.values['Cache-Control'] === REDIRECT_CACHE_CONTROL);
      expect(redirectRules.map((header) => header.for)).toContain('/Old-Cold-Chain');
      for (const route of pages)
        for (const address of route.path === '/' ? ['/'] : [route.path, `${route.path}/`])
          expect(
            redirectRules.filter((header) => header.forRegExp.test(address)).map((header) => header.for),
            address,
          ).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the parity crawl's reading of wrangler's log", () => {
  it("fails on every rule Cloudflare's parser refuses, but Netlify's 404 line", () => {
    // As `wrangler pages dev` 4.86 prints them.
    const log = [
      '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mFound 2 invalid redirect rules:\u001b[0m',
      '  ▶︎ Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.',
      '      at dist/_redirects:204 | /success-stories/* /success-stories/404.html 404',
      '  ▶︎ Maximum number of static rules supported is 2000. Skipping line.',
      '  ▶︎ Header name cannot include spaces',
      '      at dist/_headers:50 | Bad Name: x',
    ].join('\n');
    expect(refusedRules(log)).toEqual([
      '▶︎ Maximum number of static rules supported is 2000. Skipping line.',
      '▶︎ Header name cannot include spaces',
      'at dist/_headers:50 | Bad Name: x',
    ]);
  });
});
