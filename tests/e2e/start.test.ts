/**
 * `npm start` when the content has mistakes: it prints the content's problems (from
 * `npm run content`, without a stack trace) and serves the last good build, saying so; with
 * no earlier build it exits 1 with the problems. Runs the launcher in a copy of the project
 * (node_modules linked) whose content holds a new story with a mistake.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newStoryFor, setField } from '../../scripts/content/test-support';
import { copyBuiltProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { freePort } from '../../scripts/lib/site-server';

let project: ProjectCopy;
let copy: string;

beforeAll(() => {
  project = copyBuiltProject();
  copy = project.dir;
  // A new story with the commonest mistake: a colon inside an unquoted title.
  fs.writeFileSync(
    path.join(copy, 'content/stories/broken-story.md'),
    setField(newStoryFor(path.join(copy, 'content')), 'title', 'Broken: a colon in the title'),
  );
});
afterAll(() => project.remove());

interface Run {
  output: string;
  exitCode: number | null;
  /** Whether it answered HTTP before stopping (it is stopped once it does). */
  served: boolean;
}

/** `node scripts/start.mjs` in the copy until it exits or serves a page (then SIGTERM). */
async function start(timeoutMs = 60_000): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', MAIL_OUTBOX: path.join(copy, 'var/outbox') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Polls until it serves or exits (a refusal to start is an exit); false after timeoutMs.
  const served = await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return false;
        if (
          await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
            (response) => response.ok,
            () => false,
          )
        )
          return true;
        throw new Error('not serving yet');
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .catch(() => false);
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  return { output, exitCode: child.exitCode, served };
}

const stackTrace = /\n\s+at .+:\d+:\d+/;

describe('npm start with broken content', () => {
  it('prints the problems and serves the last good build, saying so', async () => {
    const run = await start();
    expect(run.served).toBe(true);
    expect(run.output).toContain('content/stories/broken-story.md');
    expect(run.output).toMatch(/Serving the last good build \(\d{4}-\d\d-\d\dT[\d:.]+Z\) until they are fixed/);
    expect(run.output).not.toMatch(stackTrace);
  }, 90_000);

  it('without an earlier build, prints the problems and exits 1', async () => {
    fs.rmSync(path.join(copy, 'dist-server'), { recursive: true, force: true });
    const run = await start();
    expect(run.served).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('content/stories/broken-story.md');
    expect(run.output).toMatch(/there is no earlier build to serve/);
    expect(run.output).not.toMatch(stackTrace);
  }, 90_000);
});
