/**
 * The host configurations the build writes beside the pages, by their path under dist/:
 * _headers and _redirects for Netlify and Cloudflare Pages, and nginx's three files in _host/.
 * They are generated from the same route table, security headers and caching rules the Node
 * server uses, and published with the pages in one step.
 */
import { nginxBrotliConf, nginxHttpConf, nginxServerConf, type NginxInput } from './nginx.ts';
import { headersFile, redirectsFile } from './static-host.ts';

export const NGINX_FILES = { http: '_host/nginx-http.conf', server: '_host/nginx-server.conf', brotli: '_host/nginx-brotli.conf' } as const;

/** True for a host configuration itself: what it describes is the other files. */
const isHostFile = (file: string) => file === '_headers' || file === '_redirects' || file.startsWith('_host/');

export function hostConfigFiles(given: NginxInput): Record<string, string> {
  // Paths under dist/, some recorded with a leading slash ("/blog/feed.xml").
  const files = [...new Set(given.files.map((file) => file.replace(/^\/+/, '')))];
  const input = { ...given, files: files.filter((file) => !isHostFile(file)) };
  return {
    _headers: headersFile(input),
    _redirects: redirectsFile(input),
    [NGINX_FILES.http]: nginxHttpConf(input),
    [NGINX_FILES.server]: nginxServerConf(input),
    [NGINX_FILES.brotli]: nginxBrotliConf(),
  };
}
