/**
 * The outbox: a Maildir (https://cr.yp.to/proto/maildir.html) that any mail client can read.
 * A message is written to tmp/, flushed to disk, renamed into new/ and the directory flushed,
 * so once `store` resolves the message survives a crash or a power cut. Delivered messages
 * move to cur/ with the Seen flag.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Maildir info suffix of a delivered message: version 2, flag S (seen). */
export const DELIVERED_SUFFIX = ':2,S';

/** tmp/ files older than this are leftovers of a crash (the Maildir convention says 36 hours). */
const STALE_TMP_MS = 36 * 60 * 60 * 1000;

let counter = 0;
// Maildir forbids "/" and ":" in names; the host part only keeps names apart across machines.
const host = os.hostname().replace(/\//g, '\\057').replace(/:/g, '\\072');

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

  constructor(readonly root: string) {
    this.tmp = path.join(root, 'tmp');
    this.new = path.join(root, 'new');
    this.cur = path.join(root, 'cur');
  }

  /** Create the folders if needed and remove tmp/ leftovers older than 36 hours. */
  async open(): Promise<this> {
    for (const dir of [this.tmp, this.new, this.cur]) await fs.mkdir(dir, { recursive: true, mode: 0o750 });
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

  /** Whether a message of this name is in new/ or (delivered, with any flags) in cur/. */
  async has(name: string): Promise<boolean> {
    // new/ first: a delivery moving it to cur/ meanwhile is then still seen in cur/.
    if (await exists(path.join(this.new, name))) return true;
    if (await exists(path.join(this.cur, name + DELIVERED_SUFFIX))) return true;
    return (await fs.readdir(this.cur)).some((entry) => entry === name || entry.startsWith(`${name}:`));
  }

  /** Names in new/, oldest first (names start with the time). */
  async listNew(): Promise<string[]> {
    const names = await fs.readdir(this.new);
    return names.filter((name) => !name.startsWith('.')).sort();
  }

  readNew(name: string): Promise<Buffer> {
    return fs.readFile(path.join(this.new, name));
  }

  /** Move a message from new/ to cur/ marked seen, durably. */
  async markDelivered(name: string): Promise<void> {
    await fs.rename(path.join(this.new, name), path.join(this.cur, name + DELIVERED_SUFFIX));
    await syncDirectory(this.cur);
    await syncDirectory(this.new);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
