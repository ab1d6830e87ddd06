/**
 * The route table in the browser and in the prerenderer.
 *
 * The screens answered without a payload (home, about, contact, the policies...) are known
 * here, from the collections' descriptions made for the browser (browserRouteContent). Lists,
 * stories and articles are not: listing every one would put the whole collection in the entry
 * bundle. A path that is not known is answered by its payload (see route-data.ts): embedded in
 * the prerendered page, or fetched from /_data/ on client navigation; no payload means the
 * path does not exist. Lookups are exact and case-sensitive, in constant time; a path with no
 * payload of its own is looked up in its other spellings (route-table resolvePath), so a
 * story's address in other letters or with a trailing slash goes where the server would send it.
 */
import { createContext, use, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { browserRoutes } from '@content/browser-routes';
import { buildRoutes, resolvePath, spellingsOf, storyPrefix, type AddressAnswer, type PageKey, type RouteEntry } from '../route-table';
import { needsData, routeDataUrl, type DataPage, type PageData, type RedirectPayload, type RoutePayload } from './route-data';
import { loadedPages, preloadPage } from './page-registry';

const { routes } = buildRoutes(browserRoutes);
const fixedRoutes = new Map(routes.filter((route) => !route.path.includes('*')).map((route) => [route.path, route]));
const storyNotFound = routes.find((route) => route.page === 'story-not-found')!;
const notFound = routes.find((route) => route.page === 'not-found')!;

/** Payloads by path: embedded (primeRoutePayload) or fetched; null where the path has none. */
const payloads = new Map<string, RoutePayload | RedirectPayload | null>();
const requests = new Map<string, Promise<unknown>>();

/** Record the payload the prerendered page carries (browser) or is rendered with (prerender). */
export function primeRoutePayload(pathname: string, payload: RoutePayload | RedirectPayload): void {
  payloads.set(pathname, payload);
}

/** Forget a path's payload: the prerenderer renders thousands of pages in one process. */
export function forgetRoutePayload(pathname: string): void {
  payloads.delete(pathname);
}

const notFoundPayload = (pathname: string): RoutePayload => ({
  route: pathname.startsWith(storyPrefix) ? storyNotFound : notFound,
  data: null,
});

/** What an exact address answers, from a payload or a fixed route; undefined for none. */
function answerOf(path: string, payload: RoutePayload | RedirectPayload | null | undefined): AddressAnswer | undefined {
  if (payload) return 'redirect' in payload ? payload : { route: payload.route };
  const fixed = payload === undefined ? fixedRoutes.get(path) : undefined;
  return fixed && { route: fixed };
}

/**
 * The lowercase spelling without a trailing slash: where the payload of any other spelling's
 * page or redirect is. Payloads exist for pages and redirect sources in that spelling (an alias
 * "/Old-Name" also as "/old-name", with the same answer), and every page with another
 * spelling of its own is a fixed screen known here.
 */
const lowestSpelling = (pathname: string) => spellingsOf(pathname).at(-1)!;

/** The payload of `pathname` if it is known without a request; undefined if one is needed. */
export function knownRoutePayload(pathname: string): RoutePayload | RedirectPayload | undefined {
  const payload = payloads.get(pathname);
  if (payload !== undefined) return payload ?? notFoundPayload(pathname);
  const fixed = fixedRoutes.get(pathname);
  if (fixed && !needsData(fixed.page)) return { route: fixed, data: null };
  // Another spelling ("/Story/", "/STORY"): once its lowercase spelling is known, resolvePath
  // says where the server's one 301 goes, or that it is a 404.
  const lowest = lowestSpelling(pathname);
  if (lowest === pathname || !(payloads.has(lowest) || fixedRoutes.has(lowest))) return undefined;
  const answer = resolvePath(pathname, (path) => answerOf(path, payloads.get(path)));
  if (!answer) return notFoundPayload(pathname);
  return 'redirect' in answer ? answer : undefined;
}

/** The payload at `pathname` from /_data/, null where the path has none (404). */
async function fetchPayload(pathname: string): Promise<RoutePayload | RedirectPayload | null> {
  const response = await fetch(routeDataUrl(pathname), { headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as RoutePayload | RedirectPayload;
}

/**
 * The payload at `pathname`; for another spelling of an address, the payload of its lowercase
 * spelling, kept for knownRoutePayload to resolve. One request either way.
 */
async function resolvePayload(pathname: string): Promise<RoutePayload | RedirectPayload | null> {
  const lowest = lowestSpelling(pathname);
  const payload = await fetchPayload(lowest);
  if (lowest === pathname) return payload;
  payloads.set(lowest, payload);
  const resolved = knownRoutePayload(pathname);
  return resolved && 'redirect' in resolved ? resolved : null;
}

function requestPayload(pathname: string): Promise<unknown> {
  let request = requests.get(pathname);
  if (!request) {
    request = resolvePayload(pathname)
      .then((payload) => payloads.set(pathname, payload))
      .catch(() => {
        // Offline or a deploy in between: let the browser load the prerendered page instead.
        window.location.assign(pathname + window.location.search + window.location.hash);
        return new Promise(() => undefined);
      })
      .finally(() => requests.delete(pathname));
    requests.set(pathname, request);
  }
  return request;
}

/** Bumped when the dev server's content changed and the shown page's payload was fetched anew. */
let payloadsVersion = 0;
const versionListeners = new Set<() => void>();
const subscribeToPayloads = (listener: () => void) => {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
};
const currentPayloadsVersion = () => payloadsVersion;

/**
 * Dev server only (hydrate.tsx): a story or article was saved. Fetch the shown page's payload
 * anew, forget the others, and re-render in place: the page keeps its state and scroll.
 */
export async function refreshRoutePayloads(pathname: string): Promise<void> {
  const fresh = await fetchPayload(pathname);
  payloads.clear();
  payloads.set(pathname, fresh);
  payloadsVersion++;
  versionListeners.forEach((listener) => listener());
}

const PayloadContext = createContext<RoutePayload | null>(null);

/** The data of the current collection-backed screen (a story, an article, a list). */
export function usePageData<P extends DataPage>(page: P): PageData[P] {
  const payload = use(PayloadContext);
  if (!payload || payload.route.page !== page || !payload.data) throw new Error(`The ${page} screen was rendered without its data`);
  // The prerenderer and scripts/route-payloads.ts put PageData[route.page] next to the route.
  return payload.data as PageData[P];
}

/** The contact form as posted without JavaScript, when the server rendered this page for it. */
export function usePostedForm() {
  return use(PayloadContext)?.form;
}

function PageHost({ payload }: { payload: RoutePayload }) {
  const Page = loadedPages[payload.route.page];
  // First visit to this screen during client navigation: wait for its chunk in a component of
  // its own, so no component calls use() in one render and not in the next.
  if (!Page) return <PageChunk page={payload.route.page} />;
  return (
    <PayloadContext value={payload}>
      <Page route={payload.route} />
    </PayloadContext>
  );
}

/** Suspends until the payload of a path not seen before has arrived; AppRoutes then renders it. */
function PayloadRequest({ pathname }: { pathname: string }) {
  use(requestPayload(pathname));
  return null;
}

/** Suspends until a screen's chunk has arrived; its parent then renders the screen. */
function PageChunk({ page }: { page: PageKey }) {
  use(preloadPage(page));
  return null;
}

export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  useSyncExternalStore(subscribeToPayloads, currentPayloadsVersion, currentPayloadsVersion);
  const payload = knownRoutePayload(pathname);
  if (!payload) return <PayloadRequest pathname={pathname} />;
  // Campaign parameters and the fragment go along, as with the server's redirects.
  if ('redirect' in payload) return <Navigate to={{ pathname: payload.redirect, search, hash }} replace />;
  // Keyed by path: moving between two stories mounts a fresh page (state and scroll reset).
  return <PageHost key={payload.route.path} payload={payload} />;
}

export type { RouteEntry };
