import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { knownRoutePayload, primeRoutePayload } from './router/app-routes';
import { preloadPage } from './router/pages';
import { ROUTE_DATA_ELEMENT_ID, type RoutePayload } from './router/route-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  </StrictMode>
);

/** The route and data the prerenderer rendered this page with, if it is a prerendered page. */
function embeddedPayload(): RoutePayload | undefined {
  const text = document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RoutePayload) : undefined;
}

async function start(root: HTMLElement) {
  const { pathname } = window.location;
  const embedded = embeddedPayload();
  if (embedded) primeRoutePayload(pathname, embedded);
  // Load the current screen's code first, so hydration renders exactly what was prerendered.
  const payload = knownRoutePayload(pathname);
  if (payload && 'route' in payload) await preloadPage(payload.route.page);
  // Spec 2.13: hydrate prerendered markup, otherwise render fresh (the dev server).
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
