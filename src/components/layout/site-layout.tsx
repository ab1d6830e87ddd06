import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-banner';
import { PageViewTracker } from './page-view-tracker';
import { PreviewBanner } from './preview-banner';
import { RouteAnnouncer } from './route-announcer';
import { reviewConsent } from '../../consent/consent-store';
import { staticPart } from '../deferred';
import { footerActions } from './footer-actions';
import { SiteHeader } from './site-header';

// Every page is prerendered with its footer, and the layout stays mounted across client
// navigation: the footer's code is loaded only where the page was not prerendered (the dev server).
const SiteFooter = staticPart(() => import('./site-footer').then((module) => module.SiteFooter), {
  [footerActions.reviewConsent]: reviewConsent,
});

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
