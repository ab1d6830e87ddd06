/**
 * YAML that parses, but not into what the file shows. Three slips a marketer cannot see:
 *
 * - " #" inside an unquoted value starts a comment: `title: Why Your #1 Priority` is the title
 *   "Why Your".
 * - A "- " item indented further than the one above it continues that item:
 *   "- Lead Time" over "   - Supplier Performance" is one tag, "Lead Time - Supplier Performance".
 * - An unquoted value continued on the next line is joined to it with a space.
 *
 * Found on the parsed document's nodes and their source ranges (the `yaml` library keeps both),
 * so each message can say what was written and what it would have become.
 */
import { isMap, isScalar, isSeq, Scalar, type Document, type Node } from 'yaml';

export interface YamlSurprise {
  /** Offset in the source of what to point at. */
  offset: number;
  path: (string | number)[];
  message: string;
  fix: string;
}

/** A comment after a value needs two spaces and "# " before it (as in `- roi   # an article`); anything tighter is taken for part of the value. */
const TIGHT_COMMENT = /^[ \t]#|^[ \t]+#[^ \t\n]/;

const lineAt = (source: string, offset: number) => {
  const start = source.lastIndexOf('\n', offset - 1) + 1;
  const end = source.indexOf('\n', offset);
  return source.slice(start, end === -1 ? source.length : end);
};

const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The field as it would be written on one line, quoted. */
const fieldLine = (path: readonly (string | number)[], value: string) => {
  const key = path.at(-1);
  return typeof key === 'string' ? `${key}: ${quoted(value)}` : `- ${quoted(value)}`;
};

function checkScalar(node: Scalar, keyEnd: number | undefined, path: (string | number)[], source: string, found: YamlSurprise[]): void {
  if (node.type !== Scalar.PLAIN) return;
  const [start, end] = node.range ?? [0, 0];
  // An empty value with a comment straight after the colon: `title: #1 Priority`.
  if (node.value === null && keyEnd !== undefined) {
    const rest = /^:([ \t]+#[^\n]*)/.exec(source.slice(keyEnd));
    if (rest && TIGHT_COMMENT.test(rest[1]!)) {
      const written = rest[1]!.trim();
      found.push({
        offset: keyEnd,
        path,
        message: `The value ${quoted(written)} starts with "#", which starts a comment in YAML, so this field would be empty.`,
        fix: `Quote it: the rest would be a comment. Write ${fieldLine(path, written)}.`,
      });
    }
    return;
  }
  const written = source.slice(start, end);
  const after = source.slice(end, source.indexOf('\n', end) === -1 ? source.length : source.indexOf('\n', end));
  if (node.comment !== undefined && TIGHT_COMMENT.test(after)) {
    const whole = `${written}${after}`.trim();
    found.push({
      offset: start,
      path,
      message: `This value has " #" in it, and YAML reads everything from " #" on as a comment: ${quoted(whole)} would be ${quoted(written)}.`,
      fix: `Quote it: the rest would be a comment. Write ${fieldLine(path, whole)}.`,
    });
  }
  if (!written.includes('\n')) return;
  const [first = '', ...rest] = written.split('\n');
  const nextItem = rest.find((line) => /^\s*- /.test(line));
  if (nextItem !== undefined) {
    const above = lineAt(source, start);
    found.push({
      offset: start + first.length + 1 + rest.slice(0, rest.indexOf(nextItem)).reduce((sum, line) => sum + line.length + 1, 0),
      path,
      message: `This list item is indented further than the one above it (${above.match(/^\s*/)![0].length} spaces), so YAML joins the two: ${quoted(first.trim())} and ${quoted(nextItem.trim().slice(2))} would become one item, ${quoted(String(node.value))}.`,
      fix: `Start every "- " of the list in the same column: indent this line ${above.match(/^\s*/)![0].length} spaces, like the item above.`,
    });
    return;
  }
  found.push({
    offset: start + first.length + 1,
    path,
    message: `This value goes on to the next line without quotes, so YAML joins the lines with a space: it would be ${quoted(String(node.value))}.`,
    fix: `Write the value on one line${typeof path.at(-1) === 'string' ? ` (${fieldLine(path, String(node.value))})` : ''}; for a long text, start it with ">-" on the field's line and indent the text below it.`,
  });
}

function walk(node: Node | null, keyEnd: number | undefined, path: (string | number)[], source: string, found: YamlSurprise[]): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key : undefined;
      walk(pair.value as Node | null, key?.range?.[1], [...path, String(key?.value)], source, found);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => walk(item as Node | null, undefined, [...path, index], source, found));
  } else if (isScalar(node)) {
    checkScalar(node, keyEnd, path, source, found);
  }
}

/** Every place in a parsed document where the YAML does not mean what it shows. */
export function yamlSurprises(document: Document, source: string): YamlSurprise[] {
  const found: YamlSurprise[] = [];
  walk(document.contents, undefined, [], source, found);
  return found;
}
