/**
 * A search box kept in sync with one query parameter (the blog's `search`).
 *
 * The URL is the one source of the text. The box itself is uncontrolled: the router applies
 * URL changes as transitions, which can trail fast typing, and a box whose value followed the
 * URL would drop keystrokes. Typing replaces the URL (no history entry, no scroll to the top);
 * the box is re-created from the URL when the text comes from elsewhere: hydration (the
 * prerendered page knows no query string), a link to /blog?search=..., or a reset of the page's
 * filters (any navigation without the box's mark below).
 *
 * Which navigations came from the box: they carry, in history state, the key of the
 * navigation the box was created for, so `boxKey` stays the same while the visitor types.
 */
import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated';

export interface SearchParamText {
  /** The current text ('' until hydration, then the URL's). */
  text: string;
  /** Key for the box element: it changes only when the box must show a new text. */
  boxKey: string;
  /** For the box's change event. */
  type(text: string): void;
}

export function useSearchParamText(name: string): SearchParamText {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Only a text to apply re-renders the page after hydration (see useHydrated).
  const hydrated = useHydrated(searchParams.has(name));
  const text = hydrated ? (searchParams.get(name) ?? '') : '';
  const carried = (location.state as { searchBoxOrigin?: unknown } | null)?.searchBoxOrigin;
  const origin = typeof carried === 'string' ? carried : location.key;

  const type = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      {
        replace: true,
        preventScrollReset: true,
        state: { preserveScroll: true, searchBoxOrigin: origin },
      },
    );

  return {
    text,
    // The box itself is re-created once hydrated (SearchForm), so the URL's text shows in it.
    boxKey: origin,
    type,
  };
}
