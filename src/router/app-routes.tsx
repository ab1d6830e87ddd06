/**
 * The route table in the browser and in the prerenderer.
 *
 * The screens with fixed paths (home, about, the lists, policies...) are known here. Story
 * and article paths are not: listing every one would put the whole collection in the entry
 * bundle. A path that is not fixed is answered by its payload (see route-data.ts): embedded in
 * the prerendered page, or fetched from /_data/ on client navigation; no payload means the
 * path does not exist. Lookups are exact and case-sensitive, in constant time.
 */
import { createContext, use } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { legalPages } from '@content/legal';
import { buildRoutes, storyPrefix, type RouteEntry } from '../route-table';
import { needsData, routeDataUrl, type DataPage, type PageData, type RedirectPayload, type RoutePayload } from './route-data';
import { loadedPages, preloadPage } from './pages';

const { routes } = buildRoutes({ stories: [], articles: [], legal: legalPages });
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

/** The payload of `pathname` if it is known without a request; undefined if one is needed. */
export function knownRoutePayload(pathname: string): RoutePayload | RedirectPayload | undefined {
  const payload = payloads.get(pathname);
  if (payload !== undefined) return payload ?? notFoundPayload(pathname);
  const fixed = fixedRoutes.get(pathname);
  if (fixed && !needsData(fixed.page)) return { route: fixed, data: null };
  return undefined;
}

function requestPayload(pathname: string): Promise<unknown> {
  let request = requests.get(pathname);
  if (!request) {
    request = fetch(routeDataUrl(pathname), { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return payloads.set(pathname, null);
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        payloads.set(pathname, (await response.json()) as RoutePayload | RedirectPayload);
      })
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

const PayloadContext = createContext<RoutePayload | null>(null);

/** The data of the current collection-backed screen (a story, an article, a list). */
export function usePageData<P extends DataPage>(page: P): PageData[P] {
  const payload = use(PayloadContext);
  if (!payload || payload.route.page !== page || !payload.data) throw new Error(`The ${page} screen was rendered without its data`);
  // The prerenderer and scripts/route-payloads.ts put PageData[route.page] next to the route.
  return payload.data as PageData[P];
}

function PageHost({ payload }: { payload: RoutePayload }) {
  const Page = loadedPages[payload.route.page];
  // First visit to this screen during client navigation: suspend until its chunk arrives.
  if (!Page) {
    use(preloadPage(payload.route.page));
    return null;
  }
  return (
    <PayloadContext value={payload}>
      <Page route={payload.route} />
    </PayloadContext>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const payload = knownRoutePayload(pathname) ?? (use(requestPayload(pathname)), knownRoutePayload(pathname));
  if (!payload) return null;
  if ('redirect' in payload) return <Navigate to={payload.redirect} replace />;
  // Keyed by path: moving between two stories mounts a fresh page (state and scroll reset).
  return <PageHost key={payload.route.path} payload={payload} />;
}

export type { RouteEntry };
