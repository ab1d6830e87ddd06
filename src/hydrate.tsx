/**
 * Hydrates the prerendered page (or renders it, in the dev server). Loaded by entry-client.tsx
 * after the first paint, with the page's embedded payload.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { knownRoutePayload, primeRoutePayload, refreshRoutePayloads } from './router/app-routes';
import { preloadPage } from './router/page-registry';
import { CONTENT_DATA_EVENT, type RoutePayload } from './router/route-data';

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

export async function hydrate(embedded: RoutePayload | undefined): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const { pathname } = window.location;
  if (embedded) primeRoutePayload(pathname, embedded);
  // Load the current screen's code first, so hydration renders exactly what was prerendered.
  const payload = knownRoutePayload(pathname);
  if (payload && 'route' in payload) await preloadPage(payload.route.page);
  // Hydrate prerendered markup, otherwise render fresh (the dev server). As a
  // transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// Dev server: a saved story or article updates the page in place (scripts/content/vite-plugin.ts).
import.meta.hot?.on(CONTENT_DATA_EVENT, () => void refreshRoutePayloads(window.location.pathname));
