/** sitemap.xml (canonical, indexable URLs only) and robots.txt pointing at it. */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../src/content/types.ts';
import { escapeXml } from '../src/lib/escape.ts';
import type { RouteEntry } from '../src/route-table.ts';
import { ROBOTS_FILE, SITEMAP_FILE } from '../src/site-files.ts';
import { collectionOfPage } from './collections.ts';

export function sitemapXml(site: Pick<Site, 'origin'>, routes: readonly RouteEntry[]): string {
  const urls = routes
    // A collection's pages only when its definition (scripts/collections.ts) puts them in.
    .filter((route) => route.sitemap && route.canonical && (collectionOfPage(route.page)?.collection.sitemap ?? true))
    .map((route) => `  <url><loc>${escapeXml(new URL(route.canonical!, `${site.origin}/`).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...new Set(urls)].join('\n')}\n</urlset>\n`;
}

/**
 * Every page may be crawled: a noindex page such as /backups must stay readable
 * to crawlers, or they never see its noindex and may list the bare address from links elsewhere.
 */
export function robotsTxt(site: Pick<Site, 'origin'>): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.origin}${SITEMAP_FILE}`, ''].join('\n');
}

export function writeSitemap(distDir: string, site: Pick<Site, 'origin'>, routes: readonly RouteEntry[]) {
  fs.writeFileSync(path.join(distDir, SITEMAP_FILE), sitemapXml(site, routes));
  fs.writeFileSync(path.join(distDir, ROBOTS_FILE), robotsTxt(site));
}
