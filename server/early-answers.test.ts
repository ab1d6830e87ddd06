/**
 * Answers given before fastify are the answers fastify gives: the same status, headers (in
 * order, Date apart), body and log line, for pages and files, GET and HEAD, every
 * Accept-Encoding. A query string sends the same request through fastify (it ignores the
 * query for pages and files), and a hook counts what reached fastify, so each test knows
 * which way a request went.
 */
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest, startTestSite, type RawAnswer, type TestSite } from './test-site.ts';

const script = Buffer.from('console.log("hello");\n'.repeat(200));
const extraFiles = {
  'assets/app-x1.js': script,
  'assets/app-x1.js.br': zlib.brotliCompressSync(script),
  'assets/app-x1.js.gz': zlib.gzipSync(script),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  // Under the API's prefix: its route answers there, not the file.
  'api/shadowed.json': '{"file":true}',
};

let site: TestSite;
let reachedFastify = 0;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  site = await startTestSite(
    {
      logger: { level: 'info', stream },
      trustProxy: ['127.0.0.1'],
      plugins: [
        async (app) => {
          app.addHook('onRequest', async () => {
            reachedFastify++;
          });
          app.get('/api/*', (_request, reply) => reply.code(404).send({ error: 'not_found' }));
        },
      ],
    },
    extraFiles,
  );
});

afterAll(() => site.close());

beforeEach(() => {
  reachedFastify = 0;
  logLines.length = 0;
});

const request = (method: string, target: string, headers: Record<string, string> = {}) =>
  rawRequest(
    site.port,
    [
      `${method} ${target} HTTP/1.1\r\nHost: x\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}Connection: close\r\n\r\n`,
    ],
    { timeoutMs: 5_000 },
  );

const withoutDate = (answer: RawAnswer) => ({
  statusLine: answer.statusLine,
  headers: Object.entries(answer.headers).filter(([name]) => name !== 'date'),
  body: answer.body,
});

describe('a plain GET or HEAD of a page or file', () => {
  const encodings = ['br, gzip', 'gzip, deflate', 'br;q=0, gzip', 'identity', ''];
  const targets = ['/', '/about', '/assets/app-x1.js', '/robots.txt'];

  it('is answered before fastify, exactly as fastify answers it', async () => {
    for (const target of targets) {
      for (const method of ['GET', 'HEAD']) {
        for (const encoding of encodings) {
          const headers = { 'Accept-Encoding': encoding, 'X-Forwarded-For': '203.0.113.7' };
          const label = `${method} ${target} (${encoding || 'no'} Accept-Encoding)`;
          const early = await request(method, target, headers);
          expect(reachedFastify, label).toBe(0);
          const viaFastify = await request(method, `${target}?via=fastify`, headers);
          expect(reachedFastify, label).toBe(1);
          reachedFastify = 0;
          expect(early.statusLine, label).toBe('HTTP/1.1 200 OK');
          expect(withoutDate(early), label).toEqual(withoutDate(viaFastify));
        }
      }
    }
    expect((await request('GET', '/assets/app-x1.js', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });

  it('writes the same log line as fastify: a request id of its own, the client behind a trusted proxy', async () => {
    await request('GET', '/about', { 'X-Forwarded-For': '203.0.113.7' });
    await request('GET', '/about?via=fastify', { 'X-Forwarded-For': '203.0.113.7' });
    // The log is written after the answer: wait for both lines, not for a guessed time.
    await expect.poll(() => logLines.filter((line) => line.msg === 'request').length).toBe(2);
    const [early, viaFastify] = logLines.filter((line) => line.msg === 'request');
    const comparable = (line: Record<string, unknown> | undefined) => ({
      ...line,
      time: 0,
      reqId: typeof line?.reqId,
      ms: typeof line?.ms,
      url: '',
    });
    expect(comparable(early)).toEqual(comparable(viaFastify));
    expect(early).toMatchObject({ method: 'GET', url: '/about', status: 200, ip: '203.0.113.7' });
    expect(early?.reqId).not.toBe(viaFastify?.reqId);
  });
});

describe('everything else goes on to fastify', () => {
  it('conditional requests, ranges, other methods, other spellings and unknown paths', async () => {
    const etag = (await request('GET', '/assets/app-x1.js', { 'Accept-Encoding': 'br' })).headers.etag!;
    reachedFastify = 0;
    expect((await request('GET', '/assets/app-x1.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).statusLine).toBe(
      'HTTP/1.1 304 Not Modified',
    );
    expect((await request('GET', '/robots.txt', { Range: 'bytes=0-3' })).body).toBe('User');
    expect((await request('DELETE', '/about')).statusLine).toMatch(/^HTTP\/1.1 405 /);
    expect((await request('GET', '/about/')).statusLine).toMatch(/^HTTP\/1.1 301 /);
    expect((await request('GET', '/no-such-page')).statusLine).toMatch(/^HTTP\/1.1 404 /);
    expect((await request('GET', '/about/index.html')).statusLine).toMatch(/^HTTP\/1.1 404 /);
    expect(reachedFastify).toBe(6);
  });

  it("a file under a plugin's route is that route's", async () => {
    const answer = await request('GET', '/api/shadowed.json');
    expect(answer.statusLine).toMatch(/^HTTP\/1.1 404 /);
    expect(answer.body).not.toContain('"file"');
    expect(reachedFastify).toBe(1);
  });
});
