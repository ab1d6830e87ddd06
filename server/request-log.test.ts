/** One structured log line per request, with a request id, whatever the answer and whoever gave it. */
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { rawRequest, startTestSite, type TestSite } from './test-site.ts';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

it('writes one JSON line per request, with its id, method, URL, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const site = await startTestSite({ logger: { level: 'info', stream } });
  sites.push(site);
  lines.length = 0;

  await (await fetch(`${site.baseURL}/about`)).arrayBuffer();
  await (await fetch(`${site.baseURL}/no-such-page`)).arrayBuffer();
  await (await fetch(`${site.baseURL}/about`, { method: 'DELETE' })).arrayBuffer();
  await rawRequest(site.port, ['GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], { timeoutMs: 5_000 });
  await rawRequest(site.port, [`GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`], { timeoutMs: 5_000 });
  // The log is written after the answer: wait for the five lines, not for a guessed time.
  await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(5);

  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.map((line) => [line.method, line.url, line.status])).toEqual([
    ['GET', '/about', 200],
    ['GET', '/no-such-page', 404],
    ['DELETE', '/about', 405],
    ['GET', '/%zz', 400],
    // Refused by Node's parser: no method or URL to trust, and no request id.
    [undefined, undefined, 431],
  ]);
  const routed = requests.slice(0, 4);
  for (const line of routed) expect(line.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(new Set(routed.map((line) => line.reqId)).size).toBe(4);
  expect(requests[4]).toMatchObject({ code: 'HPE_HEADER_OVERFLOW', ip: '127.0.0.1' });
  expect(JSON.stringify(requests[4])).not.toContain('bbbb');
  expect(routed.slice(0, 3).every((line) => typeof line.ms === 'number')).toBe(true);
  // Nothing else per request: no "incoming request", no "request completed".
  expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
});
