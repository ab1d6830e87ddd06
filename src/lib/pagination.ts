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

/** The previous and next page of `page`, or undefined at either end. */
export function neighbours(page: ListPage): { prev?: number; next?: number } {
  return {
    ...(page.number > 1 && { prev: page.number - 1 }),
    ...(page.number < page.count && { next: page.number + 1 }),
  };
}

/**
 * The page numbers a pagination bar shows: the first and the last, the current one and its
 * neighbours, and 'gap' where numbers are left out (a gap of one number shows the number
 * instead). At most seven items, so the bar fits a 320 px screen.
 */
export function pageWindow(page: ListPage): (number | 'gap')[] {
  const { number, count } = page;
  const shown = new Set([1, count, number - 1, number, number + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && n - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/** A list page's title: page 1 keeps the list's title, later pages say which page they are. */
export function pagedTitle(title: string, page: ListPage | undefined): string {
  return page && page.number > 1 ? `${title} – Page ${page.number} of ${page.count}` : title;
}

/** The head's rel="prev" and rel="next" paths of a list page. */
export function pageLinks(listPath: string, page: ListPage | undefined): { prevPath?: string; nextPath?: string } {
  if (!page) return {};
  const { prev, next } = neighbours(page);
  return { ...(prev !== undefined && { prevPath: listPagePath(listPath, prev) }), ...(next !== undefined && { nextPath: listPagePath(listPath, next) }) };
}
