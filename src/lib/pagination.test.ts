import { describe, expect, it } from 'vitest';
import { neighbours, pagedTitle, pageLinks, pageWindow } from './page-bar';
import { LIST_PAGE_SIZE, listPagePath, pageCount, pageOfPosition, pageSlice } from './pagination';

describe('pages of a list', () => {
  it('counts pages, one even for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(5000)).toBe(Math.ceil(5000 / LIST_PAGE_SIZE));
  });

  it('keeps page 1 at the list path, later pages under /page/n', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog', 2)).toBe('/blog/page/2');
  });

  it('slices each page and finds the page of any position', () => {
    const entries = Array.from({ length: 2 * LIST_PAGE_SIZE + 3 }, (_, index) => index);
    expect(pageSlice(entries, 1)).toEqual(entries.slice(0, LIST_PAGE_SIZE));
    expect(pageSlice(entries, 3)).toEqual(entries.slice(2 * LIST_PAGE_SIZE));
    for (const position of entries) expect(pageSlice(entries, pageOfPosition(position))).toContain(position);
  });
});

describe('the page bar', () => {
  it('names the neighbours, none past either end', () => {
    expect(neighbours({ number: 1, count: 1 })).toEqual({});
    expect(neighbours({ number: 1, count: 3 })).toEqual({ next: 2 });
    expect(neighbours({ number: 3, count: 3 })).toEqual({ prev: 2 });
  });

  it('shows the ends, the current page and its neighbours, with gaps', () => {
    expect(pageWindow({ number: 1, count: 1 })).toEqual([1]);
    expect(pageWindow({ number: 1, count: 209 })).toEqual([1, 2, 'gap', 209]);
    expect(pageWindow({ number: 50, count: 209 })).toEqual([1, 'gap', 49, 50, 51, 'gap', 209]);
    expect(pageWindow({ number: 209, count: 209 })).toEqual([1, 'gap', 208, 209]);
    // A gap of a single number shows the number.
    expect(pageWindow({ number: 4, count: 5 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than seven items', () => {
    for (let number = 1; number <= 40; number++) expect(pageWindow({ number, count: 40 }).length).toBeLessThanOrEqual(7);
  });

  it('titles later pages with their number, and links the head to the neighbours', () => {
    expect(pagedTitle('Blog', { number: 1, count: 3 })).toBe('Blog');
    expect(pagedTitle('Blog', { number: 2, count: 3 })).toBe('Blog – Page 2 of 3');
    expect(pageLinks('/blog', { number: 1, count: 3 })).toEqual({ nextPath: '/blog/page/2' });
    expect(pageLinks('/blog', { number: 2, count: 3 })).toEqual({ prevPath: '/blog', nextPath: '/blog/page/3' });
    expect(pageLinks('/blog', { number: 3, count: 3 })).toEqual({ prevPath: '/blog/page/2' });
  });
});
