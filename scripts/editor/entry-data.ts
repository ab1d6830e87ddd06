/**
 * A content file as the editor's data: its kind (by its name), where a Markdown file's
 * frontmatter ends and its body starts, the data read from a file (`readEntry`), and the text
 * of data that has no file yet (`freshFile`). Shared by serialise.ts (rewriting an existing
 * file) and new-entry.ts (writing a new one as its siblings are written).
 */
import { Document, parseDocument } from 'yaml';
import { ROOT_LIST_FIELD } from './config-names.ts';
import { isEmpty, isObject, STRINGIFY, toLf } from './yaml-values.ts';

export type Kind = 'frontmatter' | 'yaml';
export type EntryData = Record<string, unknown>;

/** How a content file is written, by its name: Markdown with frontmatter, or YAML (undefined: neither, e.g. a picture). */
export const kindOf = (file: string): Kind | undefined =>
  /\.(md|mdx)$/.test(file) ? 'frontmatter' : /\.ya?ml$/.test(file) ? 'yaml' : undefined;

/** The fields text and the body of a Markdown file with frontmatter (split where the content compiler splits it). */
export function splitFrontmatter(text: string): { fields: string; fieldsStart: number; body: string; bodyStart: number } | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const close = /\n---[ \t]*(?:\n|$)/.exec(text.slice(3));
  if (!close) return undefined;
  const fieldsEnd = 3 + close.index + 1;
  const bodyStart = 3 + close.index + close[0].length;
  return { fields: text.slice(4, fieldsEnd), fieldsStart: 4, body: text.slice(bodyStart), bodyStart };
}

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

/** Data as the file would hold it: a field the editor leaves empty that the file never had is not written. */
export function withoutNewEmpties(next: EntryData, old: EntryData | undefined): EntryData {
  const out: EntryData = {};
  for (const [key, value] of Object.entries(next)) {
    if (isEmpty(value) && !(old && key in old)) continue;
    out[key] = isObject(value) ? withoutNewEmpties(value, isObject(old?.[key]) ? (old[key] as EntryData) : undefined) : value;
  }
  return out;
}

/** A fresh file for data that has no file yet (a new entry): fields in the order given, then the body. */
export function freshFile(data: EntryData, kind: Kind): string {
  if (kind === 'yaml') {
    const value = ROOT_LIST_FIELD in data && Object.keys(data).length === 1 ? data[ROOT_LIST_FIELD] : data;
    return new Document(value).toString(STRINGIFY);
  }
  const { body, ...fields } = data;
  return `---\n${new Document(withoutNewEmpties(fields, undefined)).toString(STRINGIFY)}---\n${typeof body === 'string' ? body : ''}`;
}
