/**
 * The cookie consent banner the Cookie Policy describes: Accept all, Reject non-essential,
 * Customise per category. The choice is remembered; the footer's "Cookie settings" reopens it.
 * It is fixed to the viewport, so it never shifts the page. On a phone it is a slim bar (a short
 * paragraph and one row of buttons, about an eighth of the screen); from 640 px on it is a card in
 * the bottom right corner. Either way it leaves the home hero's buttons in view on first load
 * (tests/e2e/first-screen.test.ts); opened, the categories scroll inside it.
 *
 * Every prerendered page carries the first-visit banner, so it is painted with the page rather
 * than popping up once the scripts have run. The stored
 * choice is only known in the browser: for a returning visitor the inline consent script marks
 * <html> before the first paint and main.css hides the banner until React removes it.
 */
import { Suspense, use } from 'react';
import { hasStoredChoice, useBannerState } from '../../consent/consent-store';
import { deferred } from '../deferred';

// Its code loads only when the banner shows: a first visit (while the page hydrates; its
// buttons answer once it is in, as before hydration), or "Cookie settings". A returning
// visitor's browser never requests it.
const BannerPanel = deferred(() => import('./cookie-banner-panel').then((module) => module.BannerPanel));

/** Suspends for good: the prerendered banner stays as it is (hidden by main.css) until the store removes it. */
const never = new Promise<never>(() => {});
function KeptWhileHydrating(): never {
  return use(never);
}

export function CookieBanner() {
  const banner = useBannerState();
  if (banner.choice && !banner.reviewing) return null;
  // Hydrating a returning visitor's page: the store still gives a first visit, which the next
  // render (right after hydration) replaces with the stored choice, and the banner goes. Until
  // then the prerendered banner is kept, in the same Suspense boundary the panel renders in.
  if (!banner.choice && hasStoredChoice()) {
    return (
      <Suspense>
        <KeptWhileHydrating />
      </Suspense>
    );
  }
  // Keyed so reopening starts from the stored choice, with the per-category form open.
  return <BannerPanel key={banner.choice?.decidedAt ?? 'new'} initial={banner.choice} reviewing={banner.reviewing} />;
}
