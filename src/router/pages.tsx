/**
 * Which component draws each screen of the route table. Every page is its own chunk,
 * loaded on first use; the client entry and the prerenderer load a route's page before
 * rendering so hydration never waits or flashes. (A screen's content data travels apart
 * from its code: see route-data.ts.) Only the entries import this file, for its side
 * effect: the loaders go to page-registry.ts, which everything else imports.
 */
import type { RouteEntry } from '../route-table';
import { registerPages, type PageModule } from './page-registry';

export interface PageProps {
  route: RouteEntry;
}

registerPages(import.meta.glob<PageModule>('../pages/*.tsx'));
