/**
 * The host configurations, read by the platforms' own parsers (Netlify's, which Cloudflare
 * Pages' format follows) and checked against the Node server's own answers for a fixture site
 * this test owns: every redirect leads where resolvePath leads, the security headers reach
 * every path, Cache-Control is the Node server's on every file, and no two rules set one
 * header for one path (Cloudflare would join their values). Plus the nginx example's checks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { addressBook, buildRoutes, resolvePath } from '../../src/route-table';
import { routeContentOf } from '../collections';
import { securityHeaders } from '../../server/security-headers';
import { loadStaticFiles } from '../../server/static-files';
import { exampleSite } from '../nginx-config';
import { hostConfigFiles, NGINX_FILES } from './host-files';
import { upstreamServer } from './upstream';

const content = routeContentOf({
  stories: [
    { slug: 'cold-chain', canonicalPath: '/cold-chain', aliases: ['/Old-Cold-Chain', '/campaigns/winter/'] },
    { slug: 'spare-parts', canonicalPath: '/success-stories/spare-parts', aliases: ['/Spare-Parts'] },
  ],
  articles: [{ slug: 'safety-stock', id: 7 }],
  legal: [{ slug: 'cookies', path: '/Cookies', title: 'Cookies' }],
});
const table = buildRoutes(content);
const site = { demoVideo: undefined, googleTagManagerId: undefined };
const files = [
  ...table.routes.map((route) => route.outFile),
  'assets/app-3f2a.js',
  'assets/app-3f2a.js.br',
  '_data/cold-chain.json',
  'og/cold-chain.png',
  'pdfs/ID 1.pdf',
  'robots.txt',
  'sitemap.xml',
  'favicon.svg',
  'blog/feed.xml',
];
const generated = hostConfigFiles({ site, ...table, files });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
for (const file of files) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), file);
}
for (const [file, text] of Object.entries(generated)) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe('_redirects', () => {
  it('parses without errors, and every rule redirects where the Node server does, permanently', async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [path.join(dir, '_redirects')],
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const rules = redirects as { from: string; to: string; status: number }[];
    const book = addressBook(table);
    const permanent = rules.filter((rule) => rule.status === 301);
    expect(permanent.length).toBeGreaterThan(0);
    for (const rule of permanent) {
      expect(
        resolvePath(decodeURI(rule.from), (candidate) => book.get(candidate)),
        rule.from,
      ).toEqual({ redirect: rule.to });
    }
    // Every alias, as written and with a trailing slash, has its rule.
    const sources = new Set(permanent.map((rule) => rule.from));
    for (const alias of ['/Old-Cold-Chain', '/old-cold-chain', '/campaigns/winter', '/campaigns/winter/', '/Spare-Parts/'])
      expect(sources, alias).toContain(alias);
    // A page's own address is never a source: Cloudflare's own "/page" to "/page/" would loop with it.
    for (const route of table.routes) expect(sources.has(`${route.path}/`) || sources.has(route.path), route.path).toBe(false);
    expect(rules).toContainEqual(expect.objectContaining({ from: '/success-stories/*', to: '/success-stories/404.html', status: 404 }));
  });
});

describe('_headers', () => {
  const parsed = parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
  const node = loadStaticFiles(dir);
  const pagePaths = table.routes.filter((route) => !route.path.includes('*')).map((route) => route.path);
  const filePaths = [...node.keys()].filter((urlPath) => !urlPath.endsWith('.html'));
  const rulesFor = (headers: Header[], urlPath: string) => headers.filter((header) => header.forRegExp.test(urlPath));

  it('parses without errors', async () => {
    expect((await parsed).errors).toEqual([]);
  });

  it("gives every page and file the security headers, and each file the Node server's Cache-Control", async () => {
    const headers = (await parsed).headers as Header[];
    expect(filePaths).toEqual(
      expect.arrayContaining(['/assets/app-3f2a.js', '/pdfs/ID 1.pdf', '/blog/feed.xml', '/_data/cold-chain.json']),
    );
    // The host configurations themselves are for the host, never served by the Node server.
    expect(filePaths.filter((urlPath) => urlPath.startsWith('/_h') || urlPath === '/_redirects')).toEqual([]);
    for (const urlPath of [...pagePaths, ...filePaths]) {
      const values = Object.assign({}, ...rulesFor(headers, encodeURI(urlPath)).map((header) => header.values)) as Record<string, string>;
      for (const [name, value] of Object.entries(securityHeaders(site))) expect(values[name], `${urlPath} ${name}`).toBe(value);
      const expected = filePaths.includes(urlPath)
        ? node.get(urlPath)!.identity.headers.find(([name]) => name === 'cache-control')?.[1]
        : undefined;
      // Pages keep the platforms' default, which is the Node server's HTML_CACHE.
      expect(values['Cache-Control'], urlPath).toBe(urlPath.startsWith('/_data/') || filePaths.includes(urlPath) ? expected : undefined);
    }
  });

  it('never sets one header twice for one path', async () => {
    const headers = (await parsed).headers as Header[];
    for (const urlPath of [...pagePaths, ...filePaths]) {
      const names = rulesFor(headers, encodeURI(urlPath)).flatMap((header) => Object.keys(header.values));
      expect(names.length, urlPath).toBe(new Set(names).size);
    }
  });
});

describe('nginx', () => {
  it('names no path of the build machine', () => {
    for (const file of Object.values(NGINX_FILES)) {
      expect(generated[file], file).toBeDefined();
      expect(generated[file], file).not.toContain(process.cwd());
      expect(generated[file], file).not.toContain(os.tmpdir());
    }
  });

  it('takes API_UPSTREAM as host:port, http://host:port or a unix socket, and refuses anything else saying why', () => {
    expect(upstreamServer('127.0.0.1:3000')).toBe('127.0.0.1:3000');
    expect(upstreamServer('http://127.0.0.1:3000')).toBe('127.0.0.1:3000');
    expect(upstreamServer('http://api.internal:80/')).toBe('api.internal:80');
    expect(upstreamServer('[::1]:3000')).toBe('[::1]:3000');
    expect(upstreamServer('unix:/run/translytix.sock')).toBe('unix:/run/translytix.sock');
    for (const [value, why] of [
      ['localhost', 'has no port'],
      ['https://127.0.0.1:3000', 'uses https'],
      ['http://127.0.0.1:3000/api', 'has a path'],
      ['127.0.0.1:3000; include /etc/passwd', 'is not an address'],
      ['unix:relative.sock', 'not an absolute socket path'],
    ] as const) {
      expect(() => upstreamServer(value), value).toThrow(why);
    }
  });

  it('prints an example site that includes the three files, with the brotli line on only where the module is', () => {
    const options = { siteRoot: '/var/www/translytix', apiUpstream: '127.0.0.1:3000', serverName: 'www.example.com', listen: '80' };
    const withBrotli = exampleSite({ ...options, brotli: true });
    for (const file of Object.values(NGINX_FILES)) expect(withBrotli).toContain(`include /var/www/translytix/${file};`);
    expect(withBrotli).toContain('server 127.0.0.1:3000;');
    const without = exampleSite({ ...options, brotli: false });
    expect(without).toContain(`# include /var/www/translytix/${NGINX_FILES.brotli};`);
    expect(without).toMatch(/no brotli module/);
    expect(() => exampleSite({ ...options, siteRoot: 'dist', brotli: true })).toThrow(/absolute path/);
  });
});
