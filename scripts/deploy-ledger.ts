/**
 * The deploy target's own memory of its hashed files (assets/: scripts, styles, fonts, search
 * index shards), so that a deploy keeps every file a page of the last deploys may still ask
 * for, wherever the build ran. The build keeps old assets in dist/ only when every build runs
 * in the same checkout (old-assets.ts); a build in a fresh clone (CI's daily build) has none, and
 * without this a deploy of it deleted the chunks that tabs opened before it load when clicked on.
 *
 * `.deploys.json` in the served folder (nginx answers 404 to dot files) records, per file
 * under assets/, the last deploy that shipped it. A file the new build lacks stays until
 * KEEP_ASSETS_FOR_DEPLOYS deploys have gone by without it. Counted in deploys, as the build
 * counts builds: a site deployed daily keeps them at least that many days.
 */
import fs from 'node:fs';
import path from 'node:path';

export const KEEP_ASSETS_FOR_DEPLOYS = 10;
export const DEPLOY_LEDGER = '.deploys.json';

const ASSETS = 'assets/';
const COMPRESSED = /\.(br|gz)$/;

interface Ledger {
  format: 1;
  deploys: number;
  /** A file under assets/ (without .br/.gz) -> the number of the last deploy that shipped it. */
  shipped: Record<string, number>;
}

function readLedger(target: string): Ledger {
  try {
    const ledger = JSON.parse(fs.readFileSync(path.join(target, DEPLOY_LEDGER), 'utf8')) as Ledger;
    if (ledger.format === 1) return ledger;
  } catch {
    // No ledger yet: the files already there count as shipped by the deploy before this one.
  }
  return { format: 1, deploys: 0, shipped: {} };
}

export interface RetainedAssets {
  /** Files of the target (compressed copies included) the new build lacks but this deploy keeps. */
  keep: Set<string>;
  /** Records this deploy; call once its files are in place. */
  save(): void;
}

/** `shipping`: every file of the new build; `present`: every file in the target now (relative paths). */
export function retainedAssets(
  target: string,
  shipping: readonly string[],
  present: readonly string[],
  keepFor = KEEP_ASSETS_FOR_DEPLOYS,
): RetainedAssets {
  const ledger = readLedger(target);
  const deploy = ledger.deploys + 1;
  const base = (file: string) => file.replace(COMPRESSED, '');
  const shipped: Record<string, number> = {};
  for (const file of shipping) if (file.startsWith(ASSETS)) shipped[base(file)] = deploy;
  const keep = new Set<string>();
  for (const file of present) {
    if (!file.startsWith(ASSETS) || shipped[base(file)] === deploy) continue;
    const last = ledger.shipped[base(file)] ?? deploy - 1;
    if (deploy - last < keepFor) {
      keep.add(file);
      shipped[base(file)] = last;
    }
  }
  return {
    keep,
    save() {
      const file = path.join(target, DEPLOY_LEDGER);
      const partial = `${file}.deploying-${process.pid}`;
      fs.writeFileSync(partial, `${JSON.stringify({ format: 1, deploys: deploy, shipped } satisfies Ledger)}\n`);
      fs.renameSync(partial, file);
    },
  };
}
