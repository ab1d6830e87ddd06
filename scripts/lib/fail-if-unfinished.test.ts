import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const module = path.join(import.meta.dirname, 'fail-if-unfinished.ts');
const run = (work: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { failIfUnfinished } from ${JSON.stringify(module)}; failIfUnfinished(${work}, 'it stopped before it finished');`,
    ],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  );

describe('failIfUnfinished', () => {
  it('turns the exit 0 of a process whose work never settled into exit 1, with the message', () => {
    const result = run('new Promise(() => {})');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('it stopped before it finished');
  });

  it('leaves a finished process alone', () => {
    const result = run('Promise.resolve()');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
