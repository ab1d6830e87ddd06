/**
 * `npm run bench`: per built route, the JavaScript and CSS a first visit downloads (the
 * entry, the hydrate and screen chunks with their imports, the stylesheets) in gzip bytes,
 * and the time of each build step of the last `npm run build`. A benchmark: it prints
 * figures and writes them to bench-results/, it asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';
import { FIRST_LOAD_JS_BUDGET, firstLoadPerRoute, kb, readManifest } from './page-weight.ts';

const distDir = path.join(projectRoot, 'dist');
const resultsDir = path.join(projectRoot, 'bench-results');

if (!fs.existsSync(path.join(distDir, '404.html'))) {
  console.error('No build in dist/: run "npm run build" first.');
  process.exit(1);
}

const rows = firstLoadPerRoute(distDir, readManifest(projectRoot));

console.log('First load per route (gzip):');
console.log(`${'route'.padEnd(58)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(58)} ${kb(row.jsGzip).padStart(9)} ${kb(row.cssGzip).padStart(9)} ${kb(row.htmlGzip).padStart(9)}`);
}
const largest = rows.reduce((max, row) => (row.jsGzip > max.jsGzip ? row : max), rows[0]!);
const sorted = rows.map((row) => row.jsGzip).sort((a, b) => a - b);
const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
console.log(
  `\n${rows.length} routes; largest first-load JS: ${largest.route} ${kb(largest.jsGzip)} (${largest.jsGzip} bytes); median ${kb(median)}; budget ${kb(FIRST_LOAD_JS_BUDGET)} (npm run check:budget)`,
);

const timingsFile = path.join(projectRoot, '.cache/build-times.json');
const timings = fs.existsSync(timingsFile) ? (JSON.parse(fs.readFileSync(timingsFile, 'utf8')) as { step: string; seconds: number }[]) : [];
if (timings.length > 0) {
  console.log('\nBuild time per step (last npm run build):');
  for (const { step, seconds } of timings) console.log(`  ${step.padEnd(16)} ${seconds.toFixed(2)} s`);
}

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'first-load.json'), JSON.stringify({ routes: rows, buildSteps: timings }, null, 2));
console.log(`\nWritten to ${path.relative(projectRoot, resultsDir)}/first-load.json`);
