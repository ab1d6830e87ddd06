/**
 * A cold build parses thousands of files' frontmatter (with positions, so problems name their
 * lines): most of the content step's time, on one core while the other waits. So before the
 * first folder is read, a worker thread parses every other file the cache does not know (in each
 * folder: a story's frontmatter is ten times an article's, so folders are shared, not handed
 * out whole) into a YAML cache of its own while this thread parses the rest; the worker's
 * records then join the build's (yaml-cache.ts adoptRemembered), and reading the folders finds
 * every file parsed, and the mistakes and references of every body in the article syntax
 * (line-syntax-body.ts deriveBody). Only files that parsed without problems are remembered, so the reading
 * pass parses the others again and reports their problems, with file, line and field, in the
 * order it always does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runInWorker } from '../lib/in-worker.ts';
import { deriveBody } from './line-syntax-body.ts';
import { parseFrontmatter, readKeyed } from './source.ts';
import { adoptRemembered, fileStats, remembering, startRemembering, takeRemembered, type RememberedRecords } from './yaml-cache.ts';

/**
 * Below this many files to parse, one thread parses them. This thread waits for the worker about
 * as long as the worker takes to start (0.2 to 0.5 s measured: tsx and the parser loaded) and
 * saves half the files' parsing (0.7 ms a file on average at 4,000 articles and 5,000 stories),
 * so the worker pays from about 600 to 1,400 files.
 */
export const PARSE_AHEAD_FROM = 1000;

/** A collection's folder; `lineSyntax` when its bodies are in the article syntax, whose mistakes and references are made ahead too. */
export interface AheadFolder {
  dir: string;
  extension: string;
  lineSyntax?: boolean;
}

interface AheadFile {
  file: string;
  lineSyntax: boolean;
}

/** The files these folders hold that the cache does not know, parsed into it on two threads. */
export async function parseAhead(folders: readonly AheadFolder[], from = PARSE_AHEAD_FROM): Promise<void> {
  if (!remembering()) return;
  const stats = fileStats();
  const unknown = folders.map(({ dir, extension, lineSyntax }) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(extension)).sort() : [])
      .map((name) => ({ file: path.join(dir, name), lineSyntax: Boolean(lineSyntax) }))
      .filter(({ file }) => !stats || stats.keyOf(file, fs.statSync(file)) === undefined),
  );
  if (unknown.flat().length < from) return;
  const share = (part: 0 | 1) => unknown.flatMap((files) => files.filter((_, index) => index % 2 === part));
  const worker = runInWorker<RememberedRecords>(new URL('./parse-ahead.ts', import.meta.url), 'parseFiles', [share(1)]).catch(
    // The reading pass parses whatever the worker did not.
    () => undefined,
  );
  parseInto(share(0));
  const records = await worker;
  if (records) adoptRemembered(records);
}

/** The worker's part: parses `files` into a cache of its own and hands its records back. */
export function parseFiles(files: readonly AheadFile[]): RememberedRecords {
  startRemembering();
  parseInto(files);
  return takeRemembered();
}

/** Parses each file's frontmatter (and derives what its body gives) into the cache; its problems are the reading pass's to report. */
function parseInto(files: readonly AheadFile[]): void {
  for (const { file, lineSyntax } of files) {
    const read = readKeyed(file, file, []);
    const source = read && parseFrontmatter(read.text, file, [], read.key);
    if (source && lineSyntax) deriveBody({ file, shownAs: file, slug: '', source, key: read.key });
  }
}
