/**
 * The text below a file's fields in the article syntax (src/lib/article-body.ts), as every
 * collection whose definition says `body: 'line-syntax'` compiles it: the articles' hook and
 * the usual compile by schema (compile-collection.ts). Its mistakes are problems with the file's
 * own line numbers; its internal links and pictures are handed back for the checks across files.
 */
import { bodyReferences, lintArticleBody } from '../../src/lib/article-body.ts';
import type { ImageReference } from './content-types.ts';
import type { Entry } from './entries.ts';
import type { ContentProblem } from './problems.ts';
import { derived, remembered } from './yaml-cache.ts';

export interface LineSyntaxBody {
  /** The text, without the blank lines that separate it from the fields and without trailing space. */
  text: string;
  /** The file's line the text starts on. */
  line: number;
  /** A key of the text for what derived() makes of it (yaml-cache.ts): its file's key with a suffix, a function of the text. */
  key?: string;
}

/** The body of `entry` and the file's line it starts on. */
export function bodyOf(entry: Entry): LineSyntaxBody {
  // Blank lines between the fields and the text are not part of the body.
  const leading = /^\s*\n/.exec(entry.source.body)?.[0] ?? '';
  const text = entry.source.body.slice(leading.length).trimEnd();
  return { text, line: entry.source.bodyLine + (leading.match(/\n/g)?.length ?? 0), key: bodyKey(entry) };
}

/** The key of an entry's body text: a function of the file's text, so of its key (no hashing the body again). */
export const bodyKey = (entry: Entry): string => `${entry.key}.text`;

/** What `compute` made of the body, remembered by its key (or its text when it has none). */
export function ofBody<T>(name: string, body: LineSyntaxBody, compute: (text: string) => T): T {
  return body.key === undefined ? derived(name, body.text, compute) : remembered(name, body.key, () => compute(body.text));
}

/** The body's syntax mistakes and its references, as pure functions of its text give them (remembered by its key). */
const mistakesOf = (body: LineSyntaxBody) => ofBody('lint', body, lintArticleBody);
const referencesOf = (body: LineSyntaxBody) => ofBody('references', body, bodyReferences);

/** Makes into the cache what the compile derives from an entry's body by itself: a cold build does so on two threads (parse-ahead.ts). */
export function deriveBody(entry: Entry): void {
  const body = bodyOf(entry);
  mistakesOf(body);
  referencesOf(body);
}

/** The body's syntax mistakes, but on `skipLines` (said otherwise), and an empty body, naming `noun`, go into `problems`. */
export function lintBody(entry: Entry, body: LineSyntaxBody, noun: string, problems: ContentProblem[], skipLines: ReadonlySet<number> = new Set()): void {
  for (const problem of mistakesOf(body)) {
    if (skipLines.has(problem.line)) continue;
    problems.push({ file: entry.shownAs, line: body.line + problem.line - 1, field: 'body', message: problem.message, fix: problem.fix });
  }
  // An empty body is pointed at the "---" line that closes the fields.
  if (body.text === '')
    problems.push({
      file: entry.shownAs,
      line: entry.source.bodyLine - 1,
      field: 'body',
      message: `The ${noun} has no text below its fields.`,
      fix: `Write the ${noun} below the second "---" line.`,
    });
}

/** The internal links and pictures a body names, with the file's line numbers. */
export function bodyLinksAndImages(
  entry: Entry,
  body: LineSyntaxBody,
): { links: { file: string; line: number; field: string; href: string }[]; images: ImageReference[] } {
  const links: { file: string; line: number; field: string; href: string }[] = [];
  const images: ImageReference[] = [];
  for (const reference of referencesOf(body)) {
    const line = body.line + reference.line - 1;
    if (reference.href?.startsWith('/')) links.push({ file: entry.shownAs, line, field: 'body', href: reference.href });
    if (reference.image) images.push({ src: reference.image, use: 'article', file: entry.shownAs, line });
  }
  return { links, images };
}
