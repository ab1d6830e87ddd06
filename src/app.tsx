import { Suspense, useEffect } from 'react';
import { AppRoutes } from './router/app-routes';
import { SiteLayout } from './components/layout/site-layout';

/** Marks <html data-hydrated> once React owns the page; tests and monitoring wait for it. */
function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

export function App() {
  return (
    <SiteLayout>
      <HydrationMarker />
      {/* Shown only while a not-yet-visited screen's code loads during client navigation. */}
      <Suspense
        fallback={
          <div className="mx-auto max-w-7xl px-4 py-24 text-ink-500" role="status">
            Loading…
          </div>
        }
      >
        <AppRoutes />
      </Suspense>
    </SiteLayout>
  );
}
