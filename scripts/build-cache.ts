/**
 * The incremental build's memory, in .cache/build-state.json: what the published dist/ holds,
 * as units of output (a page under all its paths with its payloads, the feed, the sitemap, the
 * search index, the client bundle, ...), each with the key of the inputs it was made from and
 * its files; and the inputs each Vite bundle read. A build recomputes every unit's key, which
 * is cheap (a hash of its inputs: the code, a page's payload, the page template), and makes
 * only the units whose key changed; the rest are left in dist/ as they are.
 *
 * The state is trusted only by the code that wrote it: its `code` is a hash of every file of
 * code (src/, scripts/, server/, public/, the configs and package-lock.json), Node's version,
 * the build's options and the year (bundled into the footer). Any difference, or a dist/ that
 * is not the one the state describes (another inode), and the build is cold: everything is
 * made again into a fresh folder and swapped in whole, as without a cache.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CODE_PATHS } from './build-inputs.mjs';

/** Short, file-name-safe hash of the parts, which are kept apart (["ab", "c"] differs from ["a", "bc"]). */
export function hashOf(...parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}

/** Tests are not built into anything; editing one should not throw the cache away. */
const NOT_CODE = /\.test\.tsx?$/;

/** Every file under `dir`, relative and sorted; empty when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** filesUnder without node_modules folders: scripts/bench/ has its own, the benchmarks' tools, which are not code the build runs. */
function codeFilesUnder(dir: string): string[] {
  const walk = (folder: string, prefix: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      return entry.isFile() ? [`${prefix}${entry.name}`] : [];
    });
  return walk(dir, '').sort();
}

/** The hash of the code and of everything else that changes every output: see the header. */
export function codeHash(projectRoot: string, options: Record<string, unknown>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ node: process.version, year: new Date().getUTCFullYear(), options }));
  for (const entry of CODE_PATHS) {
    const full = path.join(projectRoot, entry);
    const files = fs.statSync(full, { throwIfNoEntry: false })?.isDirectory()
      ? codeFilesUnder(full).map((file) => `${entry}/${file}`)
      : [entry];
    for (const file of files) {
      if (NOT_CODE.test(file) || !fs.existsSync(path.join(projectRoot, file))) continue;
      hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(projectRoot, file)));
    }
  }
  return hash.digest('base64url').slice(0, 22);
}

/** Some output of the build: its key (hash of its inputs) and its files under dist/ (compressed copies implied). */
export interface Unit {
  key: string;
  files: string[];
}

/** A Vite bundle: its key and the project files (not node_modules) it read, by content hash. */
export interface BundleRecord {
  key: string;
  inputs: Record<string, string>;
}

/** What each page read (page-keys.ts PageReads), for the next build to skip the pages whose reads did not change. */
export interface PagesState {
  /** Each entry's key as pages read it, by collection:slug (page-keys.ts entryKeysOf). */
  entryKeys: Record<string, string>;
  /** The related-reading choices' key (related-reading.ts): every choice is the same while it is. */
  relatedKey: string;
  /** By page unit: the key its data made, and what the data code read. */
  pages: Record<string, { payloadKey: string; reads: { entries: string[]; collections: string[]; related: boolean } }>;
}

export interface BuildState {
  format: 1;
  code: string;
  /** Inode of the dist/ this state describes. */
  distInode: number;
  units: Record<string, Unit>;
  bundles: Record<string, BundleRecord>;
  pages?: PagesState;
}

const stateFile = (cacheDir: string) => path.join(cacheDir, 'build-state.json');

/** The previous build's state, if this code wrote it and dist/ is the one it describes. */
export function loadState(cacheDir: string, publishedDir: string, code: string): BuildState | undefined {
  let state: BuildState;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(cacheDir), 'utf8')) as BuildState;
  } catch {
    return undefined;
  }
  const inode = fs.statSync(publishedDir, { throwIfNoEntry: false })?.ino;
  if (state.format !== 1 || state.code !== code || inode === undefined || state.distInode !== inode) return undefined;
  return state;
}

/** Forgets the state before dist/ is changed in place: a merge cut short must not be trusted. */
export function forgetState(cacheDir: string): void {
  fs.rmSync(stateFile(cacheDir), { force: true });
}

export function saveState(cacheDir: string, state: BuildState): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const temporary = `${stateFile(cacheDir)}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(state));
  fs.renameSync(temporary, stateFile(cacheDir));
}

/** True when a unit has the same files as before, in the same order. */
const sameFiles = (before: readonly string[], now: readonly string[] | undefined) =>
  now !== undefined && now.length === before.length && now.every((file, index) => file === before[index]);

/**
 * This build's units. With the previous state, a unit whose key is unchanged is carried over
 * (its files stay in dist/); every other unit is written to the staging folder.
 */
export class Outputs {
  readonly units: Record<string, Unit> = {};
  constructor(private readonly previous: Record<string, Unit> | undefined) {}

  /** True, and the unit carried over, when dist/ already holds it with this key. */
  reuse(name: string, key: string): boolean {
    const old = this.previous?.[name];
    if (!old || old.key !== key) return false;
    this.units[name] = old;
    return true;
  }

  /** Carries over every previous unit whose name starts with `prefix` (their common input is unchanged). */
  carry(prefix: string): void {
    for (const [name, unit] of Object.entries(this.previous ?? {})) if (name.startsWith(prefix)) this.units[name] = unit;
  }

  record(name: string, unit: Unit): void {
    this.units[name] = unit;
  }

  /**
   * True when a unit whose name does not start with `except` is new, gone, or has other files
   * than in the previous build (always, without one): what describes every file must be made again.
   */
  filesChanged(except: string): boolean {
    if (!this.previous) return true;
    const names = (units: Record<string, Unit>) => Object.keys(units).filter((name) => !name.startsWith(except));
    const now = names(this.units);
    return (
      now.length !== names(this.previous).length || now.some((name) => !sameFiles(this.units[name]!.files, this.previous?.[name]?.files))
    );
  }

  /** Files of the previous dist/ that no unit of this build has: they are to be deleted. */
  removed(): string[] {
    // Only a unit that is gone or whose files changed can have left a file behind: usually
    // none, and then the set of every file (tens of thousands) is not built.
    const candidates = Object.entries(this.previous ?? {}).flatMap(([name, unit]) => {
      return sameFiles(unit.files, this.units[name]?.files) ? [] : unit.files;
    });
    if (candidates.length === 0) return [];
    const kept = new Set(Object.values(this.units).flatMap((unit) => unit.files));
    return candidates.filter((file) => !kept.has(file));
  }
}

/** The project files a Vite build read (its modules, without node_modules and virtual ones), by content hash. */
export function bundleInputs(projectRoot: string, output: unknown): Record<string, string> {
  const outputs = (Array.isArray(output) ? output : [output]) as {
    output?: { type: string; moduleIds?: string[]; modules?: Record<string, unknown> }[];
  }[];
  const files = new Set<string>();
  for (const result of outputs) {
    for (const item of result.output ?? []) {
      if (item.type !== 'chunk') continue;
      for (const id of item.moduleIds ?? Object.keys(item.modules ?? {})) {
        const file = id.split('?')[0]!;
        if (!path.isAbsolute(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
        const relative = path.relative(projectRoot, file);
        if (relative.startsWith('..') || !fs.existsSync(file)) continue;
        files.add(relative.split(path.sep).join('/'));
      }
    }
  }
  return Object.fromEntries([...files].sort().map((file) => [file, hashOf(fs.readFileSync(path.join(projectRoot, file)))]));
}

/** The previous record of a bundle, when every file it read is as it was (and the code is the same: the state says so). */
export function unchangedBundle(projectRoot: string, record: BundleRecord | undefined): BundleRecord | undefined {
  if (!record) return undefined;
  for (const [file, hash] of Object.entries(record.inputs)) {
    const full = path.join(projectRoot, file);
    if (!fs.existsSync(full) || hashOf(fs.readFileSync(full)) !== hash) return undefined;
  }
  return record;
}

export function bundleRecord(code: string, inputs: Record<string, string>): BundleRecord {
  return { key: hashOf(code, JSON.stringify(inputs)), inputs };
}

const COMPRESSED = ['.br', '.gz'];

/**
 * Applies an incremental build to the published dist/: deletes the files no unit has any more
 * (with their compressed copies and the folders left empty), then moves every file of the
 * staging folder into place (a page's alias paths stay hard links to one file). A file written
 * anew without a compressed copy loses the old one.
 */
export function mergeInto(publishedDir: string, stagingDir: string, removed: readonly string[]): { removed: number; written: number } {
  const emptied = new Set<string>();
  for (const file of removed) {
    for (const suffix of ['', ...COMPRESSED]) fs.rmSync(path.join(publishedDir, file + suffix), { force: true });
    emptied.add(path.dirname(file));
  }
  const staged = filesUnder(stagingDir);
  const made = new Set<string>();
  for (const file of staged) {
    const target = path.join(publishedDir, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (!COMPRESSED.some((suffix) => file.endsWith(suffix))) {
      for (const suffix of COMPRESSED) fs.rmSync(target + suffix, { force: true });
    }
  }
  for (const file of staged) fs.renameSync(path.join(stagingDir, file), path.join(publishedDir, file));
  // Folders a deleted page leaves empty go too, as a cold build would never make them.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let current = dir; current !== '.' && current !== ''; current = path.dirname(current)) {
      const full = path.join(publishedDir, current);
      if (!fs.existsSync(full) || fs.readdirSync(full).length > 0) break;
      fs.rmdirSync(full);
    }
  }
  fs.rmSync(stagingDir, { recursive: true, force: true });
  return { removed: removed.length, written: staged.length };
}
