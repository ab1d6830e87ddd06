import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCollection, validateEntry, type Entry } from './entries.ts';
import { parseAhead } from './parse-ahead.ts';
import type { ContentProblem } from './problems.ts';
import { readKeyed } from './source.ts';
import { hashKey, loadYamlCache, saveYamlCache, takeRemembered } from './yaml-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-stats-'));
const cache = path.join(dir, 'cache', 'content-yaml.json');
const file = path.join(dir, 'a.yaml');
afterEach(() => {
  fs.rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
});

/** One build reading `file`: its key as the build had it. */
function build(): string | undefined {
  loadYamlCache(cache, 'code');
  const key = readKeyed(file, 'a.yaml', [])?.key;
  saveYamlCache(cache, 'code');
  return key;
}

/** Rewrites the file with a text of the same length, and gives it back the mtime it had: its stat is unchanged. */
function rewriteKeepingStat(text: string): void {
  const before = fs.statSync(file);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, before.atime, before.mtime);
  expect(fs.statSync(file)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs, ino: before.ino });
}

describe('file stats', () => {
  it('does not hash again a file whose stat is the one recorded: its recorded key is taken', () => {
    fs.writeFileSync(file, 'a: 1\n');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    const first = build();
    expect(first).toBe(hashKey(Buffer.from('a: 1\n')));
    // Same size, same mtime, same inode: the build trusts the record, as git's index does.
    rewriteKeepingStat('a: 2\n');
    expect(build()).toBe(first);
  });

  it('hashes again a file modified no earlier than the recording build began (racy), though its stat is unchanged', () => {
    fs.writeFileSync(file, 'a: 1\n');
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(file, future, future);
    build();
    rewriteKeepingStat('a: 2\n');
    expect(build()).toBe(hashKey(Buffer.from('a: 2\n')));
  });

  it('hashes again a file whose size or mtime changed', () => {
    fs.writeFileSync(file, 'a: 1\n');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    build();
    fs.writeFileSync(file, 'a: 22\n');
    fs.utimesSync(file, past, past);
    expect(build()).toBe(hashKey(Buffer.from('a: 22\n')));
  });
});

describe('parse ahead', () => {
  const folder = path.join(dir, 'entries');
  fs.mkdirSync(folder, { recursive: true });
  const files = ['one', 'two', 'three', 'four', 'five'];
  files.forEach((name, index) => fs.writeFileSync(path.join(folder, `${name}.md`), `---\ntitle: Entry ${index}\n---\nText ${index}\n`));
  // A mistake in a file the worker parses (every other one, by name: four, three): still reported by the reading pass.
  fs.writeFileSync(path.join(folder, 'three.md'), '---\ntitle: Entry: three\n---\nText\n');
  const read = () => {
    const problems: ContentProblem[] = [];
    const collection = readCollection(folder, '.md', (name) => path.basename(name), problems);
    return { data: collection.entries.map((entry) => entry.source.yaml.data), problems };
  };

  it('parses half the files in a worker, whose records join this thread\'s: every file that parses is remembered', async () => {
    loadYamlCache(cache, 'code');
    await parseAhead([{ dir: folder, extension: '.md', lineSyntax: true }], 2);
    const records = takeRemembered();
    saveYamlCache(cache, 'code');
    expect(records.entries.filter(([key]) => key.endsWith('.fields'))).toHaveLength(files.length - 1);
    // And the bodies' mistakes and references, made ahead (line-syntax-body.ts deriveBody).
    expect(records.derived.filter(([key]) => key.startsWith('lint:'))).toHaveLength(files.length - 1);
  });

  it('leaves the entries and the problems, in their order, as one thread makes them', async () => {
    const alone = read();
    loadYamlCache(cache, 'code');
    await parseAhead([{ dir: folder, extension: '.md', lineSyntax: true }], 2);
    const ahead = read();
    saveYamlCache(cache, 'code');
    expect(ahead).toEqual(alone);
    expect(ahead.problems).toMatchObject([{ file: 'three.md', line: 2 }]);
  });
});

describe('validateEntry', () => {
  let checks = 0;
  const schema = z.object({ title: z.string().refine(() => ++checks > 0) });
  const entry = (title: unknown, key: string): Entry => ({
    file: 'x.md',
    shownAs: 'content/x/x.md',
    slug: 'x',
    key,
    source: { yaml: { data: { title }, lineOf: () => 2 }, body: '', bodyLine: 4 },
  });
  /** One build validating `entries`: the problems it reported. */
  const validateAll = (entries: Entry[]) => {
    const problems: ContentProblem[] = [];
    loadYamlCache(cache, 'code');
    for (const one of entries) validateEntry('x', schema, one, problems);
    saveYamlCache(cache, 'code');
    return problems;
  };

  it('validates an unchanged file once: the next build takes its fields as the schema gave them', () => {
    checks = 0;
    validateAll([entry('One', 'key-1')]);
    expect(checks).toBe(1);
    validateAll([entry('One', 'key-1')]);
    expect(checks).toBe(1);
    validateAll([entry('Two', 'key-2')]);
    expect(checks).toBe(2);
  });

  it('validates a file with problems in every build, and reports them every time', () => {
    expect(validateAll([entry(7, 'key-3')])).toMatchObject([{ file: 'content/x/x.md', line: 2 }]);
    expect(validateAll([entry(7, 'key-3')])).toMatchObject([{ file: 'content/x/x.md', line: 2 }]);
  });
});
