/**
 * What the serialiser's tests share (serialise.test.ts, folded-scalars.test.ts,
 * new-entry.test.ts): the content files to test with, and small helpers on their text and data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../content/compile';
import { collections as documented } from '../content/reference';
import type { EntryData, Kind } from './serialise';

/** Every content file the editor opens, with how it reads it (derived from the documented files, not listed here). */
export function contentFiles(): { file: string; kind: Kind }[] {
  return documented.flatMap((doc) => {
    const dir = path.join(projectRoot, path.dirname(doc.files));
    const suffix = path.basename(doc.files).replace('*', '');
    const names = doc.files.includes('*')
      ? fs.readdirSync(dir).filter((name) => name.endsWith(suffix) && !name.startsWith('fixture-'))
      : [path.basename(doc.files)];
    return names.map(
      (name) => ({ file: path.join(path.dirname(doc.files), name), kind: doc.frontmatter ? 'frontmatter' : 'yaml' }) as const,
    );
  });
}

/** The lines of `b` that differ from `a` (same line count assumed by the callers that use it). */
export function changedLines(a: string, b: string): { removed: string[]; added: string[] } {
  const left = a.split('\n');
  const right = b.split('\n');
  const removed = left.filter((line, index) => right[index] !== line);
  const added = right.filter((line, index) => left[index] !== line);
  return { removed, added };
}

export function setIn(data: EntryData, at: (string | number)[], value: unknown): EntryData {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

export function getIn(data: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data);
}
