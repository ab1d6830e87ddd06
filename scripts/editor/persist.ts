/**
 * The editor's saves, written by its own server (server.ts) instead of Decap's local server:
 * decap-server truncates a file and then writes it, so anything reading content/ in between
 * (`npm run dev`'s watcher, a build, the content check) sees it empty or cut short. Here each
 * file is written to a temporary file in its own folder and renamed over the old one, which
 * a reader sees as one step: the old file or the new one, never a part.
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

/** `relative` (as Decap names a file, e.g. "content/images/team/jane.png") under `root`/content/, refused otherwise. */
export function contentFile(root: string, relative: string): string {
  const content = path.resolve(root, 'content');
  const file = path.resolve(root, relative);
  if (!file.startsWith(content + path.sep)) throw new Error(`The editor only writes files in content/, not ${relative}`);
  return file;
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

export interface PersistEntryParams {
  entry?: DataFile;
  dataFiles?: DataFile[];
  assets?: Asset[];
}

/** Decap's `persistEntry`: the entry's files and its uploaded pictures, each written atomically. */
export async function persistEntry(root: string, params: PersistEntryParams): Promise<void> {
  const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
  const assets = params.assets ?? [];
  // Every path is checked before anything is written: a refused save writes nothing.
  const files = dataFiles.map((file) => ({
    ...file,
    at: contentFile(root, file.path),
    to: file.newPath && contentFile(root, file.newPath),
  }));
  const pictures = assets.map((asset) => ({ at: contentFile(root, asset.path), bytes: Buffer.from(asset.content, asset.encoding) }));
  // Pictures first: the entry that names them then never points at a file not yet there.
  for (const picture of pictures) await writeAtomically(picture.at, picture.bytes);
  for (const file of files) await writeAtomically(file.at, file.raw);
  // A renamed entry (its slug changed): moved once written, as decap-server does when every file has a new path.
  const moves = files.flatMap((file) => (file.to ? [{ from: file.at, to: file.to }] : []));
  if (files.length > 0 && moves.length === files.length) {
    for (const move of moves) {
      await fs.mkdir(path.dirname(move.to), { recursive: true });
      await fs.rename(move.from, move.to);
    }
  }
}

/** Decap's `persistMedia`: one picture uploaded from the media library, written atomically. */
export async function persistMedia(root: string, asset: Asset): Promise<void> {
  await writeAtomically(contentFile(root, asset.path), Buffer.from(asset.content, asset.encoding));
}
