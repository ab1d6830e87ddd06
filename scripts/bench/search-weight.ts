/**
 * What the site search downloads and how long it takes, on a built dist/: for each query, the
 * files its first run fetches (the manifest, its words' shards, the chunks of the hits it
 * shows) in gzip and brotli bytes as served, the first run's time (reading and loading the
 * shards included) and the median of later runs. Used by `npm run bench:scale`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SiteSearch, type SearchManifest } from '../../src/lib/search/search-index.ts';
import { gzipSize } from './page-weight.ts';

/** Hits the dialog shows per type. */
const PER_TYPE = 5;

export interface SearchQueryFigures {
  query: string;
  matches: number;
  files: number;
  gzipBytes: number;
  brotliBytes: number;
  firstMs: number;
  warmMs: number;
}

const brotliSize = (file: string) => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size);

export async function measureSearch(
  distDir: string,
  queries: readonly string[],
): Promise<{ documents: number; indexGzipBytes: number; queries: SearchQueryFigures[] }> {
  const manifestUrl = /<meta name="search-index" content="([^"]+)"/.exec(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'))?.[1];
  if (!manifestUrl) throw new Error(`${distDir}/index.html names no search index`);
  const fileOf = (url: string) => path.join(distDir, url.slice(1));
  const manifest = JSON.parse(fs.readFileSync(fileOf(manifestUrl), 'utf8')) as SearchManifest;
  const all = [manifestUrl, ...Object.values(manifest.shards), ...manifest.chunks];
  const figures: SearchQueryFigures[] = [];
  for (const query of queries) {
    const fetched = [manifestUrl];
    const search = new SiteSearch(manifest, (url) => {
      fetched.push(url);
      return Promise.resolve(JSON.parse(fs.readFileSync(fileOf(url), 'utf8')) as unknown);
    });
    const started = performance.now();
    const { counts } = await search.search(query, PER_TYPE);
    const firstMs = performance.now() - started;
    const runs: number[] = [];
    for (let run = 0; run < 7; run++) {
      const again = performance.now();
      await search.search(query, PER_TYPE);
      runs.push(performance.now() - again);
    }
    runs.sort((a, b) => a - b);
    figures.push({
      query,
      matches: Object.values(counts).reduce((sum, count) => sum + count, 0),
      files: fetched.length,
      gzipBytes: fetched.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
      brotliBytes: fetched.reduce((sum, url) => sum + brotliSize(fileOf(url)), 0),
      firstMs: Number(firstMs.toFixed(1)),
      warmMs: Number(runs[3]!.toFixed(1)),
    });
  }
  return {
    documents: manifest.base.documentCount,
    indexGzipBytes: all.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
    queries: figures,
  };
}
