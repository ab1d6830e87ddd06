/**
 * Files from memory: encoding choice, conditional requests as RFC 9110 has them (weak
 * comparison, lists, "*"), single byte ranges (206, 416), and hostile headers answered in
 * linear time. A small dist folder of its own, served by a bare fastify instance.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandling } from './errors.ts';
import { securityHeaders } from './security-headers.ts';
import { acceptedCodings, loadStaticFiles, sendStaticFile } from './static-files.ts';

let dir: string;
let app: FastifyInstance;
const pdf = randomBytes(5_000);
const script = Buffer.from('console.log("hello");\n'.repeat(200));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-static-test-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'story.pdf'), pdf);
  fs.writeFileSync(path.join(dir, 'assets/app.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/app.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/app.js.gz'), zlib.gzipSync(script));
  const files = loadStaticFiles(dir);
  const errors = errorHandling(securityHeaders({ demoVideo: { youtubeId: 'aqz-KE-bpKQ' } }));
  app = Fastify({ logger: false, ...errors.options });
  errors.install(app);
  app.get('/*', (request, reply) => sendStaticFile(request, reply, files.get(new URL(request.url, 'http://x').pathname)!));
  app.get('/missing', (request, reply) => sendStaticFile(request, reply, files.get('/story.pdf')!, 404));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

describe('Accept-Encoding', () => {
  it('takes every coding named, except those given q=0', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(new Set(['gzip', 'deflate', 'br', 'zstd']));
    expect(acceptedCodings('br;q=0, gzip;q=0.8')).toEqual(new Set(['gzip']));
    expect(acceptedCodings('BR ; Q = 0.000, gzip')).toEqual(new Set(['gzip']));
    expect(acceptedCodings('')).toEqual(new Set(['']));
  });

  it('serves brotli, gzip or plain bytes accordingly', async () => {
    expect((await get('/assets/app.js', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    expect((await get('/assets/app.js', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app.js', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('answers 304 for the current tag, compared weakly, alone, in a list or as "*"', async () => {
    const etag = (await get('/assets/app.js', { 'accept-encoding': 'br' })).headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    for (const value of [etag, `W/${etag}`, `"something-else", ${etag}`, `W/"a",W/${etag}`, '*']) {
      expect((await get('/assets/app.js', { 'accept-encoding': 'br', 'if-none-match': value })).statusCode, value).toBe(304);
    }
  });

  it('validates for a client that asks for no cached copy (fetch() sends Cache-Control: no-cache with every condition)', async () => {
    const etag = (await get('/story.pdf')).headers.etag as string;
    expect((await get('/story.pdf', { 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' })).statusCode).toBe(304);
  });

  it("answers 200 for another tag, another encoding's tag, and a not-found page", async () => {
    const etag = (await get('/assets/app.js', { 'accept-encoding': 'br' })).headers.etag as string;
    expect((await get('/assets/app.js', { 'accept-encoding': 'br', 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/assets/app.js', { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get('/missing', { 'if-none-match': '*' })).statusCode).toBe(404);
  });
});

describe('Range', () => {
  it('serves one range as 206 with Content-Range, from the plain bytes', async () => {
    const first = await get('/story.pdf', { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload).toEqual(pdf.subarray(0, 100));
    const last = await get('/story.pdf', { range: 'bytes=-10' });
    expect(last.rawPayload).toEqual(pdf.subarray(pdf.length - 10));
    const open = await get('/story.pdf', { range: `bytes=${pdf.length - 5}-` });
    expect(open.rawPayload).toEqual(pdf.subarray(pdf.length - 5));

    const compressed = await get('/assets/app.js', { range: 'bytes=10-19', 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(206);
    expect(compressed.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload).toEqual(script.subarray(10, 20));
  });

  it('says Accept-Ranges: bytes on files it can range', async () => {
    expect((await get('/story.pdf')).headers['accept-ranges']).toBe('bytes');
  });

  it('answers a range past the end with 416, Content-Range and the usual error shape', async () => {
    const response = await get('/story.pdf', { range: `bytes=${pdf.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(response.json()).toEqual({ error: 'range_not_satisfiable', message: expect.any(String) });
  });

  it('serves the whole file for several ranges, a malformed header, another unit or a stale If-Range', async () => {
    const etag = (await get('/story.pdf')).headers.etag as string;
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-1,10-11' },
      { range: 'bytes=abc' },
      { range: 'pages=1-2' },
      { range: 'bytes=0-9', 'if-range': '"an-older-version"' },
      { range: 'bytes=0-9', 'if-range': `W/${etag}` },
    ];
    for (const headers of cases) {
      const response = await get('/story.pdf', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.rawPayload.length).toBe(pdf.length);
    }
    expect((await get('/story.pdf', { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
  });

  it('answers HEAD with a range like GET, without a body', async () => {
    const head = await get('/story.pdf', { range: 'bytes=0-9' }, 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-9/${pdf.length}`);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('hostile headers', () => {
  // How fast these are answered is npm run bench:attacks' figure (hostileHeaders); here, that
  // they are answered, and rightly. Our own patterns are checked for linear time by recheck
  // (regex-safety.test.ts); a library's quadratic parse would show here as the test's timeout.
  it('8 KB Accept-Encoding, If-None-Match, Range and Cache-Control values get the whole file', async () => {
    const hostile = {
      'accept-encoding': `${'br;q=0.'.padEnd(4_000, '0')}${' ,'.repeat(2_000)}`,
      'if-none-match': `${'W/"x", '.repeat(1_000)}${' '.repeat(1_000)}`,
      range: `bytes=${'0-0,'.repeat(2_000)}`,
      'cache-control': `${', '.repeat(2_000)}no-cach${' '.repeat(2_000)}`,
    };
    const response = await get('/story.pdf', hostile);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});
