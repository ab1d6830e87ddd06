import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { derived, loadYamlCache, saveYamlCache } from './yaml-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-cache-'));
const file = path.join(dir, 'cache.json');
afterEach(() => fs.rmSync(file, { force: true }));

/** One build: runs `derived` on each text with a counting function, saves, returns the results and the calls. */
function build(code: string, texts: string[]) {
  let calls = 0;
  const length = (text: string) => {
    calls++;
    return { length: text.length };
  };
  loadYamlCache(file, code);
  const results = texts.map((text) => derived('length', text, length));
  saveYamlCache(file, code);
  return { results, calls };
}

describe('derived', () => {
  it('computes each text once and gives the next build of the same code the result', () => {
    expect(build('code-a', ['one', 'three', 'one'])).toEqual({ results: [{ length: 3 }, { length: 5 }, { length: 3 }], calls: 2 });
    expect(build('code-a', ['one', 'three'])).toEqual({ results: [{ length: 3 }, { length: 5 }], calls: 0 });
  });

  it('computes again for a changed text and for other code', () => {
    build('code-a', ['one']);
    expect(build('code-a', ['one!']).calls).toBe(1);
    expect(build('code-b', ['one!']).calls).toBe(1);
  });

  it('computes every time when remembering is off', () => {
    let calls = 0;
    derived('length', 'x', () => calls++);
    derived('length', 'x', () => calls++);
    expect(calls).toBe(2);
  });
});
