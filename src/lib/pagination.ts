/**
 * How the two lists (/success-stories, /blog) split into pages: the page size, the pages'
 * addresses and the numbers a pagination bar shows. Pure, shared by the route table, the
 * payloads, the pages and the tests.
 */

/**
 * Cards per list page. 24 fills the grids' rows of one, two and three columns, keeps a page of
 * the larger story cards near 200 KB of HTML, and keeps today's lists (13 stories, 10 articles)
 * on one page with room to grow: the second page appears with the 25th listed entry.
 */
export const LIST_PAGE_SIZE = 24;

/** The path segment before a list page's number: /blog/page/2. */
export const PAGE_SEGMENT = 'page';

/** How many pages `total` entries fill; an empty list still has its first page. */
export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A list page's address: page 1 is the list's own path, page n is `{list}/page/{n}`. */
export function listPagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/${PAGE_SEGMENT}/${page}`;
}

/** The entries page `page` (from 1) shows. */
export function pageSlice<T>(entries: readonly T[], page: number, size = LIST_PAGE_SIZE): T[] {
  return entries.slice((page - 1) * size, page * size);
}

/** Which page (from 1) shows the entry at `position` (from 0). */
export const pageOfPosition = (position: number, size = LIST_PAGE_SIZE): number => Math.floor(position / size) + 1;

/** A list page's place among its pages; every list route carries one. */
export interface ListPage {
  /** This page's number, from 1. */
  number: number;
  /** How many pages the list has. */
  count: number;
}
