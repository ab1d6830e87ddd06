/**
 * The built site held in memory: every file of dist/ with its precompressed .br and .gz
 * copies, read once at start. Answers pick brotli, gzip or plain bytes by Accept-Encoding,
 * with strong ETags per encoding and Vary, so a request costs a Map lookup and a write.
 * A plain GET never gets here: early-answers.ts sends it, with the same headers, before fastify.
 * (@fastify/static streams each file from disk and measured about 8% of nginx's rate here.)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import mime from 'mime';
import parseRange from 'range-parser';
import { hostConfigAddresses } from '../src/site-files.ts';
import { rangeNotSatisfiable, sendProblem } from './errors.ts';

export const HTML_CACHE = 'public, max-age=0, must-revalidate';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Files outside /assets/ keep their names across builds: revalidate them, cheaply, via ETag. */
export const OTHER_CACHE = 'public, max-age=3600, must-revalidate';
/** How long a browser or proxy may keep one of the route table's permanent redirects. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export interface Variant {
  body: Buffer;
  etag: string;
  /** Content-Type, Cache-Control, ETag, Vary and Content-Encoding of its answers, built once. */
  headers: readonly (readonly [string, string])[];
}

export interface StaticFile {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

const etagOf = (body: Buffer, suffix: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * The host configurations the build writes beside the pages (dist/_headers, dist/_redirects,
 * dist/_host/): read by nginx or a static host, never served to visitors.
 */
export const HOST_CONFIG_PATHS = hostConfigAddresses;
const isHostConfig = (urlPath: string) =>
  HOST_CONFIG_PATHS.some((prefix) => (prefix.endsWith('/') ? urlPath.startsWith(prefix) : urlPath === prefix));

/** The Content-Type a file is sent with: its extension's type, text types with charset=utf-8. */
export function contentTypeOf(file: string): string {
  const mimeType = mime.getType(file) ?? 'application/octet-stream';
  return /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg)/.test(mimeType)
    ? `${mimeType}; charset=utf-8`
    : mimeType;
}

/** Every file under distDir by its URL path ("/assets/index-x.js"), compressed copies attached. */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    if (urlPath.split('/').some((part) => part.startsWith('.')) || isHostConfig(urlPath)) continue;
    const body = fs.readFileSync(file);
    const type = contentTypeOf(file);
    // A page's payload (/_data/) changes with the page, so it revalidates like the page.
    const cacheControl = urlPath.startsWith('/assets/')
      ? ASSET_CACHE
      : urlPath.endsWith('.html') || urlPath.startsWith('/_data/')
        ? HTML_CACHE
        : OTHER_CACHE;
    const compressed = ['.br', '.gz'].some((extension) => fs.existsSync(file + extension));
    const variant = (bytes: Buffer, etag: string, encoding?: 'br' | 'gzip'): Variant => ({
      body: bytes,
      etag,
      headers: [
        ['content-type', type],
        ['cache-control', cacheControl],
        ['etag', etag],
        ...(compressed ? [['vary', 'Accept-Encoding'] as const] : []),
        ...(encoding ? [['content-encoding', encoding] as const] : []),
      ],
    });
    const copy = (extension: string, suffix: string, encoding: 'br' | 'gzip') =>
      fs.existsSync(file + extension) ? variant(fs.readFileSync(file + extension), etagOf(body, suffix), encoding) : undefined;
    files.set(urlPath, {
      type,
      identity: variant(body, etagOf(body, '')),
      br: copy('.br', '-br', 'br'),
      gzip: copy('.gz', '-gz', 'gzip'),
    });
  }
  return files;
}

/** The codings a client accepts ("br", "gzip"...): every one it names, except those given q=0. */
export function acceptedCodings(acceptEncoding: string): Set<string> {
  const accepted = new Set<string>();
  // A split per comma and semicolon: linear in the header's length, whatever it holds.
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = entry.split(';');
    const refused = parameters.some((parameter) => {
      const [name = '', value = ''] = parameter.split('=');
      return name.trim().toLowerCase() === 'q' && Number(value) === 0;
    });
    if (!refused) accepted.add(coding.trim().toLowerCase());
  }
  return accepted;
}

/** Accept-Encoding values seen, with whether they take br and gzip; browsers send a handful. */
const brAndGzip = new Map<string, { br: boolean; gzip: boolean }>();
const REMEMBERED_VALUES = 256;

/** The variant to send: brotli if accepted, else gzip if accepted, else the plain bytes. */
export function chooseVariant(file: StaticFile, acceptEncoding: string): Variant {
  if (!file.br && !file.gzip) return file.identity;
  let accepts = brAndGzip.get(acceptEncoding);
  if (!accepts) {
    const accepted = acceptedCodings(acceptEncoding);
    accepts = { br: accepted.has('br'), gzip: accepted.has('gzip') };
    // Bounded, so a client inventing values cannot grow it.
    if (brAndGzip.size < REMEMBERED_VALUES) brAndGzip.set(acceptEncoding, accepts);
  }
  if (file.br && accepts.br) return file.br;
  if (file.gzip && accepts.gzip) return file.gzip;
  return file.identity;
}

/**
 * A single byte range of the file (206), or a 416 for a range past its end. Ranges are served
 * from the plain bytes: a download tool resuming a PDF asks for them, and a range of
 * compressed bytes would tie it to one encoding. Several ranges, a malformed header or an
 * If-Range naming another version get the whole file, as RFC 9110 allows.
 */
function sendRange(request: FastifyRequest, reply: FastifyReply, file: StaticFile, range: string): FastifyReply | null {
  const ifRange = request.headers['if-range'];
  // If-Range compares strongly: only this exact version may be continued.
  if (ifRange !== undefined && ifRange !== file.identity.etag) return null;
  const size = file.identity.body.length;
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -2 || (ranges !== -1 && (ranges.type !== 'bytes' || ranges.length !== 1))) return null;
  reply.header('etag', file.identity.etag).removeHeader('content-encoding');
  if (ranges === -1) {
    reply.header('Content-Range', `bytes */${size}`);
    return sendProblem(request, reply, rangeNotSatisfiable);
  }
  const { start, end } = ranges[0] ?? { start: 0, end: size - 1 };
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(file.identity.body.subarray(start, end + 1));
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200): FastifyReply {
  const variant = chooseVariant(file, request.headers['accept-encoding'] ?? '');
  for (const [name, value] of variant.headers) reply.header(name, value);
  if (status === 200) {
    // If-None-Match as RFC 9110 has it: weak comparison, a list of tags, or "*". Only that
    // header: fresh would answer 200 to "Cache-Control: no-cache", which fetch() adds to every
    // conditional request, though an origin server validates exactly then.
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && fresh({ 'if-none-match': ifNoneMatch }, { etag: variant.etag })) return reply.code(304).send();
    reply.header('Accept-Ranges', 'bytes');
    const range = request.headers.range;
    if (range !== undefined) {
      const partial = sendRange(request, reply, file, range);
      if (partial) return partial;
    }
  }
  return reply.code(status).header('Content-Length', variant.body.length).send(variant.body);
}
