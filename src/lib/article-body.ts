/**
 * The article body syntax: line-based, one line at a time, no raw HTML. parseArticleBody
 * turns a body into typed blocks that the React renderer (src/components/blog/article-body.tsx)
 * draws; any HTML in the text stays text, because the blocks only ever carry strings.
 *
 * Each line is tried against these rules; the first that fits wins:
 *
 *   (blank or whitespace-only)   -> break
 *   "Title: "                    -> title, the body's main heading
 *   "## " / "### "               -> heading level 2 / 3
 *   "- "                         -> list item; consecutive items form one list
 *   "1. " (any number)           -> numbered item; consecutive items form one numbered list
 *   "✅" / "❌"                    -> check / cross item; consecutive items form one checklist
 *   "✓" "✔" "📊" "📈" "📉"         -> marker paragraph showing that symbol
 *   "> " or `"` or `“`           -> block quote (a quotation mark stays part of the text)
 *   "![alt](/images/x.png)"      -> an image, alone on its line
 *   contains a tab, or starts    -> table row; consecutive rows form one table, whose first row
 *   with "|" (| a | b |)            names the columns and sets how many there are. Cells are
 *                                   separated by tabs (several tabs count as one, to align
 *                                   columns) or written between pipes as GitHub shows them, with
 *                                   an optional "|---|---|" line under the first row
 *   anything else                -> paragraph
 *
 * Inside a table (the line before is a row), a line with tabs is a row whatever it starts
 * with: "## Step" or "- item" in its first cell shows as text, and the table is not split.
 *
 * Inline, anywhere in a line: `**bold**`, `*italic*`, `[text](/path)` and `[text](https://…)`.
 * An opening marker without its closing one shows as written.
 *
 * lintArticleBody finds the lines that look like a rule but are not one (`##Heading`, `####`,
 * `* item`, `Title:x`, `☑`, a stray tab in prose, a table row with a cell too many or too few,
 * a row typed with runs of spaces instead of tabs, a link or image written wrongly): the build
 * refuses them with the line and the correct form, so nothing a marketer meant as structure
 * turns silently into a paragraph.
 */
import { countWords } from './reading-time.ts';

/** A run of text with its formatting; `href` makes it (part of) a link. */
export interface Segment {
  text: string;
  bold?: true;
  italic?: true;
  href?: string;
}
export type Inline = Segment[];

export const markerSymbols = ['✓', '✔', '📊', '📈', '📉'] as const;
export type MarkerSymbol = (typeof markerSymbols)[number];

export interface ChecklistItem {
  mark: 'check' | 'cross';
  content: Inline;
}

export type Block =
  | { type: 'title'; content: Inline }
  | { type: 'heading'; level: 2 | 3; content: Inline }
  | { type: 'list'; items: Inline[] }
  | { type: 'numbered'; start: number; items: Inline[] }
  | { type: 'checklist'; items: ChecklistItem[] }
  | { type: 'marker'; symbol: MarkerSymbol; content: Inline }
  | { type: 'quote'; content: Inline }
  | { type: 'image'; alt: string; src: string }
  /** A table: every row has as many cells as the first, which names the columns. */
  | { type: 'grid'; rows: Inline[][] }
  | { type: 'break' }
  | { type: 'paragraph'; content: Inline };

/** Emoji often arrive followed by a variation selector (U+FE0F); it is not text. */
const VARIATION_SELECTOR = /^\uFE0F/;

// ---------------------------------------------------------------------------------------------
// Inline: links, then bold, then italic. Every scan is indexOf-based and linear in the line.
// ---------------------------------------------------------------------------------------------

interface LinkMatch {
  start: number;
  end: number;
  text: string;
  href: string;
}

/** The next `[text](target)` at or after `from`: text without "]", target without spaces or ")". */
function nextLink(line: string, from: number): LinkMatch | null {
  for (let open = line.indexOf('[', from); open !== -1; open = line.indexOf('[', open + 1)) {
    if (line[open - 1] === '!') continue; // an image, not a link
    const close = line.indexOf('](', open + 1);
    if (close === -1) return null;
    const text = line.slice(open + 1, close);
    if (text.includes('[') || text === '') continue;
    const end = line.indexOf(')', close + 2);
    if (end === -1) return null;
    const href = line.slice(close + 2, end);
    if (href === '' || /\s/.test(href)) continue;
    return { start: open, end: end + 1, text, href };
  }
  return null;
}

/** A run with only the formats it has (no undefined keys), so runs compare and merge simply. */
function run(text: string, bold: boolean, italic: boolean, href: string | undefined): Segment {
  const segment: Segment = { text };
  if (bold) segment.bold = true;
  if (italic) segment.italic = true;
  if (href !== undefined) segment.href = href;
  return segment;
}

/** Appends a run, merged into the previous one when both have the same format. */
function push(out: Segment[], text: string, bold: boolean, italic: boolean, href: string | undefined): void {
  if (text === '') return;
  const last = out.at(-1);
  if (last && (last.bold ?? false) === bold && (last.italic ?? false) === italic && last.href === href) last.text += text;
  else out.push(run(text, bold, italic, href));
}

/** Italic runs inside one stretch of text: `*text*` with no space just inside the stars. */
function pushItalic(out: Segment[], text: string, bold: boolean, href: string | undefined): void {
  let position = 0;
  let searchFrom = 0;
  for (let open = text.indexOf('*', searchFrom); open !== -1; open = text.indexOf('*', searchFrom)) {
    const first = text[open + 1];
    if (first === undefined || first === ' ' || first === '*') {
      searchFrom = open + 1;
      continue;
    }
    const close = text.indexOf('*', open + 1);
    if (close === -1) break;
    if (text[close - 1] === ' ') {
      searchFrom = close;
      continue;
    }
    push(out, text.slice(position, open), bold, false, href);
    push(out, text.slice(open + 1, close), bold, true, href);
    position = close + 1;
    searchFrom = position;
  }
  push(out, text.slice(position), bold, false, href);
}

/** Bold runs, then italic inside each: `**a** and *b*`. An unmatched `**` is literal. */
function pushFormatted(out: Segment[], text: string, href: string | undefined): void {
  if (!text.includes('*')) return push(out, text, false, false, href);
  let position = 0;
  while (position < text.length) {
    const open = text.indexOf('**', position);
    if (open === -1) break;
    const close = text.indexOf('**', open + 2);
    if (close === -1) break;
    if (close === open + 2) {
      // "****" encloses nothing: show it as written rather than an empty bold run.
      pushItalic(out, text.slice(position, close + 2), false, href);
    } else {
      pushItalic(out, text.slice(position, open), false, href);
      pushItalic(out, text.slice(open + 2, close), true, href);
    }
    position = close + 2;
  }
  pushItalic(out, text.slice(position), false, href);
}

/** Split a line into runs of text with their bold, italic and link. */
export function parseInline(text: string): Inline {
  if (text === '') return [];
  // Most lines have no inline syntax at all: one plain run, no scanning.
  if (!text.includes('*') && !text.includes('](')) return [{ text }];
  const runs: Segment[] = [];
  let position = 0;
  for (let link = nextLink(text, 0); link; link = nextLink(text, position)) {
    pushFormatted(runs, text.slice(position, link.start), undefined);
    pushFormatted(runs, link.text, link.href);
    position = link.end;
  }
  pushFormatted(runs, text.slice(position), undefined);
  return runs;
}

/** The text of inline runs without formatting. */
export const inlineText = (inline: Inline) => inline.map((segment) => segment.text).join('');

/** Every link target in a line, for link checks. */
export const inlineLinks = (inline: Inline) => inline.flatMap((segment) => (segment.href ? [segment.href] : []));

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** The rest of a line after a leading symbol (and its variation selector and spaces). */
function afterSymbol(line: string, symbol: string): string {
  return line.slice(symbol.length).replace(VARIATION_SELECTOR, '').trimStart();
}

/** Cells of a tab row: consecutive tabs separate once, so aligned columns keep their count. */
const tabCells = (line: string) =>
  line
    .trim()
    .split(/\t+/)
    .map((cell) => cell.trim());

/**
 * Cells of a pipe row, "| a | b |" as GitHub shows it: the outer pipes are optional borders,
 * and "\|" is a pipe inside a cell. One pass over the line.
 */
function pipeCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  const trimmed = line.trim();
  for (let index = 1; index < trimmed.length; index += 1) {
    const char = trimmed[index];
    if (char === '\\' && trimmed[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  // Text after the last pipe is a cell when the closing border was left out.
  if (current.trim() !== '' || cells.length === 0) cells.push(current.trim());
  return cells;
}

/** The "|---|:---:|" line GitHub puts under a table's first row. */
const isSeparatorRow = (cells: readonly string[]) => cells.length > 0 && cells.every((cell) => /^:?-+:?$/.test(cell));

type TableLine = { separator: true; cells: string[] } | { separator: false; cells: string[]; pipes: boolean };

/**
 * A line as part of a table, or null when it is none. `inTable`: the line before is a row, so
 * a line with tabs is a row even when it starts like a heading or a list item.
 */
function tableLine(line: string, inTable: boolean): TableLine | null {
  if (line.trimStart().startsWith('|')) {
    const cells = pipeCells(line);
    return isSeparatorRow(cells) ? { separator: true, cells } : { separator: false, cells, pipes: true };
  }
  if (!line.includes('\t') || WHITESPACE_ONLY.test(line)) return null;
  return inTable || classify(line).kind === 'paragraph' ? { separator: false, cells: tabCells(line), pipes: false } : null;
}

/** A row fitted to the table's columns: missing cells are empty, extra cells join the last (the lint refuses both). */
function tableRow(cells: readonly string[], columns: number): Inline[] {
  const fitted = Array.from({ length: columns }, (_, index) => cells[index] ?? '');
  if (cells.length > columns) fitted[columns - 1] = cells.slice(columns - 1).join(' ');
  return fitted.map(parseInline);
}

/** "![alt](/images/x.png)" alone on a line. */
const IMAGE_LINE = /^!\[([^\]]*)\]\(([^()\s]*)\)\s*$/;
const NUMBERED = /^(\d{1,9})\. /;

type LineKind =
  | { kind: 'break' | 'paragraph' }
  | { kind: 'title' | 'heading2' | 'heading3' | 'list' | 'quote'; rest: string }
  | { kind: 'numbered'; number: number; rest: string }
  | { kind: 'check' | 'cross'; rest: string }
  | { kind: 'marker'; symbol: MarkerSymbol; rest: string }
  | { kind: 'image'; alt: string; src: string };

const WHITESPACE_ONLY = /^\s*$/;

/**
 * Which rule a line follows. The prefix rules start with different characters, so the first
 * character picks the candidates (a 10,000-line body is parsed in a few milliseconds).
 */
function classify(line: string): LineKind {
  if (WHITESPACE_ONLY.test(line)) return { kind: 'break' };
  const first = line[0];
  switch (first) {
    case 'T':
      if (line.startsWith('Title: ')) return { kind: 'title', rest: line.slice(7) };
      break;
    case '#':
      if (line.startsWith('## ')) return { kind: 'heading2', rest: line.slice(3) };
      if (line.startsWith('### ')) return { kind: 'heading3', rest: line.slice(4) };
      break;
    case '-':
      if (line.startsWith('- ')) return { kind: 'list', rest: line.slice(2) };
      break;
    case '✅':
      return { kind: 'check', rest: afterSymbol(line, '✅') };
    case '❌':
      return { kind: 'cross', rest: afterSymbol(line, '❌') };
    case '>':
      if (line.startsWith('> ')) return { kind: 'quote', rest: line.slice(2) };
      break;
    case '"':
    case '“':
      return { kind: 'quote', rest: line };
    case '!': {
      const image = IMAGE_LINE.exec(line);
      if (image) return { kind: 'image', alt: image[1]!.trim(), src: image[2]! };
      break;
    }
    default: {
      if (first !== undefined && first >= '0' && first <= '9') {
        const numbered = NUMBERED.exec(line);
        if (numbered) return { kind: 'numbered', number: Number(numbered[1]), rest: line.slice(numbered[0].length) };
        break;
      }
      // ✓ and ✔ are one UTF-16 unit; the chart emoji are surrogate pairs.
      const symbol = markerSymbols.find((candidate) => line.startsWith(candidate));
      if (symbol) return { kind: 'marker', symbol, rest: afterSymbol(line, symbol) };
    }
  }
  return { kind: 'paragraph' };
}

/** Split a body into lines; they may end in LF, CRLF or CR. */
export const bodyLines = (body: string) => (body === '' ? [] : body.split(/\r\n|\r|\n/));

/** Parse a whole body. */
export function parseArticleBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const line of bodyLines(body)) {
    const previous = blocks.at(-1);
    const table = tableLine(line, previous?.type === 'grid');
    if (table) {
      if (previous?.type !== 'grid') blocks.push({ type: 'grid', rows: [tableRow(table.cells, table.cells.length)] });
      // GitHub's line under the first row only says "this is a table": nothing to show.
      else if (!table.separator) previous.rows.push(tableRow(table.cells, previous.rows[0]?.length ?? table.cells.length));
      continue;
    }
    const kind = classify(line);
    switch (kind.kind) {
      case 'break':
        blocks.push({ type: 'break' });
        break;
      case 'title':
        blocks.push({ type: 'title', content: parseInline(kind.rest) });
        break;
      case 'heading2':
      case 'heading3':
        blocks.push({ type: 'heading', level: kind.kind === 'heading2' ? 2 : 3, content: parseInline(kind.rest) });
        break;
      case 'list': {
        const item = parseInline(kind.rest);
        if (previous?.type === 'list') previous.items.push(item);
        else blocks.push({ type: 'list', items: [item] });
        break;
      }
      case 'numbered': {
        const item = parseInline(kind.rest);
        if (previous?.type === 'numbered') previous.items.push(item);
        else blocks.push({ type: 'numbered', start: kind.number, items: [item] });
        break;
      }
      case 'check':
      case 'cross': {
        const item: ChecklistItem = { mark: kind.kind, content: parseInline(kind.rest) };
        if (previous?.type === 'checklist') previous.items.push(item);
        else blocks.push({ type: 'checklist', items: [item] });
        break;
      }
      case 'marker':
        blocks.push({ type: 'marker', symbol: kind.symbol, content: parseInline(kind.rest) });
        break;
      case 'quote':
        blocks.push({ type: 'quote', content: parseInline(kind.rest) });
        break;
      case 'image':
        blocks.push({ type: 'image', alt: kind.alt, src: kind.src });
        break;
      case 'paragraph':
        blocks.push({ type: 'paragraph', content: parseInline(line) });
        break;
    }
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Lint: lines that look like a rule but are not one
// ---------------------------------------------------------------------------------------------

export interface BodyProblem {
  /** 1-based line within the body. */
  line: number;
  message: string;
  fix: string;
}

/** Symbols people type for ticks and crosses that the syntax does not know, and the one it does. */
const lookalikeMarks: Record<string, string> = { '☑': '✅', '☒': '❌', '✗': '❌', '✘': '❌', '✖': '❌', '❎': '❌', '☐': '✅ or ❌' };

const quoteLine = (line: string) => (line.length > 60 ? `${line.slice(0, 57)}...` : line);

/**
 * Whether a line holds "![alt](" somewhere: an "![" whose next "]" is followed by "(". Every
 * "![" before a "]" shares that "]", so one pass decides (a regular expression for this
 * backtracks quadratically on "![![![...").
 */
function hasInlineImage(line: string): boolean {
  for (let open = line.indexOf('!['); open !== -1;) {
    const close = line.indexOf(']', open + 2);
    if (close === -1) return false;
    if (line[close + 1] === '(') return true;
    open = line.indexOf('![', close + 1);
  }
  return false;
}

type LineProblem = Omit<BodyProblem, 'line'>;

/** What is wrong with a line that looks like a marker but is not one; null when it is fine. */
function lintLine(line: string): LineProblem | null {
  const shown = `"${quoteLine(line)}"`;
  return lintHeadingLike(line, shown) ?? lintItemLike(line, shown) ?? lintImageLike(line, shown);
}

/** A line that starts with "#" but is not a heading: no space after it, or too many or too few. */
function lintHeadingLike(line: string, shown: string): LineProblem | null {
  let match: RegExpExecArray | null;
  if ((match = /^(#{2,3})(?=[^#\s])/.exec(line))) {
    return {
      message: `${shown} looks like a heading, but it has no space after ${match[1]}.`,
      fix: `Write "${match[1]} ${line.slice(match[1]!.length)}".`,
    };
  }
  if (/^#{4,}/.test(line)) {
    return {
      message: `${shown} starts with ${/^#+/.exec(line)![0].length} "#", but headings have two or three.`,
      fix: 'Write "## " for a heading or "### " for a subheading.',
    };
  }
  if (/^#(?!#)/.test(line)) {
    return {
      message: `${shown} starts with one "#", which is not a heading here.`,
      fix: 'Write "## " for a heading, or "Title: " for the main heading.',
    };
  }
  return null;
}

/** A line written like a list item, the title, a quote or a numbered item, but not as the syntax has it. */
function lintItemLike(line: string, shown: string): LineProblem | null {
  let match: RegExpExecArray | null;
  if (/^[*+•]\s/.test(line)) {
    return { message: `${shown} looks like a list item, but list items start with "- ".`, fix: `Write "- ${line.slice(2)}".` };
  }
  if (/^-[A-Za-z]/.test(line)) {
    return { message: `${shown} looks like a list item, but it has no space after "-".`, fix: `Write "- ${line.slice(1)}".` };
  }
  if (/^title\s*:/i.test(line) && !line.startsWith('Title: ')) {
    const rest = line.slice(line.indexOf(':') + 1).trim();
    return { message: `${shown} looks like the main heading, but it must be written "Title: " exactly.`, fix: `Write "Title: ${rest}".` };
  }
  if (/^>(?![ =])/.test(line)) {
    return { message: `${shown} looks like a quote, but it has no space after ">".`, fix: `Write "> ${line.slice(1).trimStart()}".` };
  }
  if ((match = /^(\d{1,9})[.)](?=\S)/.exec(line)) && !/^\d+\.\d/.test(line)) {
    return {
      message: `${shown} looks like a numbered item, but it is not written "1. text".`,
      fix: `Write "${match[1]}. ${line.slice(match[0].length)}".`,
    };
  }
  if ((match = /^(\d{1,9})\) /.exec(line))) {
    return {
      message: `${shown} looks like a numbered item, but numbers are followed by a dot here.`,
      fix: `Write "${match[1]}. ${line.slice(match[0].length)}".`,
    };
  }
  const mark = Object.keys(lookalikeMarks).find((symbol) => line.startsWith(symbol));
  if (mark) {
    return {
      message: `${shown} starts with ${mark}, which is not one of the article's item symbols.`,
      fix: `Use ${lookalikeMarks[mark]} instead.`,
    };
  }
  return null;
}

/** An image line without alt text, outside content/images/ or mistyped, or an image inside a line of text. */
function lintImageLike(line: string, shown: string): LineProblem | null {
  if (line.startsWith('!')) {
    const image = IMAGE_LINE.exec(line);
    if (image && image[1]!.trim() === '') {
      return {
        message: `${shown} is an image without alt text, so screen-reader users would not know what it shows.`,
        fix: 'Describe the picture between the brackets: ![Forecast versus actual sales, 2024](/images/...).',
      };
    }
    if (image && !/^\/images\/\S+\.(jpe?g|png|webp|avif)$/i.test(image[2]!)) {
      return {
        message: `${shown} is an image whose address is not a file in content/images/.`,
        fix: 'Put the picture in content/images/ and write its path, e.g. ![Alt text](/images/articles/chart.png).',
      };
    }
    if (!image && line.startsWith('![')) {
      return {
        message: `${shown} looks like an image, but it is not written "![alt text](/images/file.png)" alone on its line.`,
        fix: 'Write the image on a line of its own as ![alt text](/images/file.png).',
      };
    }
  } else if (line.includes('](') && hasInlineImage(line)) {
    return {
      message: `${shown} has an image inside a line of text.`,
      fix: 'Put the image ![alt text](/images/file.png) on a line of its own.',
    };
  }
  return null;
}

/** Links written in a line that cannot work: not a site path and not https. */
function lintLinks(line: string): Omit<BodyProblem, 'line'>[] {
  const problems: Omit<BodyProblem, 'line'>[] = [];
  for (let link = nextLink(line, 0); link; link = nextLink(line, link.end)) {
    if (link.href.startsWith('/') || link.href.startsWith('https://')) continue;
    problems.push({
      message: `The link "[${quoteLine(link.text)}](${link.href})" goes neither to a page of this site nor to an https address.`,
      fix: link.href.startsWith('http://')
        ? `Write https:// instead of http:// ("${link.href.replace(/^http:/, 'https:')}"), if the site supports it.`
        : 'Write a site path starting with "/" (e.g. /blog) or a full address starting with https://.',
    });
  }
  return problems;
}

/**
 * Gaps of two or more spaces between words: what VS Code's Tab key leaves where a marketer
 * meant a tab (it inserts spaces unless told otherwise). One pass over the line.
 */
function spaceGaps(line: string): number {
  let gaps = 0;
  let spaces = 0;
  let afterText = false;
  for (const char of line) {
    if (char === ' ') spaces += 1;
    else {
      if (afterText && spaces >= 2) gaps += 1;
      spaces = 0;
      afterText = !WHITESPACE_ONLY.test(char);
    }
  }
  return gaps;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const PIPE_ROW_EXAMPLE = '| Metric | Before | After |';

/** A table's first row: where it is, its width, how many rows it has so far, and whether its |---| line came. */
type TableStart = { line: number; columns: number; rows: number; separated: boolean };

/**
 * A table that ended with its first row alone: a header and |---| line with no rows, or a lone
 * row (of pipes or tabs). A lone row whose neighbour was typed with spaces says nothing: the
 * neighbour's message says it all.
 */
function loneRowProblem(first: TableStart, lines: readonly string[], gaps: readonly number[]): BodyProblem | null {
  if (first.rows !== 1) return null;
  if (first.separated) {
    return {
      line: first.line,
      message: `"${quoteLine(lines[first.line - 1] ?? '')}" and the |---| line under it start a table, but no rows follow them.`,
      fix: "Put the table's rows on the lines right under the |---| line, or delete the table.",
    };
  }
  const spacedNeighbour = (gaps[first.line - 2] ?? 0) >= 2 || (gaps[first.line] ?? 0) >= 2;
  if (spacedNeighbour) return null;
  const line = lines[first.line - 1] ?? '';
  const shown = `"${quoteLine(line)}"`;
  const pipes = line.trimStart().startsWith('|');
  return {
    line: first.line,
    message: pipes
      ? `${shown} starts with "|" like a table row, but no other table row is above or below it: a table has a first row naming its columns and rows under it.`
      : `${shown} has tab characters that split it into ${plural(first.columns, 'part')}, but no other table row is above or below it: a table has a first row naming its columns and rows under it.`,
    fix: pipes
      ? 'If this is a table, put its rows on the lines right under it; if it is a sentence, reword it so it does not start with "|".'
      : 'If this is a sentence, replace the tab with a space; if it is a table, put its rows on consecutive lines, cells separated by tabs.',
  };
}

/** Two or more wide gaps in a line next to a table, or on two lines in a row: a row typed with spaces. */
function spacedRowProblem(
  lines: readonly string[],
  rows: readonly (TableLine | null)[],
  gaps: readonly number[],
  index: number,
): BodyProblem | null {
  const nextToTable = rows[index - 1] != null || rows[index + 1] != null || (gaps[index - 1] ?? 0) >= 2 || (gaps[index + 1] ?? 0) >= 2;
  if ((gaps[index] ?? 0) < 2 || !nextToTable) return null;
  return {
    line: index + 1,
    message: `"${quoteLine(lines[index] ?? '')}" separates its words with runs of spaces, like a table row typed with spaces instead of tabs: it would show as a paragraph, not as a row of the table.`,
    fix: `Separate the cells with tab characters (VS Code's Tab key inserts spaces; this repository's .vscode/settings.json makes it insert tabs in content/articles), or write the row between pipes: ${PIPE_ROW_EXAMPLE}.`,
  };
}

/** The table problems of a body: lone rows, rows of another width, misplaced separators, rows typed with spaces. */
function lintTables(lines: readonly string[]): BodyProblem[] {
  const problems: BodyProblem[] = [];
  // Whether each line is a table row, as the parser reads it (a row continues the table above).
  const rows: (TableLine | null)[] = [];
  for (const line of lines) rows.push(tableLine(line, rows.at(-1) != null));
  const gaps = lines.map((line, index) => (rows[index] ? 0 : spaceGaps(line)));
  let first: TableStart | null = null;
  const endTable = () => {
    const problem = first && loneRowProblem(first, lines, gaps);
    if (problem) problems.push(problem);
    first = null;
  };
  lines.forEach((line, index) => {
    const row = rows[index];
    const number = index + 1;
    if (!row) {
      endTable();
      const problem = spacedRowProblem(lines, rows, gaps, index);
      if (problem) problems.push(problem);
      return;
    }
    if (row.separator) {
      if (!first || first.rows !== 1) {
        problems.push({
          line: number,
          message: `"${quoteLine(line)}" is the line that goes right under a table's first row, but it is ${first ? `under row ${first.rows}` : 'not under a table row'}.`,
          fix: first
            ? 'Delete it, or move it right under the first row.'
            : `Put the row naming the columns above it, e.g. ${PIPE_ROW_EXAMPLE}.`,
        });
      } else if (row.cells.length !== first.columns) {
        first.separated = true;
        problems.push({
          line: number,
          message: `"${quoteLine(line)}" has ${plural(row.cells.length, 'column')}, but the table's first row has ${plural(first.columns, 'cell')}.`,
          fix: `Write one --- per column: |${'---|'.repeat(first.columns)}.`,
        });
      } else first.separated = true;
      return;
    }
    if (!first) {
      first = { line: number, columns: row.cells.length, rows: 1, separated: false };
      return;
    }
    first.rows += 1;
    if (row.cells.length !== first.columns) {
      const separated = row.pipes ? 'each between two pipes' : 'separated by tabs';
      problems.push({
        line: number,
        message: `"${quoteLine(line)}" has ${plural(row.cells.length, 'cell')}, but the table's first row has ${plural(first.columns, 'cell')}: ${row.cells.length > first.columns ? 'the extra cells would be joined into the last column' : 'the missing cells would show empty'}.`,
        fix: `Give every row ${plural(first.columns, 'cell')}, ${separated}${row.pipes ? ' (a pipe inside a cell is written \\|)' : '; a tab inside a sentence is replaced with a space'}.`,
      });
    }
  });
  endTable();
  return problems;
}

/** Every line of a body that the build refuses, with its 1-based line number. */
export function lintArticleBody(body: string): BodyProblem[] {
  const lines = bodyLines(body);
  const problems: BodyProblem[] = [];
  let inTable = false;
  lines.forEach((line, index) => {
    // A table row's first cell may start like a marker ("## Step"): it shows as text.
    inTable = tableLine(line, inTable) != null;
    const problem = inTable ? null : lintLine(line);
    if (problem) problems.push({ line: index + 1, ...problem });
    for (const linkProblem of lintLinks(line)) problems.push({ line: index + 1, ...linkProblem });
  });
  problems.push(...lintTables(lines));
  return problems.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------------------------
// What a reader reads
// ---------------------------------------------------------------------------------------------

/** The words a reader reads: block text without the syntax's markers. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'break':
          return '';
        case 'image':
          return '';
        case 'list':
        case 'numbered':
          return block.items.map(inlineText).join('\n');
        case 'checklist':
          return block.items.map((item) => inlineText(item.content)).join('\n');
        case 'grid':
          return block.rows.map((row) => row.map(inlineText).join(' ')).join('\n');
        default:
          return inlineText(block.content);
      }
    })
    .join('\n');
}

/** A body's text as a reader sees it: what reading time and word count are measured on. */
export const articleText = (body: string) => blocksText(parseArticleBody(body));

/** Word count of a body as a reader sees it (JSON-LD wordCount). */
export const articleWordCount = (body: string) => countWords(articleText(body));

/** Every link target and image path of a body, with the 1-based line it is on. */
export function bodyReferences(body: string): { line: number; href?: string; image?: string }[] {
  const references: { line: number; href?: string; image?: string }[] = [];
  bodyLines(body).forEach((line, index) => {
    if (!line.includes('](')) return;
    const image = IMAGE_LINE.exec(line);
    if (image) references.push({ line: index + 1, image: image[2]! });
    else for (const href of inlineLinks(parseInline(line))) references.push({ line: index + 1, href });
  });
  return references;
}
