import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-banner';
import { PageViewTracker } from './page-view-tracker';
import { PreviewBanner } from './preview-banner';
import { RouteAnnouncer } from './route-announcer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <PageViewTracker />
      <PreviewBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <RouteAnnouncer />
    </>
  );
}
