/**
 * The route table in the browser and in the prerenderer. Every route of the table is a
 * concrete path (or one of the two catch-alls), so a page is found by an exact, case-sensitive
 * Map lookup: constant time however many stories and articles there are (react-router's
 * matcher ranks every route on every render, which grows with the content). Story aliases
 * are redirects, not second copies of a page.
 */
import { use } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { routeIndex } from '@content/route-index';
import { buildRoutes, storyPrefix, type RouteEntry } from '../route-table';
import { loadedPages, preloadRoute } from './pages';

export const siteRoutes = buildRoutes(routeIndex);

const routesByPath = new Map(siteRoutes.routes.filter((route) => !route.path.includes('*')).map((route) => [route.path, route]));
const redirectsByPath = new Map(siteRoutes.redirects.map((redirect) => [redirect.from, redirect.to]));
const storyNotFound = siteRoutes.routes.find((route) => route.page === 'story-not-found')!;
const notFound = siteRoutes.routes.find((route) => route.page === 'not-found')!;

/** The route that answers `pathname`: its page, or the right not-found page. */
export function resolveRoute(pathname: string): RouteEntry {
  return routesByPath.get(pathname) ?? (pathname.startsWith(storyPrefix) ? storyNotFound : notFound);
}

const pending = new Map<string, Promise<unknown>>();

function PageHost({ route }: { route: RouteEntry }) {
  const Page = loadedPages[route.page];
  if (!Page) {
    // First visit to this screen during client navigation: suspend until its chunk (and
    // what the route renders, such as an article body) arrives.
    let promise = pending.get(route.path);
    if (!promise) pending.set(route.path, (promise = preloadRoute(route)));
    use(promise);
    return null;
  }
  return <Page route={route} />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const redirect = redirectsByPath.get(pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  const route = resolveRoute(pathname);
  // Keyed by path: moving between two stories mounts a fresh page (state and scroll reset).
  return <PageHost key={route.path} route={route} />;
}
