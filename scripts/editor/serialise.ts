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
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar } from 'yaml';
import { ROOT_LIST_FIELD } from './config-names.ts';

export type Kind = 'frontmatter' | 'yaml';
export type EntryData = Record<string, unknown>;

/** How a content file is written, by its name: Markdown with frontmatter, or YAML (undefined: neither, e.g. a picture). */
export const kindOf = (file: string): Kind | undefined =>
  /\.(md|mdx)$/.test(file) ? 'frontmatter' : /\.ya?ml$/.test(file) ? 'yaml' : undefined;

const STRINGIFY = { lineWidth: 0, minContentWidth: 0 } as const;

/** The fields text and the body of a Markdown file with frontmatter (split where the content compiler splits it). */
export function splitFrontmatter(text: string): { fields: string; fieldsStart: number; body: string; bodyStart: number } | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const close = /\n---[ \t]*(?:\n|$)/.exec(text.slice(3));
  if (!close) return undefined;
  const fieldsEnd = 3 + close.index + 1;
  const bodyStart = 3 + close.index + close[0].length;
  return { fields: text.slice(4, fieldsEnd), fieldsStart: 4, body: text.slice(bodyStart), bodyStart };
}

const toLf = (text: string) => text.replace(/\r\n/g, '\n');

/** The editor's data of a file. */
export function readEntry(text: string, kind: Kind): EntryData {
  const lf = toLf(text);
  if (kind === 'frontmatter') {
    const split = splitFrontmatter(lf);
    if (!split) return { body: lf };
    const fields = (parseDocument(split.fields).toJS() ?? {}) as EntryData;
    return { ...fields, body: split.body };
  }
  const value = parseDocument(lf).toJS() as unknown;
  return Array.isArray(value) ? { [ROOT_LIST_FIELD]: value } : ((value ?? {}) as EntryData);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => equal(a[key], b[key]));
  }
  return false;
}

const isObject = (value: unknown): value is EntryData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Data as the file would hold it: a field the editor leaves empty that the file never had is not written. */
function withoutNewEmpties(next: EntryData, old: EntryData | undefined): EntryData {
  const out: EntryData = {};
  for (const [key, value] of Object.entries(next)) {
    if (isEmpty(value) && !(old && key in old)) continue;
    out[key] = isObject(value) ? withoutNewEmpties(value, isObject(old?.[key]) ? (old[key] as EntryData) : undefined) : value;
  }
  return out;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

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

/**
 * A folded block scalar (`>-` or `>`) as its source has it: the content lines (indentation
 * taken off, '' for a blank line) and what folding makes of each line break, so an edit can
 * keep the lines whose text did not change. Undefined for what this does not model, which is
 * then rewritten whole: an indentation indicator, keep chomping (`>+`), leading blank lines,
 * more-indented lines (their line breaks are kept, not folded), and any scalar the model
 * does not read back to the value the YAML parser read.
 */
interface FoldedSource {
  /** The header after the key (`>-`, with a comment if there is one), for the read-back check. */
  header: string;
  /** The content lines' indentation. */
  indent: string;
  /** Offset of each content line's start in the text, and of its end (before its line break). */
  starts: number[];
  ends: number[];
  /** The content lines up to the last text line, without indentation; '' for a blank line. */
  lines: string[];
  /** Index in `lines` of each text (non-blank) line. */
  texts: number[];
  /** '\n' when the value ends in a line break (clip chomping, `>`), '' when not (`>-`). */
  tail: string;
}

function foldedSource(text: string, node: Scalar): FoldedSource | undefined {
  const [start, end] = node.range!;
  const headerEnd = text.indexOf('\n', start);
  if (headerEnd === -1 || headerEnd >= end) return undefined;
  const header = text.slice(start, headerEnd);
  const chomping = /^>(-?)[ \t]*(?:#.*)?$/.exec(header);
  if (!chomping) return undefined;
  const starts: number[] = [];
  const ends: number[] = [];
  const raw: string[] = [];
  for (let at = headerEnd + 1; at < end;) {
    const lineEnd = text.indexOf('\n', at);
    const stop = lineEnd === -1 || lineEnd > end ? end : lineEnd;
    starts.push(at);
    ends.push(stop);
    raw.push(text.slice(at, stop));
    at = stop + 1;
  }
  const indent = /^ */.exec(raw.find((line) => line.trim() !== '') ?? '')![0];
  if (indent === '' || raw[0] === undefined || raw[0].trim() === '') return undefined;
  const lines: string[] = [];
  const texts: number[] = [];
  for (const [index, line] of raw.entries()) {
    if (/^ *$/.test(line)) {
      // Spaces past the indentation on a blank line are content in YAML: not modelled.
      if (line.length > indent.length) return undefined;
      lines.push('');
      continue;
    }
    if (!line.startsWith(indent) || /^[ \t]/.test(line.slice(indent.length))) return undefined;
    lines.push(line.slice(indent.length));
    texts.push(index);
  }
  const last = texts.at(-1)!;
  const source: FoldedSource = {
    header,
    indent,
    starts: starts.slice(0, last + 1),
    ends: ends.slice(0, last + 1),
    lines: lines.slice(0, last + 1),
    texts,
    tail: chomping[1] === '-' ? '' : '\n',
  };
  return foldedValue(source.lines) + source.tail === node.value ? source : undefined;
}

/**
 * The value of folded content lines (no leading blank line, none more-indented): a line break
 * between two text lines is a space, and one followed by k blank lines is k line breaks.
 */
function foldedValue(lines: readonly string[]): string {
  let value = '';
  let blanks = 0;
  for (const [index, line] of lines.entries()) {
    if (line === '') {
      blanks++;
      continue;
    }
    if (index > 0) value += blanks === 0 ? ' ' : '\n'.repeat(blanks);
    value += line;
    blanks = 0;
  }
  return value;
}

/** What folding turns the lines between two text lines into: ' ' for none, '\n' per blank line. */
const SEPARATOR = ' |\n+';
/** Text that can be one folded line: not blank, no line break, and not starting with white space (a more-indented line keeps its breaks). */
const LINE = '[^ \t\n][^\n]*';

/**
 * The content lines that fold to `middle`, the new text between the kept lines before it
 * (`before`: it then starts with the separator after them) and after it (`after`: it ends with
 * the separator before them). Each paragraph is one line: folded lines may be long. Undefined
 * when the text cannot be folded that way (it starts with a space, say).
 */
function middleLines(middle: string, before: boolean, after: boolean): string[] | undefined {
  const separator = (written: string) => (written === ' ' ? [] : written.split('').map(() => ''));
  if (before && after && new RegExp(`^(?:${SEPARATOR})$`).test(middle)) return separator(middle);
  const shape = new RegExp(`^(${before ? SEPARATOR : ''})(${LINE}(?:\n+${LINE})*)(${after ? SEPARATOR : ''})$`).exec(middle);
  if (!shape) return undefined;
  const [, lead, body, trail] = shape;
  const paragraphs = body!.split(/(\n+)/).flatMap((part, index) => (index % 2 === 0 ? [part] : separator(part)));
  return [...separator(lead!), ...paragraphs, ...separator(trail!)];
}

/**
 * The edit of a folded block scalar whose value changed, keeping its line breaks where the text
 * did not change: the old text lines are matched from the start and from the end against the
 * new value (with what folding makes of the breaks between them), and only the lines between
 * the two matches are written again. A change inside one sentence changes its one line, where
 * the whole rewrite (renderPair) refolds every line of the field. False when the scalar or the
 * new value has something this cannot keep exactly (see FoldedSource), or the result does not
 * read back to `next`: the field is then rewritten whole.
 */
function patchFolded(text: string, node: Scalar, next: string, edits: Edit[]): boolean {
  const source = foldedSource(text, node);
  if (!source || !next.endsWith(source.tail)) return false;
  const value = next.slice(0, next.length - source.tail.length);
  if (value === '' || value.endsWith('\n')) return false;
  const { lines, texts } = source;
  const count = texts.length;
  // prefix[i]: the value of the first i text lines; suffix[j]: of text lines j.. (0-based).
  const prefix = texts.map((_, i) => foldedValue(lines.slice(0, i === 0 ? 0 : texts[i - 1]! + 1)));
  prefix.push(foldedValue(lines));
  const suffix = texts.map((at) => foldedValue(lines.slice(at)));
  suffix.push('');
  const candidates: { kept: number; i: number; j: number }[] = [];
  for (let i = 0; i <= count; i++) {
    if (!value.startsWith(prefix[i]!)) break;
    for (let j = count; j >= i; j--) {
      if (!value.endsWith(suffix[j]!)) break;
      if (prefix[i]!.length + suffix[j]!.length <= value.length) candidates.push({ kept: i + count - j, i, j });
    }
  }
  candidates.sort((a, b) => b.kept - a.kept);
  for (const { i, j } of candidates) {
    const middle = value.slice(prefix[i]!.length, value.length - suffix[j]!.length);
    const written = middleLines(middle, i > 0, j < count);
    if (!written) continue;
    // Lines from just after the last kept text line to just before the first one kept after.
    const from = i === 0 ? 0 : texts[i - 1]! + 1;
    const to = j === count ? lines.length : texts[j]!;
    const newLines = [...lines.slice(0, from), ...written, ...lines.slice(to)];
    const indented = (list: readonly string[]) => list.map((line) => (line === '' ? '' : `${source.indent}${line}`));
    // Read back on its own (the content's indentation is the same in any parent): anything the
    // model above misses is caught here, and the field is written whole instead.
    const check = parseDocument(`x: ${source.header}\n${indented(newLines).join('\n')}\n`);
    if (check.errors.length > 0 || (check.toJS() as { x?: unknown }).x !== next) return false;
    const last = source.ends[lines.length - 1]!;
    // Whole lines are replaced, each with its line break: before the first line kept after the
    // middle, up to the end of the last line when nothing is kept after it.
    if (to < lines.length)
      edits.push({
        start: source.starts[from]!,
        end: source.starts[to]!,
        text: indented(written)
          .map((line) => `${line}\n`)
          .join(''),
      });
    else if (from < lines.length) edits.push({ start: source.starts[from]!, end: last, text: indented(written).join('\n') });
    else
      edits.push({
        start: last,
        end: last,
        text: indented(written)
          .map((line) => `\n${line}`)
          .join(''),
      });
    return true;
  }
  return false;
}

function replacePair(text: string, pair: Pair<Node, Node | null>, next: unknown, edits: Edit[]): void {
  const key = pair.key as Scalar;
  const start = key.range![0];
  edits.push({ start, end: pairEnd(pair, text), text: shift(renderPair(String(key.value), next, pair.value), columnAt(text, start)) });
}

function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
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

/** A fresh file for data that has no file yet (a new entry): fields in the order given, then the body. */
function freshFile(data: EntryData, kind: Kind): string {
  if (kind === 'yaml') {
    const value = ROOT_LIST_FIELD in data && Object.keys(data).length === 1 ? data[ROOT_LIST_FIELD] : data;
    return new Document(value).toString(STRINGIFY);
  }
  const { body, ...fields } = data;
  return `---\n${new Document(withoutNewEmpties(fields, undefined)).toString(STRINGIFY)}---\n${typeof body === 'string' ? body : ''}`;
}

/**
 * How a collection's new entries are written, taken from what is already there. `models` are
 * texts of hand-written files of the collection (the server passes the new file's siblings):
 * a new entry gets their field order and writes each text as they do (quoted, folded, a
 * sentence per line). `fields` are the collection's fields as the editor's configuration has
 * them (scripts/editor/decap-config.json): where a field no model has goes, and which fields
 * may be left out, with their defaults. Plain data (no schemas), so the browser can pass it too.
 */
export interface EntryStyle {
  models: readonly string[];
  fields?: readonly StyleField[];
}

/** What writeNewEntry reads of a configured field (a DecapField, scripts/editor/config.ts). */
export interface StyleField {
  name: string;
  required?: boolean;
  default?: unknown;
  /** The fields of a group, or of each item of a list of groups. */
  fields?: readonly StyleField[];
  /** The field of each item of a list of single values. */
  field?: StyleField;
}

/** Where a value sits in an entry, with every list position as "[]": "results[].value". */
const shapeOf = (at: string, key: string | number) => (typeof key === 'number' ? `${at}[]` : at === '' ? key : `${at}.${key}`);

/** A sentence's end inside a line, where a sentence-per-line text breaks: ". " before a capital, a figure or an opening quote. */
const SENTENCE_BREAK = /(?<=[.!?]["'”’)]?) (?=[A-Z0-9"'“‘(])/g;
const endsSentence = (line: string) => /[.!?]["'”’)]?$/.test(line);

/** What the models have in common, by shape: each group's field order, each text's style. */
interface ModelStyle {
  orders: Map<string, string[][]>;
  types: Map<string, Map<string, number>>;
  /** Folded texts whose every line ends a sentence in every model. */
  sentencePerLine: Map<string, boolean>;
  doubleQuotes: number;
  singleQuotes: number;
}

function modelStyle(models: readonly string[], kind: Kind): ModelStyle {
  const style: ModelStyle = { orders: new Map(), types: new Map(), sentencePerLine: new Map(), doubleQuotes: 0, singleQuotes: 0 };
  const visit = (text: string, node: unknown, at: string) => {
    if (isMap(node)) {
      const keys = node.items.map((pair) => String((pair.key as Scalar).value));
      style.orders.set(at, [...(style.orders.get(at) ?? []), keys]);
      for (const pair of node.items) visit(text, pair.value, shapeOf(at, String((pair.key as Scalar).value)));
    } else if (isSeq(node)) {
      for (const item of node.items) visit(text, item, shapeOf(at, 0));
    } else if (isScalar(node) && typeof node.value === 'string' && node.type) {
      const counts = style.types.get(at) ?? new Map<string, number>();
      counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
      style.types.set(at, counts);
      if (node.type === 'QUOTE_DOUBLE') style.doubleQuotes++;
      if (node.type === 'QUOTE_SINGLE') style.singleQuotes++;
      if (node.type === 'BLOCK_FOLDED') {
        const source = foldedSource(text, node);
        const sentences = source !== undefined && source.texts.every((index) => endsSentence(source.lines[index]!));
        style.sentencePerLine.set(at, (style.sentencePerLine.get(at) ?? true) && sentences);
      }
    }
  };
  for (const model of models) {
    const lf = toLf(model);
    const text = kind === 'frontmatter' ? splitFrontmatter(lf)?.fields : lf;
    if (text === undefined) continue;
    visit(text, parseDocument(text).contents, '');
  }
  return style;
}

/**
 * One order from several: each key goes right after the nearest key before it in its own
 * order that is placed already (first when there is none), so later orders only fill gaps.
 */
function mergeOrders(orders: readonly (readonly string[])[]): string[] {
  const merged: string[] = [];
  for (const order of orders)
    for (const [index, key] of order.entries()) {
      if (merged.includes(key)) continue;
      const before = order
        .slice(0, index)
        .reverse()
        .find((earlier) => merged.includes(earlier));
      merged.splice(before === undefined ? 0 : merged.indexOf(before) + 1, 0, key);
    }
  return merged;
}

const isBlank = (value: unknown) => isEmpty(value) || (isObject(value) && Object.keys(value).length === 0);

/**
 * `value` as a new file holds it: groups' fields in the models' order, and without the fields
 * that say nothing. An empty field is left out, required or not: a missing required field gets
 * the content check's "This field is missing" with an example line, where `id: ""` would get a
 * message about the empty text. An optional field equal to its default is left out too: the
 * content compiler fills the default in, so writing it is noise, and an entry that wrote it
 * would not follow a later change of the default.
 */
function arranged(
  value: unknown,
  fields: readonly StyleField[] | undefined,
  item: StyleField | undefined,
  at: string,
  style: ModelStyle,
): unknown {
  if (Array.isArray(value))
    return value.map((entry) => arranged(entry, item?.fields ?? item?.field?.fields, item?.field, shapeOf(at, 0), style));
  if (!isObject(value)) return value;
  const configured = (fields ?? []).map((field) => field.name);
  const order = mergeOrders([...(style.orders.get(at) ?? []), configured, Object.keys(value)]);
  const out: EntryData = {};
  for (const key of order) {
    if (!(key in value)) continue;
    const field = fields?.find((candidate) => candidate.name === key);
    const child = arranged(value[key], field?.fields, field, shapeOf(at, key), style);
    if (isBlank(child) || (field?.required === false && field.default !== undefined && equal(child, field.default))) continue;
    out[key] = child;
  }
  return out;
}

/** Folded texts of `text` (YAML) that the models write a sentence per line, written so: folding reads the breaks back as the spaces they were. */
function sentencePerLine(text: string, style: ModelStyle): string {
  const edits: Edit[] = [];
  const visit = (node: unknown, at: string) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, shapeOf(at, String((pair.key as Scalar).value)));
    else if (isSeq(node)) for (const item of node.items) visit(item, shapeOf(at, 0));
    else if (isScalar(node) && node.type === 'BLOCK_FOLDED' && style.sentencePerLine.get(at)) {
      const source = foldedSource(text, node);
      if (!source) return;
      for (const index of source.texts) {
        const line = source.lines[index]!;
        const split = line.replace(SENTENCE_BREAK, `\n${source.indent}`);
        if (split !== line) edits.push({ start: source.starts[index]! + source.indent.length, end: source.ends[index]!, text: split });
      }
    }
  };
  visit(parseDocument(text).contents, '');
  return apply(text, edits);
}

/** `value` as YAML, each text written as the models write the text in its place. */
function styledYaml(value: unknown, style: ModelStyle): string {
  const document = new Document(value);
  const visit = (node: unknown, at: string) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, shapeOf(at, String((pair.key as Scalar).value)));
    else if (isSeq(node)) for (const item of node.items) visit(item, shapeOf(at, 0));
    else if (isScalar(node) && typeof node.value === 'string') {
      // The models' most usual style; plain is left to the writer, which quotes what plain YAML cannot hold.
      const counts = [...(style.types.get(at) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
      const type = counts[0]?.[0];
      if (type && type !== 'PLAIN') node.type = type as Scalar.Type;
    }
  };
  visit(document.contents, '');
  // The models' quote mark for what plain YAML cannot hold (the writer's own choice when they quote nothing).
  const singleQuote = style.singleQuotes === style.doubleQuotes ? null : style.singleQuotes > style.doubleQuotes;
  const written = document.toString({ ...STRINGIFY, singleQuote });
  return sentencePerLine(written, style);
}

/**
 * The text of a new entry (no file yet) written as the hand-written files of its collection
 * are (see EntryStyle): their field order, their quoting and folding, and none of the fields
 * that may be left out and are empty or at their default. The body of a Markdown entry follows
 * the frontmatter as writeEntry writes it. The result reads back (readEntry) to `data` without
 * those fields; should the styled text not, `data` is written plainly (writeEntry(undefined, ...)).
 */
export function writeNewEntry(data: EntryData, kind: Kind, style: EntryStyle): string {
  const models = modelStyle(style.models, kind);
  const rootList = kind === 'yaml' && ROOT_LIST_FIELD in data && Object.keys(data).length === 1;
  if (rootList) {
    const listField = style.fields?.find((field) => field.name === ROOT_LIST_FIELD);
    const value = arranged(data[ROOT_LIST_FIELD], listField?.fields, listField, '', models);
    const text = styledYaml(value, models);
    return equal(readEntry(text, kind), { [ROOT_LIST_FIELD]: value }) ? text : freshFile(data, kind);
  }
  if (kind === 'yaml') {
    const value = arranged(data, style.fields, undefined, '', models) as EntryData;
    const text = styledYaml(value, models);
    return equal(readEntry(text, kind), value) ? text : freshFile(data, kind);
  }
  const { body, ...fields } = data;
  const value = arranged(fields, style.fields, undefined, '', models) as EntryData;
  const text = `---\n${Object.keys(value).length === 0 ? '' : styledYaml(value, models)}---\n${typeof body === 'string' ? body : ''}`;
  return equal(readEntry(text, kind), { ...value, body: typeof body === 'string' ? body : '' }) ? text : freshFile(data, kind);
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
