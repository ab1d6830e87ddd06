import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';
import { projectRoot } from '../content/compile';
import { readEntry, splitFrontmatter, writeEntry, type Kind } from './serialise';
import { changedLines, contentFiles, getIn, setIn } from './serialise-test-support';

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

describe("the editor's serialiser", () => {
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
});
