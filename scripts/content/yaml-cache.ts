/**
 * Parsed YAML remembered by the hash of its text, so a build reparses only the files that
 * changed: parsing frontmatter with positions is most of `npm run content`'s time at
 * thousands of entries. An entry keeps the data and the line of each top-level field (what the
 * compiler asks of every file); a deeper field's line, wanted only to report a problem, parses
 * the text again. The build loads and saves it in .cache/, under its code hash: a file
 * written by other code (another parser) is ignored whole. The same file keeps what pure
 * functions made of an article's body (derived()): linting, reading time and references are
 * the next largest part of the compile, and a body that did not change gives the same answer.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export const yamlKey = (text: string) => createHash('sha256').update(text).digest('base64url');

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
  const key = `${name}:${yamlKey(text)}`;
  const found = recallDerived<T>(key);
  if (found) return found.value;
  const value = compute(text);
  rememberDerived(key, value);
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

/** Turns remembering on, with what `file` holds if `code` wrote it. */
export function loadYamlCache(file: string, code: string): void {
  loaded = new Map();
  used = new Map();
  added = 0;
  derivedLoaded = new Map();
  derivedUsed = new Map();
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    if (cache.code === code) {
      loaded = new Map(Object.entries(cache.entries));
      derivedLoaded = new Map(Object.entries(cache.derived ?? {}));
    }
  } catch {
    // No cache yet, or an unreadable one: everything is parsed.
  }
}

/** Saves the entries this run used (others are gone from content/), if they differ from the loaded ones, and turns remembering off. */
export function saveYamlCache(file: string, code: string): void {
  const changed = added > 0 || used?.size !== loaded?.size || derivedUsed?.size !== derivedLoaded?.size;
  if (used && loaded && derivedUsed && changed) {
    const cache: CacheFile = { code, entries: Object.fromEntries(used), derived: Object.fromEntries(derivedUsed) };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(cache));
    fs.renameSync(`${file}.tmp-${process.pid}`, file);
  }
  loaded = undefined;
  used = undefined;
  derivedLoaded = undefined;
  derivedUsed = undefined;
}

/** Whether JSON gives this value back as it is (YAML's .nan or .inf would not survive). */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(survivesJson);
  return false;
}
