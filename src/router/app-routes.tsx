/**
 * The route table turned into react-router routes. Routes are case-sensitive: the
 * capitalised story aliases are redirects, not second copies of the page.
 */
import { use, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { routeIndex } from '@content/route-index';
import { buildRoutes, type RouteEntry } from '../route-table';
import { loadedPages, preloadRoute } from './pages';

export const siteRoutes = buildRoutes(routeIndex);

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
  const routeObjects = useMemo<RouteObject[]>(
    () => [
      ...siteRoutes.redirects.map((redirect) => ({
        path: redirect.from,
        caseSensitive: true,
        element: <Navigate to={redirect.to} replace />,
      })),
      ...siteRoutes.routes.map((route) => ({
        path: route.path,
        caseSensitive: true,
        element: <PageHost route={route} />,
      })),
    ],
    [],
  );
  return useRoutes(routeObjects);
}
