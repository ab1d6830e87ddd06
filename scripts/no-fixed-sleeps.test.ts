/**
 * The lint rule that keeps fixed sleeps out of tests (eslint.config.js) still catches them:
 * a selector that silently stopped matching would let the flakes back in. Each snippet is
 * linted as if it were a test file, with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('fixed sleeps in tests', () => {
  it.each([
    [
      'a Playwright waitForTimeout',
      'export async function f(page: { waitForTimeout(ms: number): Promise<void> }) { await page.waitForTimeout(300); }',
    ],
    ['a setTimeout promise', 'export async function f() { await new Promise((resolve) => setTimeout(resolve, 300)); }'],
    ['a sleep helper', 'export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));'],
    ['timers/promises', "import { setTimeout as wait } from 'node:timers/promises';\nexport const f = () => wait(300);"],
  ])('%s is an error in unit and e2e test files', async (_name, code) => {
    expect(await restricted(code, 'server/example.test.ts')).toBe(1);
    expect(await restricted(code, 'tests/e2e/support/example.ts')).toBe(1);
  });

  it('polling and fake timers are fine, and so is a sleep outside the tests', async () => {
    const polling =
      "import { expect, vi } from 'vitest';\nexport async function f(count: () => number) { await expect.poll(count).toBe(1); vi.useFakeTimers(); await vi.waitFor(() => count()); }";
    expect(await restricted(polling, 'server/example.test.ts')).toBe(0);
    expect(
      await restricted(
        'export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
        'scripts/bench/example.ts',
      ),
    ).toBe(0);
  });

  it('a genuine need is exempted on its line, with the reason', async () => {
    const exempted =
      '// eslint-disable-next-line no-restricted-syntax -- pacing a load test\nexport const pace = () => new Promise((resolve) => setTimeout(resolve, 20));';
    expect(await restricted(exempted, 'server/example.test.ts')).toBe(0);
  });
});
