/** The outbox's caps: per client address and day, and on its size; each a clear 429 or 503 that stores nothing. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DailyCap } from './caps.ts';
import { contactApp, filesIn, inquiryBody, tempOutbox } from './test-support.ts';

const outboxes: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup(options: { dailyLimit?: number; maxOutboxBytes?: number; rateLimit?: { max: number; timeWindowMs: number } }) {
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

describe('the cap on the outbox size', () => {
  it('answers 503 outbox_over_capacity once the waiting folders hold the cap, storing nothing more', async () => {
    const { app, outboxDir } = await setup({ maxOutboxBytes: 1 });
    expect((await post(app, 'First')).statusCode).toBe(200);
    const refused = await post(app, 'Second', '198.51.100.9');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'outbox_over_capacity' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
  });
});
