/**
 * The editor (Decap CMS and its local-git server, scripts/editor/decap/package.json) is not
 * part of the project's install: it is 277 MB of node_modules that building, testing and
 * serving the site never use. `npm run edit` runs this first: it installs them into
 * scripts/editor/decap/node_modules with `npm ci` from their own lockfile when they are
 * missing or the lockfile changed, and otherwise does nothing (as scripts/bench/install.mjs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const decapDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'decap');
const lockfile = path.join(decapDir, 'package-lock.json');
// npm writes this copy of the lockfile when it installs: older than the lockfile, the install is stale.
const installed = path.join(decapDir, 'node_modules/.package-lock.json');

const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (mtime(installed) < mtime(lockfile)) {
  console.log('edit: installing the editor (Decap CMS) into scripts/editor/decap/node_modules, once');
  // .npmrc there sets legacy-peer-deps: React comes from the project, one copy for the editor and the previews.
  const result = spawnSync('npm', ['ci', '--no-fund', '--no-audit'], { cwd: decapDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('edit: installing the editor failed (above); run `npm ci` in scripts/editor/decap to try again.');
    process.exit(1);
  }
}
