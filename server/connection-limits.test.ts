/**
 * Slow and idle connections cannot crowd visitors out: a flood of slow bodies from one
 * address is capped per address and timed out with 408s, while a visitor from another
 * address keeps getting pages quickly. The flood comes from 127.0.0.2 (still loopback: the
 * whole of 127/8 is this machine), the visitor from 127.0.0.1. Bounded: 300 connections,
 * a few seconds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from './connection-limits.ts';
import { trustedProxyTest } from './connection-limits.ts';
import { rawRequest, startTestSite, type RawAnswer, type TestSite } from './test-site.ts';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

/** The connections the server holds open now (its own count, not a guess from elapsed time). */
const openConnections = (site: TestSite) =>
  new Promise<number>((resolve, reject) => site.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

const limits: ConnectionLimits = {
  headersTimeoutMs: 800,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 1_000,
  maxConnections: 200,
  maxConnectionsPerClient: 50,
};
const slowBody = 'POST /about HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"10 bytes';

describe('a flood of slow bodies from one address', () => {
  it('holds at most its share of connections, each ends with a 408, and a visitor is served meanwhile', async () => {
    const site = await startTestSite({ limits });
    sites.push(site);
    const { port, baseURL } = site;
    const flood: Promise<RawAnswer>[] = [];
    for (let index = 0; index < 300; index++) flood.push(rawRequest(port, [slowBody], { localAddress: '127.0.0.2', timeoutMs: 8_000 }));
    // The flood holds its share: the server's own count, before the visitor comes.
    await expect.poll(() => openConnections(site)).toBe(limits.maxConnectionsPerClient);

    // The visitor: GET / ten times while the flood holds its connections. How fast is the
    // benchmark's business (npm run bench:attacks); here, that every one is served.
    const visitor: { status: number }[] = [];
    for (let index = 0; index < 10; index++) {
      const response = await fetch(`${baseURL}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      visitor.push({ status: response.status });
    }
    const answers = await Promise.all(flood);

    expect(visitor.map((entry) => entry.status)).toEqual(Array(10).fill(200));

    const timedOut = answers.filter((answer) => answer.statusLine.startsWith('HTTP/1.1 408'));
    const refused = answers.filter((answer) => answer.statusLine === '' && answer.closed);
    expect(timedOut.length).toBeLessThanOrEqual(limits.maxConnectionsPerClient);
    expect(timedOut.length).toBeGreaterThan(0);
    expect(timedOut.length + refused.length).toBe(300);
    // None stays open: each was refused at once or timed out.
    expect(answers.filter((answer) => !answer.closed)).toEqual([]);
  }, 30_000);

  it("counts a trusted proxy's connections together with nobody's: its visitors are many", async () => {
    const site = await startTestSite({ limits: { ...limits, maxConnectionsPerClient: 5 }, trustProxy: ['127.0.0.2'] });
    sites.push(site);
    const viaProxy = await Promise.all(
      Array.from({ length: 20 }, () =>
        rawRequest(site.port, ['GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], {
          localAddress: '127.0.0.2',
          timeoutMs: 5_000,
        }),
      ),
    );
    expect(viaProxy.map((answer) => answer.statusLine)).toEqual(Array(20).fill('HTTP/1.1 200 OK'));
  });

  it('caps one address that is no proxy', async () => {
    const site = await startTestSite({ limits: { ...limits, maxConnectionsPerClient: 5 } });
    sites.push(site);
    const held = Array.from({ length: 5 }, () => rawRequest(site.port, [slowBody], { localAddress: '127.0.0.2', timeoutMs: 5_000 }));
    await expect.poll(() => openConnections(site)).toBe(5);
    const sixth = await rawRequest(site.port, ['GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], {
      localAddress: '127.0.0.2',
      timeoutMs: 5_000,
    });
    expect(sixth).toMatchObject({ statusLine: '', closed: true });
    // Another address is not affected.
    expect((await fetch(`${site.baseURL}/about`)).status).toBe(200);
    await Promise.all(held);
  });
});

describe('trustedProxyTest', () => {
  it('reads TRUST_PROXY as fastify does', () => {
    expect(trustedProxyTest(true)('203.0.113.9')).toBe(true);
    expect(trustedProxyTest(false)('127.0.0.1')).toBe(false);
    const loopback = trustedProxyTest(['loopback']);
    expect(loopback('127.0.0.2')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('203.0.113.9')).toBe(false);
    expect(trustedProxyTest(['10.0.0.0/8'])('10.1.2.3')).toBe(true);
  });
});
