/**
 * The delivery worker: sends the outbox's new/ messages over SMTP with nodemailer and moves
 * each to cur/ only after the SMTP server accepted it. While the server is down it retries
 * with exponential backoff; at start it sends whatever an earlier run left in new/.
 *
 * One sweep runs at a time in a process: a sweep asked for while one runs is folded into it
 * (the running sweep looks at new/ once more). Each message is claimed before it is sent
 * (Maildir.claim, an atomic rename), so sweeps of several processes sharing one outbox never
 * send the same message either. A crash after the SMTP server accepted a message but before
 * it moved to cur/ sends it again later, with the same Message-ID.
 */
import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Claim, Maildir } from './maildir.ts';

/** The part of a nodemailer transporter the worker uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface DeliveryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface DeliveryOptions {
  maildir: Maildir;
  transport: MailTransport;
  log: DeliveryLog;
  /** Wait before the first retry, doubled after each failed sweep up to maxMs. */
  backoff?: { initialMs: number; maxMs: number };
  /** Look at new/ this often even when nothing was stored here (files dropped in by hand). */
  pollMs?: number;
}

export interface SweepResult {
  delivered: number;
  /** Messages that stay in new/ after this sweep because sending failed. */
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

/** An SMTP 5xx for this message: sending it again now would fail the same way. */
function isPermanent(error: unknown): boolean {
  const responseCode = (error as { responseCode?: number }).responseCode;
  return typeof responseCode === 'number' && responseCode >= 500;
}

const describe = (error: unknown) => {
  const { code, response, message } = error as { code?: string; response?: string; message?: string };
  return [code, response ?? message].filter(Boolean).join(' ');
};

export class DeliveryWorker {
  private readonly backoff: { initialMs: number; maxMs: number };
  private readonly pollMs: number;
  private sweeping: Promise<SweepResult> | null = null;
  private sweepAgain = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private failedSweeps = 0;
  /** Claims the SMTP server accepted whose move to cur/ failed (finished without sending). */
  private readonly sentNotMoved = new Set<string>();
  private closed = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: DeliveryOptions) {
    this.backoff = options.backoff ?? { initialMs: 1_000, maxMs: 5 * 60_000 };
    this.pollMs = options.pollMs ?? 60_000;
  }

  /** Send what earlier runs left in new/, then keep watching. */
  start(): Promise<SweepResult> {
    this.pollTimer = setInterval(() => this.notify(), this.pollMs);
    this.pollTimer.unref();
    return this.sweep();
  }

  /** Something was stored: send it now, unless a retry is already scheduled. */
  notify(): void {
    if (this.closed || this.retryTimer) return;
    void this.sweep();
  }

  /** Whether a retry is waiting (the SMTP server failed on the last sweep). */
  get backingOff(): boolean {
    return this.retryTimer !== null;
  }

  sweep(): Promise<SweepResult> {
    if (this.closed) return Promise.resolve({ delivered: 0, failed: 0 });
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
    const total: SweepResult = { delivered: 0, failed: 0 };
    do {
      this.sweepAgain = false;
      let result: SweepResult;
      try {
        result = await this.sweepOnce();
      } catch (error) {
        // The outbox itself failed (disk, permissions): try again later like a failed send.
        this.options.log.error(`mail: delivery sweep failed: ${describe(error)}`);
        result = { delivered: 0, failed: 1 };
      }
      total.delivered += result.delivered;
      total.failed = result.failed;
      if (result.failed > 0) break;
    } while (this.sweepAgain && !this.closed);

    if (total.failed > 0) this.scheduleRetry();
    else this.failedSweeps = 0;
    return total;
  }

  private async sweepOnce(): Promise<SweepResult> {
    const { maildir, transport, log } = this.options;
    const result: SweepResult = { delivered: 0, failed: 0 };

    const recovered = await maildir.recoverAbandoned();
    if (recovered > 0) log.warn(`mail: ${recovered} message(s) claimed by a stopped sender are back in new/`);
    // Nothing of ours is in flight between sweeps: finish or return what an earlier one left.
    for (const claim of (await maildir.claims()).filter((candidate) => maildir.owns(candidate))) {
      if (this.sentNotMoved.has(claim.file)) await this.moveToCur(claim);
      else await maildir.release(claim);
    }

    const names = await maildir.listNew();
    for (const [index, name] of names.entries()) {
      if (this.closed) break;
      const claim = await maildir.claim(name);
      if (!claim) continue; // another sender (or a mail client) took it
      const raw = await maildir.readClaimed(claim);
      const envelope = envelopeOf(raw);
      if (!envelope) {
        await maildir.release(claim);
        log.error(`mail: ${name} has no From/To; it stays in new/`);
        result.failed += 1;
        continue;
      }
      try {
        await transport.sendMail({ envelope, raw, signal: this.abort.signal });
      } catch (error) {
        await maildir.release(claim);
        result.failed += 1;
        if (isPermanent(error)) {
          log.error(`mail: the SMTP server refused ${name}: ${describe(error)}; it stays in new/`);
          continue;
        }
        // The server is down or busy: the rest would fail the same way.
        result.failed += names.length - index - 1;
        log.warn(`mail: SMTP delivery failed (${describe(error)}); ${result.failed} message(s) wait in the outbox`);
        return result;
      }
      // Accepted: from here on it must never be sent again, even if the move fails now.
      this.sentNotMoved.add(claim.file);
      await this.moveToCur(claim);
      result.delivered += 1;
    }
    return result;
  }

  private async moveToCur(claim: Claim): Promise<void> {
    await this.options.maildir.markDelivered(claim);
    this.sentNotMoved.delete(claim.file);
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.failedSweeps += 1;
    const base = Math.min(this.backoff.maxMs, this.backoff.initialMs * 2 ** (this.failedSweeps - 1));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.options.log.info(`mail: next delivery attempt in ${delay} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.sweep();
    }, delay);
    this.retryTimer.unref();
  }

  /** Stop: let the message being sent finish (up to graceMs), then cancel and close. */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.retryTimer = null;
    const running = this.sweeping;
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      this.abort.abort();
      await running.catch(() => undefined);
    }
    this.options.transport.close();
  }
}
