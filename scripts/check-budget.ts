/**
 * `npm run check:budget`, run by `npm test` after the build: fails when any built route's
 * first-load JavaScript (gzip; what `npm run bench` reports, scripts/bench/page-weight.ts)
 * is over FIRST_LOAD_JS_BUDGET, naming each such route, its size and the budget. A size
 * check, not a timing, so it gives the same answer on a busy machine.
 *
 *
 * Then, in Chromium, the JavaScript a page downloads before it is idle, lazy chunks included
 * (what Lighthouse counts; scripts/bench/browser-load.ts), on the heaviest page of each screen,
 * against IDLE_JS_BUDGET: a screen over it fails the check too. It counts bytes, not time, so
 * it gives the same answer on a busy machine.
 *
 *   npm run check:budget                  the site's budget
 *   npm run check:budget -- --budget 90   another figure in KB (to see it fail, or try a tighter one)
 *   npm run check:budget -- --no-browser  the manifest's count only
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from './content/compile.ts';
import { browserLoads, heaviestPerScreen, type BrowserLoad } from './bench/browser-load.ts';
import { FIRST_LOAD_JS_BUDGET, firstLoadPerRoute, kb, readManifest, type Manifest, type RouteWeight } from './bench/page-weight.ts';
import { startSite } from './lib/site-server.ts';

/** Gzip bytes of JavaScript a page may download before it is idle, lazy chunks included. */
export const IDLE_JS_BUDGET = 100 * 1024;

/** Routes listed when many are over (a change to a shared chunk moves dozens at once). */
const SHOWN = 15;

/** One line per route over `budget` bytes, largest first; none when every route fits. */
export function budgetFailures(rows: readonly RouteWeight[], budget: number): string[] {
  return rows
    .filter((row) => row.jsGzip > budget)
    .sort((a, b) => b.jsGzip - a.jsGzip)
    .map(
      (row) =>
        `${row.route}: ${kb(row.jsGzip)} (${row.jsGzip} bytes) of first-load JavaScript, over the budget of ${kb(budget)} (${budget} bytes) by ${row.jsGzip - budget} bytes`,
    );
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
  return {
    ok: true,
    report: `First-load JavaScript within ${kb(budget)} on all ${rows.length} routes; largest ${largest.route} ${kb(largest.jsGzip)} (${largest.jsGzip} bytes).`,
  };
}

function budgetFromArgs(args: readonly string[]): number {
  const index = args.indexOf('--budget');
  if (index === -1) return FIRST_LOAD_JS_BUDGET;
  const value = Number(args[index + 1]);
  if (!(value > 0)) throw new Error(`--budget needs a size in KB, for example "--budget 90"; got "${args[index + 1] ?? ''}"`);
  return Math.round(value * 1024);
}

/** The browser count's report: every page measured, the ones over `budget` marked. */
export function idleReport(loads: readonly BrowserLoad[], budget: number): { ok: boolean; report: string } {
  const over = loads.filter((load) => load.jsGzip > budget);
  const lines = loads.map(
    (load) =>
      `  ${load.route.padEnd(56)} ${kb(load.jsGzip).padStart(9)} (${load.jsGzip} bytes, ${load.scripts.length} scripts)${load.jsGzip > budget ? ` over by ${load.jsGzip - budget} bytes` : ''}`,
  );
  const heading =
    over.length === 0
      ? `JavaScript before idle (Chromium, first visit, phone viewport) within ${kb(budget)} on all ${loads.length} screens:`
      : `JavaScript before idle (Chromium, first visit, phone viewport) over ${kb(budget)} on ${over.length} of ${loads.length} screens:`;
  return { ok: over.length === 0, report: [heading, ...lines].join('\n') };
}

async function main(args: readonly string[]) {
  const distDir = path.join(projectRoot, 'dist');
  if (!fs.existsSync(path.join(projectRoot, '.cache/manifest.json'))) {
    console.error('No build: run "npm run build" first.');
    process.exit(1);
  }
  const manifest = readManifest(projectRoot);
  const { ok, report } = checkBudget(distDir, manifest, budgetFromArgs(args));
  (ok ? console.log : console.error)(report);
  process.exitCode = ok ? 0 : 1;
  if (args.includes('--no-browser')) return;
  const site = await startSite();
  try {
    const routes = heaviestPerScreen(firstLoadPerRoute(distDir, manifest)).map((row) => row.route);
    const idle = idleReport(await browserLoads(site.baseURL, routes, distDir), IDLE_JS_BUDGET);
    (idle.ok ? console.log : console.error)(idle.report);
    if (!idle.ok) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
