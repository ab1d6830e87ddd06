/**
 * The content check's problems for the entry being edited, shown above its preview while the
 * marketer types (the check runs on the draft through POST /api/editor/check, debounced) and
 * kept for the save and publish guards in main.tsx.
 */
import { useEffect, useState } from 'react';
import type { ContentProblem } from '../../content/problems.ts';
import type { DraftFile } from '../check.ts';
import { apiUrl } from './session.ts';

export interface CheckAnswer {
  problems: ContentProblem[];
}

/** Ask the editor's server what `npm run content` would say with this draft (and its unsaved pictures) in place. */
export async function checkDraft(path: string, raw: string, pictures?: DraftFile['pictures']): Promise<CheckAnswer> {
  const response = await fetch(apiUrl('/api/editor/check'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, raw, pictures } satisfies DraftFile),
  });
  if (!response.ok) {
    const refused = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(refused.error ?? `The content check did not answer (${response.status}).`);
  }
  return (await response.json()) as CheckAnswer;
}

/** Wait this long after the last keystroke before checking (one compile per pause, not per key). */
export const CHECK_PAUSE_MS = 600;

export function useDraftProblems(path: string | undefined, raw: string): ContentProblem[] | undefined {
  const [problems, setProblems] = useState<ContentProblem[]>();
  useEffect(() => {
    if (!path) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      checkDraft(path, raw).then(
        (answer) => current && setProblems(answer.problems),
        (error: unknown) => current && setProblems([{ file: path, message: String(error) }]),
      );
    }, CHECK_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [path, raw]);
  return problems;
}

export function ProblemList({ problems, path }: { problems: ContentProblem[] | undefined; path: string | undefined }) {
  if (problems === undefined)
    return (
      <p data-testid="editor-check" className="m-4 text-sm text-slate-500">
        Checking…
      </p>
    );
  if (problems.length === 0)
    return (
      <p data-testid="editor-check" className="m-4 rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        No problems: {path ?? 'this entry'} passes the content check.
      </p>
    );
  return (
    <section data-testid="editor-check" role="alert" className="m-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <h2 className="font-semibold">
        {problems.length} problem{problems.length === 1 ? '' : 's'} in {path} to fix before it can be published
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {problems.map((problem, index) => (
          <li key={index}>
            <strong>{problem.field ?? problem.file}</strong>
            {problem.line ? ` (line ${problem.line})` : ''}: {problem.message} {problem.fix}
          </li>
        ))}
      </ul>
    </section>
  );
}
