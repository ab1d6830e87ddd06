import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parse, parseDocument, type Scalar } from 'yaml';
import { projectRoot } from '../content/compile';
import { collections as documented } from '../content/reference';
import { editorConfig, type DecapField } from './config';
import { readEntry, splitFrontmatter, writeEntry, writeNewEntry, type EntryData, type Kind } from './serialise';

/** Every content file the editor opens, with how it reads it (derived from the documented files, not listed here). */
function contentFiles(): { file: string; kind: Kind }[] {
  return documented.flatMap((doc) => {
    const dir = path.join(projectRoot, path.dirname(doc.files));
    const suffix = path.basename(doc.files).replace('*', '');
    const names = doc.files.includes('*')
      ? fs.readdirSync(dir).filter((name) => name.endsWith(suffix) && !name.startsWith('fixture-'))
      : [path.basename(doc.files)];
    return names.map(
      (name) => ({ file: path.join(path.dirname(doc.files), name), kind: doc.frontmatter ? 'frontmatter' : 'yaml' }) as const,
    );
  });
}

/** The lines of `b` that differ from `a` (same line count assumed by the callers that use it). */
function changedLines(a: string, b: string): { removed: string[]; added: string[] } {
  const left = a.split('\n');
  const right = b.split('\n');
  const removed = left.filter((line, index) => right[index] !== line);
  const added = right.filter((line, index) => left[index] !== line);
  return { removed, added };
}

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

function setIn(data: EntryData, at: (string | number)[], value: unknown): EntryData {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

/** Where each folded text (`>-`, `>`) of a file is in its data: the path of every BLOCK_FOLDED scalar. */
function foldedPaths(text: string, kind: Kind): (string | number)[][] {
  const yaml = kind === 'frontmatter' ? splitFrontmatter(text.replace(/\r\n/g, '\n'))!.fields : text;
  const found: (string | number)[][] = [];
  const visit = (node: unknown, at: (string | number)[]) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, [...at, String((pair.key as Scalar).value)]);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...at, index]));
    else if (isScalar(node) && node.type === 'BLOCK_FOLDED') found.push(at);
  };
  const contents = parseDocument(yaml).contents;
  // A file that is a list at its top is edited through one field (readEntry's ROOT_LIST_FIELD).
  visit(contents, isSeq(contents) ? ['list'] : []);
  return found;
}

function getIn(data: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data);
}

/** `text` with its `which` word (letters only, so the punctuation around it stays) replaced. */
function replaceWord(text: string, which: 'first' | 'middle' | 'last', by: string): string {
  const words = [...text.matchAll(/[A-Za-z]+/g)];
  const word = words[which === 'first' ? 0 : which === 'last' ? words.length - 1 : Math.floor(words.length / 2)]!;
  return `${text.slice(0, word.index)}${by}${text.slice(word.index + word[0].length)}`;
}

const files = contentFiles();
const foldedFields = files.flatMap(({ file, kind }) =>
  foldedPaths(fs.readFileSync(path.join(projectRoot, file), 'utf8'), kind).map((at) => ({ file, kind, at, field: at.join('.') })),
);

const config = editorConfig() as { collections: { name: string; folder?: string; extension?: string; fields?: DecapField[] }[] };

/** An entry's data as Decap hands a new one over: every configured field, in the configuration's order, defaults and empty values filled in. */
function asDecapHandsIt(data: EntryData, fields: readonly DecapField[]): EntryData {
  const out: EntryData = {};
  for (const field of fields) {
    const value = field.name in data ? data[field.name] : (field.default ?? (field.widget === 'list' ? [] : ''));
    const group = field.fields as DecapField[] | undefined;
    if (group && Array.isArray(value)) out[field.name] = value.map((item) => asDecapHandsIt(item as EntryData, group));
    else if (group && value && typeof value === 'object') out[field.name] = asDecapHandsIt(value as EntryData, group);
    else out[field.name] = value;
  }
  return { ...out, ...('body' in data ? { body: data.body } : {}) };
}

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

  it('finds folded texts to test with, in frontmatter and in YAML files, list items included', () => {
    expect(foldedFields.some((f) => f.kind === 'frontmatter')).toBe(true);
    expect(foldedFields.some((f) => f.kind === 'yaml' && typeof f.at.at(-1) === 'number')).toBe(true);
  });

  describe.each(['first', 'middle', 'last'] as const)('a one-word change to the %s word of a folded text', (which) => {
    it.each(foldedFields)('$file $field changes that one line and reads back', ({ file, kind, at }) => {
      const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      const data = readEntry(text, kind);
      const next = setIn(data, at, replaceWord(getIn(data, at) as string, which, 'Edited'));
      const edited = writeEntry(text, next, kind);
      expect(readEntry(edited, kind)).toEqual(next);
      expect(edited.split('\n').length).toBe(text.split('\n').length);
      const { removed, added } = changedLines(text, edited);
      expect(removed).toHaveLength(1);
      expect(added).toHaveLength(1);
      expect(added[0]).toContain('Edited');
    });
  });

  it('changes only the line of a changed sentence when a folded line holds two (content/pages/about.yaml)', () => {
    const file = 'content/pages/about.yaml';
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    const data = readEntry(text, 'yaml');
    const at = ['story', 'paragraphs', 0];
    const old = getIn(data, at) as string;
    expect(old.startsWith('TranslytiX began on a plant floor in Pune. Our founders')).toBe(true);
    const next = setIn(data, at, old.replace('began on a plant floor in Pune.', 'was started in a Pune warehouse.'));
    const edited = writeEntry(text, next, 'yaml');
    expect(changedLines(text, edited)).toEqual({
      removed: ['      TranslytiX began on a plant floor in Pune. Our founders had spent years running planning'],
      added: ['      TranslytiX was started in a Pune warehouse. Our founders had spent years running planning'],
    });
    expect(readEntry(edited, 'yaml')).toEqual(next);
  });

  it('writes only the changed middle of a folded text, with paragraphs as YAML folds them', () => {
    const text = '---\nid: 1\nchallenge: >-\n  One two.\n  Three four.\n\n  Five six.\n  Seven.\nnext: x\n---\nBody\n';
    const data = readEntry(text, 'frontmatter');
    const write = (challenge: string) => {
      const edited = writeEntry(text, { ...data, challenge }, 'frontmatter');
      expect(readEntry(edited, 'frontmatter').challenge).toBe(challenge);
      return splitFrontmatter(edited)!.fields.split('\n').slice(2, -2);
    };
    // A sentence added inside a paragraph, at the end, and at the start: its own line, the rest kept.
    expect(write('One two. New. Three four.\nFive six. Seven.')).toEqual([
      '  One two.',
      '  New.',
      '  Three four.',
      '',
      '  Five six.',
      '  Seven.',
    ]);
    expect(write('One two. Three four.\nFive six. Seven. Eight.')).toEqual([
      '  One two.',
      '  Three four.',
      '',
      '  Five six.',
      '  Seven.',
      '  Eight.',
    ]);
    expect(write('Zero. One two. Three four.\nFive six. Seven.')).toEqual([
      '  Zero.',
      '  One two.',
      '  Three four.',
      '',
      '  Five six.',
      '  Seven.',
    ]);
    // A sentence removed, and a paragraph break removed and added: only the lines between change.
    expect(write('One two.\nFive six. Seven.')).toEqual(['  One two.', '', '  Five six.', '  Seven.']);
    expect(write('One two. Three four. Five six. Seven.')).toEqual(['  One two.', '  Three four.', '  Five six.', '  Seven.']);
    expect(write('One two.\nThree four.\nFive six. Seven.')).toEqual(['  One two.', '', '  Three four.', '', '  Five six.', '  Seven.']);
    expect(write('One two. Three four.\n\nFive six. Seven.')).toEqual(['  One two.', '  Three four.', '', '', '  Five six.', '  Seven.']);
  });

  it('rewrites a folded text whole where its lines cannot be kept exactly, and it still reads back', () => {
    const cases: [string, string][] = [
      // A more-indented line keeps its line breaks: not modelled, so written whole.
      ['---\nintro: >-\n  One two.\n    Indented.\n  Three.\nx: 1\n---\n', 'One two.\n  Indented.\nThree, edited.'],
      // A new value starting with a space, or ending in a line break under ">-", cannot be folded line by line.
      ['---\nintro: >-\n  One two.\n  Three.\nx: 1\n---\n', ' One two. Three.'],
      ['---\nintro: >-\n  One two.\n  Three.\nx: 1\n---\n', 'One two. Three.\n'],
    ];
    for (const [text, intro] of cases) {
      const edited = writeEntry(text, { ...readEntry(text, 'frontmatter'), intro }, 'frontmatter');
      expect(readEntry(edited, 'frontmatter').intro).toBe(intro);
    }
  });

  it('keeps the lines of a folded text with a final line break (">"), in a list, with CRLF line ends', () => {
    const text = 'items:\r\n  - >\r\n    One two.\r\n    Three four.\r\n  - Plain\r\n';
    const data = readEntry(text, 'yaml');
    expect(data).toEqual({ items: ['One two. Three four.\n', 'Plain'] });
    const edited = writeEntry(text, { items: ['One two. Three five.\n', 'Plain'] }, 'yaml');
    expect(edited).toBe('items:\r\n  - >\r\n    One two.\r\n    Three five.\r\n  - Plain\r\n');
  });

  const folders = config.collections.filter((collection) => collection.folder);

  it.each(
    folders.flatMap((collection) => files.filter((f) => f.file.startsWith(`${collection.folder!}/`)).map((f) => ({ ...f, collection }))),
  )(
    '$file, written new from the data Decap hands over with its siblings as models, comes out as written by hand, less its defaults',
    ({ file, kind, collection }) => {
      const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      const data = readEntry(text, kind);
      const fields = collection.fields!;
      const siblings = files.filter((f) => f.file !== file && path.dirname(f.file) === path.dirname(file));
      const written = writeNewEntry(asDecapHandsIt(data, fields), kind, {
        models: siblings.map((f) => fs.readFileSync(path.join(projectRoot, f.file), 'utf8')),
        fields,
      });
      // What it leaves out: optional fields at their default (the content compiler puts them back).
      const atDefault = (key: string) => {
        const field = fields.find((candidate) => candidate.name === key);
        return field?.required === false && field.default !== undefined && JSON.stringify(field.default) === JSON.stringify(data[key]);
      };
      const expected = Object.fromEntries(Object.entries(data).filter(([key]) => !atDefault(key)));
      expect(readEntry(written, kind)).toEqual(expected);
      // Line for line the hand-written file: its order, quoting and folding. A line may differ in its
      // quotes only where this file quotes a text its siblings leave plain.
      const original = text.split('\n');
      const unquoted = (line: string) => line.replace(/: "(.*)"$/, ': $1');
      for (const line of written.split('\n'))
        expect(
          original.some((old) => old === line || unquoted(old) === line),
          line,
        ).toBe(true);
      const left = original.filter((line) => !written.split('\n').some((now) => now === line || now === unquoted(line)));
      for (const line of left) expect(atDefault(line.replace(/:.*/, '')), `${line} is left out`).toBe(true);
    },
  );

  it('writes a new entry of a collection with no file yet in the configuration order, without empty fields or defaults', () => {
    const stories = config.collections.find((collection) => collection.name === 'stories')!.fields!;
    const data = {
      ...asDecapHandsIt({ title: 'New', featured: false, tags: ['A'], results: [{ metric: 'M', value: '10%' }] }, stories),
      body: 'Text\n',
    };
    const written = writeNewEntry(data, 'frontmatter', { models: [], fields: stories });
    // featured is required, so its false is written; listed and draft are at their defaults, results' outcome too.
    expect(written).toBe('---\ntitle: New\ntags:\n  - A\nfeatured: false\nresults:\n  - metric: M\n    value: 10%\n---\nText\n');
  });

  it('writes a new folded text a sentence per line where the models do, and quotes as they do', () => {
    const model = '---\ntitle: Old\nsize: "1,000+ employees"\nchallenge: >-\n  First.\n  Second.\n---\n';
    const written = writeNewEntry(
      { challenge: 'One. Two, e.g. three.\nPara two. "Quoted" end.', title: 'New', size: '5,000+ employees' },
      'frontmatter',
      { models: [model] },
    );
    expect(written).toBe(
      '---\ntitle: New\nsize: "5,000+ employees"\nchallenge: >-\n  One.\n  Two, e.g. three.\n\n  Para two.\n  "Quoted" end.\n---\n',
    );
  });
});
