/** The CRM webhook: each lead that goes to sales is POSTed once accepted, signed with a timestamp, retried after a failure, and sent again by hand from failed/. */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { signature, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, WebhookQueue, WebhookWorker, type LeadEvent } from './webhook.ts';
import { contactApp, filesIn, inquiryBody, inquiryValues, recipients, tempOutbox, waitFor } from './test-support.ts';

const secret = 'a-webhook-secret-of-32-characters';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Received {
  body: string;
  signature: string | undefined;
  timestamp: string | undefined;
  leadId: string | undefined;
}

/** A receiver on 127.0.0.1 answering each POST with the next status of `statuses` (then 200). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        body,
        signature: request.headers['x-signature-sha256'] as string | undefined,
        timestamp: request.headers['x-signature-timestamp'] as string | undefined,
        leadId: request.headers['x-lead-id'] as string | undefined,
      });
      response.writeHead(statuses[received.length - 1] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`, received };
}

async function setup(url: string, options: { giveUpAfterMs?: number } = {}) {
  const outboxDir = tempOutbox();
  cleanups.push(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
  const queue = await new WebhookQueue(outboxDir).open();
  const errors: string[] = [];
  const worker = new WebhookWorker({
    queue,
    url,
    secret,
    log: { warn: () => undefined, error: (message) => errors.push(message) },
    retry: { initialMs: 50, maxMs: 200 },
    ...options,
  });
  cleanups.push(() => worker.close());
  const app = await contactApp({ outboxDir, webhook: { queue, notify: () => worker.notify() } });
  cleanups.push(() => app.close());
  return { app, outboxDir, queue, worker, errors };
}

const post = (app: FastifyInstance, recipient: string) =>
  app.inject({
    method: 'POST',
    url: '/api/send_email/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(inquiryBody({ recipient })),
  });

describe('the CRM webhook', () => {
  it('POSTs each lead once (not once per recipient), signed, with its id; a 500 is retried and the e-mail never waits', async () => {
    const hook = await receiver([500]);
    const { app, outboxDir, queue } = await setup(hook.url);
    const answers = [];
    for (const recipient of recipients) answers.push(await post(app, recipient));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // The e-mail side has both messages at once, whatever the receiver does.
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);

    await waitFor(() => hook.received.length === 2, 10_000, 'the retry after the 500');
    await waitFor(() => fs.readdirSync(queue.pending).length === 0, 10_000, 'the job done');
    const [first, second] = hook.received;
    expect(second!.body).toBe(first!.body);
    // Each attempt signed with its own timestamp, as the documented receiver checks it.
    for (const request of hook.received) expect(verifyWebhook({ ...request, secret })).toBe(true);
    const event = JSON.parse(second!.body) as LeadEvent;
    const leadId = answers[0]!.json<{ id: string }>().id;
    expect(event).toEqual({ id: leadId, receivedAt: expect.any(String), fields: inquiryValues() });
    expect(second!.leadId).toBe(leadId);
  });

  it('a receiver that keeps failing: the job backs off, then waits in webhook/failed/ with the answer', async () => {
    const hook = await receiver([503, 503, 503, 503, 503, 503, 503, 503, 503, 503]);
    const { app, queue, errors, worker } = await setup(hook.url, { giveUpAfterMs: 120 });
    await post(app, recipients[0]);
    // The job is written into failed/, then removed from pending/: wait for both.
    await waitFor(
      () => fs.readdirSync(queue.failed).length === 1 && fs.readdirSync(queue.pending).length === 0,
      10_000,
      'the job in failed/ and no longer in pending/',
    );
    const failed = JSON.parse(fs.readFileSync(`${queue.failed}/${fs.readdirSync(queue.failed)[0]}`, 'utf8')) as {
      attempts: number;
      lastAnswer: string;
    };
    expect(failed.lastAnswer).toBe('HTTP 503');
    expect(failed.attempts).toBe(hook.received.length);
    // The error line is written just after the move: wait for it rather than read it at once.
    await waitFor(() => /moved to webhook\/failed\//.test(errors.join('\n')), 10_000, 'the error line');

    // Sent again by hand (npm run outbox -- --retry-webhook ID): back in pending/, counted afresh, and posted.
    const [id] = await queue.listFailed();
    const before = hook.received.length;
    expect(await queue.retryFailed(id!)).toBe(true);
    expect(await queue.listFailed()).toEqual([]);
    expect(await queue.retryFailed(id!)).toBe(false);
    // A running server finds it at its next sweep (each minute): here, at once.
    worker.notify();
    await waitFor(() => hook.received.length > before, 10_000, 'the job posted again');
  });
});

describe("the webhook's signature, as a receiver checks it", () => {
  const body = JSON.stringify({ id: 'lead-1', receivedAt: '2026-11-28T08:00:00.000Z', fields: {} });
  const now = Date.parse('2026-11-28T08:00:30.000Z');
  const sentAt = Math.floor(now / 1000) - 30;
  const sent = { body, secret, timestamp: String(sentAt), signature: signature(body, secret, sentAt), now };

  it('accepts a request signed with the secret within the tolerance', () => {
    expect(verifyWebhook(sent)).toBe(true);
  });

  it('refuses a replay past the tolerance, another body, another timestamp, another secret, or no headers', () => {
    expect(verifyWebhook({ ...sent, now: now + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000 })).toBe(false);
    expect(verifyWebhook({ ...sent, body: body.replace('lead-1', 'lead-2') })).toBe(false);
    expect(verifyWebhook({ ...sent, timestamp: String(sentAt + 1) })).toBe(false);
    expect(verifyWebhook({ ...sent, secret: 'another' })).toBe(false);
    expect(verifyWebhook({ ...sent, signature: undefined, timestamp: undefined })).toBe(false);
    // A signature of the body alone (the old scheme) no longer passes.
    expect(verifyWebhook({ ...sent, signature: createHmac('sha256', secret).update(body).digest('hex') })).toBe(false);
  });
});
