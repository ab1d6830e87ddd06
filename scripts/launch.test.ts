import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launch-'));
const entry = path.join(dir, 'entry.ts');
const launched = () =>
  JSON.parse(execFileSync(process.execPath, ['scripts/launch.mjs', entry, '--flag', 'value'], { encoding: 'utf8' })) as Record<
    string,
    unknown
  >;
const compiledFiles = () => fs.readdirSync(path.resolve('.cache/launch')).filter((name) => name.includes(path.basename(dir)));
afterAll(() => {
  for (const name of fs.existsSync('.cache/launch') ? compiledFiles() : [])
    fs.rmSync(path.resolve('.cache/launch', name), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('scripts/launch.mjs', () => {
  fs.writeFileSync(path.join(dir, 'setup.ts'), "process.env.LAUNCH_ORDER = 'setup first';\n");
  fs.writeFileSync(path.join(dir, 'where.ts'), 'export const where: string = import.meta.url;\nexport const version = 1;\n');
  fs.writeFileSync(
    entry,
    [
      '// A script as the build is one: setup first, then modules that resolve paths from themselves.',
      "import './setup.ts';",
      "import { where, version } from './where.ts';",
      'const order: string | undefined = process.env.LAUNCH_ORDER;',
      'console.log(JSON.stringify({ order, where, version, self: import.meta.url, argv: process.argv.slice(1) }));',
    ].join('\n'),
  );

  it('runs a TypeScript script with its arguments, each module keeping its own import.meta.url, its setup run first', () => {
    expect(launched()).toEqual({
      order: 'setup first',
      where: pathToFileURL(path.join(dir, 'where.ts')).href,
      version: 1,
      self: pathToFileURL(entry).href,
      argv: [entry, '--flag', 'value'],
    });
    expect(compiledFiles().length).toBeGreaterThan(0);
  });

  it('compiles again when a module it was made from changed', () => {
    launched();
    fs.writeFileSync(path.join(dir, 'where.ts'), 'export const where: string = import.meta.url;\nexport const version = 2;\n');
    expect(launched().version).toBe(2);
  });

  it('compiles again for a project that was copied or moved (the compiled code holds absolute paths)', () => {
    launched();
    const [inputs] = compiledFiles().filter((name) => name.endsWith('.inputs.json'));
    const inputsFile = path.resolve('.cache/launch', inputs!);
    const recorded = JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as { root: string };
    expect(recorded.root).toBe(path.resolve('.'));
    fs.writeFileSync(inputsFile, JSON.stringify({ ...recorded, root: '/somewhere/else' }));
    launched();
    expect((JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as { root: string }).root).toBe(path.resolve('.'));
  });
});
