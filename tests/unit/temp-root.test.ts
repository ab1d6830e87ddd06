/**
 * A test run leaves the system's temp folder as it found it, pass or fail
 * (tests/support/temp-root.ts): a small suite whose test makes temporary folders the usual way,
 * starts a child process that makes one too, and then fails, is run with its own empty "system"
 * temp folder, which must be empty again afterwards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '../..');
// Made under the run's own temp root, which the real suite's teardown removes.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'temp-root-check-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it('removes every temporary folder a failing run made, its child processes’ included', () => {
  const systemTemp = path.join(work, 'system-temp');
  const suite = path.join(work, 'suite');
  fs.mkdirSync(systemTemp);
  fs.mkdirSync(suite);
  fs.writeFileSync(
    path.join(suite, 'vitest.config.mjs'),
    `export default { test: { include: ['*.test.mjs'], globalSetup: [${JSON.stringify(path.join(projectRoot, 'tests/support/temp-root.ts'))}] } };\n`,
  );
  fs.writeFileSync(
    path.join(suite, 'litter.test.mjs'),
    [
      "import { execFileSync } from 'node:child_process';",
      "import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';",
      "import { it } from 'vitest';",
      "it('makes temporary folders and fails', () => {",
      "  for (let index = 0; index < 3; index++) fs.writeFileSync(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'litter-')), 'file'), 'x');",
      "  execFileSync(process.execPath, ['-e', \"require('fs').mkdtempSync(require('path').join(require('os').tmpdir(), 'child-'))\"]);",
      "  console.log('TEMP IS ' + os.tmpdir());",
      "  throw new Error('this test fails on purpose');",
      '});',
    ].join('\n'),
  );
  const run = spawnSync(
    process.execPath,
    [path.join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.config.mjs'],
    {
      cwd: suite,
      env: { ...process.env, TMPDIR: systemTemp, CI: '1' },
      encoding: 'utf8',
    },
  );
  const output = run.stdout + run.stderr;
  expect(run.status, output).toBe(1);
  expect(output).toContain('this test fails on purpose');
  expect(output).toContain(`TEMP IS ${path.join(systemTemp, 'translytix-test-run-')}`);
  expect(fs.readdirSync(systemTemp)).toEqual([]);
});
