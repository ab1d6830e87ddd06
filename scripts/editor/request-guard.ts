/**
 * Who may talk to the editor's server. It listens on 127.0.0.1 only, yet every web page the
 * marketer opens can send requests there: a form posted across sites, a fetch in no-cors mode,
 * a page on another port of localhost (same site, other origin), or a name of the attacker's
 * that resolves to 127.0.0.1 (DNS rebinding: then the browser thinks the page and the editor
 * are one origin). So a request is answered only when it shows it comes from the editor page:
 * - Host is the editor's own address: a rebound name arrives with its own Host.
 * - Origin, when the browser sends one, is the editor's own; Sec-Fetch-Site, when sent, says
 *   same-origin (or none: typed in the address bar). A top-level visit from a link elsewhere
 *   is let through, since the other page cannot read what it opens.
 * - The API's requests carry the session token, a random value the server writes into the
 *   editor's HTML. No other origin can read that HTML: the server sends no CORS headers at all.
 * - The API's POST bodies are JSON by their Content-Type, which a page elsewhere can only send
 *   after a CORS preflight, and the server grants none.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_PARAMETER } from './config-names.ts';

/** A session token: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface GuardedRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

export interface EditorIdentity {
  /** The port the editor listens on (127.0.0.1). */
  port: number;
  token: string;
}

/** The editor's own origins: the address it prints, and localhost at the same port. */
export function editorOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

function sameToken(given: string | null, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `url` is one of the editor's API endpoints, where the token and JSON are required. */
export const isApiRequest = (url: string) => url.startsWith('/api/');

/**
 * Why this request is refused, in a sentence a developer reading the network panel understands,
 * or undefined when it may go on. Applies to every request the editor's server receives.
 */
export function refusal(request: GuardedRequest, editor: EditorIdentity): string | undefined {
  const origins = editorOrigins(editor.port);
  const host = request.headers.host ?? '';
  if (!origins.some((origin) => origin === `http://${host}`)) {
    return `The editor answers only at ${origins[0]}/, not at the address "${host}".`;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) {
    return `The editor answers only its own page (${origins[0]}), not a page from ${origin}.`;
  }
  const url = request.url ?? '/';
  const site = request.headers['sec-fetch-site'];
  const topLevelVisit = request.method === 'GET' && request.headers['sec-fetch-mode'] === 'navigate' && !isApiRequest(url);
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && !topLevelVisit) {
    return `The editor answers only its own page, not a request sent from another site (${site}).`;
  }
  if (!isApiRequest(url)) return undefined;
  const token = new URL(url, origins[0]).searchParams.get(SESSION_PARAMETER);
  if (!sameToken(token, editor.token)) {
    return 'This request does not carry the editor session: reload the editor page (it gets a new one each time npm run edit starts).';
  }
  if (request.method !== 'GET') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return `The editor's API takes JSON only (Content-Type: application/json), not "${type || 'none'}".`;
  }
  return undefined;
}
