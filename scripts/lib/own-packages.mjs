/**
 * Installs a folder's own packages (the benchmarks' tools, the editor), which are not part of
 * the project's install: with `npm ci` from the folder's own lockfile when they are missing or
 * the lockfile changed, and otherwise not at all. Plain JavaScript, so it runs before anything
 * is installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * @param {{ dir: string; prefix: string; what: string; detail: string }} packages `prefix`
 *   starts each message ("bench"), `what` names the packages ("the benchmark tools") and
 *   `detail` names them when they are being installed ("the benchmark tools (Lighthouse, ...)").
 */
export function installOwnPackages({ dir, prefix, what, detail }) {
  const lockfile = path.join(dir, 'package-lock.json');
  // npm writes this copy of the lockfile when it installs: older than the lockfile, the install is stale.
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(lockfile)) return;
  const folder = path.relative(projectRoot, dir);
  console.log(`${prefix}: installing ${detail} into ${folder}/node_modules, once`);
  const result = spawnSync('npm', ['ci', '--no-fund', '--no-audit'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${prefix}: installing ${what} failed (above); run \`npm ci\` in ${folder} to try again.`);
    process.exit(1);
  }
}
