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
    // zod says "Invalid input: expected number, received string"; the "found" part says the rest.
    const rule = issue.message.replace(/^(Invalid input|Too small|Too big|Invalid option|Invalid string): /, '').replace(/, received \w+$/, '');
    const found = 'input' in issue ? describeFound(issue.input) : undefined;
    let message: string;
    if (found === undefined) message = rule;
    else if (/^expected /i.test(rule)) message = `found ${found}, ${rule}`;
    else if (/^must /.test(rule)) message = `found ${found}, but it ${rule}`;
    else message = `found ${found}: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`;
    return { file, field, message };
  });
}
