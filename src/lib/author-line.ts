/**
 * An article's author line: the name and role of the author its `author:` names (content/authors/,
 * compiled into @content/author-lines), and the address of their page.
 */
import { authorLines } from '@content/author-lines';

export interface AuthorLine {
  name: string;
  role: string;
  path: string;
  /** A group that signs together (the editorial team), not one person. */
  group: boolean;
}

export function authorLine(id: string): AuthorLine {
  // The build refuses an id no author file has, so the fallback is only for a stale index in the dev server.
  const { name, role, group } = authorLines[id] ?? { name: id, role: '', group: false };
  return { name, role, group, path: `/authors/${id}` };
}
