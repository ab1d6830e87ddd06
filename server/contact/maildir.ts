/**
 * The outbox: a Maildir (https://cr.yp.to/proto/maildir.html) that any mail client can read.
 * A message is written to tmp/ and flushed to disk, renamed into new/ and the directory
 * flushed, so once it is published it survives a crash or a power cut. Delivered messages
 * move to cur/ with the Seen flag and are removed after a retention period.
 *
 * Outside the Maildir proper: a sender first claims a message by renaming it from new/ into
 * sending/; a rename succeeds once, so two senders, even in two processes sharing the outbox,
 * never hold the same message. A claim names when, on which host and by which process it was
 * taken, so claims of a crashed sender go back to new/. Messages the SMTP server refused for
 * good go to failed/, where they stay until someone sends them back (npm run outbox). Leads
 * that came without the browser's proof of work wait in review/ until someone releases them
 * into new/ (npm run outbox -- --release).
 *
 * A message only ever moves forward through tmp/, review/, new/, sending/ and cur/ or failed/
 * (or back to new/ from sending/ and failed/), each move one rename, which `locate` relies on.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Maildir info suffix of a delivered message: version 2, flag S (seen). */
export const DELIVERED_SUFFIX = ':2,S';

/** tmp/ files older than this are leftovers of a crash (the Maildir convention says 36 hours). */
const STALE_TMP_MS = 36 * 60 * 60 * 1000;

/** A claim older than this is a dead sender's: one send gives up long before (SMTP timeouts). */
export const CLAIM_STALE_MS = 10 * 60 * 1000;

let counter = 0;
// Maildir forbids "/" and ":" in names; the host part only keeps names apart across machines.
const host = os.hostname().replace(/\//g, '\\057').replace(/:/g, '\\072');
const hostId = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
/** When this process started: a restarted process may get its old pid back, not its start time. */
const processStart = Math.floor(performance.timeOrigin);

/** Who claimed a message, and when. */
export interface Claim {
  /** File name in sending/. */
  file: string;
  /** The message's Maildir name. */
  name: string;
  claimedAt: number;
  hostId: string;
  pid: number;
  processStart: number;
  /** The Maildir instance (sender) within the process. */
  senderId: string;
}

function claimFile(claim: Omit<Claim, 'file'>): string {
  return [claim.claimedAt, claim.hostId, claim.pid, claim.processStart, claim.senderId, claim.name].join('_');
}

export function parseClaim(file: string): Claim | null {
  const match = /^(\d+)_([0-9a-f]{8})_(\d+)_(\d+)_([0-9a-f]{8})_(.+)$/.exec(file);
  if (!match) return null;
  const [, claimedAt, claimHost, pid, started, senderId, name] = match;
  return {
    file,
    claimedAt: Number(claimedAt),
    hostId: claimHost!,
    pid: Number(pid),
    processStart: Number(started),
    senderId: senderId!,
    name: name!,
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a claim belongs to a sender that is gone: a process of this host that no longer
 * runs (or whose pid a newer process now has), or anyone's claim older than CLAIM_STALE_MS.
 * Claims of this very process are never abandoned: their sender may be mid-send.
 */
export function claimAbandoned(claim: Claim, now = Date.now()): boolean {
  if (claim.hostId === hostId) {
    if (claim.pid === process.pid) return claim.processStart !== processStart;
    if (!processAlive(claim.pid)) return true;
  }
  return now - claim.claimedAt > CLAIM_STALE_MS;
}

/** Write a file and flush it to disk before resolving. */
export async function writeFileDurably(file: string, data: string | Uint8Array): Promise<void> {
  // Names are unique; 'w' only ever replaces a crashed attempt's partial file of the same name.
  const handle = await fs.open(file, 'w', 0o640);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flush a directory's entries (a rename is only durable once its directory is). */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class Maildir {
  readonly tmp: string;
  readonly new: string;
  readonly cur: string;
  /** Messages a sender has claimed (not part of the Maildir mail clients read). */
  readonly sending: string;
  /** Messages the SMTP server refused for good (not part of the Maildir either). */
  readonly failed: string;
  /** Leads held for review: sent without the browser's proof of work (not part of the Maildir). */
  readonly review: string;
  /** This instance as a sender. */
  readonly senderId = randomBytes(4).toString('hex');

  constructor(readonly root: string) {
    this.tmp = path.join(root, 'tmp');
    this.new = path.join(root, 'new');
    this.cur = path.join(root, 'cur');
    this.sending = path.join(root, 'sending');
    this.failed = path.join(root, 'failed');
    this.review = path.join(root, 'review');
  }

  /** Create the folders if needed and remove tmp/ leftovers older than 36 hours. */
  async open(): Promise<this> {
    for (const dir of [this.tmp, this.new, this.cur, this.sending, this.failed, this.review])
      await fs.mkdir(dir, { recursive: true, mode: 0o750 });
    const now = Date.now();
    for (const name of await fs.readdir(this.tmp)) {
      const file = path.join(this.tmp, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_TMP_MS) await fs.rm(file, { force: true });
    }
    return this;
  }

  /** A new unique id: time, microseconds, random and process parts, as Maildir asks. */
  newId(): string {
    const now = Date.now();
    const seconds = Math.floor(now / 1000);
    const micros = (now % 1000) * 1000 + Math.floor(Math.random() * 1000);
    counter = (counter + 1) % 1_000_000;
    // Fixed-width microseconds, so names sort by time within a second too.
    return `${seconds}.M${String(micros).padStart(6, '0')}R${randomBytes(6).toString('hex')}P${process.pid}Q${counter}`;
  }

  /** The file name of a message id: the id and this host. */
  fileName(id: string): string {
    return `${id}.${host}`;
  }

  /**
   * Write a message to tmp/ under `name` and flush it. It is not in the outbox yet: `publish`
   * puts it there. On failure (a full disk) nothing is left behind.
   */
  async stage(name: string, message: Uint8Array): Promise<void> {
    const staged = path.join(this.tmp, name);
    try {
      await writeFileDurably(staged, message);
    } catch (error) {
      await fs.rm(staged, { force: true });
      throw error;
    }
  }

  /**
   * Move a staged message into new/ (or review/, to hold it), durably. Someone who finished
   * the move first is as good.
   */
  async publish(name: string, into: 'new' | 'review' = 'new'): Promise<void> {
    const dir = into === 'review' ? this.review : this.new;
    try {
      await fs.rename(path.join(this.tmp, name), path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || (await this.locate(name)) === null) throw error;
    }
    await syncDirectory(dir);
  }

  /** Names held in review/, oldest first. */
  async listReview(): Promise<string[]> {
    return (await fs.readdir(this.review).catch(() => [] as string[])).filter((name) => !name.startsWith('.')).sort();
  }

  /** Release a held lead to sales: from review/ into new/. False when review/ holds no such message. */
  async releaseHeld(name: string): Promise<boolean> {
    try {
      await fs.rename(path.join(this.review, name), path.join(this.new, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    await syncDirectory(this.new);
    return true;
  }

  /** Make the names in new/ durable. */
  flushNew(): Promise<void> {
    return syncDirectory(this.new);
  }

  /** Remove a staged message that will not be published. */
  discard(name: string): Promise<void> {
    return fs.rm(path.join(this.tmp, name), { force: true });
  }

  /** Stage and publish: the message is in new/ and on disk when this resolves. */
  async store(name: string, message: Uint8Array): Promise<void> {
    await this.stage(name, message);
    try {
      await this.publish(name);
    } catch (error) {
      await this.discard(name);
      throw error;
    }
  }

  /**
   * Where a message is: staged in tmp/, held in review/, waiting in new/, being sent, delivered (cur/, any
   * flags) or failed; null when it is nowhere. The folders are read in the order a message
   * moves through them, so a move forward in the meantime is still seen.
   */
  async locate(name: string): Promise<'tmp' | 'review' | 'new' | 'sending' | 'cur' | 'failed' | null> {
    if (await exists(path.join(this.tmp, name))) return 'tmp';
    if (await exists(path.join(this.review, name))) return 'review';
    if (await exists(path.join(this.new, name))) return 'new';
    if ((await fs.readdir(this.sending)).some((file) => file.endsWith(`_${name}`))) return 'sending';
    if (await exists(path.join(this.cur, name + DELIVERED_SUFFIX))) return 'cur';
    if ((await fs.readdir(this.cur)).some((entry) => entry === name || entry.startsWith(`${name}:`))) return 'cur';
    if (await exists(path.join(this.failed, name))) return 'failed';
    return null;
  }

  /** Names in new/, oldest first (names start with the time). */
  async listNew(): Promise<string[]> {
    const names = await fs.readdir(this.new);
    return names.filter((name) => !name.startsWith('.')).sort();
  }

  /** Take a message from new/ for sending; null when another sender was first. */
  async claim(name: string): Promise<Claim | null> {
    const taken = { name, claimedAt: Date.now(), hostId, pid: process.pid, processStart, senderId: this.senderId };
    const claim: Claim = { ...taken, file: claimFile(taken) };
    try {
      await fs.rename(path.join(this.new, name), path.join(this.sending, claim.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return claim;
  }

  readClaimed(claim: Claim): Promise<Buffer> {
    return fs.readFile(path.join(this.sending, claim.file));
  }

  /** The SMTP server accepted it: into cur/ marked seen, durably. */
  async markDelivered(claim: Claim): Promise<void> {
    await fs.rename(path.join(this.sending, claim.file), path.join(this.cur, claim.name + DELIVERED_SUFFIX));
    await syncDirectory(this.cur);
    await syncDirectory(this.sending);
  }

  /** Sending failed: back to new/ for a later attempt. */
  async release(claim: Claim): Promise<void> {
    await fs.rename(path.join(this.sending, claim.file), path.join(this.new, claim.name));
  }

  /** The SMTP server refused it for good: into failed/, durably. */
  async markFailed(claim: Claim): Promise<void> {
    await fs.rename(path.join(this.sending, claim.file), path.join(this.failed, claim.name));
    await syncDirectory(this.failed);
  }

  /** Send a failed message again: back to new/. False when failed/ holds no such message. */
  async retryFailed(name: string): Promise<boolean> {
    try {
      await fs.rename(path.join(this.failed, name), path.join(this.new, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    await syncDirectory(this.new);
    return true;
  }

  /** Remove delivered messages (cur/) last changed before `cutoffMs`; returns how many. */
  async removeDeliveredBefore(cutoffMs: number): Promise<number> {
    let removed = 0;
    for (const name of await fs.readdir(this.cur)) {
      const file = path.join(this.cur, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < cutoffMs) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Whether this instance took the claim. */
  owns(claim: Claim): boolean {
    return claim.senderId === this.senderId && claim.hostId === hostId && claim.pid === process.pid && claim.processStart === processStart;
  }

  /** Every claim in sending/. */
  async claims(): Promise<Claim[]> {
    return (await fs.readdir(this.sending)).map(parseClaim).filter((claim): claim is Claim => claim !== null);
  }

  /** Put abandoned claims back into new/; returns how many. Another sender racing is harmless. */
  async recoverAbandoned(now = Date.now()): Promise<number> {
    let recovered = 0;
    for (const claim of await this.claims()) {
      if (!claimAbandoned(claim, now)) continue;
      try {
        await this.release(claim);
        recovered += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return recovered;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
