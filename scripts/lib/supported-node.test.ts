import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, supportedMajor } from './supported-node.mjs';

const wanted = supportedMajor()!;

describe('the supported Node.js', () => {
  it('is the LTS major .nvmrc and .node-version name, at least the one package.json requires, and this test runs on it or newer', () => {
    expect(fs.readFileSync('.node-version', 'utf8').trim()).toBe(fs.readFileSync('.nvmrc', 'utf8').trim());
    const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${wanted}\\.`));
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(wanted);
  });

  it('refuses older majors (Node 22 and 20) with one line that says how to switch, and lets the supported and newer ones run', () => {
    for (const older of [`${wanted - 2}.12.0`, `${wanted - 4}.19.0`]) {
      const problem = nodeVersionProblem(older);
      expect(problem).toContain(`needs Node.js ${wanted}`);
      expect(problem).toContain('scripts/with-node.sh npm start');
      expect(problem).not.toContain('\n');
    }
    expect(nodeVersionProblem(`${wanted}.11.0`)).toBeNull();
    expect(nodeVersionProblem(`${wanted + 2}.0.0`)).toBeNull();
  });

  // The machine's own Node, when it is an older one (Debian's, or the image's before CI switches).
  const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find((binary) => {
    const run = fs.existsSync(binary) ? spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }) : null;
    return run?.status === 0 && Number(run.stdout.split('.')[0]) < wanted;
  });

  it.runIf(olderNode)(
    `npm start and npm run build on an older Node (${olderNode ?? 'none here'}) stop before doing anything, saying so`,
    () => {
      for (const script of ['scripts/start.mjs', 'scripts/launch.mjs']) {
        const run = spawnSync(olderNode!, [path.resolve(script), 'scripts/build.ts'], { encoding: 'utf8' });
        expect(run.status).toBe(1);
        expect(run.stderr.trim()).toMatch(new RegExp(`^TranslytiX needs Node.js ${wanted} \\(LTS\\), found \\d+\\.`));
        expect(run.stdout).toBe('');
      }
    },
  );
});
