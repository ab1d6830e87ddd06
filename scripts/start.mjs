/**
 * `npm start`: build the site when dist/ or the compiled server (dist-server/) is missing or
 * older than the sources, then run the compiled server in this process. Plain JavaScript, so
 * once the site is built nothing but Node runs: no TypeScript tooling at run time.
 *
 * Content with mistakes does not take the site down. `npm run content` prints every problem;
 * then the last good build is served, saying so, and without one npm start stops with exit
 * code 1. A build that fails later (a page that cannot render) is handled the same way: the
 * build replaces dist/ and dist-server/ only once every step succeeded, so the last build is
 * whole.
 *
 * A preview build (`npm run build -- --preview`: drafts, banner, noindex) is never served as
 * the live site: the build records its mode (scripts/lib/build-mode.mjs), and a preview is
 * rebuilt live first; if that build fails, npm start stops rather than serve the preview.
 */
// First: an unsupported Node stops here with one line (its imports run before the others).
import './lib/supported-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_MODE_FILE, builtMode } from './lib/build-mode.mjs';
import { CODE_PATHS } from './build-inputs.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtFiles = ['dist/404.html', 'dist-server/main.js'].map((file) => path.join(projectRoot, file));
// The content and everything the build counts as code (configs and the lockfile included).
const sources = ['content', ...CODE_PATHS];

/** The newest modification time in a file or folder (0 when it does not exist). */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Not node_modules: scripts/bench/ installs the benchmarks' tools there, which the build does not use.
  const entries = fs.readdirSync(target).filter((name) => name !== 'node_modules');
  return Math.max(stat.mtimeMs, ...entries.map((name) => newestMtime(path.join(target, name))));
}

/** When the last complete build finished (the older of its two parts), or 0 without one. */
function lastBuildAt() {
  if (!builtFiles.every((file) => fs.existsSync(file))) return 0;
  return Math.min(...builtFiles.map((file) => fs.statSync(file).mtimeMs));
}

/** `npm run <script>` with its output shown; --silent keeps npm's own error banner out. */
const npmRun = (script) => spawnSync('npm', ['run', '--silent', script], { cwd: projectRoot, stdio: 'inherit' }).status === 0;

/** After a failed check or build: serve the last good build if there is one, else stop. */
function fallBack(builtAt, what) {
  if (builtAt === 0) {
    const preview = builtMode(projectRoot) === 'preview' ? ' (dist/ holds a preview build, which is never served as the live site)' : '';
    console.error(`\nnpm start: ${what}, and there is no earlier build to serve${preview}. Fix them and start again.`);
    process.exit(1);
  }
  console.error(
    `\nnpm start: ${what}. Serving the last good build (${new Date(builtAt).toISOString()}) until they are fixed; start again after fixing them.\n`,
  );
}

// A preview build, or one that recorded no mode, is no last good build to fall back on.
const servable = () => (builtMode(projectRoot) === 'live' ? lastBuildAt() : 0);
const builtAt = lastBuildAt();
const mode = builtAt === 0 ? undefined : builtMode(projectRoot);
if (builtAt < Math.max(...sources.map((name) => newestMtime(path.join(projectRoot, name)))) || (builtAt > 0 && mode !== 'live')) {
  console.log(
    builtAt === 0
      ? 'No build yet: building the site first.'
      : mode === 'preview'
        ? 'dist/ holds a preview build (drafts, the Preview banner, noindex on every page), which is never served as the live site: building the live site first.'
        : mode === undefined
          ? `dist/ does not say whether it is a preview (no ${BUILD_MODE_FILE}): building the live site first.`
          : 'Sources changed since the last build: rebuilding.',
  );
  if (!npmRun('content')) fallBack(servable(), 'the content has the problems listed above');
  else if (!npmRun('build')) fallBack(servable(), 'the build failed with the problems listed above');
}

// Stack traces in logs then point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtFiles[1]).href);
