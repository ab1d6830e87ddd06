/** What a first visit to a prerendered page downloads: its module script, modulepreloads and stylesheets. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function gzipSize(file: string): number {
  const precompressed = `${file}.gz`;
  if (fs.existsSync(precompressed)) return fs.statSync(precompressed).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

export function firstLoad(distDir: string, htmlFile: string): { jsGzip: number; cssGzip: number; htmlGzip: number } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(path.join(distDir, url)), 0);
  return { jsGzip: size(scripts), cssGzip: size(styles), htmlGzip: gzipSize(htmlFile) };
}
