/**
 * Starts the built site with `npm start` (as a visitor's machine would) on a free loopback
 * port, waits until it answers, and stops the whole process group when asked. Used by the
 * end-to-end tests and the benchmarks.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Its importers (the e2e setup, benchmarks, nginx and host-parity helpers) keep importing it from here.
export { freePort };

export interface RunningSite {
  baseURL: string;
  port: number;
  /** npm's pid, which leads the process group the server runs in. */
  pid: number;
  /** Stop it; false when it did not exit on SIGTERM within 30 s and had to be killed. */
  stop(): Promise<boolean>;
  /** What it has printed so far (stdout and stderr). */
  output(): string;
}

export interface StartOptions {
  env?: Record<string, string>;
  cwd?: string;
  timeoutMs?: number;
  /** Run it with at most this many open files (prlimit), as on a host with a low `ulimit -n`. */
  openFilesLimit?: number;
  /** Run it on these CPUs only (taskset's list, e.g. "1"), as the server benchmark does. */
  cpus?: string;
  /**
   * Serve dist/ as it was built (`npm run serve`), without the checks of `npm start`, which
   * rebuild a stale build and never serve a preview build: for screenshots of a preview.
   */
  asBuilt?: boolean;
}

export async function startSite(options: StartOptions = {}): Promise<RunningSite> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const limit = options.openFilesLimit;
  const [command, ...args] = [
    ...(options.cpus ? ['taskset', '-c', options.cpus] : []),
    ...(limit ? ['prlimit', `--nofile=${limit}:${limit}`, '--'] : []),
    'npm',
    ...(options.asBuilt ? ['run', 'serve'] : ['start']),
  ];
  const child = spawn(command!, args, {
    cwd: options.cwd ?? projectRoot,
    env: { ...process.env, LOG: 'off', ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm runs the launcher, which runs the server; stop them all together.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`npm start did not answer at ${baseURL}:\n${log}`);
    }
    try {
      if ((await fetch(`${baseURL}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const group = child.pid;
  return {
    baseURL,
    port,
    pid: child.pid!,
    output: () => log,
    /**
     * SIGTERM to the whole group, then wait for every process in it: npm exits at once, the
     * server only once it has finished its requests (graceful shutdown). SIGKILL after 30 s.
     */
    async stop() {
      if (!group || !groupAlive(group)) return true;
      process.kill(-group, 'SIGTERM');
      const deadline = Date.now() + 30_000;
      while (groupAlive(group) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!groupAlive(group)) return true;
      process.kill(-group, 'SIGKILL');
      return false;
    },
  };
}

/** Whether any process of the group still runs. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
