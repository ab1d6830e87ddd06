/**
 * The list page's search and industry chip, kept in the URL query (?search=&industry=) so a
 * filtered view can be shared and survives a reload.
 *
 * The prerendered HTML of /success-stories is the unfiltered list, and the server sends that
 * same file for any query. So during hydration the filters are the defaults (matching the
 * HTML), and the query applies in the render right after. Once the visitor types or picks a
 * chip, their choice is held in state: the router updates the URL in a transition, and an
 * input driven by a transition would drop keystrokes.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { filtersFromQuery, noFilters, queryFromFilters, type StoryFilters } from '../../lib/stories';

/**
 * History state of a query change made by the filters. `filterBase` is the key of the
 * navigation that opened the list, so the page can tell its own query updates (keep state)
 * from a new visit such as a click on the nav link (start over from the URL).
 */
export interface StoryFilterState {
  preserveScroll: true;
  filterBase: string;
}

export function filterBaseOf(location: { key: string; state: unknown }): string {
  const state = location.state as Partial<StoryFilterState> | null;
  return typeof state?.filterBase === 'string' ? state.filterBase : location.key;
}

export function useStoryFilters(industries: readonly string[], filterBase: string) {
  const [params, setParams] = useSearchParams();
  // Without a query the filters are the defaults before and after hydration: no re-render.
  const hydrated = useHydrated(params.size > 0);
  const [chosen, setChosen] = useState<StoryFilters | null>(null);
  const filters = chosen ?? (hydrated ? filtersFromQuery(params, industries) : noFilters);

  const setFilters = (next: StoryFilters) => {
    setChosen(next);
    const state: StoryFilterState = { preserveScroll: true, filterBase };
    setParams(queryFromFilters(next), { replace: true, preventScrollReset: true, state });
  };
  return { filters, setFilters };
}
