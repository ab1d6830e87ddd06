/**
 * `npm run bench:dev`: how long a marketer waits, in `npm run dev`, between saving a content
 * file and seeing the page change. It starts Vite's dev server, opens an article, a story and
 * the home page in Chromium, and for each saves a changed title (article and story files) or
 * heading (home page copy) several times, timing from the write to the new text in the page
 * (stories and articles update in place; page copy reloads the page).
 * Every file is restored afterwards, also on failure. Options: --runs N (default 5).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { projectRoot } from '../content/compile.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { freePort } from '../lib/site-server.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

interface Probe {
  name: string;
  url: string;
  file: string;
  /** The line to change and the new text to show, for run `run`. */
  edit(source: string, run: number): { source: string; expected: string };
}

/** Replaces a `key: value` line of YAML (frontmatter or page copy) with a new quoted value. */
const replaceLine = (key: string) => (source: string, run: number) => {
  const expected = `Dev loop probe ${run} ${Date.now()}`;
  const pattern = new RegExp(`^(\\s*)${key}: .*$`, 'm');
  if (!pattern.test(source)) throw new Error(`No "${key}:" line to change`);
  return { source: source.replace(pattern, (_line, indent: string) => `${indent}${key}: "${expected}"`), expected };
};

const probes: Probe[] = [
  { name: 'article', url: '/agentic-ai', file: 'content/articles/agentic-ai.md', edit: replaceLine('title') },
  { name: 'story', url: '/chemicals-digital-transformation', file: 'content/stories/chemicals-digital-transformation.md', edit: replaceLine('title') },
  { name: 'home page copy', url: '/', file: 'content/pages/home.yaml', edit: replaceLine('headline') },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const port = await freePort();
  const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: projectRoot, stdio: 'ignore', detached: true });
  const originals = new Map(probes.map((probe) => [probe.file, fs.readFileSync(path.join(projectRoot, probe.file), 'utf8')]));
  const restore = () => {
    for (const [file, source] of originals) fs.writeFileSync(path.join(projectRoot, file), source);
  };
  // Interrupted (Ctrl-C, a timeout): put the content back before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      restore();
      process.kill(-vite.pid!, 'SIGTERM');
      process.exit(130);
    });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      if (tries > 120) throw new Error('The dev server did not start');
      if (await fetch(baseURL).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage();
    for (const probe of probes) {
      await page.goto(baseURL + probe.url, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const times: number[] = [];
      for (let run = 1; run <= runs + 1; run++) {
        const { source, expected } = probe.edit(originals.get(probe.file)!, run);
        const started = performance.now();
        fs.writeFileSync(path.join(projectRoot, probe.file), source);
        await page.waitForFunction((text) => document.body.innerText.includes(text), expected, { polling: 'raf', timeout: 20_000 });
        // The first run warms the dev server's transforms; a marketer's first save pays that once.
        if (run > 1) times.push(performance.now() - started);
        // Let the dev server settle (it may still be answering the last save) before the next.
        await page.waitForLoadState('networkidle');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      console.log(`${probe.name.padEnd(16)} saved -> shown: median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${runs} runs)`);
    }
  } finally {
    restore();
    await browser.close();
    process.kill(-vite.pid!, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
