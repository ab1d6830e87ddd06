/**
 * The benchmarks' own tools (scripts/bench/package.json: Lighthouse, Eleventy, autocannon)
 * are not part of the project's install, which holds only what building, testing and serving
 * need (they were a third of node_modules). `npm run bench:lighthouse`, `bench:server` and
 * `bench:scale` run this first: it installs them into scripts/bench/node_modules with
 * `npm ci` from their own lockfile when they are missing or the lockfile changed, and
 * otherwise does nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnPackages } from '../lib/own-packages.mjs';

installOwnPackages({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  prefix: 'bench',
  what: 'the benchmark tools',
  detail: 'the benchmark tools (Lighthouse, Eleventy, autocannon)',
});
