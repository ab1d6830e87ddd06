/**
 * A throwaway copy of the project, for tests and benchmarks that edit content or build the
 * site the way a marketer would without touching this checkout (or a dev server running in
 * it): every file git knows or would add, node_modules linked rather than copied, and
 * optionally the build caches (rendered PDFs, share images, image files) so a build there
 * only renders what the copy changed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_PATHS } from '../build-inputs.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ProjectCopy {
  dir: string;
  remove(): void;
}

export function copyProject(options: { caches?: boolean } = {}): ProjectCopy {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-copy-')), 'site');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(projectRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file));
  }
  linkPackages(dir);
  if (options.caches) {
    for (const cache of ['pdfs', 'og', 'images']) {
      const source = path.join(projectRoot, '.cache', cache);
      if (fs.existsSync(source)) fs.cpSync(source, path.join(dir, '.cache', cache), { recursive: true });
    }
  }
  return projectCopy(dir);
}

/**
 * What `npm start` reads, for its tests: content/, the build's code (CODE_PATHS) and the last
 * build (dist/, dist-server/), each file with its own modification time (start.mjs rebuilds
 * when a source is newer than the build), node_modules linked.
 */
export function copyBuiltProject(): ProjectCopy {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-built-copy-')), 'site');
  for (const entry of ['content', ...CODE_PATHS, 'dist', 'dist-server']) {
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true });
  }
  linkPackages(dir);
  return projectCopy(dir);
}

const linkPackages = (dir: string) => fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

// A dev server or build that was just stopped may still be writing its last file: retry.
const projectCopy = (dir: string): ProjectCopy => ({
  dir,
  remove: () => fs.rmSync(path.dirname(dir), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
});
