/**
 * Delivery attempts of the messages the SMTP server refused at least once: one small JSON
 * file per message in the outbox's attempts/ folder, so every process sharing the outbox and
 * `npm run outbox` see the same: how many attempts, the server's last reply, when the next
 * one is due. A delivered message's record is removed; a failed one's stays as its reason.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { RecordFolder } from './record-folder.ts';

export interface AttemptRecord {
  attempts: number;
  /** How many of them lost the connection while the message was sent (absent: none). */
  drops?: number;
  /** When the server first refused it: the time to give up counts from here. */
  firstFailedAt: string;
  lastAttemptAt: string;
  /** The SMTP server's last answer (or the error), e.g. "EMESSAGE 451 4.3.0 Try again later". */
  lastReply: string;
  /** When to try again; null once the message went to failed/. */
  nextAttemptAt: string | null;
  /** When it went to failed/. */
  failedAt?: string;
}

export class AttemptLog extends RecordFolder {
  constructor(outboxRoot: string) {
    super(outboxRoot, 'attempts');
  }

  async open(): Promise<this> {
    await this.create();
    return this;
  }

  async get(name: string): Promise<AttemptRecord | null> {
    try {
      return JSON.parse(await fs.readFile(this.recordFile(name), 'utf8')) as AttemptRecord;
    } catch {
      // Missing, or cut short by a crash: either way no attempt is on record.
      return null;
    }
  }

  /** Names of the messages with a record (one directory read, no record read). */
  async names(): Promise<Set<string>> {
    const files = await fs.readdir(this.dir).catch(() => [] as string[]);
    return new Set(files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length)));
  }

  /** The records of `names` that have one. */
  async some(names: Iterable<string>): Promise<Map<string, AttemptRecord>> {
    const records = new Map<string, AttemptRecord>();
    const recorded = await this.names();
    for (const name of names) {
      if (!recorded.has(name)) continue;
      const record = await this.get(name);
      if (record) records.set(name, record);
    }
    return records;
  }

  /** Replace a message's record (written whole, then renamed: a reader never sees half of it). */
  async save(name: string, record: AttemptRecord): Promise<void> {
    const staged = `${this.recordFile(name)}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(staged, JSON.stringify(record));
    await fs.rename(staged, this.recordFile(name));
  }

  remove(name: string): Promise<void> {
    return fs.rm(this.recordFile(name), { force: true });
  }
}
