/**
 * A paged list's results while the visitor filters: null when nothing is filtered (the page
 * shows its own cards), otherwise the page of results over the whole list. The code and the
 * list's index load on the first filter, not with the page (src/lib/list-results.ts).
 */
import { useEffect, useState } from 'react';
import type { ListKey } from '../route-table';
import type { CardOf, FiltersOf, Results } from '../lib/list-results';
import type { PageData } from '../router/route-data';

export type ListResultsState<Card> =
  | null
  /** The first results are on their way. */
  | { status: 'loading'; last?: Results<Card> }
  | { status: 'ready'; results: Results<Card> }
  | { status: 'failed'; last?: Results<Card> };

/**
 * `shownNumber` and `shownData` are the list page shown and its payload: results on it need no
 * request.
 */
export function useListResults<L extends ListKey>(list: L, filters: FiltersOf<L> | null, resultPage: number, shownNumber: number, shownData: PageData[L]): ListResultsState<CardOf<L>> {
  const key = filters === null ? null : JSON.stringify([filters, resultPage]);
  const [answer, setAnswer] = useState<{ key: string; results?: Results<CardOf<L>> } | null>(null);
  const [last, setLast] = useState<Results<CardOf<L>>>();

  useEffect(() => {
    if (key === null) return;
    // The key holds the filters and the page: a new filter object with the same values asks nothing anew.
    const [wanted, page] = JSON.parse(key) as [FiltersOf<L>, number];
    let current = true;
    import('../lib/list-results')
      .then(({ listResults }) => listResults(list, wanted, page, { number: shownNumber, data: shownData }))
      .then(
        (results) => {
          if (!current) return;
          setAnswer({ key, results });
          setLast(results);
        },
        () => {
          if (current) setAnswer({ key });
        },
      );
    return () => {
      current = false;
    };
  }, [key, list, shownNumber, shownData]);

  if (key === null) return null;
  if (answer?.key !== key) return { status: 'loading', ...(last && { last }) };
  return answer.results ? { status: 'ready', results: answer.results } : { status: 'failed', ...(last && { last }) };
}
