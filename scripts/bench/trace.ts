/**
 * `npm run bench:trace`: where the main thread goes while a page loads on a slow phone. Loads
 * /, /success-stories, a story and /contact (or --only /a,/b) from the built site in Chromium
 * with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), a first visit on a phone-sized
 * viewport, three runs each (--runs N), and reads the performance trace: every task over 50 ms,
 * its length and what ran in it (script evaluation or function calls by chunk, React's work
 * being calls into the framework chunk, style and layout, parsing), and the total blocking time
 * (the part of each task after first contentful paint beyond 50 ms, as Lighthouse sums it).
 *
 * Beside the figures, so runs on different days compare: the 1-minute load average, a CPU
 * figure computed the way Lighthouse computes its benchmarkIndex (lighthouse/core/lib/
 * page-functions.js, unthrottled), and React's render floor at the same 4× slowdown (the median
 * time React takes to render and commit a trivial tree of 1,000 elements): the longest task is
 * given as a multiple of it. Writes bench-results/trace.{json,md}; TRACE_DUMP=file.json also
 * writes the raw trace (the last page traced) for chrome://tracing or the DevTools panel.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { stories } from '@content/stories';
import { projectRoot } from '../content/compile.ts';
import { startSite } from '../lib/site-server.ts';
import { launchChromium, MOBILE_VIEWPORT } from './browser-load.ts';
import { readManifest } from './page-weight.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const runs = Number(option('--runs') ?? 3);
const story = stories[0]?.canonicalPath;
const routes = option('--only')?.split(',') ?? ['/', '/success-stories', ...(story ? [story] : []), '/contact'];
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string; documentLoaderURL?: string } };
}

export interface LongTask {
  /** Start, in ms from navigation start. */
  startMs: number;
  durationMs: number;
  /** What ran inside, longest first: "script framework 61 ms", "layout 9 ms". */
  inside: string[];
}

interface RouteRun {
  route: string;
  longTasks: LongTask[];
  longestMs: number;
  totalBlockingMs: number;
}

/** A chunk's file name as its source: assets/home-AbC.js → "home" (from Vite's manifest). */
function chunkNamer(): (url: string) => string {
  const manifest = readManifest(projectRoot);
  const names = new Map(
    Object.values(manifest).map((chunk) => [`/${chunk.file}`, path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, '')]),
  );
  return (url) => {
    if (!url) return 'inline or browser';
    const { pathname } = new URL(url, 'http://x');
    return names.get(pathname) ?? pathname;
  };
}

/** The renderer main thread's tasks over LONG_TASK_MS, with what ran in each, from a Chromium trace. */
export function longTasksIn(
  events: readonly TraceEvent[],
  chunkName: (url: string) => string,
): { tasks: LongTask[]; fcpTs: number | undefined; navigationTs: number } {
  // The page's renderer is the one that painted it (others are the blank tab and helpers).
  const main = events.find((event) => event.name === 'firstContentfulPaint');
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid);
  const navigationTs =
    onMain.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL)?.ts ?? onMain[0]?.ts ?? 0;
  const fcpTs = main?.ts;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  const kind = (event: TraceEvent): string | undefined => {
    switch (event.name) {
      case 'v8.evaluateModule':
        return 'script module evaluation';
      case 'EvaluateScript':
      case 'FunctionCall':
      case 'TimerFire':
      case 'FireAnimationFrame':
        return `script ${chunkName(event.args?.data?.url ?? '')}`;
      case 'ParseHTML':
        return 'parse HTML';
      case 'UpdateLayoutTree':
      case 'RecalculateStyles':
        return 'style';
      case 'Layout':
        return 'layout';
      case 'Paint':
      case 'PrePaint':
        return 'paint';
      case 'MajorGC':
      case 'MinorGC':
      case 'V8.GC_SCAVENGER':
        return 'garbage collection';
      default:
        return undefined;
    }
  };
  return {
    fcpTs,
    navigationTs,
    tasks: tasks.map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = new Map<string, number>();
      // Top-level work only: a FunctionCall inside an EvaluateScript is counted once, by the outer one.
      let coveredUntil = 0;
      for (const event of onMain) {
        if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task || event.ts < coveredUntil) continue;
        const what = kind(event);
        if (!what) continue;
        inside.set(what, (inside.get(what) ?? 0) + (event.dur ?? 0) / 1000);
        coveredUntil = event.ts + (event.dur ?? 0);
      }
      return {
        startMs: Math.round((task.ts - navigationTs) / 1000),
        durationMs: Math.round((task.dur ?? 0) / 1000),
        inside: [...inside].sort((a, b) => b[1] - a[1]).map(([what, ms]) => `${what} ${Math.round(ms)} ms`),
      };
    }),
  };
}

/** Lighthouse's total blocking time: each task after first contentful paint, beyond 50 ms. */
export function totalBlockingMs(tasks: readonly LongTask[], fcpMs: number): number {
  return Math.round(
    tasks
      .filter((task) => task.startMs + task.durationMs > fcpMs)
      .reduce((sum, task) => sum + Math.max(0, task.durationMs - Math.max(LONG_TASK_MS, fcpMs - task.startMs)), 0),
  );
}

async function slowedPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function traceRoute(browser: Browser, baseURL: string, route: string, chunkName: (url: string) => string): Promise<RouteRun> {
  const page = await slowedPage(browser, baseURL);
  try {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
        'v8.execute',
        '__metadata',
      ],
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (process.env.TRACE_DUMP) fs.writeFileSync(process.env.TRACE_DUMP, JSON.stringify(trace));
    const { tasks, fcpTs, navigationTs } = longTasksIn(trace.traceEvents, chunkName);
    const fcpMs = fcpTs === undefined ? 0 : (fcpTs - navigationTs) / 1000;
    return {
      route,
      longTasks: tasks,
      longestMs: Math.max(0, ...tasks.map((task) => task.durationMs)),
      totalBlockingMs: totalBlockingMs(tasks, fcpMs),
    };
  } finally {
    await page.context().close();
  }
}

/**
 * Lighthouse's benchmarkIndex, computed as lighthouse/core/lib/page-functions.js does, in an
 * unthrottled page. Source text, not a function: tsx would wrap its inner functions in a helper
 * the page does not have.
 */
const BENCHMARK_INDEX = `(() => {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('Unreachable');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = [];
    const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
})()`;

/** Elements in the render floor's tree: enough that the figure is well above the timer's resolution. */
const FLOOR_ELEMENTS = 1000;

/** Renders and commits a trivial tree of FLOOR_ELEMENTS elements nine times; the median ms. Source text, as above. */
const RENDER_FLOOR = `(() => {
  const { createElement, flushSync, createRoot } = window.__floor;
  const times = [];
  for (let run = 0; run < 9; run++) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const items = Array.from({ length: ${FLOOR_ELEMENTS} }, (_, i) => createElement('li', { key: i, className: 'item' }, 'Item ' + i));
    const start = performance.now();
    flushSync(() => root.render(createElement('ul', null, items)));
    times.push(performance.now() - start);
    root.unmount();
    container.remove();
  }
  return times.sort((a, b) => a - b)[4];
})()`;

/** React and react-dom as production code, for the render floor page. */
async function reactBundle(): Promise<string> {
  const result = await esbuild.build({
    stdin: {
      contents: `import { createElement } from 'react'; import { flushSync } from 'react-dom'; import { createRoot } from 'react-dom/client'; window.__floor = { createElement, flushSync, createRoot };`,
      resolveDir: projectRoot,
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

/** Median ms React takes to render and commit a trivial tree of FLOOR_ELEMENTS elements, at the same slowdown. */
async function renderFloorMs(browser: Browser, baseURL: string): Promise<number> {
  const page = await slowedPage(browser, baseURL);
  try {
    const floorPath = '/__render-floor.html';
    const script = await reactBundle();
    await page.route(`**${floorPath}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><div id="root"></div><script>${script}</script>` }),
    );
    await page.goto(floorPath);
    return await page.evaluate<number>(RENDER_FLOOR);
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const loadBefore = loadAverage();
  const site = await startSite();
  const browser = await launchChromium();
  const chunkName = chunkNamer();
  try {
    const blank = await browser.newPage();
    const benchmarkIndex = Math.round(await blank.evaluate<number>(BENCHMARK_INDEX));
    await blank.close();
    const floorMs = await renderFloorMs(browser, site.baseURL);
    const results: { route: string; runs: RouteRun[]; longestMs: number; totalBlockingMs: number }[] = [];
    for (const route of routes) {
      const routeRuns: RouteRun[] = [];
      for (let run = 0; run < runs; run++) routeRuns.push(await traceRoute(browser, site.baseURL, route, chunkName));
      const longestMs = median(routeRuns.map((r) => r.longestMs));
      const totalBlocking = median(routeRuns.map((r) => r.totalBlockingMs));
      results.push({ route, runs: routeRuns, longestMs, totalBlockingMs: totalBlocking });
      console.log(
        `${route.padEnd(56)} longest task ${longestMs} ms (${(longestMs / floorMs).toFixed(1)}× the render floor), TBT ${totalBlocking} ms, long tasks per run: ${routeRuns.map((r) => r.longTasks.length).join('/')}`,
      );
      const worst = routeRuns.find((r) => r.longestMs === Math.max(...routeRuns.map((x) => x.longestMs)));
      for (const task of worst?.longTasks ?? [])
        console.log(`    ${String(task.durationMs).padStart(4)} ms at ${task.startMs} ms: ${task.inside.join(', ')}`);
    }
    const loadAfter = loadAverage();
    const summary = `CPU slowed ${CPU_SLOWDOWN}×, ${runs} runs per page (median), phone viewport, first visit. Load average ${loadBefore} before, ${loadAfter} after; benchmarkIndex ${benchmarkIndex} (Lighthouse's method, unthrottled); React render floor ${floorMs.toFixed(1)} ms (${FLOOR_ELEMENTS} trivial elements rendered and committed, at ${CPU_SLOWDOWN}×).${Number(loadBefore) >= 1.5 ? ' Taken under load: figures are not comparable with a quiet machine.' : ''}`;
    const table = [
      '| route | longest task (ms) | × render floor | TBT (ms) | long tasks per run |',
      '|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.route} | ${r.longestMs} | ${(r.longestMs / floorMs).toFixed(1)} | ${r.totalBlockingMs} | ${r.runs.map((x) => x.longTasks.length).join(' / ')} |`,
      ),
    ];
    const details = results.flatMap((r) => [
      `\n## ${r.route}\n`,
      ...r.runs.flatMap((x, i) => [
        `Run ${i + 1}: longest ${x.longestMs} ms, TBT ${x.totalBlockingMs} ms`,
        ...x.longTasks.map((task) => `- ${task.durationMs} ms at ${task.startMs} ms: ${task.inside.join(', ')}`),
      ]),
    ]);
    fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(
      path.join(projectRoot, 'bench-results/trace.json'),
      JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, runs, loadBefore, loadAfter, benchmarkIndex, renderFloorMs: floorMs, results }, null, 2),
    );
    fs.writeFileSync(
      path.join(projectRoot, 'bench-results/trace.md'),
      `# Main-thread trace (npm run bench:trace)\n\n${summary}\n\n${table.join('\n')}\n${details.join('\n')}\n`,
    );
    console.log(`\n${summary}\nWritten to bench-results/trace.{json,md}`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
