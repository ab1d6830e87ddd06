/**
 * Writing a new entry (no file yet) in the style of its collection's hand-written files
 * (`writeNewEntry`, see EntryStyle): their field order, their quoting and folding (a sentence
 * per line where they write so), and none of the fields that may be left out and are empty or
 * at their default. Plain data in and out (no schemas), so it runs in Node and in the browser.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';
import { ROOT_LIST_FIELD } from './config-names.ts';
import { freshFile, readEntry, splitFrontmatter, type EntryData, type Kind } from './entry-data.ts';
import { foldedSource } from './folded-scalars.ts';
import { apply, type Edit } from './yaml-edits.ts';
import { equal, isEmpty, isObject, STRINGIFY, toLf } from './yaml-values.ts';

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
