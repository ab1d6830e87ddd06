import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../content/compile';
import { readEntry, writeEntry, type EntryData } from './serialise';
import { changedLines, contentFiles, setIn } from './serialise-test-support';

/** A string leaf of the data to edit: the first string field found, depth first, with its path. */
function firstStringLeaf(data: unknown, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof data === 'string') return at;
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const found = firstStringLeaf(item, [...at, index]);
      if (found) return found;
    }
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'body') continue;
      const found = firstStringLeaf(value, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const files = contentFiles();

describe("the editor's serialiser", () => {
  it('finds the content files to test with', () => {
    expect(files.some((f) => f.kind === 'frontmatter')).toBe(true);
    expect(files.some((f) => f.kind === 'yaml')).toBe(true);
  });

  it.each(files)('$file is read and written back byte for byte', ({ file, kind }) => {
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    const data = readEntry(text, kind);
    // Through JSON, as the editor hands data over: no hidden state rides along.
    expect(writeEntry(text, JSON.parse(JSON.stringify(data)) as EntryData, kind)).toBe(text);
  });

  it.each(files.filter((f) => f.kind === 'frontmatter'))('editing one field of $file changes exactly one line', ({ file, kind }) => {
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    const data = readEntry(text, kind);
    // A one-line field: the title, or the first top-level text of an entry without one (an industry's name).
    const field =
      'title' in data ? 'title' : Object.keys(data).find((key) => typeof data[key] === 'string' && !String(data[key]).includes('\n'));
    if (!field) throw new Error(`${file} has no one-line text field to edit`);
    const edited = writeEntry(text, { ...data, [field]: 'An edited headline: with a colon #and hash' }, kind);
    expect(edited.split('\n').length).toBe(text.split('\n').length);
    const { removed, added } = changedLines(text, edited);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(new RegExp(`^${field}: `));
    expect(readEntry(edited, kind)[field]).toBe('An edited headline: with a colon #and hash');
  });

  it.each(files.filter((f) => f.kind === 'yaml'))('editing a nested text of $file changes one line and reads back', ({ file, kind }) => {
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    const data = readEntry(text, kind);
    const at = firstStringLeaf(data);
    if (!at) return;
    const edited = writeEntry(text, setIn(data, at, 'Edited value'), kind);
    expect(readEntry(edited, kind)).toEqual(setIn(data, at, 'Edited value'));
    const { added } = changedLines(text, edited);
    // A one-line value becomes one changed line; a folded paragraph becomes one line too.
    expect(added.length).toBeLessThanOrEqual(1);
  });

  it('keeps the rest of the file when a list item is edited, a field added and one removed, and keeps CRLF line ends', () => {
    const text =
      '---\r\nid: 3\r\ntitle: "Quoted #1"\r\ntags:\r\n  - One\r\n  - Two\r\nresults:\r\n  - metric: A\r\n    value: "10%"\r\nold: x # gone\r\n---\r\nBody line\r\n';
    const data = readEntry(text, 'frontmatter');
    const { old: _removed, ...rest } = data;
    const next = { ...rest, tags: ['One', 'Three'], results: [{ metric: 'A', value: '12%' }], order: 2 };
    const edited = writeEntry(text, next, 'frontmatter');
    expect(edited).toBe(
      '---\r\nid: 3\r\ntitle: "Quoted #1"\r\ntags:\r\n  - One\r\n  - Three\r\nresults:\r\n  - metric: A\r\n    value: "12%"\r\norder: 2\r\n---\r\nBody line\r\n',
    );
    expect(readEntry(edited, 'frontmatter')).toEqual(next);
  });

  it('writes a new entry that reads back to the same data, empty optional fields left out', () => {
    const data = { title: 'New', tags: ['A'], order: undefined, canonicalPath: '', body: '' };
    const text = writeEntry(undefined, data, 'frontmatter');
    expect(text.startsWith('---\n')).toBe(true);
    expect(parse(text.split('---\n')[1]!)).toEqual({ title: 'New', tags: ['A'] });
  });
});
