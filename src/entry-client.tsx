/**
 * The browser entry, tiny on purpose. The prerendered HTML already is the page, so React and
 * the screen's code (nearly all of the JavaScript) are requested only once that HTML has been
 * painted: on a slow phone connection the text, styles and font get the bandwidth first, and
 * the page becomes interactive when hydrate.tsx has run (links and forms work as plain HTML
 * until then). React's chunk and the screen's chunk load in parallel.
 */
import { preloadPage } from './router/pages';
import './styles/main.css';
import { ROUTE_DATA_ELEMENT_ID, type RoutePayload } from './router/route-data';

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

// requestAnimationFrame runs just before the next frame is painted; a task queued from it
// runs after that frame. (In a background tab this waits until the tab is shown.)
requestAnimationFrame(() => setTimeout(start, 0));
