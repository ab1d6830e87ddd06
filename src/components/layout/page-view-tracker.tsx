/**
 * On every route or query change: scroll to the top (unless an in-page filter keeps the
 * visitor in place; Back and Forward return to where the visitor was) and count a page view in the analytics data layer. A navigation to
 * another page counts at once. Typing in a search box or picking a filter counts once the
 * visitor pauses, submits or leaves the box (src/analytics/events.ts), so one search is one
 * page view, not one per keystroke, and a filter abandoned before the pause counts nothing.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { pageViewNow, pageViewWhenSettled } from '../../analytics/events';

/**
 * History state of a query change made in place, by a search box or a filter: the page keeps
 * its scroll position, and the view counts once the visitor pauses.
 */
export interface InPlaceUpdate {
  preserveScroll: true;
}

/** Scroll position of each history entry this session has shown, by its location key. */
const scrollPositions = new Map<string, number>();
/** The entry on screen: scroll events are its. */
let shownKey: string | null = null;

function rememberScroll() {
  if (shownKey !== null) scrollPositions.set(shownKey, window.scrollY);
}

function useScrollRestoration(key: string, inPlace: boolean) {
  const navigationType = useNavigationType();
  useEffect(() => {
    // The browser's own restoration would jump on popstate, before the page it belongs to is
    // rendered; it is ours while the app runs. On leaving the document the browser's comes back,
    // so a reload or a return from another site restores as usual.
    window.history.scrollRestoration = 'manual';
    const giveBack = () => (window.history.scrollRestoration = 'auto');
    const takeOver = () => (window.history.scrollRestoration = 'manual');
    window.addEventListener('scroll', rememberScroll, { passive: true });
    window.addEventListener('pagehide', giveBack);
    window.addEventListener('pageshow', takeOver);
    return () => {
      window.removeEventListener('scroll', rememberScroll);
      window.removeEventListener('pagehide', giveBack);
      window.removeEventListener('pageshow', takeOver);
    };
  }, []);
  // Before paint, so the new page never shows at the old page's offset.
  useLayoutEffect(() => {
    const first = shownKey === null;
    shownKey = key;
    if (first) return; // the page as loaded: the browser (or the visitor) placed it
    const saved = navigationType === 'POP' ? scrollPositions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!inPlace) window.scrollTo(0, 0);
  }, [key, navigationType, inPlace]);
}

export function PageViewTracker() {
  const location = useLocation();
  const inPlace = (location.state as Partial<InPlaceUpdate> | null)?.preserveScroll === true;
  useScrollRestoration(location.key, inPlace);

  useEffect(() => {
    // The title is hoisted by React in the same commit, so document.title is the new page's.
    if (inPlace) pageViewWhenSettled();
    else pageViewNow();
  }, [location.pathname, location.search, inPlace]);

  return null;
}
