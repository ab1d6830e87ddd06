/**
 * The one-line edits a marketer makes, done to a copy's content files by the tests and the
 * benchmarks that build after them (scripts/incremental-build.test.ts, npm run bench:scale).
 */
import fs from 'node:fs';

/** Appends `words` to the last plain paragraph line of an article's body. */
export function appendToLastParagraph(file: string, words: string): void {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const last = lines.findLastIndex((line) => /^[A-Z][^|]*[a-z.]$/.test(line));
  if (last < 0) throw new Error(`${file} has no plain paragraph line to edit`);
  lines[last] = `${lines[last]} ${words}`;
  fs.writeFileSync(file, lines.join('\n'));
}

/** Puts a word at the start of the title, inside its quotes if it has them: the search document changes. */
export function editTitle(file: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const edited = text.replace(/^title: ("?)/m, (_match, quote: string) => `title: ${quote}Edited `);
  if (edited === text) throw new Error(`${file} has no title line to edit`);
  fs.writeFileSync(file, edited);
}
