/**
 * A folder of small JSON records beside the Maildir in the outbox (attempts/, idempotency/, held/):
 * one file per message or key, so every process sharing the outbox sees the same records.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export class RecordFolder {
  readonly dir: string;

  constructor(outboxRoot: string, folder: 'attempts' | 'idempotency' | 'held') {
    this.dir = path.join(outboxRoot, folder);
  }

  /** Create the folder if it is missing, with the permissions of the Maildir's folders. */
  protected async create(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o750 });
  }

  /** The record file named `stem`. */
  protected recordFile(stem: string): string {
    return path.join(this.dir, `${stem}.json`);
  }
}
