import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DELTA_LIMIT, derived, loadYamlCache, saveYamlCache } from './yaml-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-cache-'));
const file = path.join(dir, 'cache.json');
afterEach(() => {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.delta`, { force: true });
});

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

  it('gives back texts past ASCII as they were, from a file of ASCII alone', () => {
    const texts = ['Café “quoted” — 12 €', 'Emoji 🙂 and ’apostrophes’'];
    const echo = (text: string) => ({ echo: text });
    loadYamlCache(file, 'code-a');
    texts.forEach((text) => derived('echo', text, echo));
    saveYamlCache(file, 'code-a');
    expect([...fs.readFileSync(file, "utf8")].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    loadYamlCache(file, 'code-a');
    expect(texts.map((text) => derived('echo', text, () => ({ echo: 'computed again' })))).toEqual(texts.map(echo));
    saveYamlCache(file, 'code-a');
  });

  it('computes every time when remembering is off', () => {
    let calls = 0;
    derived('length', 'x', () => calls++);
    derived('length', 'x', () => calls++);
    expect(calls).toBe(2);
  });
});

describe('saving', () => {
  const lengths = (texts: string[]) => texts.map((text) => derived('length', text, (t) => t.length));

  it('saves a few new records beside the whole file, and reads both back', () => {
    const texts = ['a', 'bb', 'ccc'];
    loadYamlCache(file, 'code');
    lengths(texts);
    saveYamlCache(file, 'code');
    const whole = fs.readFileSync(file, 'utf8');

    loadYamlCache(file, 'code');
    lengths(['a', 'bb', 'cccc']);
    saveYamlCache(file, 'code');
    expect(fs.readFileSync(file, 'utf8')).toBe(whole);
    expect(Object.keys((JSON.parse(fs.readFileSync(`${file}.delta`, 'utf8')) as { derived: object }).derived)).toHaveLength(1);

    let calls = 0;
    loadYamlCache(file, 'code');
    ['a', 'bb', 'cccc'].forEach((text) => derived('length', text, () => calls++));
    saveYamlCache(file, 'code');
    expect(calls).toBe(0);
  });

  it('writes the whole file again, without the delta, once many records are new', () => {
    loadYamlCache(file, 'code');
    lengths(['a']);
    saveYamlCache(file, 'code');
    loadYamlCache(file, 'code');
    lengths(Array.from({ length: DELTA_LIMIT + 1 }, (_, i) => `text ${i}`));
    saveYamlCache(file, 'code');
    expect(fs.existsSync(`${file}.delta`)).toBe(false);
    let calls = 0;
    loadYamlCache(file, 'code');
    derived('length', 'text 7', () => calls++);
    derived('length', 'a', () => calls++);
    saveYamlCache(file, 'code');
    // 'a' was not used by the build that wrote the whole file, so it is gone.
    expect(calls).toBe(1);
  });
});
