/**
 * What a newcomer hits first, against the built site:
 * - the port already taken: one line saying so and naming PORT, exit code 1, no stack trace;
 * - "//about" and "//nope": the not-found page with a 404, never another page;
 * - `npm start` rebuilds when a build config (vite.config.ts, tsconfig.json) or the lockfile is
 *   newer than the last build, not only when content or code is (in a copy of the project).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyBuiltProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { freePort } from '../../scripts/lib/site-server';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const baseURL = inject('baseURL');
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Run {
  output: string;
  exitCode: number | null;
}

/**
 * `node <script>` in `cwd` until it exits or its output matches `until` (then its process
 * group is stopped: start.mjs may be running a build).
 */
async function run(cwd: string, script: string, env: Record<string, string>, until: RegExp, timeoutMs = 60_000): Promise<Run> {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, LOG: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const matched = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (until.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  let timer: NodeJS.Timeout | undefined;
  // A bound, not a wait: the race below ends as soon as the process exits or says what we wait for.
  // eslint-disable-next-line no-restricted-syntax -- a bound, see above
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([exited, matched, timedOut]);
  clearTimeout(timer);
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return { output, exitCode: child.exitCode };
}

describe('a port in use', () => {
  it('prints "Port N is in use; set PORT=…" and exits 1, without a stack trace', async () => {
    // The e2e site already listens there.
    const port = new URL(baseURL).port;
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-port-test-'));
    try {
      const result = await run(projectRoot, 'dist-server/main.js', { PORT: port, HOST: '127.0.0.1', MAIL_OUTBOX: outbox }, /served at/);
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain(`Port ${port} is in use; set PORT=… to another, e.g. PORT=${Number(port) + 1} npm start`);
      expect(result.output).not.toMatch(stackTrace);
      expect(result.output).not.toContain('EADDRINUSE');
    } finally {
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  });
});

describe('repeated slashes on the built site', () => {
  it('//about and //nope answer the not-found page with a 404, not the home page', async () => {
    for (const target of ['//about', '//nope']) {
      const answer = await fetch(`${baseURL}${target}`, { redirect: 'manual' });
      expect(answer.status, target).toBe(404);
      expect(await answer.text(), target).toContain('Page not found');
    }
  });
});

describe('npm start after a config or the lockfile changed', () => {
  let project: ProjectCopy;
  let copy: string;
  beforeAll(() => {
    project = copyBuiltProject();
    copy = project.dir;
    // The last build finished now: every source in the copy is older.
    const now = new Date();
    for (const file of ['dist/404.html', 'dist-server/main.js']) fs.utimesSync(path.join(copy, file), now, now);
  });
  afterAll(() => project.remove());

  const start = async () => {
    const port = await freePort();
    return run(
      copy,
      'scripts/start.mjs',
      { PORT: String(port), HOST: '127.0.0.1', MAIL_OUTBOX: path.join(copy, 'var/outbox') },
      /served at|rebuilding/,
    );
  };

  it('serves without building when nothing is newer than the last build', async () => {
    const result = await start();
    expect(result.output).toMatch(/served at/);
    expect(result.output).not.toMatch(/rebuilding/);
  }, 90_000);

  it.each(['vite.config.ts', 'tsconfig.json', 'package-lock.json'])(
    'rebuilds when %s is newer than the last build',
    async (file) => {
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(path.join(copy, file), later, later);
      try {
        expect((await start()).output).toContain('Sources changed since the last build: rebuilding.');
      } finally {
        const past = new Date(Date.now() - 3_600_000);
        fs.utimesSync(path.join(copy, file), past, past);
      }
    },
    90_000,
  );
});
