/**
 * How fast React alone renders this site's pages: the floor under the build's pages/s. Loads
 * a built project's prerender entry (.cache/ssr/entry-server.js) and renders pages from the
 * payloads the build wrote (dist/_data/*.json) with renderPage, nothing else: no payloads
 * built, no compression, no files written. Prints milliseconds per page and the pages/s that
 * would give on every core of this machine. Part of `npm run bench:scale`, which runs it in
 * its copy of the project; or: npx tsx scripts/bench/render-floor.ts [project dir] [pages].
 */
import '../lib/production-env.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RoutePayload } from '../../src/router/route-data.ts';

interface Entry {
  preloadAllPages(pages: readonly string[]): Promise<void>;
  renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }>;
}

export interface RenderFloor {
  pages: number;
  msPerPage: number;
  /** pages/s if every core rendered and nothing else ran. */
  pagesPerSecondAllCores: number;
  cores: number;
}

/** The payloads of up to `count` pages of the built site, spread over its stories and articles and the rest. */
function samplePayloads(dataDir: string, count: number): RoutePayload[] {
  const files = fs.readdirSync(dataDir).filter((name) => name.endsWith('.json'));
  const step = Math.max(1, Math.floor(files.length / count));
  const payloads: RoutePayload[] = [];
  for (let i = 0; i < files.length && payloads.length < count; i += step) {
    const payload = JSON.parse(fs.readFileSync(path.join(dataDir, files[i]!), 'utf8')) as Partial<RoutePayload>;
    // Redirect payloads and the lists' search indexes are not pages.
    if (payload.route && 'data' in payload) payloads.push(payload as RoutePayload);
  }
  return payloads;
}

export async function renderFloor(projectDir: string, count = 600): Promise<RenderFloor> {
  const entry = (await import(pathToFileURL(path.join(projectDir, '.cache/ssr/entry-server.js')).href)) as Entry;
  const payloads = samplePayloads(path.join(projectDir, 'dist/_data'), count);
  await entry.preloadAllPages([...new Set(payloads.map((payload) => payload.route.page))]);
  // One pass to warm the code up, then the timed one.
  for (const payload of payloads.slice(0, 50)) await entry.renderPage(payload.route.path, payload);
  const started = performance.now();
  for (const payload of payloads) await entry.renderPage(payload.route.path, payload);
  const msPerPage = (performance.now() - started) / payloads.length;
  const cores = os.availableParallelism();
  return {
    pages: payloads.length,
    msPerPage: Number(msPerPage.toFixed(2)),
    pagesPerSecondAllCores: Math.round((1000 / msPerPage) * cores),
    cores,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const floor = await renderFloor(path.resolve(process.argv[2] ?? '.'), Number(process.argv[3] ?? 600));
  console.log(JSON.stringify(floor));
}
