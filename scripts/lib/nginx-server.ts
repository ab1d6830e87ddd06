/**
 * Runs nginx (Debian's package, and its brotli module when asked for, installed when missing
 * and allowed) on a loopback port as an unprivileged, self-contained process for tests and
 * benchmarks, set up the way docs/operations.md's production section says: the site file
 * `npm run nginx:config` prints, serving a folder (dist/, or where a deploy copied it) and
 * including the rules from a folder of its own outside it, where they were installed from
 * dist/_host/ by the same check `npm run nginx:rules` makes. Stopped with stop(); reload() makes
 * it read its configuration again, as after a deploy whose rules changed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exampleSite } from '../nginx-config.ts';
import { installRules, RULES_IN_DIST } from '../nginx-rules.ts';
import { ensureDebianPackages, hasBrotliModule, NGINX, NGINX_BROTLI } from './debian-packages.ts';
import { freePort } from './site-server.ts';

export interface NginxStartOptions {
  /** The build (dist/): its _host/ holds the rules, installed into the test nginx's own folder. */
  distDir: string;
  /** The folder nginx serves (its root): the copy of dist/ a deploy made. Default: distDir itself. */
  root?: string;
  /** Where /api/ and /healthz go, e.g. "http://127.0.0.1:3000". */
  apiUpstream: string;
  /**
   * Load the brotli module and include nginx-brotli.conf (the module is installed when missing
   * and allowed); false runs nginx as a host without the module. Default: whether it is here.
   */
  brotli?: boolean;
  /** Run master and workers on these CPUs only (taskset's list, e.g. "1"), as the server benchmark does. */
  cpus?: string;
  /** How many worker processes; one per CPU (nginx's "auto") when unset. */
  workerProcesses?: number;
  /** Listen on this address instead of 127.0.0.1 (another local address, to be a client that is not loopback). */
  host?: string;
}

/**
 * The whole nginx.conf of a self-contained nginx: Debian's http{} defaults, and inside them
 * exactly the site file `npm run nginx:config` prints for a user (scripts/nginx-config.ts),
 * so the tests prove the printed example.
 */
export function testNginxConf(options: {
  root: string;
  rulesDir: string;
  runDir: string;
  listen: string;
  apiUpstream: string;
  brotli: boolean;
  workerProcesses?: number;
}): string {
  const { runDir, brotli } = options;
  const site = exampleSite({
    siteRoot: options.root,
    rulesDir: options.rulesDir,
    apiUpstream: options.apiUpstream,
    serverName: 'localhost',
    listen: options.listen,
    brotli,
  });
  return `${brotli ? `load_module ${NGINX_BROTLI.file};\n` : ''}pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
worker_processes ${options.workerProcesses ?? 'auto'};
events { worker_connections 4096; }

http {
  # As Debian's nginx.conf has it: the site file must work beside these.
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  gzip on;
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${runDir}/body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;

${site.replace(/^/gm, '  ')}
}
`;
}

export async function startNginx(options: NginxStartOptions) {
  const brotli = options.brotli ?? hasBrotliModule();
  ensureDebianPackages(brotli ? [NGINX, NGINX_BROTLI] : [NGINX]);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-nginx-'));
  // As in production: the rules outside the folder nginx serves, checked on the way in.
  const rulesDir = path.join(runDir, 'rules');
  try {
    installRules({ from: path.join(options.distDir, RULES_IN_DIST), to: rulesDir });
  } catch (error) {
    fs.rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const host = options.host ?? '127.0.0.1';
  const config = testNginxConf({
    root: path.resolve(options.root ?? options.distDir),
    rulesDir,
    runDir,
    listen: `${host}:${port}`,
    apiUpstream: options.apiUpstream,
    brotli,
    workerProcesses: options.workerProcesses,
  });
  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  // Run as root, nginx's workers drop to "nobody", who cannot read a checkout inside a private
  // folder (mktemp -d makes them 0700) and answers 403 to everything: keep them as root here.
  const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const nginxArgs = [NGINX.file, '-c', configFile, '-p', runDir, '-g', directives];
  // taskset executes nginx in its own place (same pid), so the signals below still reach the master.
  const [command, ...args] = options.cpus ? ['taskset', '-c', options.cpus, ...nginxArgs] : nginxArgs;
  const child = spawn(command!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseURL = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  /** `nginx -t` on this nginx's configuration: its exit code and everything it printed (warnings included). */
  const check = async () => {
    // -e stderr: the log of start-up is not Debian's /var/log/nginx/error.log, which only root may open.
    const test = spawn(NGINX.file, ['-t', '-e', 'stderr', '-c', configFile, '-p', runDir, '-g', directives], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    test.stderr?.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => test.once('exit', resolve));
    return { code, output };
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    const answer = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.status,
      () => 'no answer',
    );
    if (answer === 200) break;
    if (attempt > 100) throw new Error(`nginx gave ${answer} for /robots.txt after 10 s: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    configFile,
    /** Where this nginx reads its rules (install them there with `npm run nginx:rules -- <it> --conf <configFile>`). */
    rulesDir,
    brotli,
    pid: child.pid!,
    check,
    /** Checks the configuration as `nginx -t` does, then makes nginx read it and the included files again (SIGHUP). */
    async reload() {
      const { code, output } = await check();
      if (code !== 0) throw new Error(`nginx -t failed: ${output}`);
      child.kill('SIGHUP');
    },
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}
