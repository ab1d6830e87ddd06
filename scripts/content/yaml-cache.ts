/**
 * Parsed YAML remembered by the hash of its text, so a build reparses only the files that
 * changed: parsing frontmatter with positions is most of `npm run content`'s time at
 * thousands of entries. An entry keeps the data and the line of each top-level field (what the
 * compiler asks of every file); a deeper field's line, wanted only to report a problem, parses
 * the text again. The build loads and saves it in .cache/, under its code hash: a file
 * written by other code (another parser) is ignored whole. The same file keeps what pure
 * functions made of an article's body (derived()): linting, reading time and references are
 * the next largest part of the compile, and a body that did not change gives the same answer;
 * and an entry's fields as its schema gave them (entries.ts validateEntry). Beside it,
 * `<file>.files` keeps each file's stat with its hash, so an unchanged file is not hashed
 * again (file-stats.ts); and a cold build fills it on two threads (parse-ahead.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FileStats } from './file-stats.ts';

export interface RememberedYaml {
  /** JSON of the parsed data. */
  json: string;
  /** Line of the document's contents, and of each top-level field. */
  contentsLine: number;
  fieldLines: Record<string, number>;
}

interface CacheFile {
  code: string;
  entries: Record<string, RememberedYaml>;
  /** What a pure function of the code made of a text (an article body's problems, reading time, links and images), by function and text hash. */
  derived?: Record<string, unknown>;
}

let loaded: Map<string, RememberedYaml> | undefined;
let used: Map<string, RememberedYaml> | undefined;
let added = 0;
let derivedLoaded: Map<string, unknown> | undefined;
let derivedUsed: Map<string, unknown> | undefined;

/** Keys already computed in this build: an article body is asked for by several derived() functions. */
let keys: Map<string, string> | undefined;

/** Files as the last save saw them (file-stats.ts), and this run's. */
let stats: FileStats | undefined;

export function yamlKey(text: string): string {
  let key = keys?.get(text);
  if (key === undefined) {
    key = createHash('sha256').update(text).digest('base64url');
    keys?.set(text, key);
  }
  return key;
}

/** The key of a file's text from its bytes, as read (hashing bytes is cheaper than hashing the decoded text again). */
export function hashKey(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/** The file-stats record of this run, when remembering (file-stats.ts). */
export const fileStats = (): FileStats | undefined => stats;

/** The entry for this text, when remembering is on and it was parsed before. */
export function recall(key: string): RememberedYaml | undefined {
  const entry = loaded?.get(key) ?? used?.get(key);
  if (entry) used?.set(key, entry);
  return entry;
}

export function remember(key: string, entry: RememberedYaml): void {
  if (!used) return;
  used.set(key, entry);
  added++;
}

export const remembering = () => used !== undefined;

/**
 * `compute(text)`, or what it gave for the same text in an earlier build of this code (the
 * cache is kept under the code hash, so `compute` is the same function). For pure functions
 * whose result is plain JSON data; `name` tells the functions apart. Computes when
 * remembering is off.
 */
export function derived<T>(name: string, text: string, compute: (text: string) => T): T {
  return remembered(name, yamlKey(text), () => compute(text));
}

/**
 * derived() for a result its caller keys itself: `key` must change whenever anything
 * `compute` reads does (as the hash of a file's text does for what is made of that file).
 */
export function remembered<T>(name: string, key: string, compute: () => T): T {
  return rememberedIf(name, key, compute, () => true);
}

/** remembered() that keeps only a result `keep` accepts (a schema's data, not its failure). */
export function rememberedIf<T>(name: string, key: string, compute: () => T, keep: (value: T) => boolean): T {
  const found = recallDerived<T>(`${name}:${key}`);
  if (found) return found.value;
  const value = compute();
  if (keep(value)) rememberDerived(`${name}:${key}`, value);
  return value;
}

/** derived() of an async function. */
export async function derivedAsync<T>(name: string, text: string, compute: (text: string) => Promise<T>): Promise<T> {
  const key = `${name}:${yamlKey(text)}`;
  const found = recallDerived<T>(key);
  if (found) return found.value;
  const value = await compute(text);
  rememberDerived(key, value);
  return value;
}

function recallDerived<T>(key: string): { value: T } | undefined {
  if (!derivedUsed) return undefined;
  if (derivedUsed.has(key)) return { value: derivedUsed.get(key) as T };
  if (!derivedLoaded?.has(key)) return undefined;
  const value = derivedLoaded.get(key) as T;
  derivedUsed.set(key, value);
  return { value };
}

function rememberDerived(key: string, value: unknown): void {
  if (!derivedUsed) return;
  derivedUsed.set(key, value);
  added++;
}

/**
 * A build that changed a few files saves only their records, in a small file beside the whole
 * one (`<file>.delta`), instead of rewriting tens of megabytes; past this many records the
 * whole file is written again (dropping what no file uses any more) and the delta removed.
 */
export const DELTA_LIMIT = 500;

interface DeltaFile extends CacheFile {
  /** The `stamp` of the whole file these records go with. */
  base: string;
}

/** The stamp of the whole file loaded, and the keys it held (records not in it go to the delta). */
let base: { stamp: string; keys: Set<string> } | undefined;

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    // No cache yet, or an unreadable one: everything is parsed.
    return undefined;
  }
};

/**
 * JSON with every character past ASCII written as a \u escape: the file is then read as a
 * string of one-byte characters, which at 4,000 articles and 5,000 stories (64 MB) took 0.09 s
 * to read against 0.26 s with the 90,000 typographic quotes and dashes left as they are.
 */
function asciiJson(data: unknown): string {
  return JSON.stringify(data).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Turns remembering on, with what `file` (and its delta) hold if `code` wrote them. */
export function loadYamlCache(file: string, code: string): void {
  forgetRemembered();
  stats = FileStats.load(`${file}.files`, code);
  const whole = readJson<CacheFile & { stamp?: string }>(file);
  if (whole?.code !== code) return;
  loaded = new Map(Object.entries(whole.entries));
  derivedLoaded = new Map(Object.entries(whole.derived ?? {}));
  if (!whole.stamp) return;
  base = { stamp: whole.stamp, keys: new Set([...loaded.keys(), ...derivedLoaded.keys()]) };
  const delta = readJson<DeltaFile>(`${file}.delta`);
  if (delta?.code !== code || delta.base !== whole.stamp) return;
  for (const [key, entry] of Object.entries(delta.entries)) loaded.set(key, entry);
  for (const [key, value] of Object.entries(delta.derived ?? {})) derivedLoaded.set(key, value);
}

/**
 * Saves the records this run used (others are gone from content/) if they differ from the
 * loaded ones, as a delta when few are new, and turns remembering off.
 */
export function saveYamlCache(file: string, code: string): void {
  const changed = added > 0 || used?.size !== loaded?.size || derivedUsed?.size !== derivedLoaded?.size;
  if (used && loaded && derivedUsed && changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const write = (target: string, data: unknown) => {
      fs.writeFileSync(`${target}.tmp-${process.pid}`, asciiJson(data));
      fs.renameSync(`${target}.tmp-${process.pid}`, target);
    };
    const notInBase = <T>(records: Map<string, T>) => Object.fromEntries([...records].filter(([key]) => !base?.keys.has(key)));
    const delta = { entries: notInBase(used), derived: notInBase(derivedUsed) };
    if (base && Object.keys(delta.entries).length + Object.keys(delta.derived).length <= DELTA_LIMIT) {
      write(`${file}.delta`, { code, base: base.stamp, ...delta } satisfies DeltaFile);
    } else {
      const stamp = `${Date.now()}-${process.pid}`;
      write(file, { code, stamp, entries: Object.fromEntries(used), derived: Object.fromEntries(derivedUsed) });
      fs.rmSync(`${file}.delta`, { force: true });
    }
  }
  stats?.save(`${file}.files`, code);
  loaded = undefined;
  used = undefined;
  stats = undefined;
  derivedLoaded = undefined;
  derivedUsed = undefined;
  keys = undefined;
  base = undefined;
}

/**
 * Remembering on, with nothing loaded and nothing to save: a worker thread parsing files ahead
 * of the build (parse-ahead.ts) hands what it made to the build with takeRemembered().
 */
export function startRemembering(): void {
  forgetRemembered();
  stats = undefined;
}

/** Remembering on, with nothing remembered yet. */
function forgetRemembered(): void {
  loaded = new Map();
  used = new Map();
  added = 0;
  derivedLoaded = new Map();
  derivedUsed = new Map();
  keys = new Map();
  base = undefined;
}

/** What this thread parsed and derived, to hand to another (adoptRemembered). */
export interface RememberedRecords {
  entries: [string, RememberedYaml][];
  derived: [string, unknown][];
}

export function takeRemembered(): RememberedRecords {
  return { entries: [...(used ?? [])], derived: [...(derivedUsed ?? [])] };
}

/** Records another thread made (takeRemembered) join this build's, as if it had made them. */
export function adoptRemembered(records: RememberedRecords): void {
  if (!used || !derivedUsed) return;
  for (const [key, entry] of records.entries) {
    if (used.has(key)) continue;
    used.set(key, entry);
    added++;
  }
  for (const [key, value] of records.derived) {
    if (derivedUsed.has(key)) continue;
    derivedUsed.set(key, value);
    added++;
  }
}

/** Whether JSON gives this value back as it is (YAML's .nan or .inf would not survive). */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(survivesJson);
  return false;
}
