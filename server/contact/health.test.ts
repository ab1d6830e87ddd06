/** GET /readyz and /healthz: 200 while leads can be stored and reach sales, 503 when not; the details only to allowed addresses. GET /livez: 200 while the process serves. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { healthPlugin, type HealthOptions } from './health.ts';
import { Maildir } from './maildir.ts';
import { tempOutbox } from './test-support.ts';

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function health(options: Partial<HealthOptions> & { outboxDir: string }, remoteAddress = '127.0.0.1', url = '/healthz') {
  const app = Fastify();
  await healthPlugin({ freeBytes: async () => 10 * 2 ** 30, minFreeBytes: 100 * 2 ** 20, delivery: null, ...options })(app);
  apps.push(app);
  const response = await app.inject({ method: 'GET', url, remoteAddress });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown> & { outbox: Record<string, unknown>; delivery: Record<string, unknown> }>(),
    headers: response.headers,
  };
}

async function outboxWith(waitingAges: number[], failed: number, delivered: number) {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  const now = Math.floor(Date.now() / 1000);
  for (const [index, age] of waitingAges.entries()) fs.writeFileSync(path.join(maildir.new, `${now - age}.M00000${index}R0P1Q1.host`), 'x');
  for (let index = 0; index < failed; index++) fs.writeFileSync(path.join(maildir.failed, `${now}.M00000${index}R1P1Q1.host`), 'x');
  for (let index = 0; index < delivered; index++) fs.writeFileSync(path.join(maildir.cur, `${now}.M00000${index}R2P1Q1.host:2,S`), 'x');
  return dir;
}

it('is 200 with the outbox state while leads can be stored and none waits too long', async () => {
  const writtenAt = Math.floor(Date.now() / 1000);
  const outboxDir = await outboxWith([30, 600], 0, 5);
  const lastSuccessAt = new Date('2026-01-02T03:04:05.000Z');
  const { status, body, headers } = await health({ outboxDir, delivery: { lastSuccessAt } });
  expect(status).toBe(200);
  expect(headers['cache-control']).toBe('no-store');
  expect(body).toMatchObject({ status: 'ok', delivery: { smtp: true, lastSuccessAt: '2026-01-02T03:04:05.000Z' } });
  expect(body.outbox).toMatchObject({ waiting: 2, sending: 0, failed: 0, delivered: 5, freeMegabytes: 10_240 });
  expect(body.held).toEqual({ megabytes: 0, maxMegabytes: null });
  expect(body.outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(600);
  // No time limit: at most the seconds that have passed since the files were written (the file
  // names hold whole seconds and the age is rounded, so up to one more).
  expect(body.outbox.oldestWaitingSeconds).toBeLessThanOrEqual(600 + Math.ceil(Date.now() / 1000) - writtenAt);
  // The write probe leaves nothing behind.
  expect(fs.readdirSync(path.join(outboxDir, 'tmp'))).toEqual([]);
});

it('is 503 when the outbox cannot be written', async () => {
  const outboxDir = await outboxWith([], 0, 0);
  // A file where tmp/ should be: every write fails, even as root.
  fs.rmSync(path.join(outboxDir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(outboxDir, 'tmp'), 'not a folder');
  const { status, body } = await health({ outboxDir });
  expect(status).toBe(503);
  expect(body).toMatchObject({ status: 'unavailable', error: 'outbox_unavailable', message: expect.stringMatching(/cannot be written/) });
  expect(body.outbox).toMatchObject({ waiting: 0 });
});

it('is 503 below the free-space threshold', async () => {
  const outboxDir = await outboxWith([], 0, 0);
  const { status, body } = await health({ outboxDir, freeBytes: async () => 50 * 2 ** 20 });
  expect(status).toBe(503);
  expect(body).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/free-space threshold/) });
});

it('says when there is no SMTP server to deliver to', async () => {
  const outboxDir = await outboxWith([], 0, 0);
  const { body } = await health({ outboxDir, delivery: null });
  expect(body.delivery).toEqual({ smtp: false, lastSuccessAt: null });
  expect(body.outbox.oldestWaitingSeconds).toBeNull();
});

it('is 503 "degraded" when the oldest waiting lead is older than maxQueueAgeSeconds, with delivery configured', async () => {
  const outboxDir = await outboxWith([30, 1_000], 0, 0);
  const delivery = { lastSuccessAt: null };
  const old = await health({ outboxDir, delivery, maxQueueAgeSeconds: 900 });
  expect(old.status).toBe(503);
  expect(old.body).toMatchObject({
    status: 'degraded',
    error: 'leads_delayed',
    message: expect.stringMatching(/oldest waiting lead has waited \d+ s, more than 900 s/),
  });
  expect((await health({ outboxDir, delivery, maxQueueAgeSeconds: 1_200 })).status).toBe(200);
  // Without an SMTP server, new/ is the mailbox a mail client reads: its age says nothing.
  expect((await health({ outboxDir, delivery: null, maxQueueAgeSeconds: 900 })).status).toBe(200);
});

it('is 503 "degraded" while failed leads wait for someone to look at them', async () => {
  const outboxDir = await outboxWith([], 1, 0);
  const { status, body } = await health({ outboxDir, delivery: { lastSuccessAt: null } });
  expect(status).toBe(503);
  expect(body).toMatchObject({ status: 'degraded', message: expect.stringMatching(/1 failed lead/) });
});

it('gives the details to loopback and HEALTH_ALLOW addresses only; everyone else reads the status alone', async () => {
  const outboxDir = await outboxWith([1_000], 0, 0);
  const delivery = { lastSuccessAt: null };
  const stranger = await health({ outboxDir, delivery }, '203.0.113.7');
  expect(stranger.status).toBe(503);
  expect(stranger.body).toEqual({ status: 'degraded' });
  const healthy = await health({ outboxDir: await outboxWith([], 0, 0), delivery }, '203.0.113.7');
  expect(healthy.body).toEqual({ status: 'ok' });
  const monitor = await health({ outboxDir, delivery, detailsAllowed: ['203.0.113.0/24'] }, '203.0.113.7');
  expect(monitor.body).toMatchObject({ status: 'degraded', outbox: { waiting: 1 } });
  expect((await health({ outboxDir, delivery }, '::1')).body).toHaveProperty('outbox');
});

it('/readyz answers as /healthz; /livez is 200 while leads are stuck or cannot be stored, since pages are still served', async () => {
  // Stuck: an SMTP server to deliver to and a lead waiting an hour.
  const stuck = await outboxWith([3600], 0, 0);
  const delivery = { lastSuccessAt: null };
  const ready = await health({ outboxDir: stuck, delivery }, '127.0.0.1', '/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body).toMatchObject({ status: 'degraded', error: 'leads_delayed' });
  expect(ready.body).toEqual((await health({ outboxDir: stuck, delivery })).body);
  const live = await health({ outboxDir: stuck, delivery }, '127.0.0.1', '/livez');
  expect([live.status, live.body, live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
  // Unwritable: a file where tmp/ should be.
  const unwritable = await outboxWith([], 0, 0);
  fs.rmSync(path.join(unwritable, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(unwritable, 'tmp'), '');
  expect((await health({ outboxDir: unwritable }, '127.0.0.1', '/readyz')).status).toBe(503);
  expect((await health({ outboxDir: unwritable }, '203.0.113.9', '/livez')).status).toBe(200);
});

it("reports the held leads' use of their budget", async () => {
  const outboxDir = await outboxWith([], 0, 0);
  fs.writeFileSync(path.join(outboxDir, 'review', '1.M1R1P1Q1.host'), Buffer.alloc(3 * 2 ** 20));
  fs.mkdirSync(path.join(outboxDir, 'held'), { recursive: true });
  fs.writeFileSync(path.join(outboxDir, 'held', '1.M1R1P1Q1.host.json'), Buffer.alloc(2 ** 20));
  const { body } = await health({ outboxDir, heldMaxBytes: 10 * 2 ** 20 });
  expect(body.held).toEqual({ megabytes: 4, maxMegabytes: 10 });
});
