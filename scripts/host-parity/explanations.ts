/**
 * The differences between the Node server and another host that are known and accepted, each
 * with its reason. The crawl fails on any difference none of these explains; docs/operations.md's
 * production section lists them.
 */
import { withoutTrailingSlash } from '../../src/route-table.ts';
import type { Difference, Explanation } from './crawl.ts';

/** nginx with the rules of dist/_host/ installed outside the folder it serves, as docs/operations.md sets it up. */
export const nginxExplanations = (options: { brotli: boolean }): Explanation[] => [
  {
    reason: 'nginx writes a short HTML body into its 301 answers, typed text/html; the Node server sends none',
    applies: (d) =>
      d.status === 301 && d.field === 'content-type' && d.reference === undefined && (d.candidate ?? '').startsWith('text/html'),
  },
  ...(options.brotli
    ? []
    : [
        {
          reason: 'nginx without the brotli module sends the gzip copy (or the plain file) to a client that accepts only br',
          applies: (d: Difference) => d.field === 'content-encoding' && d.encoding === 'br' && d.reference === 'br' && d.candidate !== 'br',
        },
      ]),
];

/**
 * The Node server and nginx answer an address with an empty segment ("//about") with the
 * not-found page; a static host resolves such a path by its own rules, which dist/ cannot set.
 */
const emptySegment: Explanation = {
  reason: 'Cloudflare Pages resolves an address with an empty segment ("//about") by its own rules; the Node server and nginx answer 404',
  applies: (d) => d.path.includes('//') && d.status === 404,
};

const base = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();
/** Cloudflare's type names for what mime (the Node server) calls text/javascript; it adds no charset to JSON and XML. */
const sameType = (a: string | undefined, b: string | undefined) => {
  const [x, y] = [base(a), base(b)].map((type) => (type === 'application/javascript' ? 'text/javascript' : type));
  return x !== '' && x === y;
};

/**
 * A redirect from another spelling of a page's address ("/about/", an alias "/My-Story" of the
 * page "/my-story") goes without Cache-Control on the static hosts: Netlify reads the same
 * _headers in any letter case and with or without a trailing slash, so a rule for it would be
 * the page's there (scripts/host-config/static-host.ts). `pages`: the pages' own addresses.
 */
const spellingRedirectCache = (pages: Iterable<string>): Explanation => {
  const pageKeys = new Set([...pages].map((page) => page.toLowerCase()));
  const spellingOfPage = (pathname: string) => !pageKeys.has(pathname) && pageKeys.has(withoutTrailingSlash(pathname).toLowerCase());
  return {
    reason:
      'a redirect from another spelling of a page\'s address ("/about/", an alias "/My-Story" of "/my-story") has no Cache-Control on the static hosts: _headers is shared with Netlify, which matches its paths in any letter case and with or without a trailing slash, so a rule for "/about/" would cache the page "/about" for a day there. Such a redirect never changes its target, so a browser keeping it longer costs nothing',
    applies: (d) =>
      d.field === 'cache-control' &&
      d.status === 301 &&
      d.candidateStatus === 301 &&
      d.candidate === undefined &&
      spellingOfPage(d.path.split('?')[0]!),
  };
};

/**
 * Cloudflare Pages (`wrangler pages dev`, workerd and Pages' asset server, offline) serving
 * dist/ with _headers and _redirects. Each is a behaviour of the platform that a file in dist/
 * cannot change, or the rule above; what the crawl could not check there (the edge's
 * compression and Vary, its caching) is said in docs/operations.md. `pages`: the pages' own
 * addresses (the crawl's page and sitemap questions).
 */
export const staticHostExplanations = (pages: Iterable<string>): Explanation[] => [
  emptySegment,
  spellingRedirectCache(pages),
  {
    reason: 'Cloudflare Pages answers a path ending in an empty segment ("/about//") with the page; the Node server and nginx answer 404',
    applies: (d) => d.path.endsWith('//') && d.candidateStatus === 200,
  },
  {
    reason:
      "Cloudflare Pages matches _redirects in the letter case written: other spellings of a story's or an article's address (which the Node server redirects in any case) are 404 there",
    applies: (d) => d.kind === 'spelling' && d.status === 301 && d.candidateStatus === 404,
  },
  {
    reason: 'Cloudflare Pages names types its own way (application/javascript for text/javascript) and adds no charset to JSON and XML',
    applies: (d) => d.field === 'content-type' && d.status === d.candidateStatus && sameType(d.reference, d.candidate),
  },
  {
    reason:
      "Cloudflare Pages compresses answers itself (its own br/gzip bytes, also on redirects) rather than sending the build's .br/.gz copies; wrangler pages dev sends no Vary, which the edge adds in production",
    applies: (d) => ['content-encoding', 'vary'].includes(d.field) || (d.field === 'body' && d.encoding !== 'identity'),
  },
  {
    reason: 'Cloudflare Pages writes its own redirect body (text/plain) and sends 404 pages with Cache-Control: no-store',
    applies: (d) =>
      (d.field === 'content-type' && d.status === 301 && d.reference === undefined) ||
      (d.field === 'cache-control' && d.candidateStatus === 404 && d.candidate === 'no-store'),
  },
  {
    reason:
      'Cloudflare Pages answers requests for its own _headers and _redirects itself (wrangler pages dev with a 502), without the headers _headers sets',
    applies: (d) => d.path === '/_headers' || d.path === '/_redirects',
  },
  {
    reason:
      "Cloudflare Pages serves every file uploaded: the .br/.gz copies (it compresses by itself) and nginx's files in _host/ (nothing secret in them) answer 200 there, where the Node server and nginx answer 404",
    applies: (d) => d.status === 404 && d.candidateStatus === 200 && (/\.(br|gz)$/.test(d.path) || d.path.startsWith('/_host/')),
  },
];
