/**
 * A policy checked as the site renders it: the Markdown tree remark-gfm reads (the same one
 * the site's MDX compile sees) shows what a visitor would get. GitHub-flavoured Markdown is
 * forgiving in ways that lose text without an error: a table whose separator line lacks a
 * pipe is no table, and its rows show as one paragraph of pipes; a row with a cell too many
 * drops that cell (a retention period vanishes from the Privacy Policy); a row with a pipe
 * too few leaves a blank cell. So each of these, and any heading, list item, link or cell
 * with no text, is a problem here, with the line it is on.
 */
import type { ContentProblem } from './problems.ts';

/** The part of an mdast node these checks read (the caller's walker passes every node). */
export interface RenderedNode {
  type: string;
  value?: string;
  url?: string;
  position?: { start: { line: number }; end?: { line: number } };
  children?: RenderedNode[];
}

/** The words a node shows, without its Markdown; an image shows its alt text, which is not counted here. */
function shownText(node: RenderedNode): string {
  if (node.type === 'image') return '';
  return node.value ?? (node.children ?? []).map(shownText).join('');
}

/** An image or a break shows something even without words. */
const showsSomething = (node: RenderedNode): boolean =>
  shownText(node).trim() !== '' || node.type === 'image' || (node.children ?? []).some(showsSomething);

/**
 * The cells of a table line as GFM splits it: on "|" not escaped with "\", leading and
 * trailing pipes are borders. Linear: one pass over the line.
 */
export function cellsOfLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '\\' && index + 1 < line.length) {
      current += char + line[index + 1];
      index += 1;
    } else if (char === '|') {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  const trimmed = line.trim();
  if (trimmed.startsWith('|')) cells.shift();
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) cells.pop();
  return cells.map((cell) => cell.trim());
}

/** A GFM separator line: cells of dashes with optional alignment colons ("|---|:---:|"). */
const isSeparatorLine = (line: string): boolean => {
  if (!line.includes('-')) return false;
  const cells = cellsOfLine(line);
  return cells.length > 0 && cells.every((cell) => /^:?-+:?$/.test(cell));
};

const separatorFor = (columns: number) => `|${'---|'.repeat(columns)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The problems of one node of the policy's tree. `lines` are the body's lines (mdast lines are
 * 1-based within the body); `at` turns a body line into the problem's file and line.
 */
export function renderingProblems(
  node: RenderedNode,
  lines: readonly string[],
  at: (bodyLine: number) => Pick<ContentProblem, 'file' | 'line'>,
): ContentProblem[] {
  const start = node.position?.start.line;
  if (start === undefined) return [];
  switch (node.type) {
    case 'paragraph':
      return startsWithPipe(node) ? [pipeParagraph(start, lines, at)] : [];
    case 'table':
      return tableProblems(node, at);
    case 'heading':
      return showsSomething(node)
        ? []
        : [{ ...at(start), message: `This heading ("${lines[start - 1]?.trim() ?? ''}") has no words: the page would show an empty heading, and the table of contents an empty entry.`, fix: 'Write the heading after the "## ", or delete the line.' }];
    case 'listItem':
      return showsSomething(node)
        ? []
        : [{ ...at(start), message: `This list item ("${lines[start - 1]?.trim() ?? ''}") has no words: the page would show a bullet with nothing beside it.`, fix: 'Write the item after the "- ", or delete the line.' }];
    case 'link':
      return showsSomething(node)
        ? []
        : [{ ...at(start), message: `The link to "${node.url ?? ''}" has no text between [ and ]: it would not show on the page.`, fix: `Write the words to click between the brackets: [our Cookie Policy](${node.url ?? '/path'}).` }];
    default:
      return [];
  }
}

function startsWithPipe(node: RenderedNode): boolean {
  const first = node.children?.[0];
  return first?.type === 'text' && (first.value ?? '').trimStart().startsWith('|');
}

/** A paragraph that starts with "|": table rows Markdown did not read as a table. Says why. */
function pipeParagraph(start: number, lines: readonly string[], at: (bodyLine: number) => Pick<ContentProblem, 'file' | 'line'>): ContentProblem {
  const header = lines[start - 1] ?? '';
  const next = lines[start] ?? '';
  const columns = cellsOfLine(header).length;
  const shown = 'Markdown does not read it as a table, so the page would show its rows as one paragraph of pipes';
  if (isSeparatorLine(next)) {
    const separatorCells = cellsOfLine(next).length;
    return {
      ...at(start),
      message: `This looks like a table, but ${shown}: its first line has ${plural(columns, 'column')} and the separator line under it ("${next.trim()}") has ${separatorCells}.`,
      fix: `Give the separator line one --- per column: ${separatorFor(columns)}.`,
    };
  }
  if (start > 1 && (lines[start - 2] ?? '').trim() === '' && (lines[start - 3] ?? '').trim().startsWith('|')) {
    return {
      ...at(start),
      message: `This line starts with "|" after a blank line that ended the table above: ${shown}.`,
      fix: 'Delete the blank line inside the table, so every row follows the one before it.',
    };
  }
  return {
    ...at(start),
    message: `This line starts with "|" but has no separator line under it: ${shown}.`,
    fix: `Put a separator line under the first row, with one --- per column: ${separatorFor(columns)}. To start a sentence with a pipe, write \\| instead.`,
  };
}

/** Rows whose cell count is not the header's, and cells that would show nothing. */
function tableProblems(node: RenderedNode, at: (bodyLine: number) => Pick<ContentProblem, 'file' | 'line'>): ContentProblem[] {
  const [header, ...rows] = node.children ?? [];
  const columns = header?.children?.length ?? 0;
  const problems: ContentProblem[] = [];
  for (const row of [header, ...rows]) {
    const line = row?.position?.start.line;
    if (!row || line === undefined) continue;
    const cells = row.children ?? [];
    if (row !== header && cells.length !== columns) {
      const lost = cells.slice(columns).map(shownText).filter((text) => text.trim() !== '');
      problems.push({
        ...at(line),
        message:
          cells.length > columns
            ? `This table row has ${plural(cells.length, 'cell')} but the table's first row has ${plural(columns, 'column')}: the page would drop ${lost.length > 0 ? `"${lost.join('", "')}"` : 'the extra cells'}.`
            : `This table row has ${plural(cells.length, 'cell')} but the table's first row has ${plural(columns, 'column')}: the page would show ${columns - cells.length === 1 ? 'the last cell' : 'the last cells'} empty.`,
        fix: `Give the row one cell per column, each between two pipes: ${columns === 2 ? '| category | period |' : `${plural(columns, 'cell')}, like the first row`}. A "|" inside a cell's text is written \\|.`,
      });
      continue;
    }
    cells.forEach((cell, index) => {
      if (showsSomething(cell)) return;
      const heading = header?.children?.[index];
      problems.push({
        ...at(line),
        message: `Cell ${index + 1}${heading && row !== header ? ` (the "${shownText(heading).trim()}" column)` : ''} of this table row is empty: the page would show a blank cell.`,
        fix: 'Write the cell\'s text between its two pipes; if nothing applies, say so in words ("none", "not applicable").',
      });
    });
  }
  return problems;
}
