/**
 * `npm run bench:server`: requests per second and p99 latency of our server and of nginx
 * (same dist/, same run, loopback only) for a prerendered page and a hashed asset, with
 * and without Accept-Encoding, using autocannon. Prints the figures and our/nginx ratios,
 * writes bench-results/server.json, and stops what it started.
 *
 * The load generator and the server would otherwise fight over the same cores, so each gets
 * its own (taskset): autocannon (this process) on CPU 0, the server under test on CPU 1 —
 * Node's one process, or nginx's master with one worker. Beside each figure it prints how
 * busy each side was: a generator near 100% means the figure is the generator's limit.
 * Options: --seconds N per measurement (default 8), --connections N (default 50),
 * --no-pin to run everything unpinned (nginx then starts a worker per CPU).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../content/compile.ts';
import { startNginx } from '../lib/nginx-server.ts';
import { startSite } from '../lib/site-server.ts';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = option('--seconds', 8);
const connections = option('--connections', 50);
const distDir = path.join(projectRoot, 'dist');

const GENERATOR_CPU = '0';
const SERVER_CPU = '1';
/** A generator this busy is the limit: the server could answer more than it asks. */
const GENERATOR_BOUND_PERCENT = 90;

/** Pins this process (every thread) to the generator's CPU; the reason when it cannot. */
function pinGenerator(): string | null {
  if (process.argv.includes('--no-pin')) return 'unpinned (--no-pin)';
  if (os.availableParallelism() < 2) return `unpinned: ${os.availableParallelism()} CPU available, pinning needs 2`;
  const taskset = spawnSync('taskset', ['-a', '-cp', GENERATOR_CPU, String(process.pid)], { encoding: 'utf8' });
  if (taskset.status !== 0) return `unpinned: taskset failed (${(taskset.stderr || taskset.error?.message || '').trim()})`;
  return null;
}

/** Seconds of CPU used so far by a process and all its descendants (Linux /proc). */
function treeCpuSeconds(rootPid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ... utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const inTree = (pid: number): boolean => pid === rootPid || (pid > 1 && stats.has(pid) && inTree(stats.get(pid)!.parent));
  let ticks = 0;
  for (const [pid, { ticks: own }] of stats) if (inTree(pid)) ticks += own;
  return ticks / 100; // USER_HZ, 100 on Linux
}

async function measure(url: string, headers: Record<string, string>, serverPid: number) {
  const serverBefore = treeCpuSeconds(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const generator = process.cpuUsage(generatorBefore);
  const serverCpu = treeCpuSeconds(serverPid) - serverBefore;
  const busy = (cpuSeconds: number) => Math.round((cpuSeconds / seconds) * 100);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    serverCpuPercent: busy(serverCpu),
    // CPU per answer hardly depends on what else the machine runs, unlike requests/s.
    serverCpuMicrosecondsPerRequest: Math.round((serverCpu * 1e6) / result.requests.total),
    generatorCpuPercent: busy((generator.user + generator.system) / 1e6),
  };
}

async function main() {
  const unpinned = pinGenerator();
  const cpus = unpinned ? undefined : SERVER_CPU;
  const pinning =
    unpinned ??
    `pinned with taskset: autocannon on CPU ${GENERATOR_CPU}; the server under test on CPU ${SERVER_CPU} (Node's process; nginx's master and 1 worker)`;
  console.log(
    `${pinning}. Load average before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}\n`,
  );
  const site = await startSite({ cpus });
  const nginx = await startNginx({ distDir, apiUpstream: site.baseURL, cpus, workerProcesses: cpus ? 1 : undefined });
  const html = await (await fetch(`${site.baseURL}/Cookies`)).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  const scenarios: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'page /Cookies, br', path: '/Cookies', headers: { 'accept-encoding': 'br, gzip' } },
    { name: 'page /Cookies, identity', path: '/Cookies', headers: {} },
    { name: `asset ${asset.slice(8, 24)}…, br`, path: asset, headers: { 'accept-encoding': 'br, gzip' } },
    { name: `asset ${asset.slice(8, 24)}…, identity`, path: asset, headers: {} },
  ];
  const rows = [];
  try {
    for (const scenario of scenarios) {
      const ours = await measure(site.baseURL + scenario.path, scenario.headers, site.pid);
      const theirs = await measure(nginx.baseURL + scenario.path, scenario.headers, nginx.pid);
      const row = {
        scenario: scenario.name,
        ours,
        nginx: theirs,
        ratio: Number((ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)),
        cpuRatio: Number((theirs.serverCpuMicrosecondsPerRequest / ours.serverCpuMicrosecondsPerRequest).toFixed(2)),
      };
      rows.push(row);
      const figures = (side: typeof ours) =>
        `${String(side.requestsPerSecond).padStart(6)} req/s p99 ${String(side.p99Ms).padStart(4)} ms (server ${String(side.serverCpuPercent).padStart(3)}% CPU, ${String(side.serverCpuMicrosecondsPerRequest).padStart(3)} µs/req; generator ${String(side.generatorCpuPercent).padStart(3)}% CPU${side.generatorCpuPercent >= GENERATOR_BOUND_PERCENT ? ', generator-bound' : ''})`;
      console.log(
        `${row.scenario.padEnd(36)} ours ${figures(ours)} | nginx ${figures(theirs)} | ours/nginx ${row.ratio} (per CPU µs ${row.cpuRatio})`,
      );
    }
  } finally {
    await nginx.stop();
    await site.stop();
  }
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  const loadAverage = os.loadavg().map((load) => Number(load.toFixed(2)));
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results/server.json'),
    JSON.stringify({ seconds, connections, pinning, loadAverage, rows }, null, 2),
  );
  console.log(`\n${connections} connections, ${seconds} s per measurement; ${pinning}. Load average after: ${loadAverage.join(', ')}.`);
  console.log('Written to bench-results/server.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
