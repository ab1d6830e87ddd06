/**
 * The benchmarks' own tools (scripts/bench/package.json: Lighthouse, Eleventy, autocannon)
 * are not part of the project's install, which holds only what building, testing and serving
 * need (they were a third of node_modules). `npm run bench:lighthouse`, `bench:server` and
 * `bench:scale` run this first: it installs them into scripts/bench/node_modules with
 * `npm ci` from their own lockfile when they are missing or the lockfile changed, and
 * otherwise does nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const lockfile = path.join(benchDir, 'package-lock.json');
// npm writes this copy of the lockfile when it installs: older than the lockfile, the install is stale.
const installed = path.join(benchDir, 'node_modules/.package-lock.json');

const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (mtime(installed) < mtime(lockfile)) {
  console.log('bench: installing the benchmark tools (Lighthouse, Eleventy, autocannon) into scripts/bench/node_modules, once');
  const result = spawnSync('npm', ['ci', '--no-fund', '--no-audit'], { cwd: benchDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('bench: installing the benchmark tools failed (above); run `npm ci` in scripts/bench to try again.');
    process.exit(1);
  }
}
