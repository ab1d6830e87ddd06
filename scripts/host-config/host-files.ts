/**
 * The host configurations the build writes beside the pages, by their path under dist/:
 * _headers and _redirects for Netlify and Cloudflare Pages, and nginx's three files in _host/.
 * They are generated from the same route table, security headers and caching rules the Node
 * server uses. The static hosts' two are uploaded with the pages; nginx's are not deployed with
 * them but installed into root's folder by `npm run nginx:rules` (scripts/nginx-rules.ts).
 */
import { nginxBrotliConf, nginxHttpConf, nginxServerConf, type NginxInput } from './nginx.ts';
import { headersFile, redirectsFile } from './static-host.ts';
import { RULES_FILES } from '../nginx-rules.ts';
import { HEADERS_FILE, NGINX_FOLDER, REDIRECTS_FILE } from '../../src/site-files.ts';

const inDist = (address: string) => address.slice(1);
const nginxFolder = inDist(NGINX_FOLDER);
export const NGINX_FILES = {
  http: `${nginxFolder}${RULES_FILES.http}`,
  server: `${nginxFolder}${RULES_FILES.server}`,
  brotli: `${nginxFolder}${RULES_FILES.brotli}`,
} as const;

/** True for a host configuration itself: what it describes is the other files. */
const isHostFile = (file: string) => file === inDist(HEADERS_FILE) || file === inDist(REDIRECTS_FILE) || file.startsWith(nginxFolder);

export function hostConfigFiles(given: NginxInput): Record<string, string> {
  // Paths under dist/, some recorded with a leading slash ("/blog/feed.xml"). Sorted: the build
  // lists them in the order it made or kept them, which differs between an incremental build
  // and a cold one (two prerender threads), and the files written must not.
  const files = [...new Set(given.files.map((file) => file.replace(/^\/+/, '')))].sort();
  const input = { ...given, files: files.filter((file) => !isHostFile(file)) };
  return {
    [inDist(HEADERS_FILE)]: headersFile(input),
    [inDist(REDIRECTS_FILE)]: redirectsFile(input),
    [NGINX_FILES.http]: nginxHttpConf(input),
    [NGINX_FILES.server]: nginxServerConf(input),
    [NGINX_FILES.brotli]: nginxBrotliConf(),
  };
}
