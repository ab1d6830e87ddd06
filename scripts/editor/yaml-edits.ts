/**
 * Edits of a YAML text by source offsets, as the editor's writers make them (serialise.ts,
 * folded-scalars.ts, new-entry.ts): each edit's range of the old text is spliced with newly
 * written YAML, everything else is copied.
 */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` with every edit made (from the end back, so each offset still points into the old text). */
export function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
