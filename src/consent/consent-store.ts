/**
 * The visitor's cookie choice: read from and written to localStorage, announced to the tag
 * manager as a Consent Mode v2 update, and exposed to React as an external store. The server
 * and the hydrating client both see a first visit, so every prerendered page carries the
 * banner and paints it with the page; a returning visitor's browser hides it before the first
 * paint (consent-defaults.ts, main.css) and React removes it once hydrated.
 */
import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY } from './consent-defaults';

export interface ConsentChoice {
  /** Version of the stored shape; bump to ask everyone again. */
  v: 1;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  decidedAt: string;
}

export type ConsentCategories = Pick<ConsentChoice, 'analytics' | 'functional' | 'marketing'>;

export interface BannerState {
  /** The remembered choice, null when the visitor has not chosen yet. */
  choice: ConsentChoice | null;
  /** The visitor asked to review the choice (footer "Cookie settings"). */
  reviewing: boolean;
}

function readStoredChoice(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    return stored && stored.v === 1 ? (stored as ConsentChoice) : null;
  } catch {
    return null;
  }
}

let state: BannerState | null = null;
const listeners = new Set<() => void>();
/** What the prerendered HTML shows: a visitor who has not chosen yet. */
const firstVisit: BannerState = { choice: null, reviewing: false };

function setState(next: BannerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function snapshot(): BannerState {
  return (state ??= { choice: readStoredChoice(), reviewing: false });
}

/**
 * Whether the browser holds a choice, whatever the store's snapshot says: while a page
 * hydrates, useBannerState gives a first visit (what the prerendered HTML shows).
 */
export function hasStoredChoice(): boolean {
  return !import.meta.env.SSR && snapshot().choice !== null;
}

/** Banner state: the stored choice in the browser, a first visit while prerendering and hydrating. */
export function useBannerState(): BannerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => firstVisit,
  );
}

export function reviewConsent(): void {
  setState({ ...snapshot(), reviewing: true });
}

export function saveConsent(categories: ConsentCategories): ConsentChoice {
  const choice: ConsentChoice = { v: 1, ...categories, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage can be disabled; the choice still applies to this page view.
  }
  const granted = (yes: boolean) => (yes ? 'granted' : 'denied');
  window.gtag?.('consent', 'update', {
    analytics_storage: granted(categories.analytics),
    functionality_storage: granted(categories.functional),
    personalization_storage: granted(categories.functional),
    ad_storage: granted(categories.marketing),
    ad_user_data: granted(categories.marketing),
    ad_personalization: granted(categories.marketing),
  });
  setState({ choice, reviewing: false });
  return choice;
}
