/**
 * What the site tells the analytics data layer (window.dataLayer, read by the tag manager
 * when one is configured and the visitor consents). One module, so the analytics team has one
 * place to read and docs/operations.md's event table can point here. No event carries a visitor's
 * name, e-mail, phone or anything they typed but a search term (searchTermForAnalytics).
 */

/** A page the visitor settled on; page_path includes the query, all three name the same URL. */
export interface PageViewEvent {
  event: 'virtual_pageview';
  page_path: string;
  page_title: string;
  page_location: string;
}

/** A demo request that reached the outbox: who asks, never what they wrote. */
export interface LeadEvent {
  event: 'generate_lead';
  form_name: 'demo_request';
  industry: string;
  company_size: string;
  inquiry_type: string;
}

/** A demo request that could not be sent, and at which step. */
export interface FormErrorEvent {
  event: 'form_error';
  form_name: 'demo_request';
  /** 'first_recipient' or 'second_recipient': which of the two sends failed. */
  error_step: 'first_recipient' | 'second_recipient';
}

/**
 * A query the visitor settled on in the site search (header button or Ctrl/Cmd-K): the term
 * as searchTermForAnalytics gives it, and how many pages matched it.
 */
export interface SiteSearchEvent {
  event: 'site_search';
  search_term: string;
  result_count: number;
}

export type AnalyticsEvent = PageViewEvent | LeadEvent | FormErrorEvent | SiteSearchEvent;

/** Stands in for a term that looks like an e-mail address or a phone number. */
export const REDACTED_TERM = '(redacted)';

/**
 * A search term as analytics receives it: trimmed, lowercase, at most 100 characters, and
 * never an e-mail address or a phone number a visitor typed into the box by mistake.
 */
export function searchTermForAnalytics(term: string): string {
  const plain = term.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
  return /\S@\S/.test(plain) || /\d(?:[\s().+-]*\d){6}/.test(plain) ? REDACTED_TERM : plain;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function track(event: AnalyticsEvent): void {
  (window.dataLayer ??= []).push(event);
}

/** The page view of the URL the browser shows now, with the title it shows now. */
export function currentPageView(): PageViewEvent {
  const { pathname, search, href } = window.location;
  return { event: 'virtual_pageview', page_path: pathname + search, page_title: document.title, page_location: href };
}

/** How long typing or filtering must pause before the view counts as a page view. */
export const SETTLE_MS = 800;

let pending: ReturnType<typeof setTimeout> | undefined;
/** The URL of the last view counted: a filter changed and changed back is not a new view. */
let lastCounted: string | undefined;

function count(view: PageViewEvent): void {
  lastCounted = view.page_location;
  track(view);
}

function countSettled(): void {
  pending = undefined;
  const view = currentPageView();
  if (view.page_location !== lastCounted) count(view);
}

/** Counts the current view once the visitor pauses; a change before then replaces it. */
export function pageViewWhenSettled(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(countSettled, SETTLE_MS);
}

/** The visitor submitted or left the search box: count a waiting view now. */
export function settlePageView(): void {
  if (!pending) return;
  clearTimeout(pending);
  countSettled();
}

/** A navigation to another page: a view still waiting was abandoned and never counts. */
export function pageViewNow(): void {
  if (pending) clearTimeout(pending);
  pending = undefined;
  count(currentPageView());
}
