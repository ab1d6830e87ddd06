/**
 * How two build outputs differ: files only in one of them, and files in both whose bytes
 * differ. Compared file by file, so two large dist/ folders never sit in memory at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../build-cache.ts';

export interface DirDifferences {
  files: number;
  onlyInFirst: string[];
  onlyInSecond: string[];
  differing: string[];
}

export function compareDirs(first: string, second: string): DirDifferences {
  const a = filesUnder(first);
  const b = new Set(filesUnder(second));
  const inA = new Set(a);
  const differing = a.filter(
    (file) => b.has(file) && !fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(path.join(second, file))),
  );
  return {
    files: a.length,
    onlyInFirst: a.filter((file) => !b.has(file)),
    onlyInSecond: [...b].filter((file) => !inA.has(file)),
    differing,
  };
}

export const identical = (differences: DirDifferences) =>
  differences.onlyInFirst.length + differences.onlyInSecond.length + differences.differing.length === 0;
