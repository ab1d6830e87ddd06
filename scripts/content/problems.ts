/**
 * Content problems a marketer can act on: which file, which field, what was found and what
 * was expected. The compile step collects all of them before it fails.
 */
import type { z } from 'zod';

export interface ContentProblem {
  /** Path relative to the project root, e.g. "content/stories/helmet.md". */
  file: string;
  /** Dotted field path, e.g. "results.2.value"; "(file)" for the file as a whole. */
  field: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((problem) => `  ${problem.file}: ${problem.field}: ${problem.message}`);
  return `Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}

function describeFound(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (Array.isArray(input)) return `a list of ${input.length}`;
  if (typeof input === 'object') return 'an object';
  const text = JSON.stringify(input) ?? String(input);
  return `${text.length > 60 ? `${text.slice(0, 57)}...` : text} (${typeof input})`;
}

/** Turn zod's issues into problems that say what was found and what was expected. */
export function problemsFromZod(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(frontmatter)';
    const found = 'input' in issue ? describeFound(issue.input) : undefined;
    const expected = issue.message.replace(/^Invalid input: /, '');
    return { file, field, message: found === undefined ? expected : `found ${found}, expected: ${expected}` };
  });
}
