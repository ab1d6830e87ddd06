/**
 * Bots held back, nothing deleted: a lead with the browser's proof of work goes to new/ (to
 * sales at once), one without it waits in review/; sales gets at most one digest an hour.
 */
import fs from 'node:fs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Maildir } from './maildir.ts';
import { ProofOfWork } from './proof.ts';
import { HeldLeads, ReviewDigest } from './review-digest.ts';
import { contactApp, filesIn, from, inquiryBody, parseStored, recipients, tempOutbox } from './test-support.ts';

const outboxes: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup() {
  const outboxDir = tempOutbox();
  outboxes.push(outboxDir);
  const proof = new ProofOfWork({ minCounter: 100, maxCounter: 200 });
  const app = await contactApp({ outboxDir, proof });
  apps.push(app);
  return { app, outboxDir };
}

const post = (app: FastifyInstance, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/send_email/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** What the form's worker does: fetch a challenge, solve it. */
async function solve(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/challenge/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return JSON.stringify({ challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } });
}

describe('the proof of work decides where a lead goes', () => {
  it("with a valid proof: both recipients' messages go to new/ at once", async () => {
    const { app, outboxDir } = await setup();
    const altcha = await solve(app);
    for (const recipient of recipients) expect((await post(app, inquiryBody({ recipient, altcha }))).statusCode).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
    expect(filesIn(outboxDir, 'review')).toEqual([]);
  });

  it('a held lead sent again with its Idempotency-Key is one message with one summary: the replay leaves no orphan summary in held/', async () => {
    const { app, outboxDir } = await setup();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/send_email/',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'replayed-key-123' },
        payload: JSON.stringify(inquiryBody({ lastName: 'Replayed' })),
      });
    const first = await send();
    const replay = await send();
    expect([first.statusCode, replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(replay.json()).toEqual(first.json());
    const held = filesIn(outboxDir, 'review');
    expect(held).toHaveLength(1);
    expect(filesIn(outboxDir, 'held')).toEqual([`${held[0]}.json`]);
  });

  it('without one, with a forged one or a spent one: accepted (200) and held in review/, with a summary for the digest', async () => {
    const { app, outboxDir } = await setup();
    const altcha = await solve(app);
    expect((await post(app, inquiryBody({ altcha }))).statusCode).toBe(200);
    const answers = [
      await post(app, inquiryBody({ lastName: 'NoProof' })),
      await post(app, inquiryBody({ lastName: 'Forged', altcha: altcha.replace(/"counter":\d+/, '"counter":1') })),
      await post(app, inquiryBody({ lastName: 'Spent', altcha })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
    const held = filesIn(outboxDir, 'review');
    expect(held).toHaveLength(3);
    expect(answers.map((answer) => held.some((name) => name.startsWith(`${answer.json<{ id: string }>().id}.`)))).toEqual([
      true,
      true,
      true,
    ]);
    const summaries = await Promise.all(held.map((name) => new HeldLeads(outboxDir).get(name)));
    expect(summaries.map((summary) => summary?.name).sort()).toEqual(['Asha Forged', 'Asha NoProof', 'Asha Spent']);
  });
});

describe('the review digest', () => {
  it('lists the held leads in one message to sales, at most once per interval, and only when something new is held', async () => {
    const { app, outboxDir } = await setup();
    await post(app, inquiryBody({ lastName: 'First' }));
    await post(app, inquiryBody({ lastName: 'Second', recipient: recipients[1] }));
    const maildir = new Maildir(outboxDir);
    const digest = new ReviewDigest({ maildir, held: new HeldLeads(outboxDir), from, to: recipients, intervalMs: 60 * 60_000 });
    const start = Date.now() + 2 * 60 * 60_000;
    // The plugin's own look at start-up found nothing held yet; this is the first digest.
    expect(await digest.run(start)).toBe(2);
    const [digestName] = filesIn(outboxDir, 'new');
    const mail = await parseStored(outboxDir, 'new', digestName!);
    expect(mail.subject).toBe('Leads held for review: 2 new, 2 in all');
    expect((mail.to as { value: { address: string }[] }).value.map((entry) => entry.address)).toEqual([...recipients]);
    expect(mail.text, mail.text).toContain('Asha First');
    expect(mail.text).toContain('npm run outbox -- --release ID');

    // Within the hour: nothing, even with a new lead held.
    await post(app, inquiryBody({ lastName: 'Third' }));
    expect(await digest.run(start + 30 * 60_000)).toBe(0);
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
    // An hour on: one more, listing all three.
    expect(await digest.run(start + 61 * 60_000)).toBe(3);
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
    // Nothing new held since: no digest, however long it waits.
    expect(await digest.run(start + 10 * 60 * 60_000)).toBe(0);
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
    expect(filesIn(outboxDir, 'review')).toHaveLength(3);
  });
});
