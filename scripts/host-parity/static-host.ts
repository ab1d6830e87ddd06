/**
 * The parity crawl against a real static-host runtime: Cloudflare's `wrangler pages dev` (its
 * workerd runtime and Pages' asset server, offline) serving dist/ with the _headers and
 * _redirects the build wrote. Wrangler is about 100 MB and only this check needs it, so it is
 * not a dependency of the project: it is installed on demand, at a pinned version, into
 * .cache/static-host/ (git-ignored). 4.86 is the last release that runs on Node 20.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/site-server.ts';
import { crawl, type CrawlOptions, type CrawlResult } from './crawl.ts';
import { staticHostExplanations } from './explanations.ts';

const WRANGLER_VERSION = '4.86.0';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolDir = path.join(projectRoot, '.cache', 'static-host');
const wranglerBin = path.join(toolDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Installs wrangler into .cache/static-host/ when it is missing there; returns its entry script. */
export function ensureWrangler(): string {
  const installed =
    fs.existsSync(wranglerBin) &&
    JSON.parse(fs.readFileSync(path.join(toolDir, 'node_modules', 'wrangler', 'package.json'), 'utf8')).version === WRANGLER_VERSION;
  if (installed) return wranglerBin;
  fs.mkdirSync(toolDir, { recursive: true });
  fs.writeFileSync(
    path.join(toolDir, 'package.json'),
    JSON.stringify({ private: true, description: 'wrangler for npm run parity -- --static-host only' }),
  );
  console.log(`parity: installing wrangler@${WRANGLER_VERSION} into ${path.relative(projectRoot, toolDir)}/ (once)`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `wrangler@${WRANGLER_VERSION}`], {
    cwd: toolDir,
    stdio: 'inherit',
  });
  return wranglerBin;
}

/** `wrangler pages dev` on a loopback port, serving a copy of dist/; stop() ends it. */
export async function startPagesDev(distDir: string) {
  const bin = ensureWrangler();
  const port = await freePort();
  // Its own copy: wrangler writes state next to the folder it serves.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-pages-'));
  const siteDir = path.join(workDir, 'dist');
  fs.cpSync(distDir, siteDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      siteDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2025-01-01',
      '--log-level',
      'warn',
    ],
    {
      cwd: workDir,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', HOME: workDir, XDG_CONFIG_HOME: workDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${log}`);
    const status = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (attempt > 600) {
      await stop();
      throw new Error(`wrangler pages dev did not answer within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, log: () => log, stop };
}

/**
 * The lines of wrangler's log where Cloudflare's own parser refused a rule of _headers or
 * _redirects (a typo, a rule past its limits, a loop it detects), each message and the rule,
 * but for Netlify's line with status 404, which Cloudflare skips by design
 * (scripts/host-config/static-host.ts).
 */
export function refusedRules(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => /\u25B6|_(redirects|headers)(:\d+)? \| /.test(line))
    .filter((line) => !/(Got 404\.| 404)\s*$/.test(line))
    .map((line) => line.trim());
}

export async function crawlStaticHost(
  options: Omit<CrawlOptions, 'candidate' | 'explanations'> & { distDir: string },
): Promise<CrawlResult & { log: string }> {
  const pages = await startPagesDev(options.distDir);
  try {
    const refused = refusedRules(pages.log());
    if (refused.length > 0) throw new Error(`Cloudflare's parser refused rules the build wrote:\n${refused.join('\n')}\n${pages.log()}`);
    const ownAddresses = options.questions.filter((question) => question.kind === 'page' || question.kind === 'sitemap');
    const explanations = staticHostExplanations(ownAddresses.map((question) => question.path));
    const result = await crawl({ ...options, candidate: pages.baseURL, explanations });
    return { ...result, log: pages.log() };
  } finally {
    await pages.stop();
  }
}
