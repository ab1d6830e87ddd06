/**
 * The delivery worker: sends the outbox's new/ messages over SMTP with nodemailer and moves
 * each to cur/ only after the SMTP server accepted it. At start it sends whatever an earlier
 * run left in new/.
 *
 * Two kinds of failure, handled apart so that no message ever waits behind another:
 * - The server refuses one message (its reply to MAIL FROM, RCPT TO or DATA). A temporary
 *   refusal (4xx) puts that message alone on its own schedule (attempts.ts: count, last
 *   reply, next attempt, with growing delays) and the sweep goes on with the next message.
 *   A permanent refusal (5xx), or temporary ones for longer than giveUpAfterMs, moves the
 *   message to failed/ with the last reply, logged as an error. Nothing is deleted.
 * - The connection is dropped or times out while one message is sent (a server or filter that
 *   chokes on its DATA): if the server answers a fresh connection right after, the failure is
 *   that message's. It backs off like a temporary refusal, and after maxDrops such failures
 *   it moves to failed/ with the reason; the sweep goes on with the next message.
 * - The server cannot be reached or refuses everyone (no connection, 421, a failed login):
 *   the sweep stops and the worker backs off; the messages keep their place.
 *
 * One sweep runs at a time in a process: a sweep asked for while one runs is folded into it.
 * Each message is claimed before it is sent (Maildir.claim, an atomic rename), so sweeps of
 * several processes sharing one outbox never send the same message. A crash after the SMTP
 * server accepted a message but before it moved to cur/ sends it again later, with the same
 * Message-ID.
 */
import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { AttemptLog, type AttemptRecord } from './attempts.ts';
import type { Claim, Maildir } from './maildir.ts';
import { WakeUp } from './wake-up.ts';

/** The part of a nodemailer transporter the worker uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  /** Connect, greet (and log in) and quit: whether the server answers at all. */
  verify(): Promise<unknown>;
  close(): void;
}

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface Delays {
  initialMs: number;
  maxMs: number;
}

export interface DeliveryOptions {
  maildir: Maildir;
  transport: MailTransport;
  log: DeliveryLog;
  /** While the SMTP server is unreachable: wait before the next sweep, doubled each time up to maxMs. */
  backoff?: Delays;
  /** After a temporary refusal of one message: wait before its next attempt, doubled each time up to maxMs. */
  retry?: Delays;
  /** A message refused temporarily for this long goes to failed/ (24 hours by default). */
  giveUpAfterMs?: number;
  /** A message whose sending lost the connection this many times goes to failed/ (3 by default). */
  maxDrops?: number;
  /** Look at new/ this often even when nothing was stored here (files dropped in by hand, other processes). */
  pollMs?: number;
}

export interface SweepResult {
  delivered: number;
  /** Messages still waiting in new/: refused for now, or the server could not be reached. */
  deferred: number;
  /** Messages moved to failed/ by this sweep. */
  failed: number;
}

type Envelope = {
  from: string;
  to: string[];
};

/** SMTP envelope from the message's own From: and To: headers. */
export function envelopeOf(message: Buffer): Envelope | null {
  const text = message.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const headers = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const field = (name: string) =>
    headers.filter((line) => line.toLowerCase().startsWith(`${name}:`)).map((line) => line.slice(name.length + 1));
  const addresses = (values: string[]) => values.flatMap((value) => addressparser(value, { flatten: true }).map((entry) => entry.address));
  const [from] = addresses(field('from'));
  const to = addresses(field('to'));
  return from && to.length > 0 ? { from, to } : null;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * Whether the failure is this message's: the server's reply to its envelope or its data
 * (nodemailer's EENVELOPE and EMESSAGE), except 421, which closes the session for everyone.
 */
function aboutTheMessage(error: unknown): boolean {
  const { code, responseCode } = error as SmtpError;
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421;
}

/** The connection was lost or timed out (nodemailer's codes for both), not refused by a reply. */
function connectionLost(error: unknown): boolean {
  const { code } = error as SmtpError;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET';
}

/** A 5xx, or a refusal by nodemailer itself (no reply code): sending it again would fail the same way. */
function permanent(error: unknown): boolean {
  const { responseCode } = error as SmtpError;
  return responseCode === undefined || responseCode >= 500;
}

const describe = (error: unknown) => {
  const { code, response, message } = error as SmtpError;
  return [code, response ?? message].filter(Boolean).join(' ');
};

/** base * 2^(n-1), at most max, with a fifth of jitter either way. */
function delay(delays: Delays, n: number): number {
  const base = Math.min(delays.maxMs, delays.initialMs * 2 ** Math.max(0, n - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export class DeliveryWorker {
  private readonly backoff: Delays;
  private readonly retry: Delays;
  private readonly giveUpAfterMs: number;
  private readonly maxDrops: number;
  private readonly pollMs: number;
  private readonly attempts: AttemptLog;
  private attemptsOpened: Promise<AttemptLog> | null = null;
  private sweeping: Promise<SweepResult> | null = null;
  private sweepAgain = false;
  /** Set while the server is unreachable: no sweep before it fires. */
  private backoffTimer: NodeJS.Timeout | null = null;
  private serverFailures = 0;
  /** The next time a refused message is due, and its timer. */
  private readonly wakeUp = new WakeUp(() => this.notify());
  private pollTimer: NodeJS.Timeout | null = null;
  /** Claims the SMTP server accepted whose move to cur/ failed (finished without sending). */
  private readonly sentNotMoved = new Set<string>();
  private closed = false;
  private readonly abort = new AbortController();
  private lastSuccess: Date | null = null;

  constructor(private readonly options: DeliveryOptions) {
    this.backoff = options.backoff ?? { initialMs: 1_000, maxMs: 5 * 60_000 };
    this.retry = options.retry ?? { initialMs: 30_000, maxMs: 30 * 60_000 };
    this.giveUpAfterMs = options.giveUpAfterMs ?? 24 * 60 * 60_000;
    this.maxDrops = options.maxDrops ?? 3;
    this.pollMs = options.pollMs ?? 60_000;
    this.attempts = new AttemptLog(options.maildir.root);
  }

  /** Send what earlier runs left in new/, then keep watching. */
  start(): Promise<SweepResult> {
    this.pollTimer = setInterval(() => this.notify(), this.pollMs);
    this.pollTimer.unref();
    return this.sweep();
  }

  /** Something was stored: send it now, unless the server is known to be unreachable. */
  notify(): void {
    if (this.closed || this.backoffTimer) return;
    void this.sweep();
  }

  /** Whether the worker waits for an unreachable SMTP server. */
  get backingOff(): boolean {
    return this.backoffTimer !== null;
  }

  /** When the SMTP server last accepted a message from this process. */
  get lastSuccessAt(): Date | null {
    return this.lastSuccess;
  }

  sweep(): Promise<SweepResult> {
    if (this.closed) return Promise.resolve({ delivered: 0, deferred: 0, failed: 0 });
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    const running = this.run().finally(() => {
      this.sweeping = null;
    });
    this.sweeping = running;
    return running;
  }

  private async run(): Promise<SweepResult> {
    const total: SweepResult = { delivered: 0, deferred: 0, failed: 0 };
    do {
      this.sweepAgain = false;
      try {
        const result = await this.sweepOnce();
        total.delivered += result.delivered;
        total.failed += result.failed;
        total.deferred = result.deferred;
      } catch (error) {
        // The outbox itself failed (disk, permissions): try again later, as if the server were down.
        this.options.log.error(`mail: delivery sweep failed: ${describe(error)}`);
        this.scheduleBackoff();
        break;
      }
    } while (this.sweepAgain && !this.closed && !this.backoffTimer);
    return total;
  }

  private async sweepOnce(): Promise<SweepResult> {
    const { maildir, transport, log } = this.options;
    const result: SweepResult = { delivered: 0, deferred: 0, failed: 0 };
    this.attemptsOpened ??= this.attempts.open().catch((error: unknown) => {
      this.attemptsOpened = null;
      throw error;
    });
    await this.attemptsOpened;

    const recovered = await maildir.recoverAbandoned();
    if (recovered > 0) log.warn(`mail: ${recovered} message(s) claimed by a stopped sender are back in new/`);
    // Nothing of ours is in flight between sweeps: finish or return what an earlier one left.
    await this.settleOwnClaims();

    const names = await maildir.listNew();
    const records = await this.attempts.some(names);
    for (const [index, name] of names.entries()) {
      if (this.closed) break;
      const record = records.get(name) ?? null;
      const due = record?.nextAttemptAt ? Date.parse(record.nextAttemptAt) : 0;
      if (due > Date.now()) {
        result.deferred += 1;
        this.wakeUp.at(due);
        continue;
      }
      const claim = await maildir.claim(name);
      if (!claim) continue; // another sender (or a mail client) took it
      const raw = await maildir.readClaimed(claim);
      const envelope = envelopeOf(raw);
      if (!envelope) {
        await this.giveUp(claim, this.nextRecord(record, 'the message has no From or To header'));
        result.failed += 1;
        continue;
      }
      try {
        await transport.sendMail({ envelope, raw, signal: this.abort.signal });
      } catch (error) {
        const dropped = !this.closed && connectionLost(error) && (await this.serverAnswers());
        if (!aboutTheMessage(error) && !dropped) {
          // Unreachable, closing, or refusing our login: every message would fail the same way.
          await maildir.release(claim);
          result.deferred += names.length - index;
          log.warn(`mail: SMTP delivery failed (${describe(error)}); ${names.length - index} message(s) wait in the outbox`);
          this.scheduleBackoff();
          return result;
        }
        const next = this.nextRecord(
          record,
          dropped ? `the connection was lost while sending this message (${describe(error)})` : describe(error),
          dropped,
        );
        if (
          (!dropped && permanent(error)) ||
          (next.drops ?? 0) >= this.maxDrops ||
          Date.now() - Date.parse(next.firstFailedAt) >= this.giveUpAfterMs
        ) {
          await this.giveUp(claim, next);
          result.failed += 1;
        } else {
          // Recorded before it is back in new/, so no sender sees it without its schedule.
          await this.attempts.save(name, next);
          await maildir.release(claim);
          result.deferred += 1;
          this.wakeUp.at(Date.parse(next.nextAttemptAt ?? ''));
          log.warn(
            `mail: the SMTP server refused ${name} for now (${next.lastReply}); attempt ${next.attempts + 1} at ${next.nextAttemptAt}`,
          );
        }
        continue;
      }
      // Accepted: from here on it must never be sent again, even if the move fails now.
      this.sentNotMoved.add(claim.file);
      await this.moveToCur(claim);
      if (record) await this.attempts.remove(name);
      this.lastSuccess = new Date();
      this.serverFailures = 0;
      result.delivered += 1;
    }
    return result;
  }

  /** Whether the SMTP server answers a fresh connection (a failed send's fault is then the message's). */
  private async serverAnswers(): Promise<boolean> {
    try {
      await this.options.transport.verify();
      return true;
    } catch {
      return false;
    }
  }

  /** The record after one more refused attempt (`dropped`: one that lost the connection). */
  private nextRecord(record: AttemptRecord | null, reply: string, dropped = false): AttemptRecord {
    const now = new Date();
    const attempts = (record?.attempts ?? 0) + 1;
    const drops = (record?.drops ?? 0) + (dropped ? 1 : 0);
    return {
      attempts,
      ...(drops > 0 ? { drops } : {}),
      firstFailedAt: record?.firstFailedAt ?? now.toISOString(),
      lastAttemptAt: now.toISOString(),
      lastReply: reply,
      nextAttemptAt: new Date(now.getTime() + delay(this.retry, attempts)).toISOString(),
    };
  }

  /** Into failed/ with its last reply, for a person to look at (npm run outbox). */
  private async giveUp(claim: Claim, record: AttemptRecord): Promise<void> {
    await this.attempts.save(claim.name, { ...record, nextAttemptAt: null, failedAt: new Date().toISOString() });
    await this.options.maildir.markFailed(claim);
    this.options.log.error(`mail: ${claim.name} moved to failed/ after ${record.attempts} attempt(s); last reply: ${record.lastReply}`);
  }

  private async moveToCur(claim: Claim): Promise<void> {
    await this.options.maildir.markDelivered(claim);
    this.sentNotMoved.delete(claim.file);
  }

  /** This worker's claims left in sending/: delivered ones on to cur/, the others back to new/. */
  private async settleOwnClaims(): Promise<void> {
    const { maildir } = this.options;
    for (const claim of (await maildir.claims()).filter((candidate) => maildir.owns(candidate))) {
      if (this.sentNotMoved.has(claim.file)) await this.moveToCur(claim);
      else await maildir.release(claim);
    }
  }

  private scheduleBackoff(): void {
    if (this.closed || this.backoffTimer) return;
    this.serverFailures += 1;
    const wait = delay(this.backoff, this.serverFailures);
    this.options.log.info(`mail: next delivery attempt in ${wait} ms`);
    this.backoffTimer = setTimeout(() => {
      this.backoffTimer = null;
      void this.sweep();
    }, wait);
    this.backoffTimer.unref();
  }

  /** Stop: let the message being sent finish (up to graceMs), then cancel, settle our claims and close. */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    for (const timer of [this.backoffTimer, this.pollTimer]) if (timer) clearTimeout(timer);
    this.wakeUp.cancel();
    this.backoffTimer = null;
    const running = this.sweeping;
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      this.abort.abort();
      await running.catch(() => undefined);
    }
    // Nothing stays claimed by a process that is gone: another one sends it next.
    await this.settleOwnClaims().catch((error: unknown) => this.options.log.error(`mail: returning claims failed: ${describe(error)}`));
    this.options.transport.close();
  }
}
