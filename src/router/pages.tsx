/**
 * Which component draws each screen of the route table. Every page is its own chunk,
 * loaded on first use; the client entry and the prerenderer preload a route's page before
 * rendering so hydration never waits or flashes.
 *
 * A page whose route needs more than its own code (an article needs its body, which is a
 * chunk of its own so other pages never download it) exports `preload(route)` to fetch it
 * and `preloadSources(route)` to name it for the prerenderer's modulepreload hints.
 */
import type { ComponentType } from 'react';
import type { PageKey, RouteEntry } from '../route-table';

export interface PageProps {
  route: RouteEntry;
}

type PageModule = {
  default: ComponentType<PageProps>;
  /** Loads what this route renders beyond the page's code, so the first render is synchronous. */
  preload?: (route: RouteEntry) => Promise<void>;
  /** Source files (as Vite's manifest names them) of the chunks `preload` loads. */
  preloadSources?: (route: RouteEntry) => string[];
};

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/** Source file of a screen, as Vite's manifest names it (for modulepreload hints). */
export const pageSource = (page: PageKey) => `src/pages/${page}.tsx`;

/** Screens whose code has arrived, by key. Filled by preloadPage, read while rendering. */
export const loadedPages: Partial<Record<PageKey, ComponentType<PageProps>>> = {};
const loadedModules: Partial<Record<PageKey, PageModule>> = {};

export async function preloadPage(page: PageKey): Promise<void> {
  if (loadedPages[page]) return;
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page file src/pages/${page}.tsx for the route table's "${page}"`);
  const module = await load();
  loadedModules[page] = module;
  loadedPages[page] = module.default;
}

/** Loads a route's page and whatever else its first render needs. */
export async function preloadRoute(route: RouteEntry): Promise<void> {
  await preloadPage(route.page);
  await loadedModules[route.page]?.preload?.(route);
}

/** Every source file whose chunk a route's first render needs (after preloadRoute). */
export function routeSources(route: RouteEntry): string[] {
  return [pageSource(route.page), ...(loadedModules[route.page]?.preloadSources?.(route) ?? [])];
}
