/**
 * Keeps the previous deploys' hashed files (dist/assets/: scripts, styles, fonts, search
 * index shards) for a while after a build stops making them. A visitor whose tab still shows
 * a page of the last deploy loads that page's chunks by their old names when they click on:
 * deleted at once, those requests fail and the navigation breaks. Kept files are never linked
 * from a new page, so they cost only disk space; their names are hashes, so an old file can
 * never be mistaken for a new one.
 *
 * Counted in builds, not days: a build is the unit a deploy copies, a test can count builds
 * without a clock, and a site rebuilt daily (publishDate) keeps old files at least that many
 * days. `.cache/old-assets.json` remembers, per kept file, the build that first lacked it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './build-cache.ts';

/** A hashed file stays in dist/assets/ for this many builds after the last build that made it. */
export const KEEP_OLD_ASSETS_FOR_BUILDS = 10;

const ASSETS = 'assets/';
const COMPRESSED = ['.br', '.gz'];

interface Ledger {
  format: 1;
  /** Builds counted so far (successful ones: the ledger is saved with the published build). */
  builds: number;
  /** Kept file (under dist/, without .br/.gz) -> the number of the first build that lacked it. */
  retired: Record<string, number>;
}

export interface OldAssets {
  /** Files of the published dist/ this build no longer makes but keeps (compressed copies implied). */
  kept: string[];
  /** Kept files whose time is up: this build deletes them (compressed copies implied). */
  expired: string[];
  /** Saves the ledger; call once the build is published. */
  save(): void;
}

const ledgerFile = (cacheDir: string) => path.join(cacheDir, 'old-assets.json');

function readLedger(cacheDir: string): Ledger {
  try {
    const ledger = JSON.parse(fs.readFileSync(ledgerFile(cacheDir), 'utf8')) as Ledger;
    if (ledger.format === 1) return ledger;
  } catch {
    // No ledger yet (or an unreadable one): every old file starts its count with this build.
  }
  return { format: 1, builds: 0, retired: {} };
}

/**
 * Which files of `publishedDir/assets/` this build keeps and which go. `current` is every file
 * this build's outputs have (relative to dist/); only those under assets/ matter.
 */
export function oldAssets(
  publishedDir: string,
  cacheDir: string,
  current: Iterable<string>,
  keepFor = KEEP_OLD_ASSETS_FOR_BUILDS,
): OldAssets {
  const ledger = readLedger(cacheDir);
  const build = ledger.builds + 1;
  const made = new Set([...current].filter((file) => file.startsWith(ASSETS)));
  const published = filesUnder(path.join(publishedDir, ASSETS))
    .map((file) => ASSETS + file)
    .filter((file) => !COMPRESSED.some((suffix) => file.endsWith(suffix)));
  const kept: string[] = [];
  const expired: string[] = [];
  const retired: Record<string, number> = {};
  for (const file of published) {
    if (made.has(file)) continue;
    const since = ledger.retired[file] ?? build;
    if (build - since < keepFor) {
      kept.push(file);
      retired[file] = since;
    } else expired.push(file);
  }
  return {
    kept,
    expired,
    save() {
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(ledgerFile(cacheDir), JSON.stringify({ format: 1, builds: build, retired } satisfies Ledger));
    },
  };
}

/**
 * The files of `publishedDir` that the last build kept from earlier ones (compressed copies
 * included): what a cold build of the same tree into an empty folder would not have.
 */
export function keptFiles(publishedDir: string, cacheDir: string): string[] {
  return Object.keys(readLedger(cacheDir).retired)
    .flatMap((file) => ['', ...COMPRESSED].map((suffix) => file + suffix))
    .filter((file) => fs.existsSync(path.join(publishedDir, file)))
    .sort();
}

/** For a cold build, which replaces dist/ whole: the kept files (and their compressed copies) join the staging folder. */
export function carryInto(publishedDir: string, stagingDir: string, kept: readonly string[]): void {
  for (const file of kept) {
    for (const suffix of ['', ...COMPRESSED]) {
      const from = path.join(publishedDir, file + suffix);
      if (!fs.existsSync(from)) continue;
      const to = path.join(stagingDir, file + suffix);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      // A hard link: the old dist/ is deleted after the swap, the file stays.
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}
