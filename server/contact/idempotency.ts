/**
 * Idempotency-Key records, one small file per key in the outbox's idempotency/ folder, so a
 * repeated key gets the first answer back, also after a restart and from another process
 * sharing the outbox. A key is claimed by creating its record exclusively: the record is
 * written in full to a staged file, then hard-linked to its name, which fails if the name
 * exists. So of several requests with one key, in one process or in several, exactly one
 * wins; the others read the winner's complete record and answer with its message.
 *
 * The winner stages its message (complete, flushed, in tmp/) BEFORE it claims the key and
 * publishes it after. A crash in between leaves the record and the staged message, and the
 * retry publishes that message; no key ever produces two messages, and no answered message
 * is lost.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory, writeFileDurably } from './maildir.ts';
import { RecordFolder } from './record-folder.ts';

/** Keys are the client's random submission id plus the recipient index; this is generous. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Records older than this are removed: retries come within minutes, not weeks. */
const RECORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface IdempotencyRecord {
  /** Hash of the request the key was first used with. */
  requestHash: string;
  /** Maildir name of the stored message; it is also the id in the answer. */
  messageName: string;
  /** The answer's id. */
  id: string;
  createdAt: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The outcome of claiming a key: ours now, or already another request's. */
export type KeyClaim = { won: true } | { won: false; record: IdempotencyRecord };

export class IdempotencyStore extends RecordFolder {
  constructor(outboxRoot: string) {
    super(outboxRoot, 'idempotency');
  }

  async open(): Promise<this> {
    await this.create();
    await this.prune();
    return this;
  }

  private file(key: string): string {
    // Keys come from clients: hashing gives a safe, fixed-length file name.
    return this.recordFile(sha256(key));
  }

  async get(key: string): Promise<IdempotencyRecord | null> {
    try {
      return JSON.parse(await fs.readFile(this.file(key), 'utf8')) as IdempotencyRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Claim `key` with `record`, durably; or learn whose it already is. The record is written
   * while `ready` (the message being staged) settles, and takes the key only once both are on
   * disk: two flushes at once instead of one after the other.
   */
  async claim(key: string, record: IdempotencyRecord, ready: Promise<unknown> = Promise.resolve()): Promise<KeyClaim> {
    const target = this.file(key);
    const staged = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // Both settle before anything else happens, so a failure leaves no write still running.
      const [written, prepared] = await Promise.allSettled([writeFileDurably(staged, JSON.stringify(record)), ready]);
      if (written.status === 'rejected') throw written.reason;
      if (prepared.status === 'rejected') throw prepared.reason;
      try {
        await fs.link(staged, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return { won: false, record: JSON.parse(await fs.readFile(target, 'utf8')) as IdempotencyRecord };
      }
      await syncDirectory(this.dir);
      return { won: true };
    } finally {
      await fs.rm(staged, { force: true });
    }
  }

  /** Give a claimed key up again: its message could not be stored, so a retry must start afresh. */
  release(key: string): Promise<void> {
    return fs.rm(this.file(key), { force: true });
  }

  /** Remove expired records and staged leftovers. */
  async prune(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await fs.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      const expired = stat && (name.endsWith('.tmp') ? now - stat.mtimeMs > 60 * 60 * 1000 : now - stat.mtimeMs > RECORD_TTL_MS);
      if (expired) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
