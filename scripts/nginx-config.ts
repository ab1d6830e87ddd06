/**
 * `npm run -s nginx:config`: prints a complete example nginx site for the built site: the
 * upstream named translytix_api (API_UPSTREAM, where the Node server listens) and a server
 * block that serves the folder dist/ is deployed to (SITE_ROOT) and includes nginx's rules
 * from root's own folder (NGINX_RULES, default /etc/nginx/translytix/), where
 * `npm run nginx:rules` installs them. Never from SITE_ROOT: the deploy user writes there,
 * and nginx, started by root, would load whatever directive was put in it. This is written
 * once, at set-up; publishing afterwards is build and deploy, plus installing the rules and a
 * reload when the deploy says they changed.
 *
 * It says plainly whether this machine's nginx has the brotli module: with it, the brotli
 * include is on; without it, the line is left commented out, and visitors get gzip.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPSTREAM_NAME } from './host-config/nginx.ts';
import { upstreamServer } from './host-config/upstream.ts';
import { hasBrotliModule, NGINX_BROTLI } from './lib/debian-packages.ts';
import { RULES_FILES, rulesDirOf } from './nginx-rules.ts';

export interface ExampleOptions {
  /** Where dist/ is copied to on the server (absolute). */
  siteRoot: string;
  /** Where root installs nginx's rules (absolute, outside siteRoot). */
  rulesDir: string;
  /** API_UPSTREAM as given. */
  apiUpstream: string;
  serverName: string;
  listen: string;
  /** Whether nginx on this machine loads the brotli module. */
  brotli: boolean;
}

/** An absolute folder as nginx may read it unquoted, without a trailing slash; else why not. */
function folder(name: string, value: string, example: string): string {
  if (!path.posix.isAbsolute(value) || /[\s;{}"'$#\\]/.test(value)) {
    throw new Error(
      `${name}=${JSON.stringify(value)} must be an absolute path without spaces, quotes, braces, semicolons, $, # or backslashes (e.g. ${example}).`,
    );
  }
  return path.posix.normalize(value).replace(/(.)\/+$/, '$1');
}

export function exampleSite(options: ExampleOptions): string {
  const root = folder('SITE_ROOT', options.siteRoot, '/var/www/translytix');
  const rules = folder('NGINX_RULES', options.rulesDir, '/etc/nginx/translytix');
  const inside = (dir: string, parent: string) => dir === parent || dir.startsWith(parent === '/' ? '/' : `${parent}/`);
  if (inside(rules, root) || inside(root, rules)) {
    throw new Error(
      `NGINX_RULES=${rules} and SITE_ROOT=${root} must not be inside one another: nginx must read no configuration from the folder it serves, which the deploy user can write.`,
    );
  }
  const include = (file: string) => `${rules}/${file}`;
  const brotli = options.brotli
    ? `    include ${include(RULES_FILES.brotli)};`
    : [
        "    # This machine's nginx has no brotli module, so visitors get the gzip copies. To send the",
        `    # brotli copies: apt-get install ${NGINX_BROTLI.package}, then uncomment this line.`,
        `    # include ${include(RULES_FILES.brotli)};`,
      ].join('\n');
  return `# A site file for nginx, written once (e.g. /etc/nginx/conf.d/translytix.conf, which Debian's
# nginx.conf reads at http{} level). The rules it includes are root's, in ${rules}/
# (npm run nginx:rules installs them from dist/_host/); nothing in ${root}, which is only served.
# Publishing afterwards: npm run build, then npm run deploy -- ${root}; when the deploy says the
# rules changed, install them again and reload nginx (it prints the command).
include ${include(RULES_FILES.http)};

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
    include ${include(RULES_FILES.server)};
${brotli}
}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { site } = await import('@content/site');
  const brotli = hasBrotliModule();
  try {
    process.stdout.write(
      exampleSite({
        siteRoot: process.env.SITE_ROOT ?? '/var/www/translytix',
        rulesDir: rulesDirOf(process.env),
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
      `nginx:config: no brotli module on this machine (${NGINX_BROTLI.file}): the brotli include is commented out, visitors get gzip.`,
    );
}
