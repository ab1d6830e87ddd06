/**
 * Prerender entry: renders one route, with its payload, to HTML and reports the head tags its
 * page declared. Used only at build time by scripts/prerender.ts; it bundles no content
 * collection, so it builds in the same time however many stories and articles there are.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { site } from '@content/site';
import { App } from './app';
import { HeadCollectorContext, renderHeadTag, type HeadCollector } from './components/seo';
import { scriptJson } from './lib/escape';
import { headTags, type SeoInput } from './lib/seo';
import { forgetRoutePayload, primeRoutePayload } from './router/app-routes';
import { preloadDeferred } from './components/deferred';
import './router/pages';
import { preloadAllPages as preloadPages } from './router/page-registry';
import { renderToHtml } from './render-to-html';
import type { RoutePayload } from './router/route-data';

export { site };

/** Loads every screen, and the illustrations and parts the browser defers, so each page renders whole in one pass. */
export async function preloadAllPages(pages: Parameters<typeof preloadPages>[0]): Promise<void> {
  await preloadPages(pages);
  // After the screens: their modules define the deferred parts.
  await preloadDeferred();
}

/** Renders `url` as the page of `payload` (the route that answers it, and its data). */
export async function renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }> {
  let seo: SeoInput | undefined;
  const collector: HeadCollector = { collect: (input) => (seo = input) };
  const { pathname } = new URL(url, 'http://prerender.invalid');
  primeRoutePayload(pathname, payload);
  const app = (
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollectorContext>
    </StrictMode>
  );
  try {
    const html = await renderToHtml(app);
    if (!seo) throw new Error(`The page at ${url} rendered no <Seo>: every page must declare its head`);
    const jsonLd = (seo.jsonLd ?? []).map((data, index) => (
      // JSON-LD must be raw JSON text; scriptJson escapes "<" so it cannot break out.
      <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
    ));
    const head = renderToStaticMarkup(
      <>
        {headTags(seo, site).map(renderHeadTag)}
        {jsonLd}
      </>,
    );
    return { html, head };
  } finally {
    forgetRoutePayload(pathname);
  }
}
