/**
 * `npm run check:budget`, run by `npm test` after the build: fails when any built route's
 * first-load JavaScript (gzip; what `npm run bench` reports, scripts/bench/page-weight.ts)
 * is over FIRST_LOAD_JS_BUDGET, naming each such route, its size and the budget. A size
 * check, not a timing, so it gives the same answer on a busy machine.
 *
 *   npm run check:budget                  the site's budget
 *   npm run check:budget -- --budget 90   another figure in KB (to see it fail, or try a tighter one)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from './content/compile.ts';
import { FIRST_LOAD_JS_BUDGET, firstLoadPerRoute, kb, readManifest, type Manifest, type RouteWeight } from './bench/page-weight.ts';

/** Routes listed when many are over (a change to a shared chunk moves dozens at once). */
const SHOWN = 15;

/** One line per route over `budget` bytes, largest first; none when every route fits. */
export function budgetFailures(rows: readonly RouteWeight[], budget: number): string[] {
  return rows
    .filter((row) => row.jsGzip > budget)
    .sort((a, b) => b.jsGzip - a.jsGzip)
    .map((row) => `${row.route}: ${kb(row.jsGzip)} (${row.jsGzip} bytes) of first-load JavaScript, over the budget of ${kb(budget)} (${budget} bytes) by ${row.jsGzip - budget} bytes`);
}

/** Checks every prerendered page in `distDir`; `ok` is false when one is over or none was found. */
export function checkBudget(distDir: string, manifest: Manifest, budget = FIRST_LOAD_JS_BUDGET): { ok: boolean; report: string } {
  const rows = firstLoadPerRoute(distDir, manifest);
  if (rows.length === 0) return { ok: false, report: `No prerendered pages in ${distDir}: run "npm run build" first.` };
  const failures = budgetFailures(rows, budget);
  const largest = rows.reduce((max, row) => (row.jsGzip > max.jsGzip ? row : max));
  if (failures.length > 0) {
    return {
      ok: false,
      report: [
        `First-load JavaScript over budget on ${failures.length} of ${rows.length} routes:`,
        ...failures.slice(0, SHOWN).map((line) => `  ${line}`),
        ...(failures.length > SHOWN ? [`  and ${failures.length - SHOWN} more (npm run bench lists every route)`] : []),
        'Find what grew with "npm run bench" and docs/architecture.md (Budgets); code needed only after an interaction can load lazily.',
      ].join('\n'),
    };
  }
  return { ok: true, report: `First-load JavaScript within ${kb(budget)} on all ${rows.length} routes; largest ${largest.route} ${kb(largest.jsGzip)} (${largest.jsGzip} bytes).` };
}

function budgetFromArgs(args: readonly string[]): number {
  const index = args.indexOf('--budget');
  if (index === -1) return FIRST_LOAD_JS_BUDGET;
  const value = Number(args[index + 1]);
  if (!(value > 0)) throw new Error(`--budget needs a size in KB, for example "--budget 90"; got "${args[index + 1] ?? ''}"`);
  return Math.round(value * 1024);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.join(projectRoot, 'dist');
  if (!fs.existsSync(path.join(projectRoot, '.cache/manifest.json'))) {
    console.error('No build: run "npm run build" first.');
    process.exit(1);
  }
  const { ok, report } = checkBudget(distDir, readManifest(projectRoot), budgetFromArgs(process.argv.slice(2)));
  (ok ? console.log : console.error)(report);
  process.exitCode = ok ? 0 : 1;
}
