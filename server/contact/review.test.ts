/**
 * Bots held back, nothing deleted: a lead with the browser's proof of work goes to new/ (to
 * sales at once), one without it waits in review/; sales gets at most one digest an hour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Maildir } from './maildir.ts';
import { ProofOfWork } from './proof.ts';
import { HeldLeads, ReviewDigest } from './review-digest.ts';
import { contactApp, filesIn, from, inquiryBody, inquiryValues, parseStored, recipients, tempOutbox } from './test-support.ts';

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

  /** `count` held leads in review/, a second apart, each with its summary (from `domains`, in turn), as the endpoint writes them. */
  async function heldLeads(count: number, domains: readonly string[]) {
    const outboxDir = tempOutbox();
    outboxes.push(outboxDir);
    const maildir = await new Maildir(outboxDir).open();
    const held = await new HeldLeads(outboxDir).open();
    const start = Date.UTC(2026, 10, 27, 12);
    for (let index = 0; index < count; index++) {
      const name = `${start / 1000 + index}.M${index}R0P1Q1.host`;
      const values = inquiryValues({ lastName: `Bot${index}`, email: `bot${index}@${domains[index % domains.length]}` });
      await held.save(name, recipients[0], values, false, new Date(start + index * 1000));
      fs.writeFileSync(path.join(maildir.review, name), 'x');
    }
    return { outboxDir, maildir, held };
  }
  const digestOf = (outbox: { maildir: Maildir; held: HeldLeads }) =>
    new ReviewDigest({ maildir: outbox.maildir, held: outbox.held, from, to: recipients, intervalMs: 60 * 60_000 });

  it('lists the newest 50 held leads, and counts them all by day and by e-mail domain', async () => {
    const outbox = await heldLeads(60, ['bots.example', 'Spam.example', 'bots.example']);
    expect(await digestOf(outbox).run()).toBe(60);
    const [name] = filesIn(outbox.outboxDir, 'new');
    const mail = await parseStored(outbox.outboxDir, 'new', name!);
    expect(mail.text).toContain('Asha Bot59');
    expect(mail.text).toContain('Asha Bot10');
    expect(mail.text).not.toMatch(/Asha Bot9\b/);
    expect(mail.html).toMatch(/The newest 50 of 60/);
    expect(mail.html).toMatch(/<td>2026-11-27<\/td><td>60<\/td>/);
    expect(mail.html).toMatch(/<td>bots\.example<\/td><td>40<\/td>/);
    expect(mail.html).toMatch(/<td>spam\.example<\/td><td>20<\/td>/);
  });

  it('treats a state dated in the future as stale, and two processes sharing the outbox write one digest', async () => {
    const outbox = await heldLeads(3, ['example.org']);
    fs.writeFileSync(
      path.join(outbox.outboxDir, 'review-digest.json'),
      JSON.stringify({ lastSentAt: Date.now() + 365 * 86_400_000, listed: [] }),
    );
    // Two servers' digests look at the same moment: one writes, the other finds the lock or the fresh state.
    const counts = await Promise.all([digestOf(outbox).run(), digestOf(outbox).run()]);
    expect(counts.sort()).toEqual([0, 3]);
    expect(filesIn(outbox.outboxDir, 'new')).toHaveLength(1);
    // And one after the other within the hour: still one.
    expect(await digestOf(outbox).run()).toBe(0);
    expect(filesIn(outbox.outboxDir, 'new')).toHaveLength(1);
    expect(fs.existsSync(path.join(outbox.outboxDir, 'review-digest.json.lock'))).toBe(false);
  });
});
