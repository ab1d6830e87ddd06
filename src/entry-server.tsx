/**
 * Prerender entry: renders one URL to HTML and reports the head tags its page declared.
 * Used only at build time by scripts/prerender.ts.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router';
import { site } from '@content/site';
import { App } from './app';
import { HeadCollectorContext, renderHeadTag, type HeadCollector } from './components/seo';
import { headTags, type SeoInput } from './lib/seo';
import { siteRoutes } from './router/app-routes';
import { preloadRoute, routeSources } from './router/pages';

export { siteRoutes, site, routeSources };

/** Loads every page and everything each route renders (article bodies included). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(siteRoutes.routes.map(preloadRoute));
}

export function renderPage(url: string): { html: string; head: string } {
  let seo: SeoInput | undefined;
  const collector: HeadCollector = { collect: (input) => (seo = input) };
  const html = renderToString(
    <StrictMode>
      <HelmetProvider>
        <HeadCollectorContext value={collector}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </HeadCollectorContext>
      </HelmetProvider>
    </StrictMode>,
  );
  if (!seo) throw new Error(`The page at ${url} rendered no <Seo>: every page must declare its head`);
  const head = renderToStaticMarkup(<>{headTags(seo, site).map(renderHeadTag)}</>);
  return { html, head };
}
