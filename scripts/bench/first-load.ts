/**
 * `npm run bench`: per built route, the JavaScript and CSS a first visit downloads (the
 * entry, the hydrate and screen chunks with their imports, the stylesheets) in gzip bytes,
 * and the time of each build step of the last `npm run build`. A benchmark: it prints
 * figures and writes them to bench-results/, it asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';
import { firstLoad, readManifest } from './page-weight.ts';

const distDir = path.join(projectRoot, 'dist');
const resultsDir = path.join(projectRoot, 'bench-results');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return relative.endsWith('/index.html') ? `/${relative.slice(0, -'/index.html'.length)}` : `/${relative} (404)`;
}

if (!fs.existsSync(path.join(distDir, '404.html'))) {
  console.error('No build in dist/: run "npm run build" first.');
  process.exit(1);
}

const manifest = readManifest(projectRoot);
const rows = htmlFiles(distDir)
  .map((file) => ({ route: routeOf(file), ...firstLoad(distDir, file, manifest) }))
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('First load per route (gzip):');
console.log(`${'route'.padEnd(58)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(58)} ${kb(row.jsGzip).padStart(9)} ${kb(row.cssGzip).padStart(9)} ${kb(row.htmlGzip).padStart(9)}`);
}
const largest = rows.reduce((max, row) => (row.jsGzip > max.jsGzip ? row : max), rows[0]!);
console.log(`\n${rows.length} routes; largest first-load JS: ${largest.route} ${kb(largest.jsGzip)} (${largest.jsGzip} bytes)`);

const timingsFile = path.join(projectRoot, '.cache/build-times.json');
const timings = fs.existsSync(timingsFile) ? (JSON.parse(fs.readFileSync(timingsFile, 'utf8')) as { step: string; seconds: number }[]) : [];
if (timings.length > 0) {
  console.log('\nBuild time per step (last npm run build):');
  for (const { step, seconds } of timings) console.log(`  ${step.padEnd(16)} ${seconds.toFixed(2)} s`);
}

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'first-load.json'), JSON.stringify({ routes: rows, buildSteps: timings }, null, 2));
console.log(`\nWritten to ${path.relative(projectRoot, resultsDir)}/first-load.json`);
