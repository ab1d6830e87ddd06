/**
 * The browser entry, tiny on purpose. The prerendered HTML already is the page, so React and
 * the screen's code (nearly all of the JavaScript) are requested only once that HTML has been
 * painted: on a slow phone connection the text, styles and font get the bandwidth first, and
 * the page becomes interactive when hydrate.tsx has run (links and forms work as plain HTML
 * until then). React's chunk and the screen's chunk load in parallel.
 */
import './router/pages';
import { preloadPage } from './router/page-registry';
import './styles/main.css';
import { SCRIPTS_ATTRIBUTE } from './consent/consent-defaults';
import { ROUTE_DATA_ELEMENT_ID, type RoutePayload } from './router/route-data';

// Built pages set it in their inline head script, before the first paint; the dev server's
// page has no such script.
document.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, '');

/** The route and data the prerenderer rendered this page with (none in the dev server). */
function embeddedPayload(): RoutePayload | undefined {
  const text = document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent;
  // Written by scripts/prerender.ts from the route table and the compiled content.
  return text ? (JSON.parse(text) as RoutePayload) : undefined;
}

function start() {
  const payload = embeddedPayload();
  if (payload) void preloadPage(payload.route.page);
  void import('./hydrate').then(({ hydrate }) => hydrate(payload));
}

/**
 * Calls `then` once the browser has painted the page's content. A frame alone is not enough:
 * Chromium may produce frames before the first contentful one (measured: animation frames at
 * 250 ms, the first paint at 380 ms), and scripts requested by then delay that paint on a
 * slow connection. Browsers without Paint Timing, or that never report it, go on after `load`.
 */
function afterFirstContentfulPaint(then: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) go();
      })
    : undefined;
  // buffered: a paint that happened before this script ran is reported too.
  observer?.observe({ type: 'paint', buffered: true });
  const fallback = () => setTimeout(go, observer ? 3000 : 0);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

// In the dev server #root is empty: nothing to paint before React renders it.
if (document.getElementById('root')?.firstElementChild) afterFirstContentfulPaint(start);
else start();
