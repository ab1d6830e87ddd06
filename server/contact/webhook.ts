/**
 * Leads to a CRM: when LEAD_WEBHOOK_URL is set, every lead that goes to sales is also POSTed
 * there as JSON {id, receivedAt, fields}, from the same durable outbox as the e-mail. A job is
 * written to webhook/pending/ (flushed to disk) before the visitor's answer, by the endpoint
 * (a lead with the proof of work) or by `npm run outbox -- --release` (a held lead let through).
 *
 * Each POST carries X-Signature-Timestamp (Unix seconds when it was sent) and
 * X-Signature-SHA256, the hex HMAC-SHA256 of "{timestamp}.{body}" keyed with LEAD_WEBHOOK_SECRET,
 * as Stripe and Slack sign theirs: a receiver that checks the signature and refuses a timestamp
 * older than its tolerance (verifyWebhook: 5 minutes) cannot be fed a captured request again
 * later, which a signature of the body alone allowed. X-Lead-Id, the lead's id, lets the receiver
 * drop a repeat (delivery is at least once: a crash after the receiver's 2xx sends it again). A
 * failed job can be sent again by hand: `npm run outbox -- --retry-webhook ID` (retryFailedJob). A non-2xx
 * answer or a timeout puts that job alone on its own schedule, with growing delays; after
 * giveUpAfterMs it moves to webhook/failed/ with the last answer. The e-mail worker
 * (delivery.ts) and this one never wait for each other.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Inquiry } from '../../src/lib/contact/inquiry.ts';
import { syncDirectory, writeFileDurably } from './maildir.ts';
import { WakeUp } from './wake-up.ts';

/** What the receiver gets. */
export interface LeadEvent {
  /** The lead's id (its first recipient's message id): the same on every attempt. */
  id: string;
  receivedAt: string;
  fields: Inquiry;
}

interface Job {
  event: LeadEvent;
  attempts: number;
  firstFailedAt?: string;
  lastAnswer?: string;
  nextAttemptAt?: string;
}

/** The signature of a POST sent at `timestamp` (Unix seconds): hex HMAC-SHA256 of "{timestamp}.{body}". */
export const signature = (body: string, secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** How old a request a receiver accepts, by default: the documented tolerance (docs/operations.md). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * What a receiver checks (docs/operations.md shows the same in a few lines): the signature of
 * "{X-Signature-Timestamp}.{raw body}", compared in constant time, and a timestamp no further
 * than `toleranceSeconds` from now, so a captured request cannot be replayed later.
 */
export function verifyWebhook(request: {
  body: string;
  signature: string | undefined;
  timestamp: string | undefined;
  secret: string;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const timestamp = Number(request.timestamp);
  const now = Math.floor((request.now ?? Date.now()) / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > (request.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signature(request.body, request.secret, timestamp), 'hex');
  const given = Buffer.from(request.signature ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The webhook's folders in the outbox: pending/ jobs and failed/ ones. */
export class WebhookQueue {
  readonly pending: string;
  readonly failed: string;
  private readonly tmp: string;

  constructor(outboxRoot: string) {
    const root = path.join(outboxRoot, 'webhook');
    this.pending = path.join(root, 'pending');
    this.failed = path.join(root, 'failed');
    this.tmp = path.join(root, 'tmp');
  }

  async open(): Promise<this> {
    for (const dir of [this.pending, this.failed, this.tmp]) await fs.mkdir(dir, { recursive: true, mode: 0o750 });
    return this;
  }

  /** Write the job for a lead, durably (written whole, then renamed into pending/). */
  async enqueue(event: LeadEvent): Promise<void> {
    await this.write(this.pending, { event, attempts: 0 });
    await syncDirectory(this.pending);
  }

  async write(dir: string, job: Job): Promise<void> {
    const staged = path.join(this.tmp, `${job.event.id}.${randomBytes(4).toString('hex')}`);
    await writeFileDurably(staged, JSON.stringify(job));
    await fs.rename(staged, path.join(dir, `${job.event.id}.json`));
  }

  /**
   * Send a failed job again: moved from failed/ back to pending/ with its attempts counted
   * afresh, so a running server posts it at its next look (within a minute). The job's file name
   * is the lead's id; false when no failed job has it.
   */
  async retryFailed(id: string): Promise<boolean> {
    const file = path.join(this.failed, `${path.basename(id).replace(/\.json$/, '')}.json`);
    let job: Job;
    try {
      job = JSON.parse(await fs.readFile(file, 'utf8')) as Job;
    } catch {
      return false;
    }
    await this.write(this.pending, { event: job.event, attempts: 0 });
    await syncDirectory(this.pending);
    await fs.rm(file, { force: true });
    return true;
  }

  /** The lead ids of the failed jobs. */
  async listFailed(): Promise<string[]> {
    return (await fs.readdir(this.failed).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  }

  async list(): Promise<string[]> {
    return (await fs.readdir(this.pending).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  }

  async read(file: string): Promise<Job | null> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.pending, file), 'utf8')) as Job;
    } catch {
      return null;
    }
  }
}

export interface WebhookOptions {
  queue: WebhookQueue;
  url: string;
  secret: string;
  log: { warn(message: string): void; error(message: string): void };
  /** One POST may take this long (10 s by default). */
  timeoutMs?: number;
  /** After a failed POST: wait before the job's next one, doubled each time up to maxMs. */
  retry?: { initialMs: number; maxMs: number };
  /** A job failing this long goes to webhook/failed/ (24 hours by default). */
  giveUpAfterMs?: number;
  /** Look at pending/ this often even when nothing was enqueued here. */
  pollMs?: number;
}

export class WebhookWorker {
  private sweeping: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly wakeUp = new WakeUp(() => this.notify());
  private closed = false;

  constructor(private readonly options: WebhookOptions) {}

  start(): void {
    this.timer = setInterval(() => this.notify(), this.options.pollMs ?? 60_000);
    this.timer.unref();
    this.notify();
  }

  /** A job was enqueued: send it now. */
  notify(): void {
    if (this.closed) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.run().finally(() => (this.sweeping = null));
  }

  /** Resolves when the sweep under way (if any) is done. */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.sweepOnce();
      } catch (error) {
        this.options.log.error(`webhook: sweep failed: ${(error as Error).message}`);
      }
    } while (this.again && !this.closed);
  }

  private async sweepOnce(): Promise<void> {
    const { queue } = this.options;
    for (const file of await queue.list()) {
      if (this.closed) return;
      const job = await queue.read(file);
      if (!job) continue;
      const due = job.nextAttemptAt ? Date.parse(job.nextAttemptAt) : 0;
      if (due > Date.now()) {
        this.wakeUp.at(due);
        continue;
      }
      const answer = await this.post(job.event);
      if (answer === null) {
        await fs.rm(path.join(queue.pending, file), { force: true });
        continue;
      }
      await this.failedOnce(file, job, answer);
    }
  }

  /** POST one event; null when the receiver answered 2xx, else what went wrong. */
  private async post(event: LeadEvent): Promise<string | null> {
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Signature-Timestamp': String(timestamp),
          'X-Signature-SHA256': signature(body, this.options.secret, timestamp),
          'X-Lead-Id': event.id,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return (error as Error).name === 'TimeoutError' ? 'timed out' : (cause ?? (error as Error).message);
    }
  }

  private async failedOnce(file: string, job: Job, answer: string): Promise<void> {
    const { queue, log } = this.options;
    const now = Date.now();
    const retry = this.options.retry ?? { initialMs: 30_000, maxMs: 30 * 60_000 };
    const attempts = job.attempts + 1;
    const firstFailedAt = job.firstFailedAt ?? new Date(now).toISOString();
    const wait = Math.min(retry.maxMs, retry.initialMs * 2 ** (attempts - 1));
    const next: Job = { ...job, attempts, firstFailedAt, lastAnswer: answer, nextAttemptAt: new Date(now + wait).toISOString() };
    if (now - Date.parse(firstFailedAt) >= (this.options.giveUpAfterMs ?? 24 * 60 * 60_000)) {
      await queue.write(queue.failed, { ...next, nextAttemptAt: undefined });
      await fs.rm(path.join(queue.pending, file), { force: true });
      log.error(`webhook: lead ${job.event.id} moved to webhook/failed/ after ${attempts} attempt(s); last answer: ${answer}`);
      return;
    }
    await queue.write(queue.pending, next);
    log.warn(`webhook: lead ${job.event.id} not accepted (${answer}); attempt ${attempts + 1} at ${next.nextAttemptAt}`);
    this.wakeUp.at(now + wait);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.wakeUp.cancel();
    await this.idle();
  }
}
