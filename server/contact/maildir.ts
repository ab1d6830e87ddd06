/**
 * The outbox: a Maildir (https://cr.yp.to/proto/maildir.html) that any mail client can read.
 * A message is written to tmp/, flushed to disk, renamed into new/ and the directory flushed,
 * so once `store` resolves the message survives a crash or a power cut. Delivered messages
 * move to cur/ with the Seen flag.
 *
 * A sender first claims a message by renaming it from new/ into sending/ (outside the Maildir
 * proper): a rename succeeds once, so two senders, even in two processes sharing the outbox,
 * never hold the same message. A claim names when, on which host and by which process it was
 * taken, so claims of a crashed sender go back to new/.
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
  return { file, claimedAt: Number(claimedAt), hostId: claimHost!, pid: Number(pid), processStart: Number(started), senderId: senderId!, name: name! };
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
  /** This instance as a sender. */
  readonly senderId = randomBytes(4).toString('hex');

  constructor(readonly root: string) {
    this.tmp = path.join(root, 'tmp');
    this.new = path.join(root, 'new');
    this.cur = path.join(root, 'cur');
    this.sending = path.join(root, 'sending');
  }

  /** Create the folders if needed and remove tmp/ leftovers older than 36 hours. */
  async open(): Promise<this> {
    for (const dir of [this.tmp, this.new, this.cur, this.sending]) await fs.mkdir(dir, { recursive: true, mode: 0o750 });
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

  /** Durably place a message in new/ under `name`; resolves once it is on disk. */
  async store(name: string, message: Uint8Array): Promise<void> {
    const staged = path.join(this.tmp, name);
    await writeFileDurably(staged, message);
    await fs.rename(staged, path.join(this.new, name));
    await syncDirectory(this.new);
  }

  /** Whether a message of this name is in new/, being sent, or (delivered, any flags) in cur/. */
  async has(name: string): Promise<boolean> {
    // In the order messages move (new/, sending/, cur/), so a move meanwhile is still seen.
    if (await exists(path.join(this.new, name))) return true;
    if ((await fs.readdir(this.sending)).some((file) => file.endsWith(`_${name}`))) return true;
    if (await exists(path.join(this.cur, name + DELIVERED_SUFFIX))) return true;
    return (await fs.readdir(this.cur)).some((entry) => entry === name || entry.startsWith(`${name}:`));
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
