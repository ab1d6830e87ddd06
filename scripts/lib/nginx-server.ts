/**
 * Runs nginx (Debian's package, installed when missing and allowed) on a loopback port with
 * the generated configuration, as an unprivileged, self-contained process for tests and
 * benchmarks. Stopped with stop().
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { buildRoutes } from '../../src/route-table.ts';
import { nginxConfig } from '../nginx-config.ts';
import { ensureDebianPackage } from './debian-packages.ts';
import { freePort } from './site-server.ts';

export interface NginxStartOptions {
  distDir: string;
  apiUpstream: string;
  /** Run master and workers on these CPUs only (taskset's list, e.g. "1"), as the server benchmark does. */
  cpus?: string;
  /** How many worker processes; one per CPU (nginx's "auto") when unset. */
  workerProcesses?: number;
}

export async function startNginx(options: NginxStartOptions) {
  ensureDebianPackage('/usr/sbin/nginx', 'nginx-light libnginx-mod-http-brotli-static');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-nginx-'));
  const port = await freePort();
  const { cpus, ...configOptions } = options;
  const config = nginxConfig({ ...configOptions, listen: `127.0.0.1:${port}`, site, runDir, ...buildRoutes(routeIndex) });
  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  // Run as root, nginx's workers drop to "nobody", who cannot read a checkout inside a private
  // folder (mktemp -d makes them 0700) and answers 403 to everything: keep them as root here.
  const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const nginxArgs = ['/usr/sbin/nginx', '-c', configFile, '-p', runDir, '-g', directives];
  // taskset executes nginx in its own place (same pid), so SIGQUIT below still reaches the master.
  const [command, ...args] = cpus ? ['taskset', '-c', cpus, ...nginxArgs] : nginxArgs;
  const child = spawn(command!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    const answer = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.status,
      () => 'no answer',
    );
    if (answer === 200) break;
    if (attempt > 100) throw new Error(`nginx gave ${answer} for /robots.txt after 10 s: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    configFile,
    pid: child.pid!,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}
