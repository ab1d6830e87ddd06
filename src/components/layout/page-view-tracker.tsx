/**
 * On every route or query change: scroll to the top and push the virtual_pageview event
 * to the analytics data layer, with the path including the query. In-page filters that keep the visitor where
 * they are navigate with state { preserveScroll: true }.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageViewEvent {
  event: 'virtual_pageview';
  page_path: string;
  page_title: string;
  page_location: string;
}

export function PageViewTracker() {
  const location = useLocation();
  const preserveScroll = (location.state as { preserveScroll?: boolean } | null)?.preserveScroll === true;

  useEffect(() => {
    if (!preserveScroll) window.scrollTo(0, 0);
    // The title is hoisted by React in the same commit, so document.title is the new page's.
    const event: PageViewEvent = {
      event: 'virtual_pageview',
      page_path: location.pathname + location.search,
      page_title: document.title,
      page_location: window.location.href,
    };
    (window.dataLayer ??= []).push(event);
  }, [location.pathname, location.search, preserveScroll]);

  return null;
}
