import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../content/compile';
import { editorConfig, type DecapField } from './config';
import { writeNewEntry } from './new-entry';
import { readEntry, type EntryData } from './serialise';
import { contentFiles } from './serialise-test-support';

const files = contentFiles();

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
