/**
 * `npm run nginx:rules -- /etc/nginx/translytix`, run by root: installs nginx's rules, which
 * the build writes into dist/_host/, into a folder root owns, which the site file that
 * `npm run nginx:config` prints includes them from.
 *
 * Why not include them from the served folder, as before: that folder is the deploy user's and
 * nginx starts as root, so whatever nginx includes from there, whoever can deploy could write
 * (`load_module`, `include /etc/shadow`, `access_log /etc/cron.d/x`, a `proxy_pass` to an
 * internal address). So `npm run deploy` copies no _host/ to the served folder, and this copies
 * the three files to nginx's own folder after checking every line against the shapes
 * scripts/host-config/nginx.ts writes: a changed dist/_host/ can change a redirect, a header's
 * value or a type, never add a directive (a regular expression is the one kind the build
 * writes, so no catastrophic one can slow a request down either). Then `nginx -t`; when it
 * fails, the rules before are put back.
 *
 * `npm run -s nginx:rules -- --tool` prints this file as one JavaScript file that needs nothing
 * but Node, to install root-owned as /usr/local/sbin/translytix-nginx-rules: `sudo npm run`
 * would run the checkout's code, which the deploy user can change, as root. That copy knows the
 * checkout's dist/_host/ and the rules folder, and reads the rules only as data.
 *
 * Only Node's modules, src/site-files.ts and host-config/nginx-proxy.ts here, so the copy is
 * small and self-contained.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_FOLDER } from '../src/site-files.ts';
import { PROXY_LINES } from './host-config/nginx-proxy.ts';

/** Set by esbuild in the standalone copy (--tool): where its rules come from and go. */
declare const TRANSLYTIX_RULES_FROM: string | undefined;
declare const TRANSLYTIX_RULES_TO: string | undefined;

/** nginx's three rule files, by name, in dist/_host/ and in the rules folder. */
export const RULES_FILES = { http: 'nginx-http.conf', server: 'nginx-server.conf', brotli: 'nginx-brotli.conf' } as const;
export type RulesFile = (typeof RULES_FILES)[keyof typeof RULES_FILES];
const ruleFiles = Object.values(RULES_FILES);

/** The rules folder in dist/ ("_host/"): built there, never deployed to the served folder. */
export const RULES_IN_DIST = NGINX_FOLDER.slice(1);
export const isRulesFile = (fileInDist: string) => fileInDist.startsWith(RULES_IN_DIST);

/** Where nginx reads the rules: root's, never the served folder. NGINX_RULES changes it (nginx:config, deploy and this read it). */
export const DEFAULT_RULES_DIR = '/etc/nginx/translytix';
export const rulesDirOf = (env: NodeJS.ProcessEnv) => env.NGINX_RULES || DEFAULT_RULES_DIR;
/** Where docs/operations.md installs the standalone copy. */
export const TOOL_PATH = '/usr/local/sbin/translytix-nginx-rules';

// ---------------------------------------------------------------------------------------------
// The shapes: every line of a rules file is one of these, in the block it is in. They are the
// lines scripts/host-config/nginx.ts writes, with what varies by build (paths, header values,
// types, numbers) as narrow patterns: a quoted string holds no variable ($) and no control
// character, so no line can read a variable, open a file, load a module or add a directive.
// host-config.test.ts checks that everything the build writes passes, and what it must refuse.

/** A quoted nginx string without variables, as nginxString writes it. */
const text = String.raw`"(?:[^"\\$\x00-\x1f\x7f]|\\["\\])*"`;
/** A site path as a map's key (literal there, so "$" is only a character) and as its value (no variables). */
const pathKey = String.raw`"/(?:[^"\\\x00-\x1f\x7f]|\\["\\])*"`;
const pathValue = String.raw`"/(?:[^"\\$\x00-\x1f\x7f]|\\["\\])*"`;
/** A path written into a regular expression as nginx.ts's regexLiteral writes it: no quantifier, no group. */
const literal = String.raw`(?:[A-Za-z0-9/_-]|\\\.)+`;
/** A file under the site's root, for error_page. */
const sitePage = String.raw`/[A-Za-z0-9._/-]+`;
const mimeType = String.raw`[a-z]+/[a-z0-9.+-]+`;
const headerName = String.raw`[A-Za-z][A-Za-z0-9-]*`;

/** Text matched as written. */
const exactly = (line: string) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Block =
  | 'http'
  | 'server'
  | 'brotli'
  | 'redirect map'
  | 'not-found map'
  | 'cache type map'
  | 'cache path map'
  | 'cache status map'
  | 'types'
  | 'index location'
  | 'page location'
  | 'fallback location'
  | 'proxy location';

interface Shape {
  line: RegExp;
  /** The block this line opens ("... {"), whose lines follow until "}". */
  opens?: Block;
}

const shape = (pattern: string, opens?: Block): Shape => ({ line: new RegExp(`^${pattern}$`), opens });
const line = (written: string, opens?: Block) => shape(exactly(written), opens);

const GRAMMAR: Record<Block, { where: string; shapes: Shape[] }> = {
  http: {
    where: 'at http{} level (nginx-http.conf)',
    shapes: [
      shape(String.raw`map_hash_bucket_size \d{1,6};`),
      shape(String.raw`map_hash_max_size \d{1,8};`),
      line('map $uri $translytix_redirect {', 'redirect map'),
      line('map $uri $translytix_not_found {', 'not-found map'),
      line('map $sent_http_content_type $translytix_cache_by_type {', 'cache type map'),
      line('map $uri $translytix_cache_by_path {', 'cache path map'),
      line('map $status $translytix_cache {', 'cache status map'),
    ],
  },
  'redirect map': {
    where: 'in the redirect map',
    // A key starting with "/" is never one of map's own words (default, include, hostnames, volatile).
    shapes: [line('default "";'), shape(`${pathKey} ${pathValue};`)],
  },
  'not-found map': {
    where: 'in the not-found map',
    shapes: [shape(`default ${sitePage};`), shape(`"~\\^${literal}" ${sitePage};`)],
  },
  'cache type map': {
    where: 'in the Cache-Control by type map',
    shapes: [shape(`"~\\^text/html" ${text};`), shape(`default ${text};`)],
  },
  'cache path map': {
    where: 'in the Cache-Control by path map',
    shapes: [
      shape(`"~\\^${literal}" ${text};`),
      shape(`"~\\^\\(\\?:${literal}(?:\\|${literal})*\\)\\$" ${text};`),
      line('default $translytix_cache_by_type;'),
    ],
  },
  'cache status map': {
    where: 'in the Cache-Control by status map',
    shapes: [shape(`301 ${text};`), line('default $translytix_cache_by_path;')],
  },
  server: {
    where: 'in the server{} block (nginx-server.conf)',
    shapes: [
      ...[
        'absolute_redirect off;',
        'merge_slashes off;',
        'server_tokens off;',
        'gzip off;',
        'gzip_static on;',
        'gzip_vary on;',
        'etag on;',
        'charset utf-8;',
        'default_type application/octet-stream;',
        'error_page 404 $translytix_not_found;',
        'add_header Cache-Control $translytix_cache always;',
        'location ~ // { return 404; }',
        String.raw`location ~ (\.html|\.br|\.gz)$ { internal; }`,
        String.raw`location ~ /\. { return 404; }`,
      ].map((written) => line(written)),
      shape(`charset_types(?: ${mimeType})+;`),
      line('types {', 'types'),
      shape(`add_header ${headerName} ${text} always;`),
      shape(String.raw`location (?:= |\^~ )/[A-Za-z0-9_.-]+/? \{ return 404; \}`),
      line('location = / {', 'index location'),
      line('location / {', 'page location'),
      line('location @translytix_redirect {', 'fallback location'),
      line('location ~ ^(?<translytix_page>/.+)/$ {', 'fallback location'),
      shape(String.raw`location (?:\^~ /[a-z0-9_/-]+/|= /[a-z0-9_-]+) \{`, 'proxy location'),
    ],
  },
  types: { where: 'in the types{} block', shapes: [shape(`${mimeType}(?: [a-z0-9]+)+;`)] },
  'index location': { where: 'in location = /', shapes: [line('try_files /index.html =404;')] },
  'page location': { where: 'in location /', shapes: [line('try_files $uri/index.html $uri @translytix_redirect;')] },
  'fallback location': {
    where: 'in a redirect location',
    shapes: [
      'if ($translytix_redirect = $uri) { return 404; }',
      'if ($translytix_redirect) { return 301 $translytix_redirect$is_args$args; }',
      'if (-f $document_root$translytix_page/index.html) { return 301 $translytix_page$is_args$args; }',
      'return 404;',
    ].map((written) => line(written)),
  },
  'proxy location': {
    where: 'in a location passed to the Node server',
    shapes: [...PROXY_LINES.map((written) => line(written)), shape(`proxy_hide_header ${headerName};`)],
  },
  brotli: { where: 'in nginx-brotli.conf', shapes: [line('brotli_static on;')] },
};

const FILE_BLOCK: Record<RulesFile, Block> = {
  'nginx-http.conf': 'http',
  'nginx-server.conf': 'server',
  'nginx-brotli.conf': 'brotli',
};

/** Every line of `text` (the rules file `file`) that is not one the build writes, as "file:line: what and why". */
export function ruleProblems(file: RulesFile, text: string): string[] {
  const problems: string[] = [];
  const open: { block: Block; at: number }[] = [{ block: FILE_BLOCK[file], at: 0 }];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const at = `${file}:${index + 1}`;
    const shown = JSON.stringify(raw.length > 120 ? `${raw.slice(0, 120)}...` : raw);
    const current = open[open.length - 1]!;
    // Control characters (a carriage return, a tab, NUL) are never written, and nginx reads some as spaces.
    if (/\p{Cc}/u.test(raw)) return problems.push(`${at}: ${shown} has a control character`);
    const written = raw.replace(/^ +/, '');
    // A comment or an empty line: every line before ended a statement, so a "#" here starts a comment to the end of the line.
    if (written === '' || written.startsWith('#')) return;
    if (written === '}') {
      if (open.length === 1) return problems.push(`${at}: ${shown} closes a block that was not opened in this file`);
      open.pop();
      return;
    }
    const match = GRAMMAR[current.block].shapes.find((candidate) => candidate.line.test(written));
    if (!match) return problems.push(`${at}: ${shown} is not a line the build writes ${GRAMMAR[current.block].where}`);
    if (match.opens) open.push({ block: match.opens, at: index + 1 });
  });
  for (const unclosed of open.slice(1)) problems.push(`${file}:${unclosed.at}: the block opened here is not closed`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Reading, installing.

const MAX_RULES_BYTES = 16 * 1024 * 1024;

/**
 * A rules file as text: a regular file, not a symbolic link to one of root's files (whose lines
 * a refusal would print; Debian's fs.protected_hardlinks keeps hard links to them out), UTF-8.
 */
function readRulesFile(file: string): string {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new Error('not a plain file: refused');
    if (stat.size > MAX_RULES_BYTES) throw new Error(`${stat.size} bytes, more than a build writes: refused`);
    return new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(fd));
  } finally {
    fs.closeSync(fd);
  }
}

/** The three files of `from` (a dist/_host/), checked; throws with every problem when one line is not the build's. */
export function readRules(from: string): Record<RulesFile, string> {
  const texts = {} as Record<RulesFile, string>;
  const problems: string[] = [];
  for (const file of ruleFiles) {
    try {
      texts[file] = readRulesFile(path.join(from, file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problems.push(
        code === 'ENOENT'
          ? `${file}: missing (run "npm run build")`
          : code === 'ELOOP'
            ? `${file}: a symbolic link: refused`
            : `${file}: ${(error as Error).message}`,
      );
      continue;
    }
    problems.push(...ruleProblems(file, texts[file]));
  }
  if (problems.length > 0) {
    const listed = problems.slice(0, 20).map((problem) => `  ${problem}`);
    if (problems.length > 20) listed.push(`  ...and ${problems.length - 20} more`);
    throw new Error(
      [
        `nginx:rules: refused ${from}: nothing was installed. These lines are not ones the build writes (scripts/host-config/nginx.ts):`,
        ...listed,
        'Build again (npm run build) and run this again. If the build wrote them, the checker (scripts/nginx-rules.ts) needs the new shape.',
      ].join('\n'),
    );
  }
  return texts;
}

/**
 * The rules folder, made if missing: it and every folder above it must be root's (or, for a
 * user's own test nginx, this user's), and only their owner may write them (a sticky /tmp above
 * it excepted), or someone else could swap the rules after they were checked.
 */
function rulesFolder(to: string): string {
  fs.mkdirSync(to, { recursive: true, mode: 0o755 });
  const real = fs.realpathSync(to);
  const uid = process.getuid?.();
  if (uid === undefined) return real;
  for (let dir = real; ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir);
    const writableByOthers = (stat.mode & 0o022) !== 0 && !(dir !== real && stat.mode & 0o1000);
    if ((stat.uid !== 0 && stat.uid !== uid) || writableByOthers) {
      throw new Error(
        `nginx:rules: refused ${to}: ${dir} is ${writableByOthers ? 'writable by others than its owner' : `owned by uid ${stat.uid}`}. nginx's rules need a folder only root can change, such as ${DEFAULT_RULES_DIR}.`,
      );
    }
    if (dir === path.dirname(dir)) return real;
  }
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/** Written beside, then renamed into place: nginx never reads half a file. */
function writeWhole(file: string, text: string) {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.installing-${process.pid}`);
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, text, { mode: 0o644, flag: 'wx' });
  fs.chmodSync(partial, 0o644);
  fs.renameSync(partial, file);
}

/** Which rules of `from` differ from those in `to` (all of them when `to` has none or cannot be read). */
export function changedRules(from: string, to: string): RulesFile[] {
  return ruleFiles.filter((file) => {
    try {
      return fs.readFileSync(path.join(from, file), 'utf8') !== fs.readFileSync(path.join(to, file), 'utf8');
    } catch {
      return true;
    }
  });
}

/**
 * Checks the rules in `from`, writes those that changed into `to`, then runs `test` (nginx -t):
 * when it throws, the rules before are put back and the error says so.
 */
export function installRules(options: { from: string; to: string; test?: () => void }): { changed: RulesFile[] } {
  const texts = readRules(options.from);
  const to = rulesFolder(options.to);
  const before = new Map(ruleFiles.map((file) => [file, readIfThere(path.join(to, file))]));
  const changed = ruleFiles.filter((file) => before.get(file) !== texts[file]);
  if (changed.length === 0) return { changed };
  for (const file of changed) writeWhole(path.join(to, file), texts[file]);
  try {
    options.test?.();
  } catch (error) {
    for (const file of changed) {
      const old = before.get(file);
      if (old === undefined) fs.rmSync(path.join(to, file), { force: true });
      else writeWhole(path.join(to, file), old);
    }
    throw new Error(`${(error as Error).message}\nnginx:rules: the rules before are back in ${to}; nothing changed.`);
  }
  return { changed };
}

/** `nginx -t`, on nginx's own configuration or on `conf` (a test nginx's). */
export function nginxTest(conf?: string): void {
  const result = spawnSync('nginx', ['-t', ...(conf ? ['-c', conf] : [])], { encoding: 'utf8' });
  if (result.error) throw new Error(`nginx:rules: cannot run nginx -t (${result.error.message}): is nginx installed and on PATH?`);
  if (result.status !== 0) throw new Error(`nginx:rules: nginx -t refused the new rules:\n${result.stderr.trim()}`);
}

/**
 * What `npm run deploy` says about nginx after copying: that a _host/ an earlier deploy left
 * in the served folder is gone, and whether this build's rules are the ones nginx has, with
 * the one command that installs and loads them when they are not.
 */
export function deployNotice(options: { distDir: string; served: string; env: NodeJS.ProcessEnv; removedOldCopy: boolean }): string[] {
  const to = rulesDirOf(options.env);
  const notes: string[] = [];
  if (options.removedOldCopy) {
    notes.push(
      `deploy: removed ${RULES_IN_DIST} from ${options.served}: nginx reads its rules from ${to}, not from the folder it serves. If your site file still includes ${path.join(options.served, RULES_IN_DIST)}, set it up again as docs/operations.md says ("nginx in front").`,
    );
  }
  const changed = changedRules(path.join(options.distDir, RULES_IN_DIST), to);
  if (changed.length === 0) {
    notes.push(`deploy: nginx's rules in ${to} are this build's: no reload needed (nginx finds pages on disk).`);
  } else {
    const install = fs.existsSync(TOOL_PATH) ? `sudo ${path.basename(TOOL_PATH)}` : `sudo npm run nginx:rules -- ${to}`;
    notes.push(
      `deploy: this build changes nginx's rules (${changed.join(', ')}: redirects, headers or types). Check, install and load them with:\n  ${install} && sudo systemctl reload nginx`,
    );
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// The command.

/** This file and what it imports as one CommonJS file for Node alone, with where it reads and writes written in. */
async function standaloneTool(from: string, to: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    bundle: true,
    platform: 'node',
    // CommonJS: an extensionless file outside a "type": "module" package is read as that.
    format: 'cjs',
    target: 'node18',
    write: false,
    // Only --tool (never run by the copy itself) loads esbuild.
    external: ['esbuild'],
    logLevel: 'silent',
    define: { TRANSLYTIX_RULES_FROM: JSON.stringify(from), TRANSLYTIX_RULES_TO: JSON.stringify(to) },
    banner: {
      js: `#!/usr/bin/env node\n// ${path.basename(TOOL_PATH)}: checks the nginx rules in ${from} and installs them into ${to}\n// (printed by npm run nginx:rules -- --tool; scripts/nginx-rules.ts). Install it root-owned; run it with sudo.`,
    },
  });
  return result.outputFiles[0]!.text;
}

/** The command's folders, as given or by default: the standalone copy's are written into it. */
function folders(args: string[], baked: { from: string; to: string } | undefined) {
  const valueAt = new Set(['--from', '--conf'].map((name) => args.indexOf(name)).filter((at) => at >= 0));
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const positional = args.find((arg, index) => !arg.startsWith('--') && !valueAt.has(index - 1));
  // The checkout's dist/ (not looked up in the standalone copy, which has no checkout beside it).
  const dist = () => path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), 'dist', RULES_IN_DIST);
  return {
    to: path.resolve(positional ?? baked?.to ?? rulesDirOf(process.env)),
    from: path.resolve(option('--from') ?? baked?.from ?? dist()),
    conf: option('--conf'),
  };
}

async function main(args: string[], baked: { from: string; to: string } | undefined): Promise<number> {
  const { from, to, conf } = folders(args, baked);
  if (args.includes('--tool') && !baked) {
    process.stdout.write(await standaloneTool(from, to));
    return 0;
  }
  try {
    const { changed } = installRules({ from, to, test: () => nginxTest(conf) });
    if (changed.length === 0) console.log(`nginx:rules: ${to} already has the rules of ${from}: nothing to do.`);
    else console.log(`nginx:rules: installed ${changed.join(', ')} into ${to} (nginx -t passed). Now: sudo systemctl reload nginx`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

const baked =
  typeof TRANSLYTIX_RULES_FROM === 'string' && typeof TRANSLYTIX_RULES_TO === 'string'
    ? { from: TRANSLYTIX_RULES_FROM, to: TRANSLYTIX_RULES_TO }
    : undefined;
// Run as a command: by tsx (npm run nginx:rules), or as the standalone copy, where import.meta is not there to ask.
if (baked || (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))) {
  void main(process.argv.slice(2), baked).then((code) => (process.exitCode = code));
}
