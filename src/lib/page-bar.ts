/**
 * What a list page's bar and head say about its place among the pages: its neighbours, the
 * numbers the bar shows, its title and its rel="prev"/"next" links. Apart from pagination.ts,
 * which the route table (and so every page's first load) needs, so only the lists load this.
 */
import { listPagePath, type ListPage } from './pagination';

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
  return {
    ...(prev !== undefined && { prevPath: listPagePath(listPath, prev) }),
    ...(next !== undefined && { nextPath: listPagePath(listPath, next) }),
  };
}
