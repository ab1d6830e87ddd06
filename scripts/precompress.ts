/**
 * Writes .br and .gz copies beside every text asset in dist/, so the server sends bytes
 * compressed once at build time instead of on every request. Pages and their payloads
 * (.html, _data/) are compressed by the prerenderer as it writes them; the search index's
 * manifest, which lives beside the payloads (_data/_search/), is compressed here. An
 * incremental build runs this on its staging folder, which holds only the files it changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 512;

/** Every file of dist/ outside the prerenderer's folder of pages' payloads (dist/_data), the search manifest's folder included. */
function filesToCompress(dir: string): string[] {
  const payloads = path.join(dir, '_data');
  const search = path.join(payloads, '_search');
  const isPayload = (folder: string) => folder !== search && (folder === payloads || folder.startsWith(payloads + path.sep));
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isPayload(entry.parentPath))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Quality 11 and gzip 9 for the bundle's hashed assets (few, cached forever). The search
 * index's shards and chunks (assets/search-*.json) are as many as the content makes (about
 * 1,100 files, 15 MB at 4,000 articles) and change with it: brotli 5 and gzip 6. Measured on
 * those at 4,000 articles: brotli 11 took 13.8 s of one core and brotli 5 0.33 s, for 1.30 MB
 * against 1.74 MB in all (a first query downloads a few shards of them); gzip 9 took 2.1 s
 * and gzip 6 0.35 s for 0.8% more. The other files here (feed, sitemap, robots.txt, favicon)
 * get brotli 6, within 0.1% of quality 9's size at a twentieth of the time. Pages are not
 * here: the prerenderer compresses them at 4 as it writes them.
 */
function levelsFor(file: string): { brotliQuality: number; gzipLevel: number } {
  const asset = file.includes(`${path.sep}assets${path.sep}`);
  if (asset && /[/\\]search-[^/\\]*\.json$/.test(file)) return { brotliQuality: 5, gzipLevel: 6 };
  return { brotliQuality: asset ? 11 : 6, gzipLevel: 9 };
}

/** Compresses `only` (paths under distDir) when given, else every file filesToCompress finds; returns how many. */
export async function precompress(distDir: string, only?: readonly string[]): Promise<number> {
  const candidates = only ? only.map((file) => path.join(distDir, file)) : filesToCompress(distDir);
  const files = candidates.filter((file) => compressible.test(file) && !file.endsWith('.html') && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      const { brotliQuality, gzipLevel } = levelsFor(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
        gzip(data, { level: gzipLevel }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
