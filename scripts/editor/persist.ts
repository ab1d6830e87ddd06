/**
 * How the editor writes a file (repository.ts): never by truncating it and then writing, as
 * decap-server did, so anything reading content/ in between (`npm run dev`'s watcher, a build,
 * the content check) would see it empty or cut short. Each file is written to a temporary file
 * in its own folder and renamed over the old one, which a reader sees as one step: the old file
 * or the new one, never a part.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Write `bytes` to `file` atomically (see above), creating its folder; the old file's mode is kept. */
export async function writeAtomically(file: string, bytes: string | Buffer): Promise<void> {
  const folder = path.dirname(file);
  await fs.mkdir(folder, { recursive: true });
  // Named like an editor's backup (a dot, and ~ at the end): a content compile that looks in
  // the folder while it is there counts it as litter (content/folders.ts), not as a stray file.
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}~`);
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    const old = await fs.stat(file).catch(() => undefined);
    if (old) await fs.chmod(temporary, old.mode & 0o777);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** A picture Decap sends with an entry or on its own: its path and its bytes, base64. */
export interface Asset {
  path: string;
  content: string;
  encoding: 'base64';
}
