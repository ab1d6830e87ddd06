/**
 * `npm run bench:dev`: how long a marketer waits, in `npm run dev`, between saving a content
 * file and seeing the page change. It starts Vite's dev server in a copy of the project (so
 * it neither edits this checkout's content nor disturbs a dev server already running here),
 * opens an article, a story and the home page in Chromium, and for each saves a changed title
 * (article and story files) or heading (home page copy) several times, timing from the write
 * to the new text in the page (stories and articles update in place; page copy reloads).
 * Options: --runs N (default 5).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { copyProject } from '../lib/project-copy.ts';
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

/** The first file of a content folder: whichever story and article the site has today. */
const firstIn = (dir: string, folder: string) => {
  const name = fs.readdirSync(path.join(dir, 'content', folder)).sort()[0];
  if (!name) throw new Error(`content/${folder} is empty`);
  return name.replace(/\.md$/, '');
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const copy = copyProject();
  const article = firstIn(copy.dir, 'articles');
  const story = firstIn(copy.dir, 'stories');
  const probes: Probe[] = [
    { name: 'article', url: `/${article}`, file: `content/articles/${article}.md`, edit: replaceLine('title') },
    { name: 'story', url: `/${story}`, file: `content/stories/${story}.md`, edit: replaceLine('title') },
    { name: 'home page copy', url: '/', file: 'content/pages/home.yaml', edit: replaceLine('headline') },
  ];
  const port = await freePort();
  const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: copy.dir,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (vite.pid) process.kill(-vite.pid, 'SIGTERM');
    copy.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      if (tries > 120) throw new Error('The dev server did not start');
      if (
        await fetch(baseURL).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage();
    for (const probe of probes) {
      const file = path.join(copy.dir, probe.file);
      const original = fs.readFileSync(file, 'utf8');
      await page.goto(baseURL + probe.url, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const times: number[] = [];
      for (let run = 1; run <= runs + 1; run++) {
        const { source, expected } = probe.edit(original, run);
        const started = performance.now();
        fs.writeFileSync(file, source);
        await page.waitForFunction((text) => document.body.innerText.includes(text), expected, { polling: 'raf', timeout: 20_000 });
        // The first run warms the dev server's transforms; a marketer's first save pays that once.
        if (run > 1) times.push(performance.now() - started);
        // Let the dev server settle (it may still be answering the last save) before the next.
        await page.waitForLoadState('networkidle');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      console.log(
        `${probe.name.padEnd(16)} saved -> shown: median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${runs} runs)`,
      );
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
