/**
 * Delivery through a real SMTP server (smtp-server on a loopback port, messages read back
 * with mailparser): arrival, SMTP down then up, refusals, restarts and concurrent sweeps.
 * Every case checks that each message arrives exactly once and moves to cur/ only then.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryWorker, envelopeOf, type DeliveryLog } from './delivery.ts';
import { claimAbandoned, CLAIM_STALE_MS, DELIVERED_SUFFIX, Maildir, parseClaim } from './maildir.ts';
import { contactApp, filesIn, inquiryBody, recipients, startSmtpSink, tempOutbox, waitFor, type SmtpSink } from './test-support.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quietLog: DeliveryLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function worker(outboxDir: string, port: number, log = quietLog) {
  const delivery = new DeliveryWorker({
    maildir: new Maildir(outboxDir),
    log,
    backoff: { initialMs: 50, maxMs: 400 },
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
    payload: JSON.stringify(inquiryBody({ subject, recipient })),
  });

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

const subjects = (smtp: SmtpSink) => smtp.messages.map((message) => message.subject).sort();

describe('delivery over SMTP', () => {
  it('an accepted request arrives at the SMTP server and then moves to cur/ marked seen', async () => {
    const dir = outbox();
    const smtp = await sink();
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir, () => delivery.notify());
    await delivery.start();

    const response = await submit(app, 'New Contact Inquiry from Asha Rao');
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

    const smtp = await sink({ port });
    await waitFor(() => filesIn(dir, 'cur').length === 6, 10_000, 'delivery after SMTP came back');
    // Give any duplicate a chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(subjects(smtp)).toEqual([...sent].sort());
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(6);
    expect(filesIn(dir, 'new')).toEqual([]);
  });

  it('a temporary refusal (451) keeps the message in new/ until the server accepts it', async () => {
    const dir = outbox();
    const smtp = await sink({ refuse: (attempt) => (attempt <= 2 ? { code: 451, message: 'Try again later' } : null) });
    const delivery = worker(dir, smtp.port);
    const app = await endpoint(dir);
    await submit(app, 'Refused twice');
    const first = await delivery.sweep();
    expect(first).toEqual({ delivered: 0, failed: 1 });
    expect(filesIn(dir, 'new')).toHaveLength(1);
    await waitFor(() => filesIn(dir, 'cur').length === 1, 10_000, 'delivery after refusals');
    expect(subjects(smtp)).toEqual(['Refused twice']);
  });

  it('a permanently refused message stays in new/ without holding up the others', async () => {
    const dir = outbox();
    const smtp = await sink({ refuse: (attempt) => (attempt === 1 ? { code: 550, message: 'Mailbox unavailable' } : null) });
    const errors: string[] = [];
    const delivery = worker(dir, smtp.port, { ...quietLog, error: (message) => errors.push(message) });
    const app = await endpoint(dir);
    for (const subject of ['First', 'Second', 'Third']) await submit(app, subject);
    expect(await delivery.sweep()).toEqual({ delivered: 2, failed: 1 });
    expect(subjects(smtp)).toEqual(['Second', 'Third']);
    expect(filesIn(dir, 'new')).toHaveLength(1);
    expect(errors.join('\n')).toMatch(/refused .* 550/);
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
    expect(result).toEqual({ delivered: 3, failed: 0 });
    expect(subjects(smtp)).toEqual(['Left 1', 'Left 2', 'Left 3']);
    expect(filesIn(dir, 'cur')).toHaveLength(3);
  });

  it('concurrent sweeps and notifications never send a message twice', async () => {
    const dir = outbox();
    const app = await endpoint(dir);
    const sent = Array.from({ length: 12 }, (_, index) => `Concurrent ${String(index).padStart(2, '0')}`);
    for (const subject of sent) await submit(app, subject);

    const smtp = await sink();
    const delivery = worker(dir, smtp.port);
    await Promise.all([delivery.sweep(), delivery.sweep(), delivery.start(), delivery.sweep()]);
    delivery.notify();
    await delivery.sweep();
    await waitFor(() => filesIn(dir, 'cur').length === 12, 10_000, 'delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjects(smtp)).toEqual(sent);
  });
});

describe('several senders on one outbox', () => {
  it('two workers (as two server processes would) sweeping at once send each message exactly once', async () => {
    const dir = outbox();
    const app = await endpoint(dir);
    const sent = Array.from({ length: 20 }, (_, index) => `Shared ${String(index).padStart(2, '0')}`);
    for (const subject of sent) await submit(app, subject);

    const smtp = await sink();
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
    expect(await worker(dir, smtp.port).sweep()).toEqual({ delivered: 1, failed: 0 });
    expect(subjects(smtp)).toEqual(['Claimed by a crashed process']);
    expect(filesIn(dir, 'sending')).toEqual([]);
  });

  it('another host\'s fresh claim is left alone; after ten minutes it counts as abandoned', () => {
    const claim = parseClaim(`${Date.now()}_ffffffff_4242_1700000000000_12345678_1700000000.M000001R0P1Q1.otherhost`)!;
    expect(claim).toMatchObject({ hostId: 'ffffffff', pid: 4242, senderId: '12345678', name: '1700000000.M000001R0P1Q1.otherhost' });
    expect(claimAbandoned(claim)).toBe(false);
    expect(claimAbandoned(claim, claim.claimedAt + CLAIM_STALE_MS + 1)).toBe(true);
  });
});

describe('envelopeOf', () => {
  it('reads the envelope from the stored message headers, folded or not', () => {
    const message = Buffer.from('From: "Site" <noreply@translytix.example>\nTo:\n sales@translytix.example\nSubject: x\n\nTo: evil@elsewhere.example\n');
    expect(envelopeOf(message)).toEqual({ from: 'noreply@translytix.example', to: ['sales@translytix.example'] });
    expect(envelopeOf(Buffer.from('Subject: no addresses\n\nbody'))).toBeNull();
  });
});
