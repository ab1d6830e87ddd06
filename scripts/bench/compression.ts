/**
 * `npm run bench:compression [-- --dist DIR]`: what each brotli quality and gzip level costs and
 * saves on the pages and payloads the prerenderer compresses (scripts/prerender.ts
 * PAGE_COMPRESSION), measured on a built dist/ (default this project's; at scale, the folder
 * `npm run bench:scale -- --keep` leaves). For a sample of HTML pages and of payloads
 * (dist/_data/), each level's total compressed size and its milliseconds per file, best of three
 * passes; the levels the build uses are marked. The build's choice is the level past which a
 * step up costs more time than its bytes are worth (see the printed "KB saved per ms" column).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_COMPRESSION } from '../prerender.ts';
import { projectRoot } from '../content/compile.ts';

const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]!) : path.join(projectRoot, 'dist');
const SAMPLE = 400;

/** Every `every`-th file of a kind under dist/, read. */
function sample(accept: (file: string) => boolean): Buffer[] {
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && accept(path.join(entry.parentPath, entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const every = Math.max(1, Math.floor(files.length / SAMPLE));
  return files.filter((_, index) => index % every === 0).map((file) => fs.readFileSync(file));
}

const brotli = (quality: number) => (data: Buffer) =>
  zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
const gzip = (level: number) => (data: Buffer) => zlib.gzipSync(data, { level });

/** Total compressed bytes, and the best of three passes' milliseconds per file. */
function measure(files: Buffer[], compress: (data: Buffer) => Buffer): { bytes: number; msPerFile: number } {
  let bytes = 0;
  let best = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    bytes = 0;
    for (const file of files) bytes += compress(file).length;
    best = Math.min(best, performance.now() - started);
  }
  return { bytes, msPerFile: best / files.length };
}

const kinds = {
  'HTML pages': sample((file) => file.endsWith('.html') && !file.includes(`${path.sep}_data${path.sep}`)),
  payloads: sample((file) => file.endsWith('.json') && file.includes(`${path.sep}_data${path.sep}`) && !file.includes('_search')),
};
console.log(`${dist}, load ${os.loadavg()[0]!.toFixed(2)}`);
for (const [kind, files] of Object.entries(kinds)) {
  const raw = files.reduce((sum, file) => sum + file.length, 0);
  console.log(`\n${kind}: ${files.length} files, ${(raw / 1024).toFixed(0)} KB`);
  for (const [name, levels, make, chosen] of [
    ['brotli', [1, 2, 3, 4, 5, 6], brotli, PAGE_COMPRESSION.brotliQuality],
    ['gzip', [1, 2, 3, 4, 5, 6], gzip, PAGE_COMPRESSION.gzipLevel],
  ] as const) {
    let previous: { bytes: number; msPerFile: number } | undefined;
    for (const level of levels) {
      const result = measure(files, make(level));
      const perMs = previous
        ? `${((previous.bytes - result.bytes) / files.length / 1024 / Math.max(0.001, result.msPerFile - previous.msPerFile)).toFixed(1).padStart(6)} KB saved per ms`
        : '';
      console.log(
        `  ${name} ${level}${level === chosen ? ' (used)' : '       '} ${(result.bytes / 1024).toFixed(0).padStart(7)} KB  ${result.msPerFile.toFixed(3)} ms a file  ${perMs}`,
      );
      previous = result;
    }
  }
}
