/**
 * `npm run parity`: the parity crawl (scripts/host-parity/crawl.ts) of the built site. Starts
 * the Node server as `npm start` does, then nginx with the rules of dist/_host/, with the
 * brotli module (only where it is installed: it is optional, and a line says when it is not)
 * and without, and compares every answer, without and with a Host header.
 * `-- --static-host` also crawls Cloudflare's runtime (`wrangler pages dev`, installed on
 * demand into .cache/, see scripts/host-parity/static-host.ts) serving dist/ with _headers and
 * _redirects. Prints each difference with its reason (`-- --json FILE` writes them all);
 * exits 1 when one has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { buildRoutes } from '../src/route-table.ts';
import { securityHeaders } from '../server/security-headers.ts';
import { crawl, questions, report, type CrawlResult } from './host-parity/crawl.ts';
import { nginxExplanations } from './host-parity/explanations.ts';
import { hasBrotliModule, NGINX_BROTLI } from './lib/debian-packages.ts';
import { startNginx } from './lib/nginx-server.ts';
import { startSite } from './lib/site-server.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(projectRoot, 'dist');

const node = await startSite();
const results: CrawlResult[] = [];
try {
  const asked = questions(distDir, buildRoutes(routeIndex));
  const common = {
    reference: node.baseURL,
    questions: asked,
    securityHeaderNames: Object.keys(securityHeaders(site)),
    hosts: [undefined, new URL(site.origin).host],
  };
  const withBrotli = hasBrotliModule();
  if (!withBrotli)
    console.log(
      `parity: nginx here has no brotli module (${NGINX_BROTLI.file}): crawling nginx without it only (sudo apt-get install -y ${NGINX_BROTLI.package} adds the other half).`,
    );
  for (const brotli of withBrotli ? [true, false] : [false]) {
    const nginx = await startNginx({ distDir, apiUpstream: node.baseURL, brotli });
    try {
      const result = await crawl({ ...common, candidate: nginx.baseURL, explanations: nginxExplanations({ brotli }) });
      results.push(result);
      console.log(report(`nginx ${brotli ? 'with' : 'without'} the brotli module`, result));
    } finally {
      await nginx.stop();
    }
  }
  if (process.argv.includes('--static-host')) {
    const { crawlStaticHost } = await import('./host-parity/static-host.ts');
    const result = await crawlStaticHost({ distDir, ...common });
    results.push(result);
    console.log(report('Cloudflare Pages (wrangler pages dev)', result));
  }
} finally {
  await node.stop();
}
// Every difference, for a closer look: `npm run parity -- --json parity.json`.
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0 && process.argv[jsonAt + 1]) fs.writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify(results, null, 1));
if (results.some((result) => result.unexplained.length > 0)) {
  console.error(
    'parity: differences without a reason (UNEXPLAINED above): fix the host configuration, or explain them in scripts/host-parity/explanations.ts',
  );
  process.exit(1);
}
