/**
 * A hit's title or summary cut into plain and matched pieces: a word is matched when it is
 * one of the index words the hit matched (the query's words, completed or corrected).
 */
import { indexTerm } from './documents';

export interface Piece {
  text: string;
  matched: boolean;
}

export function highlight(text: string, terms: readonly string[]): Piece[] {
  const wanted = new Set(terms);
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu)) {
    const term = indexTerm(match[0]);
    if (!term || !wanted.has(term)) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), matched: false });
    pieces.push({ text: match[0], matched: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), matched: false });
  return pieces;
}
