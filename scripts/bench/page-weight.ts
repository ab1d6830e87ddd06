/**
 * What a first visit to a prerendered page downloads: the entry script, then (after the first
 * paint) the hydrate chunk and the screen's chunk with everything they import, and the
 * stylesheets. Read from Vite's manifest, so it counts what the browser will fetch. Used by
 * `npm run bench` (the figures) and `npm run check:budget` (the budget, which fails the tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The first-load JavaScript budget: gzip bytes a first visit to any route may download (the
 * entry, hydrate and screen chunks with their static imports). `npm run check:budget` fails
 * the tests when a route exceeds it; docs/decisions.md says why this figure.
 */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

/** Bytes as the benchmarks print them: "99.4 KB" (1 KB = 1,024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function gzipSize(file: string): number {
  const precompressed = `${file}.gz`;
  if (fs.existsSync(precompressed)) return fs.statSync(precompressed).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

export function readManifest(projectRoot: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(projectRoot, '.cache/manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and its static imports, as file names. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/** The route a prerendered page shows, from the payload it carries. */
function routeIn(html: string): { page: string; contentSlug?: string } | undefined {
  const json = /<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { route?: { page: string; contentSlug?: string } }).route : undefined;
}

export function firstLoad(
  distDir: string,
  htmlFile: string,
  manifest: Manifest,
): { jsGzip: number; cssGzip: number; htmlGzip: number; screen: string } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const route = routeIn(html);
  if (!route) throw new Error(`${htmlFile} carries no route payload`);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk');
  const screen = `src/pages/${route.page}.tsx`;
  // A policy's body chunk is not counted: a prerendered policy keeps its body's HTML when it
  // hydrates and downloads it only after client navigation (src/components/kept-as-prerendered.tsx).
  // What the browser really fetches before it is idle is counted by browser-load.ts.
  const scripts = new Set([...closure(manifest, entry), ...closure(manifest, 'src/hydrate.tsx'), ...closure(manifest, screen)]);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
  // A policy's screen differs by its body (a chunk each): each policy is a screen of its own.
  const screenName = route.page === 'legal' && route.contentSlug ? `legal/${route.contentSlug}` : route.page;
  return { jsGzip: size(scripts), cssGzip: size(styles), htmlGzip: gzipSize(htmlFile), screen: screenName };
}

export interface RouteWeight {
  /** The page's address; a 404 page as its file ("/404.html (404)"). */
  route: string;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  /** The screen it shows (src/pages/<screen>.tsx; a policy as policy/<slug>). */
  screen: string;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(distDir: string, file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return relative.endsWith('/index.html') ? `/${relative.slice(0, -'/index.html'.length)}` : `/${relative} (404)`;
}

/** The first load of every prerendered page in `distDir`, sorted by route. */
export function firstLoadPerRoute(distDir: string, manifest: Manifest): RouteWeight[] {
  return htmlFiles(distDir)
    .map((file) => ({ route: routeOf(distDir, file), ...firstLoad(distDir, file, manifest) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
