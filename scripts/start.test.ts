/**
 * `npm start` never serves a preview build as the live site. scripts/start.mjs runs in a
 * small project of its own whose `content` and `build` scripts are stand-ins (the real build
 * takes minutes; tests/e2e/start.test.ts runs start.mjs against real builds): the stand-in
 * build records the live mode as scripts/build.ts does, and the stand-in server prints the
 * mode it found, so the test sees what would have been served.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_MODE_FILE, builtMode, recordBuildMode } from './lib/build-mode.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with start.mjs, a built site of `mode` (none: no record) newer than its sources. */
function project(mode: 'live' | 'preview' | undefined, scripts: { content: string; build: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-mode-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'scripts/lib'), { recursive: true });
  for (const file of ['scripts/start.mjs', 'scripts/lib/build-mode.mjs', 'scripts/lib/supported-node.mjs', 'scripts/build-inputs.mjs'])
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file));
  // The stand-in build writes the record the way scripts/build.ts does, through build-mode.mjs.
  fs.writeFileSync(
    path.join(dir, 'build.mjs'),
    "import { recordBuildMode } from './scripts/lib/build-mode.mjs';\nrecordBuildMode(process.cwd(), 'live', new Date().toISOString().slice(0, 10));\nconsole.log('stand-in build: live');\n",
  );
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', scripts: scripts }));
  const old = new Date(Date.now() - 60_000);
  for (const file of [
    'scripts/start.mjs',
    'scripts/lib/build-mode.mjs',
    'scripts/lib/supported-node.mjs',
    'scripts/lib',
    'scripts',
    'package.json',
  ])
    fs.utimesSync(path.join(dir, file), old, old);
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'dist-server'));
  fs.writeFileSync(path.join(dir, 'dist/404.html'), 'not found');
  fs.writeFileSync(
    path.join(dir, 'dist-server/main.js'),
    "import fs from 'node:fs';\nconsole.log(`served: ${fs.readFileSync(new URL('./build-mode.json', import.meta.url), 'utf8').trim()}`);\n",
  );
  if (mode) recordBuildMode(dir, mode, '2026-01-01');
  return dir;
}

const succeeds = { content: 'node -e 0', build: 'node build.mjs' };

function start(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm start after a preview build', () => {
  it('serves a live build as it is', () => {
    const run = start(project('live', succeeds));
    expect(run.output).not.toContain('stand-in build');
    expect(run.output).toContain('served: {"mode":"live",');
  });

  it('builds the live site first, saying why, then serves it', () => {
    const dir = project('preview', succeeds);
    const run = start(dir);
    expect(run.code).toBe(0);
    expect(run.output).toMatch(
      /dist\/ holds a preview build \(drafts, the Preview banner, noindex on every page\), which is never served as the live site: building the live site first/,
    );
    expect(run.output).toContain('stand-in build: live');
    expect(run.output).toContain('served: {"mode":"live",');
    expect(builtMode(dir)).toBe('live');
  });

  it('refuses to serve the preview when the live build fails, and says why', () => {
    const run = start(project('preview', { content: 'node -e 0', build: 'node -e "process.exit(1)"' }));
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /the build failed with the problems listed above, and there is no earlier build to serve \(dist\/ holds a preview build, which is never served as the live site\)/,
    );
    expect(run.output).not.toContain('served:');
  });

  it('refuses to serve the preview when the content has problems', () => {
    const run = start(project('preview', { content: 'node -e "process.exit(1)"', build: 'node build.mjs' }));
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /the content has the problems listed above, and there is no earlier build to serve \(dist\/ holds a preview build/,
    );
    expect(run.output).not.toContain('served:');
  });

  it('builds again when the build recorded no mode (made before builds recorded one)', () => {
    const run = start(project(undefined, succeeds));
    expect(run.output).toContain(`dist/ does not say whether it is a preview (no ${BUILD_MODE_FILE}): building the live site first`);
    expect(run.output).toContain('served: {"mode":"live",');
  });
});
