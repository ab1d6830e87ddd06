/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's
 * Chromium against the built site served by `npm start`, over every distinct page, three runs
 * each, median. Prints a table and writes bench-results/lighthouse.{json,md}, with the load
 * average before and after.
 * Options: --runs N (default 3), --only /path,/other (a subset, for a quick look), --all-paths
 * (also each story's and article's alias paths, which serve the same file as the canonical one).
 *
 * Every run's benchmarkIndex (Lighthouse's own CPU figure) is reported beside the load average.
 * It fails when any page's median performance is below 100, if the machine was quiet (1-minute
 * load under QUIET_LOAD before and after); on a busier machine it says it cannot judge and
 * exits 0, since simulated throttling multiplies whatever else the CPU is doing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeIndex } from '@content/route-index';
import { buildRoutes } from '../../src/route-table.ts';
import { projectRoot } from '../content/compile.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { startSite } from '../lib/site-server.ts';
import { firstLoad, readManifest } from './page-weight.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const only = option('--only')?.split(',');
const distDir = path.join(projectRoot, 'dist');

const allPaths = process.argv.includes('--all-paths');
/**
 * Every distinct page: a story's or article's other addresses serve the same file (a hard link)
 * as its canonical one, so they are measured once, at the canonical path, unless --all-paths.
 */
const routes = buildRoutes(routeIndex).routes.filter(
  (route) =>
    !route.path.includes('*') &&
    (allPaths || route.canonical === null || route.canonical === route.path) &&
    (!only || only.includes(route.path)),
);
/** Below this 1-minute load average the figures are fit to judge the site by. */
const QUIET_LOAD = 1.5;
/** The 1-minute load average, to print beside the figures: the machine is shared. */
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  firstLoadJsGzip: number;
}

/** Median of the runs that produced the figure (a run can lack one, e.g. no LCP was traced). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length > 0 ? measured[Math.floor(measured.length / 2)]! : NaN;
};

async function main() {
  const loadBefore = loadAverage();
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      const samples: Omit<Row, 'route' | 'firstLoadJsGzip'>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${site.baseURL}${route.path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
      const row: Row = {
        route: route.path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        benchmarkIndex: pick('benchmarkIndex'),
        firstLoadJsGzip: firstLoad(distDir, path.join(distDir, route.outFile), readManifest(projectRoot)).jsGzip,
      };
      rows.push(row);
      console.log(
        `${row.route.padEnd(56)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${row.firstLoadJsGzip} B benchmarkIndex ${row.benchmarkIndex}`,
      );
    }
  } finally {
    chrome.kill();
    await site.stop();
  }

  const header =
    '| route | perf | a11y | best practices | SEO | LCP (ms) | TBT (ms) | CLS | first-load JS (gzip B) | benchmarkIndex |\n|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.firstLoadJsGzip} | ${r.benchmarkIndex} |`,
  );
  const worst = (key: keyof Row) => rows.reduce((min, r) => ((r[key] as number) < (min[key] as number) ? r : min), rows[0]!);
  const loadAfter = loadAverage();
  const quiet = Number(loadBefore) < QUIET_LOAD && Number(loadAfter) < QUIET_LOAD;
  const below = rows.filter((r) => r.performance < 100);
  const benchmarkIndexes = rows.map((r) => r.benchmarkIndex).filter(Number.isFinite);
  const verdict = !quiet
    ? `Cannot judge: the load average was ${loadBefore} before and ${loadAfter} after, at or over ${QUIET_LOAD}; run it on a quiet machine.`
    : below.length === 0
      ? 'Every page scored 100 for performance.'
      : `Below 100 for performance: ${below.map((r) => `${r.route} ${r.performance}`).join(', ')}.`;
  const summary = `${rows.length} ${allPaths ? 'routes' : 'distinct pages (alias paths left out: they serve the same file)'}, ${runs} runs each (median); load average ${loadBefore} before, ${loadAfter} after; benchmarkIndex ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}. Lowest performance: ${worst('performance').performance} (${worst('performance').route}); max LCP ${Math.max(...rows.map((r) => r.lcpMs))} ms; max CLS ${Math.max(...rows.map((r) => r.cls))}.`;
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results/lighthouse.json'),
    JSON.stringify({ runs, loadBefore, loadAfter, quiet, rows }, null, 2),
  );
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results/lighthouse.md'),
    `# Lighthouse (mobile, simulated throttling)\n\n${summary}\n\n${verdict}\n\n${header}\n${lines.join('\n')}\n`,
  );
  console.log(`\n${summary}\n${verdict}\nWritten to bench-results/lighthouse.{json,md}`);
  if (quiet && below.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
