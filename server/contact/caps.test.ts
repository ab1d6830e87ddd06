/** The outbox's caps: per client and day, and the held leads' budget; each a clear 429 or 503 that stores nothing, and never in a real lead's way. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { DailyCap, OutboxSize } from './caps.ts';
import type { ContactOptions } from './plugin.ts';
import { ProofOfWork } from './proof.ts';
import { contactApp, filesIn, inquiryBody, tempOutbox } from './test-support.ts';

const outboxes: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup(options: Partial<ContactOptions>) {
  const outboxDir = tempOutbox();
  outboxes.push(outboxDir);
  const app = await contactApp({ outboxDir, ...options });
  apps.push(app);
  return { app, outboxDir };
}

const post = (app: FastifyInstance, lastName: string, remoteAddress = '192.0.2.1') =>
  app.inject({
    method: 'POST',
    url: '/api/send_email/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(inquiryBody({ lastName })),
    remoteAddress,
  });

describe('the daily cap per client (an IPv4 address, an IPv6 /64)', () => {
  it('refuses the message past the cap with a 429 daily_limit; other addresses go on', async () => {
    const { app, outboxDir } = await setup({ dailyLimit: 3 });
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await post(app, `Lead ${index}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(app, 'Again');
    expect(refused.json()).toMatchObject({ error: 'daily_limit', message: expect.stringMatching(/today/) });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(app, 'Elsewhere', '198.51.100.9')).statusCode).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(4);
  });

  it('counts an IPv6 client by its /64: 30 addresses of one network share one cap, the next network has its own', async () => {
    const { app, outboxDir } = await setup({ dailyLimit: 3 });
    const statuses = [];
    for (let index = 1; index <= 30; index++)
      statuses.push((await post(app, `Lead ${index}`, `2001:db8:1:2::${index.toString(16)}`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect((await post(app, 'Next network', '2001:db8:1:3::1')).statusCode).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(4);
  });

  it('limits the request rate of an IPv6 client by its /64 too', async () => {
    const { app } = await setup({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const statuses = [];
    for (let index = 1; index <= 4; index++) statuses.push((await post(app, `Lead ${index}`, `2001:db8:9:9::${index}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await post(app, 'Elsewhere', '2001:db8:9:a::1')).statusCode).toBe(200);
  });

  it('starts again each UTC day, and forgets the oldest address past its table size', () => {
    const cap = new DailyCap(1, 2);
    const day = Date.UTC(2026, 0, 1, 12);
    expect([cap.take('a', day), cap.take('a', day)]).toEqual([true, false]);
    expect(cap.take('a', day + 24 * 60 * 60 * 1000)).toBe(true);
    expect([cap.take('b', day + 24 * 60 * 60 * 1000), cap.take('c', day + 24 * 60 * 60 * 1000)]).toEqual([true, true]);
    // 'a' was the oldest of three: forgotten, so counted afresh.
    expect(cap.take('a', day + 24 * 60 * 60 * 1000)).toBe(true);
  });
});

describe("the held leads' budget", () => {
  /** What the form's browser sends: a challenge from the endpoint, solved. */
  async function solved(app: FastifyInstance): Promise<string> {
    const challenge = (await app.inject({ method: 'GET', url: '/api/challenge/' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return JSON.stringify({ challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } });
  }
  const withProof = (app: FastifyInstance, lastName: string, altcha: string) =>
    app.inject({
      method: 'POST',
      url: '/api/send_email/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(inquiryBody({ lastName, altcha })),
      remoteAddress: '203.0.113.50',
    });

  it('once held leads fill it, a post without a proof gets 503 held_over_capacity and stores nothing, and a lead with a proof is still accepted', async () => {
    const proof = new ProofOfWork({ minCounter: 100, maxCounter: 200 });
    const { app, outboxDir } = await setup({ maxHeldBytes: 1, proof });
    expect((await post(app, 'Bot one')).statusCode).toBe(200);
    const refused = await post(app, 'Bot two', '198.51.100.9');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'held_over_capacity', message: expect.stringMatching(/e-mail/) });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await withProof(app, 'Real buyer', await solved(app))).statusCode).toBe(200);
    expect([filesIn(outboxDir, 'review'), filesIn(outboxDir, 'new')].map((files) => files.length)).toEqual([1, 1]);
  });

  it("counts the held messages' summaries too", async () => {
    const proof = new ProofOfWork({ minCounter: 100, maxCounter: 200 });
    const { app, outboxDir } = await setup({ proof });
    expect((await post(app, 'Bot')).statusCode).toBe(200);
    const sizes = (folder: 'review' | 'held') =>
      filesIn(outboxDir, folder).reduce((sum, name) => sum + fs.statSync(path.join(outboxDir, folder, name)).size, 0);
    expect(sizes('held')).toBeGreaterThan(0);
    expect(await new OutboxSize(outboxDir, 0).bytes()).toBe(sizes('review') + sizes('held'));
  });
});
