/**
 * A cold build parses thousands of files' frontmatter (with positions, so problems name their
 * lines): most of the content step's time, on one core while the other waits. So before the
 * collections are read, a worker thread parses half of the files not known from an earlier
 * build while this thread parses the other half, each into the YAML cache (yaml-cache.ts);
 * the worker's records then join this thread's, and reading the collections finds every file
 * parsed. Only files that parsed without problems are remembered, so the reading pass parses
 * the others again and reports their problems in the order it always does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runInWorker } from '../lib/in-worker.ts';
import { parseFrontmatter, readKeyed } from './source.ts';
import { adoptRemembered, fileStats, remembering, startRemembering, takeRemembered, type RememberedRecords } from './yaml-cache.ts';

/** Below this many files to parse, one thread parses them: starting a worker costs more than it saves. */
export const PARSE_AHEAD_FROM = 600;

/** The files of these folders (with these extensions) that the cache does not know, parsed on two threads into it. */
export async function parseAhead(folders: readonly { dir: string; extension: string }[], from = PARSE_AHEAD_FROM): Promise<void> {
  if (!remembering()) return;
  const stats = fileStats();
  const files = folders
    .flatMap(({ dir, extension }) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(extension)).map((name) => path.join(dir, name)) : []))
    .filter((file) => !stats || stats.keyOf(file, fs.statSync(file)) === undefined);
  if (files.length < from) return;
  const half = Math.ceil(files.length / 2);
  const worker = runInWorker<RememberedRecords>(new URL('./parse-ahead.ts', import.meta.url), 'parseFiles', [files.slice(half)]).catch(
    // The reading pass parses whatever the worker did not.
    () => undefined,
  );
  parseInto(files.slice(0, half));
  const records = await worker;
  if (records) adoptRemembered(records);
}

/** The worker's part: parses `files` into a cache of its own and hands its records back. */
export function parseFiles(files: readonly string[]): RememberedRecords {
  startRemembering();
  parseInto(files);
  return takeRemembered();
}

/** Parses each file's frontmatter into the cache; its problems are the reading pass's to report. */
function parseInto(files: readonly string[]): void {
  for (const file of files) {
    const read = readKeyed(file, file, []);
    if (read) parseFrontmatter(read.text, file, [], read.key);
  }
}
