/**
 * What the site search finds and shows: one document per story, article, policy and main page.
 * Shared by the build step that writes the index (scripts/search-index.ts) and the dialog that
 * reads it, so both agree on the fields and on how words are cut and compared.
 */

export const searchTypes = ['story', 'article', 'policy', 'page'] as const;
export type SearchType = (typeof searchTypes)[number];

/** The dialog's group headings, in the order the groups are shown. */
export const searchGroupLabels: Record<SearchType, string> = {
  story: 'Stories',
  article: 'Articles',
  policy: 'Policies',
  page: 'Pages',
};

export interface SearchDocument {
  /** The page's address; also the document's id. */
  id: string;
  type: SearchType;
  title: string;
  /** The line shown under the title (an excerpt or description). */
  summary: string;
  /** Tags, category or industry, headings: words a visitor would search by. */
  keywords: string;
  /** The rest of the page's words, searched but not sent to the browser as shown text. */
  body: string;
}

/** Searched fields, and how much a match in each counts. */
export const searchFields = ['title', 'keywords', 'summary', 'body'] as const;
export const fieldBoosts: Record<(typeof searchFields)[number], number> = { title: 4, keywords: 2, summary: 1.5, body: 1 };
/** What each hit carries to the dialog (the body stays out of the downloaded index). */
export const storedFields = ['type', 'title', 'summary'] as const;

/** Lowercase without accents, so "Cafe" finds "Café". */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII: skip the decomposition, which is most of the indexing time.
  return /^[\x20-\x7e]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/** Words of a text: letters and digits, kept together across an apostrophe or a dot in a number. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Words too common to tell pages apart: every page would match them. Kept short on purpose; a
 * visitor who searches "the supply chain" still finds pages with "supply chain".
 */
const stopWords = new Set(
  'a an and are as at be but by can for from has have in into is it its not of on or our than that the their them then there these they this to was we were when which will with you your'.split(
    ' ',
  ),
);

/** A word as the index stores it, or null when it is not indexed. */
export function indexTerm(word: string): string | null {
  let term = normaliseWord(word);
  if (/['’.,]/.test(term)) term = term.replace(/['’]s$/, '').replace(/['’.,]/g, '');
  return term.length < 2 || stopWords.has(term) ? null : term;
}
