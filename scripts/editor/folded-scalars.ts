/**
 * Keeping a folded YAML block scalar's line breaks when its text changes, so a reviewer's diff
 * shows the changed sentence's line and not the whole field refolded (`patchFolded`, used by
 * serialise.ts). `foldedSource` reads such a scalar's lines (new-entry.ts reads the models'
 * sentence-per-line style with it).
 */
import { parseDocument, type Scalar } from 'yaml';
import type { Edit } from './yaml-edits.ts';

/**
 * A folded block scalar (`>-` or `>`) as its source has it: the content lines (indentation
 * taken off, '' for a blank line) and what folding makes of each line break, so an edit can
 * keep the lines whose text did not change. Undefined for what this does not model, which is
 * then rewritten whole: an indentation indicator, keep chomping (`>+`), leading blank lines,
 * more-indented lines (their line breaks are kept, not folded), and any scalar the model
 * does not read back to the value the YAML parser read.
 */
export interface FoldedSource {
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

export function foldedSource(text: string, node: Scalar): FoldedSource | undefined {
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
export function patchFolded(text: string, node: Scalar, next: string, edits: Edit[]): boolean {
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
