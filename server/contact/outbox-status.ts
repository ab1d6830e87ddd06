/**
 * What the outbox holds, read from its folders alone (so any process, and `npm run outbox`
 * without a running server, sees the same): messages per folder, how long the oldest has
 * waited, and why each failed message failed.
 */
import fs from 'node:fs/promises';
import { AttemptLog, type AttemptRecord } from './attempts.ts';
import { parseClaim, type Maildir } from './maildir.ts';

export interface FailedMessage {
  name: string;
  /** The SMTP server's last reply, or why it could not be sent. */
  reason: string;
  attempts: number;
  failedAt: string | null;
}

export interface OutboxStatus {
  /** In new/: not sent yet (also those refused for now, waiting for their next attempt). */
  waiting: number;
  /** Claimed by a sender right now. */
  sending: number;
  /** In cur/: accepted by the SMTP server (or read by a mail client). */
  delivered: number;
  /** In failed/: refused for good, kept for a person to look at. */
  failed: number;
  /** In review/: leads without the browser's proof of work, held until released. */
  held: number;
  /** With details only: the held leads' names, oldest first. */
  heldNames: string[];
  /** Age of the oldest message waiting or being sent; null when there is none. */
  oldestWaitingSeconds: number | null;
  /** With details only: every failed message and why. */
  failedMessages: FailedMessage[];
  /** With details only: messages waiting in new/ that the server refused at least once, with their record. */
  refusedForNow: { name: string; record: AttemptRecord }[];
}

const visible = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

/** When a message was stored: Maildir names start with the time in seconds. */
async function storedAt(dir: string, name: string): Promise<number | null> {
  const seconds = Number.parseInt(name, 10);
  if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  const stat = await fs.stat(`${dir}/${name}`).catch(() => null);
  return stat ? stat.mtimeMs : null;
}

/** The outbox's state; `details` adds each failed and refused message with its record. */
export async function outboxStatus(maildir: Maildir, options: { details: boolean; now?: number }): Promise<OutboxStatus> {
  const now = options.now ?? Date.now();
  const [waitingNames, claims, delivered, failedNames, heldNames] = await Promise.all([
    visible(maildir.new),
    visible(maildir.sending),
    visible(maildir.cur),
    visible(maildir.failed),
    visible(maildir.review),
  ]);
  const records = options.details
    ? await new AttemptLog(maildir.root).some([...waitingNames, ...failedNames])
    : new Map<string, AttemptRecord>();

  const times = await Promise.all([
    ...waitingNames.map((name) => storedAt(maildir.new, name)),
    ...claims.map((file) => storedAt(maildir.sending, parseClaim(file)?.name ?? file)),
  ]);
  const known = times.filter((time): time is number => time !== null);
  const oldest = known.length > 0 ? known.reduce((earliest, time) => Math.min(earliest, time)) : null;

  return {
    waiting: waitingNames.length,
    sending: claims.length,
    delivered: delivered.length,
    failed: failedNames.length,
    held: heldNames.length,
    heldNames: options.details ? heldNames.sort() : [],
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round((now - oldest) / 1000)),
    failedMessages: (options.details ? failedNames : []).sort().map((name) => {
      const record = records.get(name);
      return {
        name,
        reason: record?.lastReply ?? 'no reason recorded',
        attempts: record?.attempts ?? 0,
        failedAt: record?.failedAt ?? null,
      };
    }),
    refusedForNow: waitingNames.sort().flatMap((name) => {
      const record = records.get(name);
      return record ? [{ name, record }] : [];
    }),
  };
}
