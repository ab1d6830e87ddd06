/**
 * Two caps on what the outbox takes, each checked before a lead is written:
 * - per client (an IPv4 address, an IPv6 network) and UTC day, a number of stored messages (a
 *   lead is one per recipient): past it, a 429 until midnight UTC, so one client cannot fill
 *   review/ however slowly it posts;
 * - the held leads' budget (review/ and their summaries in held/: leads sent without the
 *   browser's proof of work, bots among them): past it, a 503 for new posts without a proof, so
 *   a flood from many addresses fills a known amount of disk and no more. A lead with a valid
 *   proof is not counted against it: bots filling the budget never cost a real lead, which is
 *   refused only when the disk itself runs low (OUTBOX_MIN_FREE_MB).
 * Both are counted in this process (the budget is re-read from disk every few seconds, so other
 * processes' messages count too).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const dailyLimitReached = new HttpError(
  429,
  'daily_limit',
  'We have received many messages from your address today; please write to us by e-mail, or try again tomorrow.',
  { 'Retry-After': '3600' },
);
export const heldOverCapacity = new HttpError(
  503,
  'held_over_capacity',
  "We cannot take messages sent without the form's browser check right now; please send the form again with JavaScript on, or write to us by e-mail.",
  { 'Retry-After': '600' },
);

/** The folders held leads fill: the messages (review/) and their summaries (held/, review-digest.ts). */
export const HELD_FOLDERS = ['review', 'held'] as const;

/** Messages per client address and UTC day; the table holds at most `maxClients` addresses. */
export class DailyCap {
  private day = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly maxClients = 100_000,
  ) {}

  /** Count one message from `client`; false (and not counted) once the day's cap is reached. */
  take(client: string, now = Date.now()): boolean {
    const day = Math.floor(now / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.counts.clear();
    }
    const count = this.counts.get(client) ?? 0;
    if (count >= this.max) return false;
    // Too many addresses to remember (a flood from everywhere): the size cap still holds.
    if (count === 0 && this.counts.size >= this.maxClients) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(client, count + 1);
    return true;
  }
}

/** The bytes in some of the outbox's folders, re-read at most every `refreshMs`, plus what this process added since. */
export class OutboxSize {
  private measured = 0;
  private measuredAt = -Infinity;
  private measuring: Promise<void> | null = null;

  constructor(
    private readonly root: string,
    readonly maxBytes: number,
    private readonly folders: readonly string[] = HELD_FOLDERS,
    private readonly refreshMs = 5_000,
  ) {}

  private async measure(): Promise<void> {
    let total = 0;
    for (const folder of this.folders) {
      const dir = path.join(this.root, folder);
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        total += (await fs.stat(path.join(dir, name)).catch(() => null))?.size ?? 0;
      }
    }
    this.measured = total;
    this.measuredAt = Date.now();
  }

  /** The bytes the folders hold (re-read when the last reading is older than `refreshMs`). */
  async bytes(): Promise<number> {
    if (Date.now() - this.measuredAt > this.refreshMs) {
      this.measuring ??= this.measure().finally(() => (this.measuring = null));
      await this.measuring;
    }
    return this.measured;
  }

  /** Whether the folders hold `maxBytes` or more (never, with no cap). */
  async full(): Promise<boolean> {
    return this.maxBytes > 0 && (await this.bytes()) >= this.maxBytes;
  }

  /** A message of `bytes` was stored. */
  added(bytes: number): void {
    this.measured += bytes;
  }
}
