/**
 * Starts the built site with `npm start` on a free loopback port for the whole e2e run and
 * hands its address to the tests. The build itself runs before (npm test does it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer at ${url} within 120 s:\n${output()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // A private outbox, so tests can read what the contact endpoint stored.
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-e2e-outbox-'));
  let log = '';
  const child = spawn('npm', ['start'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', MAIL_OUTBOX: outboxDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForServer(`${baseURL}/Cookies`, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('outboxDir', outboxDir);
  return () => {
    // npm start runs tsx, which runs the server: stop the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
}
