import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { resolveRoute } from './router/app-routes';
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
  await preloadRoute(resolveRoute(window.location.pathname));
  // Spec 2.13: hydrate prerendered markup, otherwise render fresh (the dev server).
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
