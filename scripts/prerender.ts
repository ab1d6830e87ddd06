/**
 * Writes every route of the route table to dist/ as complete HTML: the page markup inside
 * #root, and in <head> the page's title, meta, canonical and share tags, the Consent Mode
 * defaults and modulepreload hints for the route's own chunks (its page, an article's body).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { consentDefaultsScript } from '../src/consent/consent-defaults.ts';
import type { RouteEntry } from '../src/route-table.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  siteRoutes: { routes: RouteEntry[] };
  preloadAllPages(): Promise<void>;
  /** Source files of the chunks a route's first render needs (its page, an article's body). */
  routeSources(route: RouteEntry): string[];
  renderPage(url: string): { html: string; head: string };
}

/** A URL that lands on a catch-all route, for rendering its 404 page. */
function sampleUrl(route: RouteEntry): string {
  return route.path === '*' ? '/__not-found__' : route.path.replace('*', '__not-found__');
}

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

export interface PrerenderOptions {
  distDir: string;
  serverEntry: string;
  manifestFile: string;
  /** Vite's built index.html, moved out of dist/ so the home page can take its place. */
  templateFile: string;
  /** Render every `shards`-th route starting at `shard`, so several threads share the work. */
  shard?: number;
  shards?: number;
}

export async function prerender(options: PrerenderOptions): Promise<string[]> {
  const { distDir, shard = 0, shards = 1 } = options;
  const server = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(fs.readFileSync(options.manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(options.templateFile, 'utf8');

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = new Set(entryKey ? chunkFiles(manifest, entryKey) : []);
  // The text font, preloaded so it can be used on first paint (it is font-display: optional).
  const font = (entryKey ? manifest[entryKey]?.assets ?? [] : []).find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  const fontPreload = font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : [];

  await server.preloadAllPages();
  const written: string[] = [];
  for (const [index, route] of server.siteRoutes.routes.entries()) {
    if (index % shards !== shard) continue;
    const url = route.path.includes('*') ? sampleUrl(route) : route.path;
    const { html, head } = server.renderPage(url);
    const preloads = [...new Set(server.routeSources(route).flatMap((source) => chunkFiles(manifest, source)))]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const page = template
      .replace('<!--app-head-->', [`<script>${consentDefaultsScript}</script>`, head, ...fontPreload, ...preloads].join('\n    '))
      .replace('<!--app-html-->', () => html);
    const target = path.join(distDir, route.outFile);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, page);
    written.push(route.outFile);
  }
  return written;
}
