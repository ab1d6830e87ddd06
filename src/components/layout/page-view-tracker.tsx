/**
 * On every route or query change: scroll to the top (unless an in-page filter keeps the
 * visitor in place) and count a page view in the analytics data layer. A navigation to
 * another page counts at once. Typing in a search box or picking a filter counts once the
 * visitor pauses, submits or leaves the box (src/analytics/events.ts), so one search is one
 * page view, not one per keystroke, and a filter abandoned before the pause counts nothing.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageViewNow, pageViewWhenSettled } from '../../analytics/events';

/**
 * History state of a query change made in place, by a search box or a filter: the page keeps
 * its scroll position, and the view counts once the visitor pauses.
 */
export interface InPlaceUpdate {
  preserveScroll: true;
}

export function PageViewTracker() {
  const location = useLocation();
  const inPlace = (location.state as Partial<InPlaceUpdate> | null)?.preserveScroll === true;

  useEffect(() => {
    if (!inPlace) window.scrollTo(0, 0);
    // The title is hoisted by React in the same commit, so document.title is the new page's.
    if (inPlace) pageViewWhenSettled();
    else pageViewNow();
  }, [location.pathname, location.search, inPlace]);

  return null;
}
