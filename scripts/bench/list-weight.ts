/**
 * What the paged lists weigh on a built dist/: for /blog and /success-stories, their first page,
 * their second and their last, the raw HTML and its route payload (bytes before compression,
 * and gzip as served), and each list's search index (src/lib/list-index.ts), which the first
 * search or chip downloads. Used by `npm run bench:scale`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPaths } from '../../src/route-table.ts';
import { listPagePath } from '../../src/lib/pagination.ts';
import { listIndexPath, routeDataUrl } from '../../src/router/route-data.ts';
import { gzipSize } from './page-weight.ts';

export interface FileWeight {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

const weigh = (distDir: string, urlPath: string, file: string): FileWeight => {
  const full = path.join(distDir, file);
  return { path: urlPath, rawBytes: fs.statSync(full).size, gzipBytes: gzipSize(full) };
};

export function measureLists(distDir: string): { pages: { html: FileWeight; payload: FileWeight }[]; indexes: FileWeight[] } {
  const pages = Object.values(listPaths).flatMap((list) => {
    const folder = path.join(distDir, list.slice(1), 'page');
    const numbers = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => /^\d+$/.test(name))
          .map(Number)
      : [];
    const last = Math.max(1, ...numbers);
    return [...new Set([1, Math.min(2, last), last])].map((number) => {
      const pagePath = listPagePath(list, number);
      return {
        html: weigh(distDir, pagePath, `${pagePath.slice(1)}/index.html`),
        payload: weigh(distDir, routeDataUrl(pagePath), routeDataUrl(pagePath).slice(1)),
      };
    });
  });
  const indexes = (Object.keys(listPaths) as (keyof typeof listPaths)[]).map((list) => {
    const url = routeDataUrl(listIndexPath(list));
    return weigh(distDir, url, url.slice(1));
  });
  return { pages, indexes };
}
