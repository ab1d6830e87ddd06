/**
 * Addresses no story, article or alias may take: the files the build writes beside the pages
 * (the sitemap, robots.txt, the feed, the 404 pages, everything in public/), the folders of
 * files (src/site-files.ts: bundles, payloads, PDFs, share images, pictures), and the server's
 * own addresses (the API and the health check). An alias "/sitemap.xml" would make the nginx
 * configuration redirect the sitemap to a story; a story named "images" would put its page in
 * the pictures' folder. Nothing here is listed by hand: each name is read from where the build
 * or the server takes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiPaths, type RouteEntry } from '../../src/route-table.ts';
import { siteFiles, siteFolders } from '../../src/site-files.ts';
import { HEALTH_PATHS } from '../../server/contact/health.ts';

export interface ReservedAddresses {
  /** Why `address` may not be a page's or an alias's, or undefined when it may. Any letter case. */
  reason(address: string): string | undefined;
}

/** Files under a folder, as site addresses ("/favicon.svg"). */
function filesIn(dir: string, prefix = '/'): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * The reserved addresses of a site whose routes are `routes` (their not-found pages are files
 * too) and whose public/ folder is `publicDir`.
 */
export function reservedAddresses(routes: readonly Pick<RouteEntry, 'path' | 'outFile'>[], publicDir: string): ReservedAddresses {
  const files = new Map<string, string>();
  for (const [name, address] of Object.entries(siteFiles)) files.set(address.toLowerCase(), `the site's ${name} file ${address}, which the build writes`);
  for (const route of routes) {
    if (route.path.includes('*')) files.set(`/${route.outFile}`.toLowerCase(), `the file /${route.outFile}, a not-found page the build writes`);
  }
  for (const address of filesIn(publicDir)) files.set(address.toLowerCase(), `the file ${address}, copied from public/ by the build`);
  const folders: [string, string][] = [
    ...siteFolders.map((folder): [string, string] => [folder, `the folder ${folder}, which holds files the build writes`]),
    [apiPaths.prefix, `the server's API (${apiPaths.prefix})`],
    ...HEALTH_PATHS.map((address): [string, string] => [`${address}/`, `the server's health check (${address})`]),
  ];
  return {
    reason(address) {
      const lower = address.toLowerCase();
      const file = files.get(lower);
      if (file) return file;
      // The folder itself too: a page at /images would be written into dist/images/.
      return folders.find(([folder]) => lower === folder.slice(0, -1) || lower.startsWith(folder))?.[1];
    },
  };
}
