/**
 * `npm run bench:server`: requests per second and p99 latency of our server and of nginx
 * (same dist/, same run, loopback only) for a prerendered page and a hashed asset, with
 * and without Accept-Encoding, using autocannon. Prints the figures and our/nginx ratios,
 * writes bench-results/server.json, and stops what it started.
 * Options: --seconds N per measurement (default 8), --connections N (default 50).
 */
import fs from 'node:fs';
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

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function main() {
  const site = await startSite();
  const nginx = await startNginx({ distDir, apiUpstream: site.baseURL });
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
      const ours = await measure(site.baseURL + scenario.path, scenario.headers);
      const theirs = await measure(nginx.baseURL + scenario.path, scenario.headers);
      const row = { scenario: scenario.name, ours, nginx: theirs, ratio: Number((ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)) };
      rows.push(row);
      console.log(
        `${row.scenario.padEnd(36)} ours ${String(ours.requestsPerSecond).padStart(6)} req/s p99 ${String(ours.p99Ms).padStart(4)} ms | nginx ${String(theirs.requestsPerSecond).padStart(6)} req/s p99 ${String(theirs.p99Ms).padStart(4)} ms | ours/nginx ${row.ratio}`,
      );
    }
  } finally {
    await nginx.stop();
    await site.stop();
  }
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(projectRoot, 'bench-results/server.json'), JSON.stringify({ seconds, connections, rows }, null, 2));
  console.log(`\n${connections} connections, ${seconds} s per measurement. Written to bench-results/server.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
