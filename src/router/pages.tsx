/**
 * Which component draws each screen of the route table. Every page is its own chunk,
 * loaded on first use; the client entry and the prerenderer load a route's page before
 * rendering so hydration never waits or flashes. (A screen's content data travels apart
 * from its code: see route-data.ts.) Only the entries import this file, for its side
 * effect: the loaders go to page-registry.ts, which everything else imports.
 */
import { registerPages, type PageModule } from './page-registry';

// What every screen is given; defined with the registry, which this file feeds.
export type { PageProps } from './page-registry';

registerPages(import.meta.glob<PageModule>('../pages/*.tsx'));
