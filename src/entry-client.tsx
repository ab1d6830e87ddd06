import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app';
import { siteRoutes } from './router/app-routes';
import { preloadRoute } from './router/pages';

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

async function start(root: HTMLElement) {
  // Load the current screen's code first, so hydration renders exactly what was prerendered.
  const match = matchRoutes(
    siteRoutes.routes.map((route) => ({ path: route.path, caseSensitive: true, route })),
    window.location.pathname,
  )?.at(-1);
  if (match) await preloadRoute(match.route.route);
  // Spec 2.13: hydrate prerendered markup, otherwise render fresh (the dev server).
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
