/**
 * Which component draws each screen of the route table. Every page is its own chunk,
 * loaded on first use; the client entry and the prerenderer load a route's page before
 * rendering so hydration never waits or flashes. (A screen's content data travels apart
 * from its code: see route-data.ts.)
 */
import type { ComponentType } from 'react';
import type { PageKey, RouteEntry } from '../route-table';

export interface PageProps {
  route: RouteEntry;
}

type PageModule = { default: ComponentType<PageProps> };

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/** Source file of a screen: the key of its loader in the glob below, and the file an error names. */
export const pageSource = (page: PageKey) => `src/pages/${page}.tsx`;

/** Screens whose code has arrived, by key. Filled by preloadPage, read while rendering. */
export const loadedPages: Partial<Record<PageKey, ComponentType<PageProps>>> = {};
/** One request per screen, so a suspended render waits on the same promise every time. */
const pageRequests = new Map<PageKey, Promise<void>>();

export function preloadPage(page: PageKey): Promise<void> {
  let request = pageRequests.get(page);
  if (!request) {
    const load = pageModules[`../${pageSource(page).slice('src/'.length)}`];
    request = load
      ? load().then((module) => {
          loadedPages[page] = module.default;
        })
      : Promise.reject(new Error(`No page file ${pageSource(page)} for the route table's "${page}"`));
    pageRequests.set(page, request);
  }
  return request;
}

/** Loads every screen (the prerenderer renders them all). */
export async function preloadAllPages(pages: readonly PageKey[]): Promise<void> {
  await Promise.all(pages.map(preloadPage));
}
