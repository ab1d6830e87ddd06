/**
 * The parity crawl: asks the Node server (the reference) and another host serving the same
 * dist/ (nginx with the files the build wrote, or a static-host runtime with _headers and
 * _redirects) the same questions, and lists every answer that differs, with its reason.
 *
 * The questions: every sitemap URL, every page of the route table, every redirect source and
 * every spelling of an address that answers in any letter case (as written, in capitals, in
 * lower case, each with and without a trailing slash), every file under dist/, and probes
 * (empty segments, the pages' own files, compressed copies, host configurations, unknown
 * addresses); each asked with Accept-Encoding identity, gzip and br, optionally with a Host
 * header. Compared: status, Location, Content-Type, Content-Encoding, Vary, Cache-Control,
 * the security headers, and the body where both sent the same encoding.
 *
 * Requests go through node:http, not fetch, so nothing adds an Accept-Encoding or decodes a body.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { addressBook, answersAnyCase, type Redirect, type RouteEntry } from '../../src/route-table.ts';

export const ENCODINGS = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export interface Question {
  path: string;
  /** Why it is asked: "sitemap", "page", "spelling", "file", "probe". */
  kind: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  bodyHash: string;
}

export interface Difference {
  path: string;
  kind: string;
  encoding: Encoding;
  host: string | undefined;
  /** The reference's status, and the other host's. */
  status: number;
  candidateStatus: number;
  field: string;
  reference: string | undefined;
  candidate: string | undefined;
  /** Why they differ, when the difference is a known, accepted one; undefined fails the crawl. */
  reason?: string;
}

/** A known difference: its reason, and when it applies. */
export interface Explanation {
  reason: string;
  applies(difference: Difference): boolean;
}

const lowerFirst = (value: string) => value.toLowerCase();

/** Every question to ask, each once, from the built site and its route table. */
export function questions(distDir: string, table: { routes: readonly RouteEntry[]; redirects: readonly Redirect[] }): Question[] {
  const asked = new Map<string, string>();
  const ask = (pathname: string, kind: string) => {
    if (!asked.has(pathname)) asked.set(pathname, kind);
  };
  const sitemap = fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) ask(new URL(loc!).pathname, 'sitemap');
  const pages = table.routes.filter((route) => !route.path.includes('*'));
  for (const route of pages) ask(route.path, 'page');
  const titleCase = (value: string) =>
    value.replace(/(^|[/-])(\p{Ll})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
  for (const [address, answer] of addressBook(table)) {
    const variants =
      'redirect' in answer || answersAnyCase(answer.route)
        ? [address, address.toUpperCase(), titleCase(address), lowerFirst(address)]
        : [address];
    for (const variant of variants) for (const spelling of [variant, `${variant}/`]) if (spelling !== '//') ask(spelling, 'spelling');
  }
  const files = fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  for (const file of files) if (!/\.(br|gz)$/.test(file)) ask(encodeURI(file), 'file');
  const someFile = files.find((file) => file.startsWith('/assets/') && file.endsWith('.js')) ?? '/robots.txt';
  const somePage = pages.find((route) => route.path !== '/')?.path ?? '/';
  for (const probe of [
    `/${somePage}`,
    `//no-such-page`,
    `${somePage}//`,
    '/index.html',
    `${somePage}/index.html`,
    '/404.html',
    `${someFile}.br`,
    `${someFile}.gz`,
    '/index.html.gz',
    '/no-such-page',
    '/No-Such-PAGE/',
    '/success-stories/no-such-story',
    '/Success-Stories/NO-SUCH-STORY/',
    '/assets/nothing.js',
    '/.hidden',
    '/_headers',
    '/_redirects',
    '/_host/nginx-server.conf',
    `${somePage}?utm_source=parity&utm_medium=crawl`,
    // A redirect keeps the query (campaign parameters).
    ...table.redirects.slice(0, 1).map((redirect) => `${redirect.from}?utm_source=parity&utm_medium=crawl`),
  ]) {
    ask(probe, 'probe');
  }
  return [...asked].map(([pathname, kind]) => ({ path: pathname, kind }));
}

/**
 * One GET through node:http: status, headers, and the body's hash (bytes as sent). A kept-alive
 * connection the server closed meanwhile (workerd does) is asked again, twice at most, on a new one.
 */
export async function ask(baseURL: string, pathname: string, encoding: Encoding, host?: string): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await askOnce(baseURL, pathname, encoding, host, attempt === 0 ? keepAlive : false);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET' || attempt >= 2) {
        throw new Error(`GET ${baseURL}${pathname} (Accept-Encoding: ${encoding}) failed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
}

function askOnce(
  baseURL: string,
  pathname: string,
  encoding: Encoding,
  host: string | undefined,
  agent: http.Agent | false,
): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        method: 'GET',
        path: pathname,
        headers: { 'accept-encoding': encoding, ...(host ? { host } : {}) },
        agent,
      },
      (response) => {
        const hash = createHash('sha1');
        response.on('data', (chunk: Buffer) => hash.update(chunk));
        response.on('end', () => {
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers, bodyHash: hash.digest('hex') });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** The fields compared, as header names (status and body aside). */
export function comparedHeaders(securityHeaderNames: readonly string[]): string[] {
  return [
    'location',
    'content-type',
    'content-encoding',
    'vary',
    'cache-control',
    ...securityHeaderNames.map((name) => name.toLowerCase()),
  ];
}

export interface CrawlOptions {
  reference: string;
  candidate: string;
  questions: readonly Question[];
  securityHeaderNames: readonly string[];
  /** Ask again with this Host header, as a visitor behind a named site would. */
  hosts?: readonly (string | undefined)[];
  explanations?: readonly Explanation[];
}

export interface CrawlResult {
  asked: number;
  differences: Difference[];
  /** Those with no reason: the crawl fails on any. */
  unexplained: Difference[];
}

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const fields = comparedHeaders(options.securityHeaderNames);
  const differences: Difference[] = [];
  const jobs = options.questions.flatMap((question) =>
    ENCODINGS.flatMap((encoding) => (options.hosts ?? [undefined]).map((host) => ({ question, encoding, host }))),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { question, encoding, host } = jobs[next++]!;
      const [reference, candidate] = await Promise.all([
        ask(options.reference, question.path, encoding, host),
        ask(options.candidate, question.path, encoding, host),
      ]);
      const differ = (field: string, a: string | undefined, b: string | undefined) => {
        if (a !== b)
          differences.push({
            path: question.path,
            kind: question.kind,
            encoding,
            host,
            status: reference.status,
            candidateStatus: candidate.status,
            field,
            reference: a,
            candidate: b,
          });
      };
      differ('status', String(reference.status), String(candidate.status));
      for (const field of fields) differ(field, normalise(field, reference.headers[field]), normalise(field, candidate.headers[field]));
      if (
        reference.headers['content-encoding'] === candidate.headers['content-encoding'] &&
        reference.status === candidate.status &&
        reference.status !== 301
      ) {
        differ('body', reference.bodyHash, candidate.bodyHash);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  for (const difference of differences)
    difference.reason = options.explanations?.find((explanation) => explanation.applies(difference))?.reason;
  return { asked: jobs.length, differences, unexplained: differences.filter((difference) => !difference.reason) };
}

/** Spellings that mean the same: a Location with this host's origin is the path alone (redirects must not name one, but a host may). */
function normalise(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (field === 'vary') return value.toLowerCase();
  return value;
}

/** The report: counts, then each difference grouped by field and reason, with a few examples. */
export function report(name: string, result: CrawlResult): string {
  const groups = new Map<string, Difference[]>();
  for (const difference of result.differences) {
    const key = `${difference.field}: ${difference.reason ?? 'UNEXPLAINED'}`;
    groups.set(key, [...(groups.get(key) ?? []), difference]);
  }
  const lines = [
    `${name}: ${result.asked} answers compared, ${result.differences.length} differences, ${result.unexplained.length} unexplained`,
  ];
  for (const [key, list] of groups) {
    lines.push(`  ${key} (${list.length})`);
    for (const difference of list.slice(0, 3)) {
      const host = difference.host ? ` Host: ${difference.host}` : '';
      lines.push(
        `    ${difference.path} [${difference.encoding}${host}] node=${JSON.stringify(difference.reference)} other=${JSON.stringify(difference.candidate)}`,
      );
    }
  }
  return lines.join('\n');
}
