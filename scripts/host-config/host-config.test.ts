/**
 * The host configurations, read by the platforms' own parsers (Netlify's, which Cloudflare
 * Pages' format follows) and checked against the Node server's own answers for a fixture site
 * this test owns: every redirect leads where resolvePath leads, the security headers reach
 * every path, Cache-Control is the Node server's on every file, and no two rules set one
 * header for one path (Cloudflare would join their values). Plus nginx's: the example site
 * includes its rules from root's folder, never the served one, and the rules installer
 * (scripts/nginx-rules.ts) takes every line the build writes and refuses any other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { addressBook, buildRoutes, resolvePath } from '../../src/route-table';
import { securityHeaders } from '../../server/security-headers';
import { loadStaticFiles } from '../../server/static-files';
import { missingPackages, NGINX, NGINX_BROTLI } from '../lib/debian-packages';
import { exampleSite } from '../nginx-config';
import { installRules, RULES_FILES, ruleProblems, type RulesFile } from '../nginx-rules';
import { routeContentOf } from '../collections';
import { fixtureSite, fixtureTable } from './test-support';
import { hostConfigFiles, NGINX_FILES } from './host-files';
import { upstreamServer } from './upstream';

const table = fixtureTable;
const site = fixtureSite;
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
    // A page's own address is never redirected (its trailing-slash spelling is, as the Node server does).
    for (const route of table.routes) expect(sources.has(route.path), route.path).toBe(false);
    expect(rules).toContainEqual(expect.objectContaining({ from: '/success-stories/*', to: '/success-stories/404.html', status: 404 }));
  });
});

describe('the host files', () => {
  it('are the same whatever order the build lists its files in (an incremental build keeps them in another order than a cold one)', () => {
    expect(hostConfigFiles({ site, ...table, files: [...files].reverse() })).toEqual(generated);
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

  it('prints an example site that includes the three files from the rules folder, none from the served one, the brotli line on only where the module is', () => {
    const options = {
      siteRoot: '/var/www/translytix',
      rulesDir: '/etc/nginx/translytix',
      apiUpstream: '127.0.0.1:3000',
      serverName: 'www.example.com',
      listen: '80',
    };
    const withBrotli = exampleSite({ ...options, brotli: true });
    for (const file of Object.values(RULES_FILES)) expect(withBrotli).toContain(`include /etc/nginx/translytix/${file};`);
    const includes = withBrotli.split('\n').filter((line) => /^\s*include /.test(line));
    expect(includes).toHaveLength(3);
    expect(includes.filter((line) => line.includes('/var/www/translytix'))).toEqual([]);
    expect(withBrotli).toContain('root /var/www/translytix;');
    expect(withBrotli).toContain('server 127.0.0.1:3000;');
    const without = exampleSite({ ...options, brotli: false });
    expect(without).toContain(`# include /etc/nginx/translytix/${RULES_FILES.brotli};`);
    expect(without).toMatch(/no brotli module/);
    expect(() => exampleSite({ ...options, siteRoot: 'dist', brotli: true })).toThrow(/SITE_ROOT="dist" must be an absolute path/);
    expect(() => exampleSite({ ...options, rulesDir: '/etc/nginx/$x', brotli: true })).toThrow(/NGINX_RULES=.* must be an absolute path/);
    for (const rulesDir of ['/var/www/translytix', '/var/www/translytix/_host', '/var/www/translytix/rules/']) {
      expect(() => exampleSite({ ...options, rulesDir, brotli: true }), rulesDir).toThrow(
        /must not be inside one another: nginx must read no configuration from the folder it serves/,
      );
    }
  });

  it('lists no type nginx adds by itself, which nginx -t warns about ("duplicate MIME type")', () => {
    const charsetTypes = /^charset_types (.*);$/m.exec(generated[NGINX_FILES.server]!)?.[1]?.split(' ');
    expect(charsetTypes).toEqual(expect.arrayContaining(['text/css', 'text/javascript', 'application/json']));
    expect(charsetTypes).not.toContain('text/html');
    expect(generated[NGINX_FILES.server]).toMatch(/^server_tokens off;$/m);
  });

  it('installs whichever of nginx and its brotli module is missing, and nothing when both are there', () => {
    const present =
      (...files: string[]) =>
      (file: string) =>
        files.includes(file);
    expect(missingPackages([NGINX, NGINX_BROTLI], present(NGINX.file))).toEqual([NGINX_BROTLI.package]);
    expect(missingPackages([NGINX, NGINX_BROTLI], present(NGINX_BROTLI.file))).toEqual([NGINX.package]);
    expect(missingPackages([NGINX, NGINX_BROTLI], present())).toEqual([NGINX.package, NGINX_BROTLI.package]);
    expect(missingPackages([NGINX, NGINX_BROTLI], present(NGINX.file, NGINX_BROTLI.file))).toEqual([]);
    expect(NGINX_BROTLI.package).toBe('libnginx-mod-http-brotli-static');
  });
});

/** The rules of the fixture site as written, by file name. */
const rulesOf = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(RULES_FILES).map(([key, name]) => [name, files[NGINX_FILES[key as keyof typeof NGINX_FILES]]!]),
  ) as Record<RulesFile, string>;

/** `text` with `added` as a new line after the first line that starts with `after`. */
const withLine = (text: string, after: string, added: string) => {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(after));
  if (at < 0) throw new Error(`no line starting with ${after}`);
  lines.splice(at + 1, 0, added);
  return { text: lines.join('\n'), line: at + 2 };
};

describe('nginx rules installer', () => {
  const rules = rulesOf(generated);

  it('takes every line the build writes, quotes, backslashes, "$" and letters outside ASCII in addresses included', () => {
    const odd = buildRoutes(
      routeContentOf({
        stories: [{ slug: 'odd', canonicalPath: '/odd', aliases: ['/Deal$1', '/say-"hi"', '/back\\slash', '/Ünïcode', '/semi;colon{}#'] }],
        articles: [{ slug: 'safety-stock', id: 7 }],
        policies: [{ slug: 'cookies', path: '/Cookies', title: 'Cookies' }],
      }),
    );
    const oddRules = rulesOf(
      hostConfigFiles({ site: { demoVideo: { youtubeId: 'aqz-KE-bpKQ' }, googleTagManagerId: 'GTM-ABC123' }, ...odd, files }),
    );
    expect(oddRules['nginx-http.conf']).toContain('"/deal$1" "/odd";');
    for (const set of [rules, oddRules]) {
      for (const [file, text] of Object.entries(set)) expect(ruleProblems(file as RulesFile, text), file).toEqual([]);
    }
  });

  // Each: the file, the line after which it is added, the line an attacker adds.
  const attacks: [RulesFile, string, string][] = [
    ['nginx-server.conf', 'etag on;', 'include /etc/shadow;'],
    ['nginx-server.conf', 'etag on;', 'gzip off; include /etc/shadow;'],
    ['nginx-server.conf', 'etag on;', 'access_log /etc/cron.d/evil;'],
    ['nginx-server.conf', 'etag on;', 'location /x { alias /etc/; }'],
    ['nginx-server.conf', 'etag on;', 'root /;'],
    ['nginx-server.conf', 'etag on;', 'add_header X-Leak "$http_cookie" always;'],
    ['nginx-server.conf', 'etag on;', 'add_header X-Split "a"; include /etc/shadow; #" always;'],
    ['nginx-server.conf', 'location ^~ /api/ {', '  proxy_pass http://169.254.169.254;'],
    ['nginx-server.conf', 'location ^~ /api/ {', '  proxy_set_header Authorization "Basic eA==";'],
    ['nginx-server.conf', 'location / {', '  return 200 "owned";'],
    ['nginx-server.conf', 'etag on;', 'gzip off;\r'],
    ['nginx-http.conf', 'map_hash_max_size', 'load_module /tmp/evil.so;'],
    ['nginx-http.conf', 'map_hash_max_size', 'server { listen 8080; root /; }'],
    ['nginx-http.conf', 'map $uri $translytix_redirect {', '  "include" "/etc/shadow";'],
    ['nginx-http.conf', 'map $uri $translytix_redirect {', '  include /etc/shadow;'],
    ['nginx-http.conf', 'map $uri $translytix_redirect {', '  "/x" "$http_cookie";'],
    ['nginx-http.conf', 'map $uri $translytix_redirect {', '  "~^/(a+)+$" "/x";'],
    ['nginx-http.conf', 'map $uri $translytix_cache_by_path {', '  "~^/(a+)+$" "";'],
    ['nginx-brotli.conf', 'brotli_static on;', 'brotli on;'],
  ];
  for (const [file, after, added] of attacks) {
    it(`refuses ${JSON.stringify(added)} in ${file}, naming the file and line`, () => {
      const tampered = withLine(rules[file], after, added);
      const problems = ruleProblems(file, tampered.text);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${file}:${tampered.line}: ${JSON.stringify(added).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    });
  }

  it('refuses a block closed that was not opened here, and one left open', () => {
    // "}" first would close the server{} block the file is included in, and what follows would be at http{} level.
    expect(ruleProblems('nginx-server.conf', `}\n${rules['nginx-server.conf']}`)).toEqual([
      'nginx-server.conf:1: "}" closes a block that was not opened in this file',
    ]);
    expect(ruleProblems('nginx-server.conf', `${rules['nginx-server.conf']}\ntypes {\n`)).toEqual([
      `nginx-server.conf:${rules['nginx-server.conf'].split('\n').length + 1}: the block opened here is not closed`,
    ]);
  });

  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
  /** A dist/_host/ of the fixture's rules, changed by `change`. */
  const rulesFolder = (change: (texts: Record<RulesFile, string>) => void = () => {}) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-rules-from-'));
    folders.push(folder);
    const texts = { ...rules };
    change(texts);
    for (const [file, text] of Object.entries(texts)) fs.writeFileSync(path.join(folder, file), text);
    return folder;
  };
  const target = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-rules-to-'));
    folders.push(folder);
    return path.join(folder, 'rules');
  };

  it('installs the rules into its folder, then refuses a tampered set with every bad line and leaves the installed ones as they were', () => {
    const to = target();
    expect(installRules({ from: rulesFolder(), to }).changed).toEqual(Object.values(RULES_FILES));
    for (const [file, text] of Object.entries(rules)) expect(fs.readFileSync(path.join(to, file), 'utf8')).toBe(text);
    expect(fs.statSync(to).mode & 0o777).toBe(0o755);
    expect(installRules({ from: rulesFolder(), to }).changed).toEqual([]);

    const server = withLine(rules['nginx-server.conf'], 'etag on;', 'include /etc/shadow;');
    const http = withLine(rules['nginx-http.conf'], 'map $uri $translytix_redirect {', '  "include" "/etc/shadow";');
    const tampered = rulesFolder((texts) => {
      texts['nginx-server.conf'] = server.text;
      texts['nginx-http.conf'] = http.text;
    });
    const refusal = (() => {
      try {
        installRules({ from: tampered, to });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toMatch(/^nginx:rules: refused .*nginx-rules-from-.*: nothing was installed/);
    expect(refusal).toContain(
      `\n  nginx-server.conf:${server.line}: "include /etc/shadow;" is not a line the build writes in the server{} block`,
    );
    expect(refusal).toContain(
      `\n  nginx-http.conf:${http.line}: ${JSON.stringify('  "include" "/etc/shadow";')} is not a line the build writes in the redirect map`,
    );
    for (const [file, text] of Object.entries(rules)) expect(fs.readFileSync(path.join(to, file), 'utf8')).toBe(text);
  });

  it('puts the rules before back when nginx -t refuses the new ones', () => {
    const to = target();
    installRules({ from: rulesFolder(), to });
    const changed = rulesFolder(
      (texts) => (texts['nginx-http.conf'] = texts['nginx-http.conf'].replace('map_hash_max_size 2048;', 'map_hash_max_size 4096;')),
    );
    expect(() =>
      installRules({
        from: changed,
        to,
        test: () => {
          expect(fs.readFileSync(path.join(to, 'nginx-http.conf'), 'utf8')).toContain('map_hash_max_size 4096;');
          throw new Error('nginx -t: no');
        },
      }),
    ).toThrow(/nginx -t: no\nnginx:rules: the rules before are back in .*; nothing changed/);
    expect(fs.readFileSync(path.join(to, 'nginx-http.conf'), 'utf8')).toBe(rules['nginx-http.conf']);
    expect(fs.readdirSync(to).sort()).toEqual(Object.values(RULES_FILES).sort());
  });

  it("refuses a rules file that is a link (to one of root's files), and a rules folder others may write", () => {
    const linked = rulesFolder();
    fs.rmSync(path.join(linked, 'nginx-http.conf'));
    fs.symlinkSync('/etc/hostname', path.join(linked, 'nginx-http.conf'));
    expect(() => installRules({ from: linked, to: target() })).toThrow(/nginx-http\.conf: a symbolic link: refused/);
    const open = target();
    fs.mkdirSync(open, { mode: 0o777 });
    fs.chmodSync(open, 0o777);
    expect(() => installRules({ from: rulesFolder(), to: open })).toThrow(/is writable by others than its owner/);
    expect(fs.readdirSync(open)).toEqual([]);
  });
});
