/**
 * `npm run nginx:config`: prints a complete example nginx site for the built site: the upstream
 * named translytix_api (API_UPSTREAM, where the Node server listens) and a server block that
 * includes the files the build wrote into dist/_host/, from the folder dist/ is copied to
 * (SITE_ROOT). The rules themselves live in those files, so this is written once, at set-up:
 * publishing afterwards is build, copy, reload.
 *
 * It says plainly whether this machine's nginx has the brotli module: with it, the brotli
 * include is on; without it, the line is left commented out, and visitors get gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_FILES } from './host-config/host-files.ts';
import { UPSTREAM_NAME } from './host-config/nginx.ts';
import { upstreamServer } from './host-config/upstream.ts';

/** Where Debian's nginx-light and the brotli package put the module, and how nginx loads it there. */
const BROTLI_MODULE_LOADED = '/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface ExampleOptions {
  /** Where dist/ is copied to on the server (absolute). */
  siteRoot: string;
  /** API_UPSTREAM as given. */
  apiUpstream: string;
  serverName: string;
  listen: string;
  /** Whether nginx on this machine loads the brotli module. */
  brotli: boolean;
}

export function exampleSite(options: ExampleOptions): string {
  if (!path.posix.isAbsolute(options.siteRoot) || /[\s;{}"']/.test(options.siteRoot)) {
    throw new Error(
      `SITE_ROOT=${JSON.stringify(options.siteRoot)} must be an absolute path without spaces, quotes, braces or semicolons (e.g. /var/www/translytix).`,
    );
  }
  const root = options.siteRoot.replace(/\/+$/, '');
  const include = (file: string) => `${root}/${file}`;
  const brotli = options.brotli
    ? `    include ${include(NGINX_FILES.brotli)};`
    : [
        "    # This machine's nginx has no brotli module, so visitors get the gzip copies. To send the",
        '    # brotli copies: apt-get install libnginx-mod-http-brotli-static, then uncomment this line.',
        `    # include ${include(NGINX_FILES.brotli)};`,
      ].join('\n');
  return `# A site file for nginx, written once (e.g. /etc/nginx/conf.d/translytix.conf, which Debian's
# nginx.conf reads at http{} level). Publishing afterwards: npm run build, then
# npm run deploy -- ${root}, then reload nginx; the rules are in ${root}/_host/ and change with the site.
include ${include(NGINX_FILES.http)};

upstream ${UPSTREAM_NAME} {
    # The Node server (npm start / npm run serve): the contact API and /healthz.
    server ${upstreamServer(options.apiUpstream)};
    keepalive 16;
}

server {
    listen ${options.listen};
    server_name ${options.serverName};
    # Your TLS settings (listen 443 ssl; ssl_certificate ...) go here as usual.
    root ${root};
    include ${include(NGINX_FILES.server)};
${brotli}
}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { site } = await import('@content/site');
  const brotli = fs.existsSync(BROTLI_MODULE_LOADED) || fs.existsSync(BROTLI_MODULE);
  try {
    process.stdout.write(
      exampleSite({
        siteRoot: process.env.SITE_ROOT ?? '/var/www/translytix',
        apiUpstream: process.env.API_UPSTREAM ?? '127.0.0.1:3000',
        serverName: process.env.SERVER_NAME ?? new URL(site.origin).hostname,
        listen: process.env.NGINX_LISTEN ?? '80',
        brotli,
      }),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (!brotli)
    console.error(
      `nginx:config: no brotli module on this machine (${BROTLI_MODULE}): the brotli include is commented out, visitors get gzip.`,
    );
}
