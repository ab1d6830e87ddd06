/**
 * Reading a content file: its bytes as UTF-8 text, its YAML (a whole .yaml file, or the
 * frontmatter of a .md/.mdx file) with the line of every field, and the body below the
 * frontmatter with the line it starts on. Every content file is read here, with one YAML
 * parser (`yaml`, which keeps each node's position so a problem can name its line).
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { fieldLabel, type ContentProblem } from './problems.ts';
import { yamlSurprises } from './yaml-surprises.ts';
import { derived, fileStats, hashKey, recall, remember, remembered, remembering, survivesJson, yamlKey } from './yaml-cache.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** 1-based line of the first character that is not UTF-8 text. */
function firstBadLine(bytes: Buffer): number {
  const lenient = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const bad = lenient.indexOf('\uFFFD');
  return lenient.slice(0, Math.max(bad, 0)).split('\n').length;
}

/**
 * Windows line ends (\r\n, what Git for Windows checks out by default) and old Mac ones (\r)
 * as \n: every later step, and the site, sees one kind, so a CRLF checkout builds the same site.
 */
export const normaliseLineEnds = (text: string): string => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/**
 * The file's text. A file saved in another encoding (Windows-1252, Latin-1, UTF-16) would show
 * "â€™" for every apostrophe, so it is a problem, not a page. A UTF-8 byte-order mark is fine,
 * and so are Windows line ends.
 */
export function readUtf8(file: string, shownAs: string, problems: ContentProblem[]): string | undefined {
  return readKeyed(file, shownAs, problems)?.text;
}

/**
 * readUtf8() with the key of the text (yaml-cache.ts): what the cache and the incremental build
 * know the file by. A file whose stat is the one recorded has the key recorded (file-stats.ts)
 * and is not hashed again; otherwise the bytes are hashed when no line end was rewritten, and
 * the text when one was.
 */
export function readKeyed(file: string, shownAs: string, problems: ContentProblem[]): { text: string; key: string } | undefined {
  const stats = fileStats();
  const stat = stats && fs.statSync(file);
  const bytes = fs.readFileSync(file);
  if (bytes.length > MAX_FILE_BYTES) {
    problems.push({
      file: shownAs,
      message: `This file is ${sizeOf(bytes.length)}, but a content file may be at most ${sizeOf(MAX_FILE_BYTES)} (about 40,000 words): its whole text goes into its page, which every visitor would download before reading, and the page would promise a reading time of hours.`,
      fix: 'Split the text into several articles, or remove what was pasted in by mistake (a picture or a table copied as text).',
    });
    return undefined;
  }
  const decoded = decodeUtf8(bytes);
  if (decoded === undefined) {
    problems.push({
      file: shownAs,
      line: firstBadLine(bytes),
      message: 'This file is not saved as UTF-8 text, so some characters (such as ’ – é) would show as garbage on the site.',
      fix: 'Save the file with the UTF-8 encoding (in VS Code: click the encoding in the status bar, then "Save with Encoding" and "UTF-8").',
    });
    return undefined;
  }
  const text = normaliseLineEnds(decoded);
  const key = (stat && stats.keyOf(file, stat)) ?? (text === decoded ? hashKey(bytes) : yamlKey(text));
  if (stat) stats.record(file, stat, key);
  return { text, key };
}

/** A content file already checked by the compile (UTF-8), as the compile reads it. */
export function readCheckedText(file: string): string {
  return normaliseLineEnds(decodeUtf8(fs.readFileSync(file)) ?? '');
}

/** The largest content file: the longest article today is a few KB. */
export const MAX_FILE_BYTES = 256 * 1024;

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The bytes as text, without a byte-order mark; undefined when they are not UTF-8. Buffer's
 * decoder is three times faster than a fatal TextDecoder, and a text with no replacement
 * character in it was valid; only one with such a character is checked the slow way.
 */
function decodeUtf8(bytes: Buffer): string | undefined {
  const start = BOM.every((byte, index) => bytes[index] === byte) ? BOM.length : 0;
  const text = bytes.toString('utf8', start);
  if (!text.includes('\uFFFD')) return text;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

const LIST_ITEM = /^([ \t]*)- /;

/**
 * A "- " item indented less than the item above it in the same list (one space instead of two):
 * the parser then reports a confusing error about keys, which is not what the marketer did.
 */
function listIndentSlip(lines: readonly string[], index: number): { message: string; fix: string } | undefined {
  const item = LIST_ITEM.exec(lines[index] ?? '');
  if (!item) return undefined;
  for (let above = index - 1; above >= 0; above--) {
    const text = lines[above] ?? '';
    const sibling = LIST_ITEM.exec(text);
    if (sibling) {
      const [want, have] = [sibling[1]!.length, item[1]!.length];
      if (want === have) return undefined;
      const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;
      return {
        message: `This list item is indented ${spaces(have)}, but the item above it (line ${above + 1}) ${spaces(want)}, so YAML cannot tell which list it belongs to: ${lines[index]!.trim()}`,
        fix: `Start every "- " of one list in the same column: indent this line ${spaces(want)}, like line ${above + 1}.`,
      };
    }
    // A field at the left margin ends the list.
    if (/^\S/.test(text)) return undefined;
  }
  return undefined;
}

/** YAML parser errors in plain words, by the parser's error code. */
function describeYamlError(error: YAMLError, source: string): { message: string; fix: string } {
  const lines = source.split('\n');
  const index = error.linePos?.[0]?.line ? error.linePos[0].line - 1 : 0;
  const lineText = lines[index]?.trim() ?? '';
  const slip = listIndentSlip(lines, index);
  if (slip) return slip;
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      return {
        message: `This line has a second colon inside its value: ${lineText}`,
        fix: 'A colon inside a value needs quotes: put the whole value in double quotes, e.g. title: "Lessons: what we learned".',
      };
    case 'MISSING_CHAR':
      return /quote/i.test(error.message)
        ? {
            message: 'A quotation mark opened on this line or one above is never closed.',
            fix: 'Close the quotes at the end of the value, or remove the opening quote. A quote inside a quoted value is written twice in single quotes (\'it\'\'s\') or as \\" in double quotes.',
          }
        : {
            message: `The parser expected something more on this line: ${lineText}`,
            fix: 'Each field is written "name: value" on its own line; a list starts on the next line with "  - item".',
          };
    case 'DUPLICATE_KEY':
      return { message: `This field is written twice: ${lineText}`, fix: 'Keep one of the two lines and delete the other.' };
    case 'BAD_INDENT':
    case 'TAB_AS_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
      return {
        message: `The indentation of this line does not match the lines around it: ${lineText}`,
        fix: 'Indent with spaces, never tabs; fields of one block, and the "- " items of one list, start in the same column.',
      };
    case 'BAD_SCALAR_START':
      return {
        message: `This value starts with a character YAML reserves (such as @, \` or %): ${lineText}`,
        fix: 'Put the value in double quotes.',
      };
    case 'UNEXPECTED_TOKEN':
      return {
        message: `YAML did not expect this here: ${lineText}`,
        fix: 'Write each field as "name: value" on its own line; a list goes on the lines below its name, each item starting with "  - ".',
      };
    default:
      return {
        message: `This line is not valid YAML (${error.message.split('\n')[0]}): ${lineText}`,
        fix: 'Compare the line with the same field in another file of this folder; values with a colon, # or quotes need double quotes around them.',
      };
  }
}

/** Parsed YAML with a way back from a field to its line. */
export interface YamlSource {
  data: unknown;
  /** Line of the field at `path`; when it does not exist, the line of its nearest parent. */
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * Parses YAML written in `file`; `source` may be part of the file (frontmatter), in which case
 * its lines are counted from the file's first line anyway (gray-matter hands over the
 * frontmatter with the opening "---" line as an empty first line).
 */
export function parseYaml(source: string, shownAs: string, problems: ContentProblem[], sourceKey?: string): YamlSource | undefined {
  // Remembered from an earlier build (yaml-cache.ts): only text that parsed without problems is.
  // `sourceKey`, when the caller knows one, keys the text (a function of it: its file's key).
  const key = remembering() ? (sourceKey ?? yamlKey(source)) : undefined;
  const known = key === undefined ? undefined : recall(key);
  if (known) {
    let parsed: YamlSource | undefined;
    return {
      data: JSON.parse(known.json) as unknown,
      lineOf: (path) => {
        if (path.length === 0) return known.contentsLine;
        const [field] = path;
        if (path.length === 1 && typeof field === 'string') return Object.hasOwn(known.fieldLines, field) ? known.fieldLines[field]! : known.contentsLine;
        return (parsed ??= parseFresh(source, shownAs, [], undefined))!.lineOf(path);
      },
    };
  }
  return parseFresh(source, shownAs, problems, key);
}

function parseFresh(source: string, shownAs: string, problems: ContentProblem[], key: string | undefined): YamlSource | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    // Later errors are mostly echoes of the first one; one clear problem per file is enough.
    const [error] = document.errors;
    if (error) problems.push({ file: shownAs, line: error.linePos?.[0]?.line, ...describeYamlError(error, source) });
    return undefined;
  }
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  // YAML that parses into something other than what it shows: reported, and the data still
  // checked, so the file's other problems are listed in the same run.
  const surprises = yamlSurprises(document, source);
  for (const surprise of surprises) problems.push({ file: shownAs, line: lineAt(surprise.offset), field: fieldLabel(surprise.path), message: surprise.message, fix: surprise.fix });
  const data: unknown = document.toJS();
  const lineOf = (path: readonly PropertyKey[]) => lineOfPath(document, path, lineAt);
  if (key !== undefined && surprises.length === 0 && survivesJson(data)) {
    const fields = isMap(document.contents) ? document.contents.items.map((pair) => (pair.key as { value?: unknown } | null)?.value) : [];
    const fieldLines = Object.fromEntries(fields.filter((field) => typeof field === 'string').map((field) => [field, lineOf([field])]));
    remember(key, { json: JSON.stringify(data), contentsLine: lineOf([]), fieldLines });
  }
  return { data, lineOf };
}

function lineOfPath(document: Document, path: readonly PropertyKey[], lineAt: (offset: number) => number): number {
  let node: unknown = document.contents;
  let line = document.contents?.range ? lineAt(document.contents.range[0]) : 1;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === segment);
      const key = pair?.key as { range?: [number, number, number] } | undefined;
      if (!pair || !key?.range) return line;
      line = lineAt(key.range[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as { range?: [number, number, number] } | undefined;
      if (!item?.range) return line;
      line = lineAt(item.range[0]);
      node = item;
    } else {
      return line;
    }
  }
  return line;
}

/** A .md or .mdx file split into its frontmatter and its body. */
export interface FrontmatterSource {
  yaml: YamlSource;
  body: string;
  /** Line of the file on which the body starts. */
  bodyLine: number;
}

export function parseFrontmatter(text: string, shownAs: string, problems: ContentProblem[], key?: string): FrontmatterSource | undefined {
  if (!text.startsWith('---\n')) {
    problems.push({
      file: shownAs,
      line: 1,
      message: 'The file does not start with its fields between two "---" lines.',
      fix: 'Start the file with a line "---", then the fields, then another "---" line (copy the top of another file in this folder).',
    });
    return undefined;
  }
  // Without a closing "---" every line would be read as a field (a story's would even pass).
  if (!/\n---[ \t]*(?:\n|$)/.test(text.slice(3))) {
    problems.push({
      file: shownAs,
      line: 1,
      message: 'The fields that start with the "---" on line 1 are never closed: there is no second "---" line, so the whole file would be read as fields.',
      fix: 'Add a line with just "---" after the last field (in an article, between the fields and the text).',
    });
    return undefined;
  }
  // Where gray-matter finds the fields and the body, remembered by the text (yaml-cache.ts), by
  // the file's key when the caller has it: an unchanged file is split without it.
  const split = () => splitFrontmatter(text);
  const { fields, bodyStart } = key === undefined ? derived('frontmatter', text, splitFrontmatter) : remembered('frontmatter', key, split);
  const frontmatter = text.slice(fields[0], fields[1]);
  // The fields are a function of the file's text, so its key with a suffix keys them (no hashing again).
  const yaml = parseYaml(frontmatter, shownAs, problems, key === undefined ? undefined : `${key}.fields`);
  if (!yaml) return undefined;
  return { yaml, body: text.slice(bodyStart), bodyLine: lineCount(text, bodyStart) };
}

/** Lines of `text` up to `end`, counting the one `end` is on. */
function lineCount(text: string, end: number): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * The offsets of the YAML between the "---" lines and of the body. gray-matter finds them; the
 * YAML inside goes to the one parser every content file uses.
 */
function splitFrontmatter(text: string): { fields: [number, number]; bodyStart: number } {
  let frontmatter = '';
  const parsed = matter(text, {
    engines: {
      yaml: (source: string) => {
        frontmatter = source;
        return {};
      },
    },
  });
  // gray-matter hands over a slice of the text (with the opening line's end as its first line).
  const start = text.indexOf(frontmatter);
  if (start < 0) throw new Error('gray-matter returned frontmatter that is not part of the file');
  return { fields: [start, start + frontmatter.length], bodyStart: text.length - parsed.content.length };
}

/** Problems at a field of a parsed YAML source. */
export function problemAt(shownAs: string, yaml: YamlSource, path: readonly PropertyKey[], message: string, fix?: string): ContentProblem {
  return { file: shownAs, line: yaml.lineOf(path), field: fieldLabel(path), message, ...(fix ? { fix } : {}) };
}
