/**
 * What a paged list shows while the visitor filters. Unfiltered: the page's own cards and the
 * list's page bar (links). Filtered: one page of the matches over the whole list, and a bar of
 * buttons through them. The code and the list's index load on the first filter, not with the
 * page (src/lib/list-results.ts, a lazy chunk). While newer results are on their way the last
 * ones stay, marked busy.
 */
import { useEffect, useState } from 'react';
import type { ListKey } from '../route-table';
import type { CardOf, FiltersOf, Results } from '../lib/list-results';
import type { ListPage } from '../lib/pagination';
import type { PageData } from '../router/route-data';

export interface ListView<Card> {
  featured: Card[];
  cards: Card[];
  /** Matches over the whole list; undefined while they load, null when they could not load. */
  matches: number | undefined | null;
  /** Newer results are loading: the cards shown are the last ones. */
  busy: boolean;
  /** The bar: the list's pages (no `select`), or the pages of the results. */
  bar: { page: ListPage; select?: (page: number) => void };
}

/**
 * `filters` is null when nothing narrows the list. `listPage` and `data` are the list page shown
 * and its payload (results on it need no request); `top` is the id of the results' heading, where
 * a change of results page moves the view and the focus.
 */
export function useListView<L extends ListKey>(
  list: L,
  filters: FiltersOf<L> | null,
  listPage: ListPage,
  data: PageData[L],
  top: string,
): ListView<CardOf<L>> {
  const filtersKey = JSON.stringify(filters);
  // The page of results, back to the first whenever the filters change.
  const [chosen, setChosen] = useState({ filtersKey, number: 1 });
  const wanted = chosen.filtersKey === filtersKey ? chosen.number : 1;
  const key = filters === null ? null : JSON.stringify([filters, wanted]);
  const [answer, setAnswer] = useState<{ key: string; results?: Results<CardOf<L>> }>();
  const [last, setLast] = useState<Results<CardOf<L>>>();

  useEffect(() => {
    if (key === null) return;
    // The key holds the filters and the page: a new filter object with the same values asks nothing anew.
    const [asked, page] = JSON.parse(key) as [FiltersOf<L>, number];
    let current = true;
    import('../lib/list-results')
      .then(({ listResults }) => listResults(list, asked, page, { number: listPage.number, data }))
      .then(
        (results) => {
          if (!current) return;
          setAnswer({ key, results });
          setLast(results);
        },
        () => current && setAnswer({ key }),
      );
    return () => {
      current = false;
    };
  }, [key, list, listPage.number, data]);

  const own = { featured: data.featured as CardOf<L>[], cards: ('stories' in data ? data.stories : data.articles) as CardOf<L>[] };
  if (key === null) return { ...own, matches: data.facets.total, busy: false, bar: { page: listPage } };
  const ready = answer?.key === key ? answer.results : undefined;
  const shown = ready ?? last;
  const select = (number: number) => {
    setChosen({ filtersKey, number });
    // To the results' heading, focus too: the pressed button may not be on the next page's bar.
    const heading = document.getElementById(top);
    heading?.setAttribute('tabindex', '-1');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return {
    ...(shown ? { featured: shown.featured, cards: shown.cards } : own),
    matches: ready ? ready.matches : answer?.key === key ? null : undefined,
    busy: !ready,
    bar: shown ? { page: shown.page, select } : { page: listPage },
  };
}

/** The status line when the index or a page of results could not load. */
export const SEARCH_FAILED = 'The search could not load. Check your connection and try again.';
