/**
 * The address of one of the editor's API endpoints with this page's session token, which the
 * editor's server wrote into the page (scripts/editor/request-guard.ts: a request without it is
 * refused, so a web page elsewhere cannot act as the editor).
 */
import { SESSION_META, SESSION_PARAMETER } from '../config-names.ts';

export function apiUrl(pathname: string): string {
  const token = document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_META}"]`)?.content ?? '';
  return `${window.location.origin}${pathname}?${SESSION_PARAMETER}=${encodeURIComponent(token)}`;
}
