/**
 * Idempotency-Key records, one small file per key in the outbox's idempotency/ folder, so a
 * repeated key gets the first answer back even after a restart. The record is written
 * (durably) BEFORE the message: a crash between the two leaves a record whose message is
 * missing, and the retry then stores the message under the recorded name. So a key never
 * produces two messages and an answered message is never lost.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory, writeFileDurably } from './maildir.ts';

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

export class IdempotencyStore {
  readonly dir: string;
  /** Requests with a key in progress: a second request with the key waits for the first. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(outboxRoot: string) {
    this.dir = path.join(outboxRoot, 'idempotency');
  }

  async open(): Promise<this> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o750 });
    await this.prune();
    return this;
  }

  private file(key: string): string {
    // Keys come from clients: hashing gives a safe, fixed-length file name.
    return path.join(this.dir, `${sha256(key)}.json`);
  }

  async get(key: string): Promise<IdempotencyRecord | null> {
    try {
      return JSON.parse(await fs.readFile(this.file(key), 'utf8')) as IdempotencyRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Durably record the key's answer before the message is stored. */
  async put(key: string, record: IdempotencyRecord): Promise<void> {
    const target = this.file(key);
    const staged = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFileDurably(staged, JSON.stringify(record));
    await fs.rename(staged, target);
    await syncDirectory(this.dir);
  }

  /** Run `task` with no other task of the same key running at the same time. */
  async exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    for (let pending = this.inFlight.get(key); pending; pending = this.inFlight.get(key)) {
      await pending.catch(() => undefined);
    }
    const running = task();
    this.inFlight.set(key, running);
    try {
      return await running;
    } finally {
      this.inFlight.delete(key);
    }
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
