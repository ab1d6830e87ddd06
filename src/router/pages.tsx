/**
 * Which component draws each screen of the route table. Every page is its own chunk,
 * loaded on first use; the client entry and the prerenderer preload a route's page before
 * rendering so hydration never waits or flashes.
 */
import type { ComponentType } from 'react';
import type { PageKey, RouteEntry } from '../route-table';

export interface PageProps {
  route: RouteEntry;
}

type PageModule = { default: ComponentType<PageProps> };

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/** Source file of a screen, as Vite's manifest names it (for modulepreload hints). */
export const pageSource = (page: PageKey) => `src/pages/${page}.tsx`;

/** Screens whose code has arrived, by key. Filled by preloadPage, read while rendering. */
export const loadedPages: Partial<Record<PageKey, ComponentType<PageProps>>> = {};

export async function preloadPage(page: PageKey): Promise<void> {
  if (loadedPages[page]) return;
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page file src/pages/${page}.tsx for the route table's "${page}"`);
  loadedPages[page] = (await load()).default;
}
