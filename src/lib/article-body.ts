/**
 * The article body syntax of decisions.md: line-based, one line at a time, nothing else
 * interpreted. parseArticleBody turns a body into typed blocks that the React renderer
 * (src/components/blog/article-body.tsx) draws; any HTML in the text stays text, because
 * the blocks only ever carry strings.
 *
 * Each line is tried against the rules in the table's order; the first that fits wins:
 *
 *   (blank or whitespace-only)  -> break (checked first: an empty line starts with nothing)
 *   "Title: "                   -> title, the body's main heading
 *   "## " / "### "              -> heading level 2 / 3
 *   "- "                        -> list item; consecutive items form one list
 *   "✅" / "❌"                   -> check / cross item; consecutive items form one checklist
 *   "✓" "✔" "📊" "📈" "📉"        -> marker paragraph showing that symbol
 *   "> " or `"` or `“`          -> block quote (a quotation mark stays part of the text)
 *   contains a tab              -> grid row of three cells; consecutive rows form one grid
 *   anything else               -> paragraph
 *
 * Inline, `**text**` is bold anywhere in a line; an unmatched `**` shows as written.
 */
import { countWords } from './reading-time.ts';

/** A run of text, bold or not. */
export interface Segment {
  text: string;
  bold: boolean;
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
  | { type: 'checklist'; items: ChecklistItem[] }
  | { type: 'marker'; symbol: MarkerSymbol; content: Inline }
  | { type: 'quote'; content: Inline }
  | { type: 'grid'; rows: [Inline, Inline, Inline][] }
  | { type: 'break' }
  | { type: 'paragraph'; content: Inline };

/** Columns of a grid (decisions.md: a three-column grid). */
export const GRID_COLUMNS = 3;

/** Emoji often arrive followed by a variation selector (U+FE0F); it is not text. */
const VARIATION_SELECTOR = /^\uFE0F/;

/** Split a line into plain and bold runs. An opening `**` without a closing one is literal. */
export function parseInline(text: string): Inline {
  if (text === '') return [];
  if (!text.includes('**')) return [{ text, bold: false }];
  const segments: Inline = [];
  const push = (value: string, bold: boolean) => {
    if (value === '') return;
    const last = segments.at(-1);
    if (last && last.bold === bold) last.text += value;
    else segments.push({ text: value, bold });
  };
  let position = 0;
  while (position < text.length) {
    const open = text.indexOf('**', position);
    if (open === -1) break;
    const close = text.indexOf('**', open + 2);
    if (close === -1) break;
    const inner = text.slice(open + 2, close);
    if (inner === '') {
      // "****" encloses nothing: show it as written rather than an empty bold run.
      push(text.slice(position, close + 2), false);
    } else {
      push(text.slice(position, open), false);
      push(inner, true);
    }
    position = close + 2;
  }
  push(text.slice(position), false);
  return segments;
}

/** The text of inline runs without formatting. */
export const inlineText = (inline: Inline) => inline.map((segment) => segment.text).join('');

function afterPrefix(line: string, prefix: string): string {
  return line.slice(prefix.length);
}

/** The rest of a line after a leading symbol (and its variation selector and spaces). */
function afterSymbol(line: string, symbol: string): string {
  return line.slice(symbol.length).replace(VARIATION_SELECTOR, '').trimStart();
}

function gridRow(line: string): [Inline, Inline, Inline] {
  const cells = line
    .trim()
    .split(/\t+/)
    .map((cell) => cell.trim());
  // Extra cells join the last column, so nothing the author wrote is dropped.
  return [parseInline(cells[0] ?? ''), parseInline(cells[1] ?? ''), parseInline(cells.slice(2).join(' '))];
}

type LineKind =
  | { kind: 'break' | 'grid' | 'paragraph' }
  | { kind: 'title' | 'heading2' | 'heading3' | 'list' | 'quote'; rest: string }
  | { kind: 'check' | 'cross'; rest: string }
  | { kind: 'marker'; symbol: MarkerSymbol; rest: string };

const WHITESPACE_ONLY = /^\s*$/;

/**
 * Which rule a line follows. The prefix rules start with different characters, so testing
 * them in any order gives the table's answer; the first character picks the candidates
 * (a 10,000-line body is parsed in a few milliseconds).
 */
function classify(line: string): LineKind {
  if (WHITESPACE_ONLY.test(line)) return { kind: 'break' };
  switch (line[0]) {
    case 'T':
      if (line.startsWith('Title: ')) return { kind: 'title', rest: afterPrefix(line, 'Title: ') };
      break;
    case '#':
      if (line.startsWith('## ')) return { kind: 'heading2', rest: afterPrefix(line, '## ') };
      if (line.startsWith('### ')) return { kind: 'heading3', rest: afterPrefix(line, '### ') };
      break;
    case '-':
      if (line.startsWith('- ')) return { kind: 'list', rest: afterPrefix(line, '- ') };
      break;
    case '✅':
      return { kind: 'check', rest: afterSymbol(line, '✅') };
    case '❌':
      return { kind: 'cross', rest: afterSymbol(line, '❌') };
    case '>':
      if (line.startsWith('> ')) return { kind: 'quote', rest: afterPrefix(line, '> ') };
      break;
    case '"':
    case '“':
      return { kind: 'quote', rest: line };
    default: {
      // ✓ and ✔ are one UTF-16 unit; the chart emoji are surrogate pairs.
      const symbol = markerSymbols.find((candidate) => line.startsWith(candidate));
      if (symbol) return { kind: 'marker', symbol, rest: afterSymbol(line, symbol) };
    }
  }
  return { kind: line.includes('\t') ? 'grid' : 'paragraph' };
}

/** Parse a whole body. Lines may end in LF, CRLF or CR. */
export function parseArticleBody(body: string): Block[] {
  const blocks: Block[] = [];
  const lines = body === '' ? [] : body.split(/\r\n|\r|\n/);

  for (const line of lines) {
    const previous = blocks.at(-1);
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
      case 'grid': {
        const row = gridRow(line);
        if (previous?.type === 'grid') previous.rows.push(row);
        else blocks.push({ type: 'grid', rows: [row] });
        break;
      }
      case 'paragraph':
        blocks.push({ type: 'paragraph', content: parseInline(line) });
        break;
    }
  }
  return blocks;
}

/** The words a reader reads: block text without the syntax's markers. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'break':
          return '';
        case 'list':
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
