/**
 * After a client-side navigation to another page, keyboard and screen reader users start on
 * the new page rather than on the link they left behind: focus moves to the page's h1 (or to
 * <main> when a page has none), and a polite live region reads the new title. A full page
 * load does this by itself; client navigation has to. Changes of the query on the same path
 * (the list filters, the blog search) leave focus where the visitor is typing or choosing.
 *
 * Navigations are transitions (react-router's BrowserRouter), so the effect below runs once
 * the new page is in the DOM and React has hoisted its <title>.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focus the page's first h1, or <main>, without scrolling: scrolling is the tracker's (page-view-tracker.tsx). */
function focusPage(): void {
  const main = document.getElementById('main');
  const heading = main?.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main)?.focus({ preventScroll: true });
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  // The path focus was last settled for; the page as loaded (hydration) is left alone.
  const settled = useRef(pathname);

  useEffect(() => {
    if (settled.current === pathname) return;
    settled.current = pathname;
    focusPage();
    // The title React hoisted into <head> in this commit. Written to the DOM, not rendered:
    // React never gives this element children, so it leaves the text alone.
    if (region.current) region.current.textContent = document.title;
  }, [pathname]);

  // In the prerendered HTML already (empty), so assistive tech knows the region before it speaks.
  return <div ref={region} aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="" />;
}
