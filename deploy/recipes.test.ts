/**
 * The service recipes in deploy/: the systemd unit is checked by systemd itself
 * (`systemd-analyze verify`, and `security` for its sandbox), its settings file against the
 * settings the server reads, and the Containerfile and the build context against what the
 * server and the build need. Building and running the image, and running the unit under a real
 * systemd, take minutes: deploy/container.test.ts, with CONTAINER_TEST=1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_PATHS } from '../scripts/build-inputs.mjs';
import { ensureDebianPackage } from '../scripts/lib/debian-packages.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const unitText = read('deploy/translytix.service');

// ---------------------------------------------------------------------------------------------
// The systemd unit

/** A unit file's settings: section -> key -> every value given, in order (a key may repeat). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = new Map();
      sections.set(header[1] ?? '', current);
      continue;
    }
    const equals = line.indexOf('=');
    if (!current || equals < 1) throw new Error(`Not a unit file line: ${line}`);
    const key = line.slice(0, equals);
    current.set(key, [...(current.get(key) ?? []), line.slice(equals + 1)]);
  }
  return sections;
}

const service = parseUnit(unitText).get('Service') ?? new Map<string, string[]>();
/** The last value of a [Service] key (the one systemd uses), or undefined. */
const setting = (key: string) => service.get(key)?.at(-1);
const environment = new Map(
  (service.get('Environment') ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
);

/**
 * systemd-analyze, installed from Debian's systemd package when missing (as root). Where it
 * cannot be had, the unit's checks are skipped, saying so loudly: they need systemd's own parser.
 */
function systemdAnalyze(): { path: string } | { missing: string } {
  try {
    ensureDebianPackage('/usr/bin/systemd-analyze', 'systemd');
    return { path: '/usr/bin/systemd-analyze' };
  } catch (error) {
    return { missing: (error as Error).message };
  }
}
const analyze = systemdAnalyze();
if ('missing' in analyze) {
  console.warn(`\n*** deploy/recipes.test.ts: the systemd unit is NOT checked: ${analyze.missing}\n`);
}

/**
 * The unit as this machine can check it: verify checks that ExecStart's binary exists, and the
 * unit names where production has Node, so the copy runs the Node that runs these tests.
 */
const onThisMachine = (text: string) => text.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`);

/** Runs systemd-analyze on a copy of a unit, named translytix.service like the real one. */
function analyzeUnit(args: string[], text: string): { status: number | null; output: string; findings: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-unit-'));
  try {
    const file = path.join(dir, 'translytix.service');
    fs.writeFileSync(file, text);
    const result = spawnSync((analyze as { path: string }).path, [...args, file], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    // Lines about our unit; verify also loads the units it names (network-online.target), whose
    // own notes on this machine are not ours.
    return { status: result.status, output, findings: output.split('\n').filter((line) => line.includes('translytix.service')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `systemd-analyze verify`: what it finds wrong with the unit (nothing means it would load as written). */
function verifyProblems(text: string): string[] {
  const { status, findings, output } = analyzeUnit(['verify', '--man=no'], text);
  // A wrong key or value is a warning (exit 0, "ignoring"): systemd would start the unit without it.
  return status === 0 ? findings : findings.length > 0 ? findings : [`exit ${status}: ${output.trim()}`];
}

/** The number in a TypeScript constant like `const SHUTDOWN_GRACE_MS = 20_000;`, found by a pattern. */
function constantIn(file: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(read(file));
  if (!match?.[1])
    throw new Error(`${file} no longer has ${what} where this test looks (${pattern}): update the test and the unit's TimeoutStopSec`);
  return Number(match[1].replaceAll('_', ''));
}

describe.skipIf('missing' in analyze)('deploy/translytix.service, as systemd reads it', () => {
  it('verifies without a finding', () => {
    expect(verifyProblems(onThisMachine(unitText))).toEqual([]);
  });

  it('would catch a misspelt directive, a wrong value or a missing binary', () => {
    expect(verifyProblems(onThisMachine(unitText).replace(/^NoNewPrivileges=yes$/m, 'NoNewPrivilege=yes')).join('\n')).toContain(
      "Unknown key 'NoNewPrivilege'",
    );
    expect(verifyProblems(onThisMachine(unitText).replace(/^ProtectSystem=strict$/m, 'ProtectSystem=strictly')).join('\n')).toContain(
      'strictly',
    );
    expect(verifyProblems(onThisMachine(unitText).replace(/^\[Service\]$/m, '[Servce]')).join('\n')).toContain('Servce');
    const { status, output } = analyzeUnit(['verify', '--man=no'], unitText.replace(/^ExecStart=\S+/m, 'ExecStart=/nonexistent/node'));
    expect(status).not.toBe(0);
    expect(output).toContain('/nonexistent/node');
  });

  it("has systemd's exposure rating OK (2.0 or less), and loses it without its sandboxing", () => {
    // --threshold is the exposure times ten; a higher one makes the command exit non-zero.
    const hardened = analyzeUnit(['security', '--offline=yes', '--threshold=20'], unitText);
    expect(hardened.status, hardened.output).toBe(0);
    const bare = unitText.replace(/^NoNewPrivileges=[\s\S]*?^SystemCallErrorNumber=.*$/m, '');
    expect(bare).not.toMatch(/^ProtectSystem=/m);
    expect(analyzeUnit(['security', '--offline=yes', '--threshold=20'], bare).status).not.toBe(0);
  });
});

describe('deploy/translytix.service, its settings', () => {
  it('runs the compiled server as `npm run serve` does, under its own user, restarted when it fails', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? '';
    const [, ...serveArgs] = serve.split(/\s+/);
    const [binary, ...args] = (setting('ExecStart') ?? '').split(/\s+/);
    expect(binary).toMatch(/\/node$/);
    const directory = setting('WorkingDirectory') ?? '';
    expect(args).toEqual(serveArgs.map((arg) => (arg.startsWith('-') ? arg : path.posix.join(directory, arg))));
    expect(setting('User')).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(['root', '0']).not.toContain(setting('User'));
    expect(setting('EnvironmentFile')).toBe('/etc/translytix/env');
    expect(setting('Restart')).toBe('on-failure');
  });

  it('writes the outbox and nothing else, and keeps the JIT working', () => {
    const outbox = environment.get('MAIL_OUTBOX');
    expect(outbox).toMatch(/^\//);
    expect(service.get('ReadWritePaths')).toEqual([outbox]);
    expect(`/var/lib/${setting('StateDirectory')}`).toBe(outbox);
    expect(setting('ProtectSystem')).toBe('strict');
    // V8 writes the machine code it compiles and then runs it.
    expect(service.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('stops with SIGTERM and waits a little longer than the server takes to finish', () => {
    const graceS = constantIn('server/main.ts', /const SHUTDOWN_GRACE_MS = ([\d_]+)/, 'SHUTDOWN_GRACE_MS') / 1000;
    // After the requests: the webhook POST in flight, then the message being sent (main.ts onClose).
    const webhookS = constantIn('server/contact/webhook.ts', /timeoutMs \?\? ([\d_]+)/, "the webhook POST's timeout") / 1000;
    const deliveryS = constantIn('server/contact/delivery.ts', /async close\(graceMs = ([\d_]+)\)/, "delivery's close grace") / 1000;
    const worstS = graceS + webhookS + deliveryS;
    const stopS = Number(/^(\d+)s$/.exec(setting('TimeoutStopSec') ?? '')?.[1]);
    expect(setting('KillSignal')).toBe('SIGTERM');
    expect(stopS).toBeGreaterThan(worstS);
    expect(stopS).toBeLessThanOrEqual(worstS + 15);
  });
});

// ---------------------------------------------------------------------------------------------
// The settings file

/** The settings the server reads from its environment, found in server/ (its tests and test servers aside). */
function serverSettings(): Set<string> {
  const names = new Set<string>();
  const files = fs.readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts') && !/(^|\/)test-|\.test\.ts$/.test(name))) {
    const source = read(path.join('server', file));
    for (const match of source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g))
      names.add(match[1] ?? match[2] ?? '');
  }
  return names;
}

describe('deploy/translytix.env.example', () => {
  it('names every setting the server reads, and nothing else', () => {
    const example = new Set([...read('deploy/translytix.env.example').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? ''));
    const readByServer = serverSettings();
    // OUTBOX_MAX_MB: HELD_MAX_MB's older name, still read, no longer offered.
    readByServer.delete('OUTBOX_MAX_MB');
    // NODE_ENV: set by server/main.ts (React's production build), not a setting.
    readByServer.delete('NODE_ENV');
    expect(readByServer.size).toBeGreaterThan(20);
    expect([...example].sort()).toEqual([...readByServer].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// The Containerfile

interface Instruction {
  keyword: string;
  args: string;
}

/** A Containerfile's stages (each from its FROM), with continuation lines joined and comments dropped. */
function parseContainerfile(text: string): { args: Instruction[]; stages: { name?: string; from: string; body: Instruction[] }[] } {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const firstFrom = instructions.findIndex((instruction) => instruction.keyword === 'FROM');
  const stages: { name?: string; from: string; body: Instruction[] }[] = [];
  for (const instruction of instructions.slice(firstFrom)) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ from, ...(as?.toUpperCase() === 'AS' && name ? { name } : {}), body: [] });
    } else stages.at(-1)?.body.push(instruction);
  }
  return { args: instructions.slice(0, firstFrom), stages };
}

/** `KEY=value KEY2=value` (ENV's form) as a map. */
const envPairs = (args: string) =>
  new Map([...args.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

/** The exec form's words (`["node", "-e", "..."]`). */
const execForm = (args: string) => JSON.parse(args.replace(/^CMD\s+/, '')) as string[];

describe('deploy/Containerfile', () => {
  const { args, stages } = parseContainerfile(read('deploy/Containerfile'));
  const final = stages.at(-1) ?? { from: '', body: [] };
  const all = (keyword: string) =>
    final.body.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
  const env = new Map(all('ENV').flatMap((pairs) => [...envPairs(pairs)]));

  it('builds every stage on the official Node image of the supported major, bookworm-slim', () => {
    const supported = fs.existsSync(path.join(root, '.nvmrc'))
      ? read('.nvmrc').trim()
      : (/(\d+)/.exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node)?.[1] ?? '');
    const nodeImage = args.find((instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith('NODE_IMAGE='))?.args;
    expect(nodeImage).toBe(`NODE_IMAGE=docker.io/library/node:${supported}-bookworm-slim`);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toBe('${NODE_IMAGE}');
  });

  it('runs as a user of its own, with the outbox as a volume, on the port it exposes', () => {
    const user = all('USER').at(-1) ?? 'root';
    expect(['root', '0', '0:0']).not.toContain(user);
    const outbox = env.get('MAIL_OUTBOX') ?? '';
    expect(outbox).toMatch(/^\//);
    expect(all('VOLUME').flatMap((volume) => execForm(volume))).toEqual([outbox]);
    expect(all('EXPOSE')).toEqual([env.get('PORT')]);
    expect(all('STOPSIGNAL')).toEqual(['SIGTERM']);
    // The user owns the outbox folder the volume starts from.
    expect(all('RUN').join(' ')).toMatch(new RegExp(`install -d -o ${user} -g ${user}[^&]* ${outbox}(\\s|$)`));
  });

  it('checks /livez with Node itself, and runs what `npm run serve` runs', () => {
    const healthcheck = all('HEALTHCHECK').at(-1) ?? '';
    const command = execForm(healthcheck.slice(healthcheck.indexOf('CMD ')));
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain('/livez');
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? '';
    expect(execForm(all('CMD').at(-1) ?? '[]')).toEqual(serve.split(/\s+/));
  });

  it('ships no build tools and no dev dependencies: its packages come from `npm ci --omit=dev`', () => {
    const runs = all('RUN').join('\n');
    expect(runs).not.toMatch(/apt(-get)? install|npm (ci|install|run)|yarn (install|add)|build-essential|\bgcc\b|g\+\+|\bmake\b/);
    expect(runs).toMatch(/rm -rf [^&]*\/usr\/local\/bin\/npm\b/);
    const copies = all('COPY').filter((copy) => copy.startsWith('--from='));
    const packages = copies.filter((copy) => /node_modules/.test(copy));
    expect(packages).toHaveLength(1);
    const source = stages.find((stage) => stage.name === /^--from=(\S+)/.exec(packages[0] ?? '')?.[1]);
    const install = source?.body.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
    expect(install).toEqual([expect.stringMatching(/^npm ci .*--omit=dev/)]);
    // From the build: the site, the compiled server, package.json (its "type": "module").
    expect(copies.filter((copy) => !packages.includes(copy)).map((copy) => copy.split(/\s+/)[1])).toEqual([
      '/src/package.json',
      '/src/dist',
      '/src/dist-server',
    ]);
  });
});

describe('.dockerignore', () => {
  it('sends the build what it reads (content/ and scripts/build-inputs.mjs CODE_PATHS), no installed packages', () => {
    const rules = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(rules[0]).toBe('*');
    expect(rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1))).toEqual(['content', ...CODE_PATHS]);
    expect(rules.at(-1)).toBe('**/node_modules');
  });
});
