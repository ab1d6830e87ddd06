/**
 * Delivery through a real SMTP server (smtp-server on a loopback port, messages read back
 * with mailparser): arrival, SMTP down then up, refusals (for now and for good) that never
 * hold up other messages, restarts, concurrent sweeps and closing mid-send. Every case checks
 * that each message arrives exactly once and moves to cur/ only then.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { AttemptLog } from './attempts.ts';
import { DeliveryWorker, envelopeOf, type DeliveryLog, type DeliveryOptions } from './delivery.ts';
import { claimAbandoned, CLAIM_STALE_MS, DELIVERED_SUFFIX, Maildir, parseClaim } from './maildir.ts';
import { retryFailedMessage } from './outbox-cli.ts';
import {
  contactApp,
  filesIn,
  labelledBody,
  labelOf,
  recipients,
  startSmtpSink,
  tempOutbox,
  waitFor,
  type SmtpSink,
} from './test-support.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quietLog: DeliveryLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function worker(outboxDir: string, port: number, log = quietLog, options: Partial<DeliveryOptions> = {}) {
  const delivery = new DeliveryWorker({
    maildir: new Maildir(outboxDir),
    log,
    backoff: { initialMs: 50, maxMs: 400 },
    retry: { initialMs: 50, maxMs: 200 },
    ...options,
    transport: nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 2_000,
      greetingTimeout: 2_000,
      socketTimeout: 5_000,
    }),
  });
  cleanups.push(() => delivery.close(500));
  return delivery;
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  cleanups.push(() => started.close());
  return started;
}

async function endpoint(outboxDir: string, onStored?: () => void): Promise<FastifyInstance> {
  const app = await contactApp({ outboxDir, onStored });
  cleanups.push(() => app.close());
  return app;
}

function outbox(): string {
  const dir = tempOutbox();
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const submit = (app: FastifyInstance, subject: string, recipient: string = recipients[0]) =>
  app.inject({
    method: 'POST',
    url: '/api/send_email/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(labelledBody(subject, { recipient })),
  });

/** `count` numbered messages ("Prefix 00", "Prefix 01"...) waiting in a new outbox, and an SMTP server to send them to. */
async function storedMessages(prefix: string, count: number) {
  const dir = outbox();
  const app = await endpoint(dir);
  const sent = Array.from({ length: count }, (_, index) => `${prefix} ${String(index).padStart(2, '0')}`);
  for (const subject of sent) await submit(app, subject);
  return { dir, sent, smtp: await sink() };
}

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

const subjects = (smtp: SmtpSink) => smtp.messages.map((message) => labelOf(message.subject)).sort();

describe('delivery over SMTP', () => {
  it('an accepted request arrives at the SMTP server and then moves to cur/ marked seen', async () => {
    const dir = outbox();
    const smtp = await sink();
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir, () => delivery.notify());
    await delivery.start();

    const response = await submit(app, 'Rao');
    expect(response.statusCode).toBe(200);
    await waitFor(() => filesIn(dir, 'cur').length === 1, 10_000, 'delivery');

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.subject).toBe('New Contact Inquiry from Asha Rao');
    expect(mail!.to).toMatchObject({ value: [{ address: recipients[0] }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'noreply@translytix.example' }] });
    expect(mail!.messageId).toBe(`<${response.json<{ id: string }>().id}@translytix.example>`);
    expect(mail!.html).toContain('<tr><th>Name</th><td>Asha Rao</td></tr>');
    expect(filesIn(dir, 'new')).toEqual([]);
    expect(filesIn(dir, 'cur')[0]).toMatch(new RegExp(`${DELIVERED_SUFFIX.replace(',', '\\,')}$`));
  });

  it('SMTP down, then up: every message arrives exactly once', async () => {
    const dir = outbox();
    const port = await closedPort();
    const delivery = worker(dir, port);
    const app = await endpoint(dir, () => delivery.notify());
    await delivery.start();

    const sent = Array.from({ length: 6 }, (_, index) => `Down ${index}`);
    for (const [index, subject] of sent.entries()) {
      expect((await submit(app, subject, recipients[index % 2])).statusCode).toBe(200);
    }
    // Nothing can be delivered: all wait in new/, and the worker is backing off.
    await waitFor(() => delivery.backingOff, 5_000, 'backoff');
    expect(filesIn(dir, 'new')).toHaveLength(6);
    expect(filesIn(dir, 'cur')).toEqual([]);
    // An unreachable server is not the messages' fault: none has an attempt on record.
    expect(filesIn(dir, 'attempts')).toEqual([]);

    const smtp = await sink({ port });
    await waitFor(() => filesIn(dir, 'cur').length === 6, 10_000, 'delivery after SMTP came back');
    // A duplicate would come from a sweep still running: one more sweep waits for it to end.
    await delivery.sweep();
    expect(subjects(smtp)).toEqual([...sent].sort());
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(6);
    expect(filesIn(dir, 'new')).toEqual([]);
  });

  it('a temporary refusal (451) keeps the message in new/, on its own schedule, until the server accepts it', async () => {
    const dir = outbox();
    const smtp = await sink({ refuse: (attempt) => (attempt <= 2 ? { code: 451, message: 'Try again later' } : null) });
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir);
    await submit(app, 'Refused twice');
    const [name] = filesIn(dir, 'new');
    expect(await delivery.sweep()).toEqual({ delivered: 0, deferred: 1, failed: 0 });
    expect(filesIn(dir, 'new')).toEqual([name]);
    const record = await new AttemptLog(dir).get(name!);
    expect(record).toMatchObject({
      attempts: 1,
      lastReply: expect.stringMatching(/451 Try again later/),
      nextAttemptAt: expect.any(String),
    });
    // Not the server's fault: no server backoff, the message waits for its own next attempt.
    expect(delivery.backingOff).toBe(false);
    await waitFor(() => filesIn(dir, 'cur').length === 1, 10_000, 'delivery after refusals');
    expect(subjects(smtp)).toEqual(['Refused twice']);
    // Its record goes once it is delivered.
    await waitFor(() => filesIn(dir, 'attempts').length === 0, 2_000, 'the record removed');
  });

  it('a permanently refused message (5xx) goes to failed/ with the reply, logged as an error, without holding up the others', async () => {
    const dir = outbox();
    const smtp = await sink({ refuse: (attempt) => (attempt === 1 ? { code: 550, message: 'Mailbox unavailable' } : null) });
    const errors: string[] = [];
    const delivery = worker(dir, smtp.port, { ...quietLog, error: (message) => errors.push(message) });
    const app = await endpoint(dir);
    for (const subject of ['First', 'Second', 'Third']) await submit(app, subject);
    const [first] = filesIn(dir, 'new');
    expect(await delivery.sweep()).toEqual({ delivered: 2, deferred: 0, failed: 1 });
    expect(subjects(smtp)).toEqual(['Second', 'Third']);
    expect(filesIn(dir, 'new')).toEqual([]);
    expect(filesIn(dir, 'failed')).toEqual([first]);
    expect(await new AttemptLog(dir).get(first!)).toMatchObject({
      attempts: 1,
      lastReply: expect.stringMatching(/550 Mailbox unavailable/),
      nextAttemptAt: null,
      failedAt: expect.any(String),
    });
    expect(errors.join('\n')).toMatch(/moved to failed\/ .*550/);
  });

  it('a poisoned (4xx) and a refused (5xx) message ahead of 50 leads: all 50 are delivered, the two end where they should', async () => {
    const dir = outbox();
    const smtp = await sink({
      refuse: (_attempt, subject) =>
        labelOf(subject).startsWith('Poisoned')
          ? { code: 451, message: 'Greylisted, try later' }
          : labelOf(subject).startsWith('Refused')
            ? { code: 550, message: 'No such user' }
            : null,
    });
    // Production's schedule for the poisoned one: its next attempt is half a minute away.
    const delivery = worker(dir, smtp.port, quietLog, { retry: { initialMs: 30_000, maxMs: 30 * 60_000 } });
    const app = await endpoint(dir, () => delivery.notify());
    await delivery.start();
    expect((await submit(app, 'Poisoned lead')).statusCode).toBe(200);
    expect((await submit(app, 'Refused lead')).statusCode).toBe(200);
    const [poisoned, refused] = filesIn(dir, 'new').length === 2 ? filesIn(dir, 'new') : [undefined, undefined];
    const leads = Array.from({ length: 50 }, (_, index) => `Lead ${String(index).padStart(2, '0')}`);
    for (const subject of leads) expect((await submit(app, subject)).statusCode).toBe(200);
    await waitFor(() => smtp.messages.length === 50, 15_000, 'the 50 leads');
    expect(subjects(smtp)).toEqual(leads);
    await waitFor(() => filesIn(dir, 'failed').length === 1, 5_000, 'the refused lead in failed/');
    const waiting = filesIn(dir, 'new');
    expect(waiting).toHaveLength(1);
    const attempts = new AttemptLog(dir);
    // Work, not a stopwatch: the 50 went through while the poisoned one had its one attempt.
    expect(await attempts.get(waiting[0]!)).toMatchObject({
      attempts: 1,
      lastReply: expect.stringMatching(/451 Greylisted/),
      nextAttemptAt: expect.any(String),
    });
    expect(await attempts.get(filesIn(dir, 'failed')[0]!)).toMatchObject({
      lastReply: expect.stringMatching(/550 No such user/),
      nextAttemptAt: null,
    });
    if (poisoned && refused) expect(new Set([...waiting, ...filesIn(dir, 'failed')])).toEqual(new Set([poisoned, refused]));
    expect(filesIn(dir, 'cur')).toHaveLength(50);
  });

  it("a connection dropped during one message's DATA, ahead of 5 leads: the 5 are delivered; it backs off and after its retries goes to failed/ with the reason", async () => {
    const dir = outbox();
    const dropped: string[] = [];
    const smtp = await sink({
      drop: (_attempt, subject) => {
        const choking = labelOf(subject) === 'Choking';
        if (choking) dropped.push(subject);
        return choking;
      },
    });
    const errors: string[] = [];
    const delivery = worker(dir, smtp.port, { ...quietLog, error: (message) => errors.push(message) }, { maxDrops: 3 });
    const app = await endpoint(dir);
    // It waits first in new/, the leads behind it.
    expect((await submit(app, 'Choking')).statusCode).toBe(200);
    const leads = ['Lead 1', 'Lead 2', 'Lead 3', 'Lead 4', 'Lead 5'];
    for (const lead of leads) expect((await submit(app, lead)).statusCode).toBe(200);
    await delivery.start();
    await waitFor(() => smtp.messages.length === 5, 15_000, 'the 5 leads');
    expect(subjects(smtp)).toEqual(leads);
    await waitFor(() => filesIn(dir, 'failed').length === 1 && errors.length > 0, 15_000, 'the choking message in failed/');
    // Three attempts, each cut during its data, each counted against it: then it stops.
    expect(dropped).toHaveLength(3);
    const [failed] = filesIn(dir, 'failed');
    expect(await new AttemptLog(dir).get(failed!)).toMatchObject({
      attempts: 3,
      drops: 3,
      lastReply: expect.stringMatching(/connection was lost while sending this message/),
      nextAttemptAt: null,
    });
    expect(errors.join('\n')).toMatch(/moved to failed\/ after 3 attempt/);
    expect(filesIn(dir, 'new')).toEqual([]);
    expect(filesIn(dir, 'cur')).toHaveLength(5);
  });

  it('a message refused for now past giveUpAfterMs goes to failed/ with the last reply', async () => {
    const dir = outbox();
    const smtp = await sink({ refuse: () => ({ code: 452, message: 'Mailbox full' }) });
    const errors: string[] = [];
    const delivery = worker(dir, smtp.port, { ...quietLog, error: (message) => errors.push(message) }, { giveUpAfterMs: 300 });
    const app = await endpoint(dir);
    await submit(app, 'Never accepted');
    await delivery.start();
    await waitFor(() => filesIn(dir, 'failed').length === 1, 10_000, 'failed/');
    const [name] = filesIn(dir, 'failed');
    const record = await new AttemptLog(dir).get(name!);
    expect(record!.attempts).toBeGreaterThanOrEqual(2);
    expect(record!.lastReply).toMatch(/452 Mailbox full/);
    expect(Date.parse(record!.failedAt!) - Date.parse(record!.firstFailedAt)).toBeGreaterThanOrEqual(300);
    expect(filesIn(dir, 'new')).toEqual([]);
    // The error is logged just after the move (giveUp: record, move, log): wait for it too.
    await waitFor(() => /moved to failed\/ after \d+ attempt/.test(errors.join('\n')), 5_000, 'the error line');
  });

  it('a failed message sent back with npm run outbox -- --retry is delivered', async () => {
    const dir = outbox();
    let refusing = true;
    const smtp = await sink({ refuse: () => (refusing ? { code: 554, message: 'Rejected' } : null) });
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir);
    const id = (await submit(app, 'Second chance')).json<{ id: string }>().id;
    expect(await delivery.sweep()).toMatchObject({ failed: 1 });
    refusing = false;
    expect(await retryFailedMessage(new Maildir(dir), id)).toMatch(new RegExp(`^${id.replace(/\./g, '\\.')}\\.`));
    expect(filesIn(dir, 'attempts')).toEqual([]);
    expect(await delivery.sweep()).toEqual({ delivered: 1, deferred: 0, failed: 0 });
    expect(subjects(smtp)).toEqual(['Second chance']);
  });

  it('after a restart, messages left in new/ are sent', async () => {
    const dir = outbox();
    // A run without SMTP stored three messages.
    const app = await endpoint(dir);
    for (const subject of ['Left 1', 'Left 2', 'Left 3']) await submit(app, subject);
    await app.close();
    expect(filesIn(dir, 'new')).toHaveLength(3);

    const smtp = await sink();
    const result = await worker(dir, smtp.port).start();
    expect(result).toEqual({ delivered: 3, deferred: 0, failed: 0 });
    expect(subjects(smtp)).toEqual(['Left 1', 'Left 2', 'Left 3']);
    expect(filesIn(dir, 'cur')).toHaveLength(3);
  });

  it('concurrent sweeps and notifications never send a message twice', async () => {
    const { dir, sent, smtp } = await storedMessages('Concurrent', 12);
    const delivery = worker(dir, smtp.port);
    await Promise.all([delivery.sweep(), delivery.sweep(), delivery.start(), delivery.sweep()]);
    delivery.notify();
    await delivery.sweep();
    await waitFor(() => filesIn(dir, 'cur').length === 12, 10_000, 'delivery');
    // A duplicate would come from a sweep still running: one more sweep waits for it to end.
    await delivery.sweep();
    expect(subjects(smtp)).toEqual(sent);
  });
});

describe('several senders on one outbox', () => {
  it('two workers (as two server processes would) sweeping at once send each message exactly once', async () => {
    const { dir, sent, smtp } = await storedMessages('Shared', 20);
    const first = worker(dir, smtp.port);
    const second = worker(dir, smtp.port);
    // The third and fourth calls fold into the first two (one sweep per worker at a time).
    const [ofFirst, ofSecond] = await Promise.all([first.sweep(), second.sweep(), first.sweep(), second.sweep()]);
    await waitFor(() => filesIn(dir, 'cur').length === 20, 10_000, 'delivery');
    expect(ofFirst!.delivered + ofSecond!.delivered).toBe(20);
    expect(subjects(smtp)).toEqual(sent);
    expect(filesIn(dir, 'sending')).toEqual([]);
  });

  it('a message claimed by a sender that died goes back to new/ and is delivered once', async () => {
    const dir = outbox();
    const app = await endpoint(dir);
    await submit(app, 'Claimed by a crashed process');
    const [name] = filesIn(dir, 'new');
    // What a process killed mid-send leaves: its claim, under this pid from an earlier start.
    const hostId = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
    const claim = `${Date.now()}_${hostId}_${process.pid}_1_0badc0de_${name}`;
    fs.renameSync(path.join(dir, 'new', name!), path.join(dir, 'sending', claim));

    const smtp = await sink();
    expect(await worker(dir, smtp.port).sweep()).toEqual({ delivered: 1, deferred: 0, failed: 0 });
    expect(subjects(smtp)).toEqual(['Claimed by a crashed process']);
    expect(filesIn(dir, 'sending')).toEqual([]);
  });

  it("another host's fresh claim is left alone; after ten minutes it counts as abandoned", () => {
    const claim = parseClaim(`${Date.now()}_ffffffff_4242_1700000000000_12345678_1700000000.M000001R0P1Q1.otherhost`)!;
    expect(claim).toMatchObject({ hostId: 'ffffffff', pid: 4242, senderId: '12345678', name: '1700000000.M000001R0P1Q1.otherhost' });
    expect(claimAbandoned(claim)).toBe(false);
    expect(claimAbandoned(claim, claim.claimedAt + CLAIM_STALE_MS + 1)).toBe(true);
  });
});

describe('closing', () => {
  it('lets the message being sent finish, then leaves nothing claimed', async () => {
    const dir = outbox();
    const smtp = await sink({ delayMs: 400 });
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir);
    for (const subject of ['Slow 1', 'Slow 2', 'Slow 3']) await submit(app, subject);
    void delivery.start();
    await waitFor(() => filesIn(dir, 'sending').length === 1, 5_000, 'a claim');
    await delivery.close(2_000);
    expect(filesIn(dir, 'sending')).toEqual([]);
    // The one in progress was delivered; the others wait in new/ for the next start.
    expect(subjects(smtp)).toEqual(['Slow 1']);
    expect(filesIn(dir, 'cur')).toHaveLength(1);
    expect(filesIn(dir, 'new')).toHaveLength(2);
  });

  it('cut off after its grace time, returns the claim to new/', async () => {
    const dir = outbox();
    const smtp = await sink({ delayMs: 3_000 });
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir);
    await submit(app, 'Too slow');
    void delivery.start();
    await waitFor(() => filesIn(dir, 'sending').length === 1, 5_000, 'a claim');
    await delivery.close(100);
    expect(filesIn(dir, 'sending')).toEqual([]);
    expect(filesIn(dir, 'new')).toHaveLength(1);
  });
});

describe('envelopeOf', () => {
  it('reads the envelope from the stored message headers, folded or not', () => {
    const message = Buffer.from(
      'From: "Site" <noreply@translytix.example>\nTo:\n sales@translytix.example\nSubject: x\n\nTo: evil@elsewhere.example\n',
    );
    expect(envelopeOf(message)).toEqual({ from: 'noreply@translytix.example', to: ['sales@translytix.example'] });
    expect(envelopeOf(Buffer.from('Subject: no addresses\n\nbody'))).toBeNull();
  });
});
