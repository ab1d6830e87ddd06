/**
 * The screens' code, loaded on first use: what the rest of the site imports to load and find a
 * screen. The loaders themselves (one per file of src/pages/, with each chunk's hashed name)
 * are registered by pages.tsx, which only the entries import: a chunk that imported them
 * would take a new name whenever any screen's chunk did, and so would every chunk importing
 * that one, which breaks the tabs still open on the last deploy (see vite.config.ts).
 */
import type { ComponentType } from 'react';
import type { PageKey, RouteEntry } from '../route-table';

/** What every screen's component is given. */
export interface PageProps {
  route: RouteEntry;
}

export type PageModule = { default: ComponentType<PageProps> };

let pageModules: Readonly<Record<string, () => Promise<PageModule>>> = {};

/** Called once by pages.tsx with its import.meta.glob of src/pages/. */
export function registerPages(modules: Readonly<Record<string, () => Promise<PageModule>>>): void {
  pageModules = modules;
}

/** Source file of a screen: the key of its loader in the glob, and the file an error names. */
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
