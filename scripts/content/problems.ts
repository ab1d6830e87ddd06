/**
 * Content problems a marketer can act on: the file and line, the field, what was found and
 * how to fix it, in plain words. The compile step collects every problem before it fails, so
 * one run lists them all.
 */

export interface ContentProblem {
  /** Path relative to the project root, e.g. "content/stories/helmet.md". */
  file: string;
  /** 1-based line in the file, when the problem has one. */
  line?: number;
  /** The field as a marketer reads it, e.g. "results › item 3 › value"; absent for the file as a whole. */
  field?: string;
  /** What is wrong, e.g. 'Found "yes please", but this must be true or false.' */
  message: string;
  /** What to do about it, e.g. 'Write featured: true or featured: false.' */
  fix?: string;
}

/** A field path as a marketer reads it: list positions count from 1. */
export function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  if (path.length === 0) return undefined;
  return path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : String(part))).join(' › ');
}

const byPosition = (a: ContentProblem, b: ContentProblem) =>
  a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1;

/** One problem as printed: "file:line  field", then the message and the fix, indented. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const lines = [problem.field ? `${where}  ${problem.field}` : where, `  ${problem.message}`];
  if (problem.fix) lines.push(`  Fix: ${problem.fix}`);
  return lines.join('\n');
}

/** Every problem, grouped by file in line order, under a line that says how many. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const body = [...problems].sort(byPosition).map(formatProblem).join('\n\n');
  return `Content has ${count}; nothing was built.\n\n${body}\n`;
}

/**
 * Something the build did that a marketer should know but that is not a mistake: an image
 * it resized, an entry it held back until its publication date.
 */
export interface ContentNote {
  file: string;
  message: string;
}

export function formatNotes(notes: readonly ContentNote[]): string {
  return notes.map((note) => `note: ${note.file}: ${note.message}`).join('\n');
}
