/**
 * The editor's local repository: the actions Decap's proxy backend sends to /api/v1, answered
 * in this process on content/ alone. It replaces decap-server, which listened on a port of its
 * own with `Access-Control-Allow-Origin: *` and no Host check, passed any path of the project to
 * its deletes, and wrote files by truncating them. Here:
 * - only the actions the editor needs in local mode are known (ACTIONS); any other is refused;
 * - every path goes through resolveInside (content-paths.ts): inside content/, links followed;
 * - saves follow one rule: nothing with problems is saved (the content check of check.ts on the
 *   file as it will be written, new, duplicated or existing alike), and each file is replaced in
 *   one step (persist.ts), over its old text so only the changed fields differ (keepStyle);
 * - uploads must be pictures by their bytes (pictures.ts);
 * - deletes remove an entry of a folder collection or a picture, nothing else.
 * The answers have the shapes decap-server gave (Decap's proxy backend reads them).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '../content/problems.ts';
import { checkDraft } from './check.ts';
import { PICTURES_FOLDER, RefusedPath, resolveInside } from './content-paths.ts';
import { writeAtomically, type Asset, type DataFile } from './persist.ts';
import { pictureProblem, pictureType } from './pictures.ts';
import { FIXTURE_SLUG_PREFIX } from '../content/reserved-names.ts';
import { kindOf, readEntry, writeEntry, writeNewEntry, type StyleField } from './serialise.ts';

/** A refused or failed action: its HTTP status and a sentence the editor shows the marketer. */
export class RepositoryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A folder collection of the editor's configuration: its entries are the files that may be deleted. */
export interface EntryFolder {
  folder: string;
  extension: string;
  /** Its fields as configured: how a new entry is written (writeNewEntry). */
  fields?: readonly StyleField[];
}

export interface Repository {
  root: string;
  entryFolders: readonly EntryFolder[];
}

/** The folder collections of the generated configuration (decap-config.json). */
export function entryFoldersOf(config: {
  collections: readonly { folder?: string; extension?: string; fields?: readonly StyleField[] }[];
}): EntryFolder[] {
  return config.collections.flatMap((collection) =>
    collection.folder ? [{ folder: collection.folder, extension: collection.extension ?? 'md', fields: collection.fields }] : [],
  );
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The files under `folder` (real path `at`) ending in `extension`, `depth` folders deep, as project paths. */
async function listFiles(repo: Repository, folder: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const at = await resolveInside(repo.root, folder).catch((error: unknown) => {
    if (error instanceof RefusedPath) throw error;
    return undefined;
  });
  if (!at || !fs.existsSync(at)) return [];
  const found: string[] = [];
  for (const entry of await fsp.readdir(at, { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    // A link is followed only where it stays inside content/ (resolveInside); one that leaves is not listed.
    const real = await resolveInside(repo.root, relative).catch(() => undefined);
    if (!real || entry.name.startsWith('.')) continue;
    const stat = await fsp.stat(real).catch(() => undefined);
    if (stat?.isDirectory()) found.push(...(await listFiles(repo, relative, extension, depth - 1)));
    else if (stat?.isFile() && entry.name.endsWith(extension)) found.push(relative);
  }
  return found.sort();
}

async function readEntryFile(repo: Repository, file: string, label?: string) {
  try {
    const bytes = await fsp.readFile(await resolveInside(repo.root, file));
    return { data: bytes.toString('utf8'), file: { path: file, label, id: sha(bytes) } };
  } catch {
    return { data: null, file: { path: file, label, id: null } };
  }
}

async function readMediaFile(repo: Repository, file: string) {
  const bytes = await fsp.readFile(await resolveInside(repo.root, file, PICTURES_FOLDER));
  return { id: sha(bytes), content: bytes.toString('base64'), encoding: 'base64', path: file, name: path.posix.basename(file) };
}

/**
 * A save's files as they will be written. An existing file: rewritten over what is on disk, so
 * the diff shows only the changed fields (Decap's format writes a whole file from the data; this
 * puts the untouched bytes back). A new file of a collection: written in the style of its
 * siblings, the collection's hand-written files (field order, quoting, folding, no untouched
 * defaults: writeNewEntry).
 */
export function keepStyle(repo: Repository, files: DataFile[]): DataFile[] {
  return files.map((file) => {
    const kind = kindOf(file.path);
    const onDisk = path.join(repo.root, file.path);
    if (!kind) return file;
    if (fs.existsSync(onDisk)) {
      const original = fs.readFileSync(onDisk, 'utf8');
      return { ...file, raw: writeEntry(original, readEntry(file.raw, kind), kind) };
    }
    const folder = repo.entryFolders.find((candidate) => candidate.folder === path.posix.dirname(file.path));
    if (!folder) return file;
    return {
      ...file,
      raw: writeNewEntry(readEntry(file.raw, kind), kind, { models: siblings(repo, folder, file.path), fields: folder.fields }),
    };
  });
}

/** The hand-written files beside a new entry: the collection's other entries (the tests' fixtures left out). */
function siblings(repo: Repository, folder: EntryFolder, file: string): string[] {
  const at = path.join(repo.root, folder.folder);
  if (!fs.existsSync(at)) return [];
  return fs
    .readdirSync(at)
    .filter((name) => name.endsWith(`.${folder.extension}`) && !name.startsWith('.') && !name.startsWith(FIXTURE_SLUG_PREFIX))
    .filter((name) => `${folder.folder}/${name}` !== file)
    .map((name) => fs.readFileSync(path.join(at, name), 'utf8'));
}

/** The refusal of a save with problems: each one with its field, line and fix, as the live check words them. */
export function refusedSave(file: string, problems: readonly ContentProblem[]): string {
  const each = problems.map((problem) => {
    const where = [problem.field, problem.line ? `line ${problem.line}` : undefined].filter(Boolean).join(', ');
    return `${where ? `${where}: ` : ''}${problem.message}${problem.fix ? ` Fix: ${problem.fix}` : ''}`;
  });
  return `Not saved: ${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix first. ${each.join(' ')}`;
}

async function checkedPicture(repo: Repository, asset: Asset): Promise<{ at: string; bytes: Buffer }> {
  const at = await resolveInside(repo.root, asset.path, PICTURES_FOLDER);
  const bytes = Buffer.from(asset.content, 'base64');
  const problem = await pictureProblem(asset.path, bytes);
  if (problem) throw new RepositoryError(422, `Not saved: ${problem}`);
  return { at, bytes };
}

interface PersistEntryParams {
  entry?: DataFile;
  dataFiles?: DataFile[];
  assets?: Asset[];
}

/** Decap's persistEntry under the one rule: every file checked as it will be written, then all written, pictures first. */
async function persistEntry(repo: Repository, params: PersistEntryParams): Promise<void> {
  const sent = params.dataFiles ?? (params.entry ? [params.entry] : []);
  const assets = params.assets ?? [];
  const pictures = await Promise.all(assets.map((asset) => checkedPicture(repo, asset)));
  const files = await Promise.all(
    keepStyle(repo, sent).map(async (file) => ({
      ...file,
      at: await resolveInside(repo.root, file.path),
      to: file.newPath ? await resolveInside(repo.root, file.newPath) : undefined,
    })),
  );
  for (const file of files) {
    if (!kindOf(file.path))
      throw new RepositoryError(422, `Not saved: the editor writes content files (.md, .mdx, .yaml), not ${file.path}.`);
    const { problems } = await checkDraft(repo.root, {
      path: file.newPath ?? file.path,
      raw: file.raw,
      replaces: file.newPath ? file.path : undefined,
      pictures: assets.map((asset) => ({ path: asset.path, base64: asset.content })),
    });
    if (problems.length > 0) throw new RepositoryError(422, refusedSave(file.newPath ?? file.path, problems));
  }
  for (const picture of pictures) await writeAtomically(picture.at, picture.bytes);
  for (const file of files) await writeAtomically(file.at, file.raw);
  // A renamed entry (its slug changed) is moved once written, as decap-server did when every file has a new path.
  if (files.length > 0 && files.every((file) => file.to)) {
    for (const file of files) await fsp.rename(file.at, file.to!);
  }
}

/** Whether `file` is something the editor may delete: an entry of a folder collection, or a picture. */
async function deletable(repo: Repository, file: string): Promise<string> {
  const normal = path.posix.normalize(file);
  const entry = repo.entryFolders.some(
    ({ folder, extension }) => path.posix.dirname(normal) === folder && normal.endsWith(`.${extension}`),
  );
  const picture = normal.startsWith(`${PICTURES_FOLDER}/`) && pictureType(normal) !== undefined;
  if (!entry && !picture) {
    throw new RefusedPath(`The editor deletes entries (a story, an article, a policy, an industry) and pictures, not ${file}.`);
  }
  return resolveInside(repo.root, normal, picture ? PICTURES_FOLDER : path.posix.dirname(normal));
}

/** The actions the editor sends in local mode, and what each does. */
const ACTIONS: Record<string, (repo: Repository, params: Record<string, unknown>) => Promise<unknown>> = {
  info: async (repo) => ({ repo: path.basename(repo.root), publish_modes: ['simple'], type: 'local_fs' }),
  entriesByFolder: async (repo, { folder, extension, depth }) => {
    const files = await listFiles(repo, String(folder), String(extension), Number(depth) || 1);
    return Promise.all(files.map((file) => readEntryFile(repo, file)));
  },
  entriesByFiles: async (repo, { files }) =>
    Promise.all((files as { path: string; label?: string }[]).map((file) => readEntryFile(repo, file.path, file.label))),
  getEntry: async (repo, { path: file }) => readEntryFile(repo, String(file)),
  getMedia: async (repo, { mediaFolder }) => {
    const folder = String(mediaFolder).replace(/^\/+/, '');
    const files = await listFiles(repo, folder, '', 1);
    return Promise.all(files.filter((file) => pictureType(file)).map((file) => readMediaFile(repo, file)));
  },
  getMediaFile: async (repo, { path: file }) => readMediaFile(repo, String(file)),
  persistEntry: async (repo, params) => {
    await persistEntry(repo, params as PersistEntryParams);
    return { message: 'entry persisted' };
  },
  persistMedia: async (repo, { asset }) => {
    const picture = await checkedPicture(repo, asset as Asset);
    await writeAtomically(picture.at, picture.bytes);
    return readMediaFile(repo, (asset as Asset).path);
  },
  deleteFile: async (repo, { path: file }) => {
    await fsp.rm(await deletable(repo, String(file)), { force: true });
    return { message: `deleted file ${String(file)}` };
  },
  deleteFiles: async (repo, { paths }) => {
    // Every path is checked before anything is deleted: one refused path deletes nothing.
    const files = await Promise.all((paths as string[]).map((file) => deletable(repo, String(file))));
    for (const file of files) await fsp.rm(file, { force: true });
    return { message: `deleted files ${(paths as string[]).join(', ')}` };
  },
  getDeployPreview: async () => null,
};

/** Answer one /api/v1 message; a refusal or failure is a RepositoryError with its status and plain message. */
export async function answerAction(repo: Repository, message: unknown): Promise<unknown> {
  const { action, params } = (message ?? {}) as { action?: unknown; params?: unknown };
  const run = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!run) throw new RepositoryError(422, `The editor does not do "${String(action)}" in local mode.`);
  try {
    return await run(repo, (params ?? {}) as Record<string, unknown>);
  } catch (error) {
    if (error instanceof RepositoryError) throw error;
    if (error instanceof RefusedPath) throw new RepositoryError(error.status, error.message);
    throw new RepositoryError(500, `The editor could not ${action}: ${(error as Error).message}`);
  }
}
