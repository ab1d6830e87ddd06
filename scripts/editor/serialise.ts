/**
 * How the editor reads and writes content files so a reviewer's diff shows only what the
 * marketer changed: a field that was not touched keeps its bytes (order, quoting, folding,
 * comments, line ends); a changed field is rewritten in place, in the style its old value had.
 *
 * `readEntry` turns a file into the editor's data (the frontmatter's fields plus `body`, or a
 * YAML file's fields); `writeEntry` writes data back over the file's old text. It works on the
 * `yaml` library's parsed nodes and their source ranges: each changed value's range is spliced
 * with newly written YAML, everything else is copied. Runs in Node (the editor's server writes
 * through it, scripts/editor/server.ts) and in the browser (the editor's custom formats).
 *
 * Its parts: a file's kind and data (entry-data.ts), a folded text's line breaks
 * (folded-scalars.ts), and a new entry written as its siblings are (new-entry.ts), re-exported
 * here so the editor imports one module.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar } from 'yaml';
import { ROOT_LIST_FIELD } from './config-names.ts';
import { freshFile, splitFrontmatter, withoutNewEmpties, type EntryData, type Kind } from './entry-data.ts';
import { patchFolded } from './folded-scalars.ts';
import { apply, type Edit } from './yaml-edits.ts';
import { equal, isObject, STRINGIFY, toLf } from './yaml-values.ts';

export { kindOf, readEntry, splitFrontmatter, type EntryData, type Kind } from './entry-data.ts';
export { writeNewEntry, type EntryStyle, type StyleField } from './new-entry.ts';

const columnAt = (text: string, offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1);

/** Every line after the first shifted right by `column` spaces (the first is spliced where the old one started). */
const shift = (text: string, column: number) => text.replace(/\n(?=.)/g, `\n${' '.repeat(column)}`);

/** `key: value` written fresh, keeping the old scalar's quoting or block style when the value is still a scalar. */
function renderPair(key: string, value: unknown, oldValue: Node | null | undefined): string {
  const document = new Document({ [key]: value });
  const node = document.get(key, true);
  if (isScalar(oldValue) && isScalar(node) && typeof value === 'string') {
    const type = oldValue.type;
    // A block scalar keeps its style only while it is still more than a line; plain stays plain when YAML allows it.
    if (type && type !== 'PLAIN') (node as Scalar).type = type;
  }
  return document.toString(STRINGIFY).replace(/\n$/, '');
}

/** The end of a pair's value, without the line end after it (a block list's or block text's range includes it). */
function pairEnd(pair: Pair<Node, Node | null>, text: string): number {
  let end = pair.value?.range ? pair.value.range[1] : (pair.key as Node).range![1];
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === ' ')) end--;
  return end;
}

/** The edits that turn the YAML map `map` (parsed from `text`) holding `old` into one holding `next`. */
function patchMap(text: string, map: Node, old: EntryData, next: EntryData, edits: Edit[]): void {
  if (!isMap(map)) throw new Error('not a map');
  const pairs = map.items as Pair<Node, Node | null>[];
  let lastEnd = map.range![0];
  for (const pair of pairs) lastEnd = Math.max(lastEnd, pairEnd(pair, text));
  for (const pair of pairs) {
    const key = String((pair.key as Scalar).value);
    if (!(key in next) || next[key] === undefined) {
      // Removed: the whole line(s) of the pair go.
      const start = text.lastIndexOf('\n', (pair.key as Node).range![0] - 1) + 1;
      const lineEnd = text.indexOf('\n', pairEnd(pair, text));
      edits.push({ start, end: lineEnd === -1 ? text.length : lineEnd + 1, text: '' });
      continue;
    }
    if (equal(old[key], next[key])) continue;
    patchValue(text, pair, old[key], next[key], edits);
  }
  const added = Object.keys(next).filter((key) => !(key in old) && next[key] !== undefined);
  if (added.length > 0) {
    const column = pairs[0]?.key ? columnAt(text, (pairs[0].key as Node).range![0]) : 0;
    const lines = added.map((key) => `${' '.repeat(column)}${shift(renderPair(key, next[key], undefined), column)}\n`).join('');
    const lineEnd = text.indexOf('\n', lastEnd);
    const at = lineEnd === -1 ? text.length : lineEnd + 1;
    edits.push({ start: at, end: at, text: (lineEnd === -1 && !text.endsWith('\n') ? '\n' : '') + lines });
  }
}

function patchValue(text: string, pair: Pair<Node, Node | null>, old: unknown, next: unknown, edits: Edit[]): void {
  const value = pair.value;
  // Same shape: go down, so only the changed leaf is rewritten.
  if (isObject(old) && isObject(next) && isMap(value) && value.flow !== true) return patchMap(text, value, old, next, edits);
  if (Array.isArray(old) && Array.isArray(next) && isSeq(value) && patchSeq(text, value, old, next, edits)) return;
  if (isScalar(value) && value.type === 'BLOCK_FOLDED' && typeof next === 'string' && patchFolded(text, value, next, edits)) return;
  replacePair(text, pair, next, edits);
}

/** The edits of a block list that keeps its length (false: it cannot be patched item by item). */
function patchSeq(text: string, seq: Node, old: unknown[], next: unknown[], edits: Edit[]): boolean {
  if (!isSeq(seq) || seq.flow === true || old.length !== next.length) return false;
  const itemEdits: Edit[] = [];
  for (const [index, item] of seq.items.entries()) {
    if (equal(old[index], next[index])) continue;
    const node = item as Node;
    const was = old[index];
    const now = next[index];
    if (isObject(was) && isObject(now) && isMap(node) && node.flow !== true) patchMap(text, node, was, now, itemEdits);
    else if (isScalar(node) && node.type === 'BLOCK_FOLDED' && typeof now === 'string' && patchFolded(text, node, now, itemEdits)) continue;
    else if (isScalar(node) && !isObject(now) && !Array.isArray(now) && node.type !== 'BLOCK_FOLDED' && node.type !== 'BLOCK_LITERAL') {
      itemEdits.push({ start: node.range![0], end: node.range![1], text: renderPair('x', now, node).slice(3) });
    } else return false;
  }
  edits.push(...itemEdits);
  return true;
}

function replacePair(text: string, pair: Pair<Node, Node | null>, next: unknown, edits: Edit[]): void {
  const key = pair.key as Scalar;
  const start = key.range![0];
  edits.push({ start, end: pairEnd(pair, text), text: shift(renderPair(String(key.value), next, pair.value), columnAt(text, start)) });
}

/** A YAML text holding `next`, made from `old` text by rewriting only what changed. */
function rewriteYaml(oldText: string, next: unknown): string {
  const document = parseDocument(oldText);
  const old = document.toJS() as unknown;
  if (equal(old, next)) return oldText;
  if (isObject(old) && isObject(next) && isMap(document.contents)) {
    const edits: Edit[] = [];
    patchMap(oldText, document.contents, old, next, edits);
    return apply(oldText, edits);
  }
  if (Array.isArray(old) && Array.isArray(next) && isSeq(document.contents)) {
    const edits: Edit[] = [];
    if (patchSeq(oldText, document.contents, old, next, edits)) return apply(oldText, edits);
  }
  return new Document(next).toString(STRINGIFY);
}

/**
 * The file's text for `data`: `original` (the file as it is, if it exists) with only the
 * changed fields rewritten. Unchanged data gives `original` back byte for byte.
 */
export function writeEntry(original: string | undefined, data: EntryData, kind: Kind): string {
  if (original === undefined) return freshFile(data, kind);
  const crlf = original.includes('\r\n');
  const lf = toLf(original);
  let out: string;
  if (kind === 'frontmatter') {
    const split = splitFrontmatter(lf);
    if (!split) return freshFile(data, kind);
    const { body, ...fields } = data;
    const oldFields = (parseDocument(split.fields).toJS() ?? {}) as EntryData;
    const fieldsText = rewriteYaml(split.fields, withoutNewEmpties(fields, oldFields));
    const newBody = typeof body === 'string' ? body : split.body;
    out = `${lf.slice(0, split.fieldsStart)}${fieldsText}${lf.slice(split.fieldsStart + split.fields.length, split.bodyStart)}${newBody}`;
  } else {
    const old = parseDocument(lf).toJS() as unknown;
    const next =
      Array.isArray(old) && ROOT_LIST_FIELD in data ? data[ROOT_LIST_FIELD] : withoutNewEmpties(data, isObject(old) ? old : undefined);
    out = rewriteYaml(lf, next);
  }
  if (out === lf) return original;
  return crlf ? out.replace(/\n/g, '\r\n') : out;
}
