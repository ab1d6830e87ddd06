/**
 * Prerender entry: renders one route, with its payload, to HTML and reports the head tags its
 * page declared. Used only at build time by scripts/prerender.ts; it bundles no content
 * collection, so it builds in the same time however many stories and articles there are.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router';
import { site } from '@content/site';
import { App } from './app';
import { HeadCollectorContext, renderHeadTag, type HeadCollector } from './components/seo';
import { headTags, type SeoInput } from './lib/seo';
import { forgetRoutePayload, primeRoutePayload } from './router/app-routes';
import { preloadAllPages } from './router/pages';
import type { RoutePayload } from './router/route-data';

export { site, preloadAllPages };

/**
 * React's marker of a Suspense boundary it gave up on and left for the browser to render. A
 * prerendered page must never ship one: the visitor would see the fallback, or nothing.
 */
const CLIENT_RENDER_FALLBACK = '<!--$!-->';

/** The error that made React fall back, which renderToString swallows; found by rendering again. */
async function renderError(element: ReactNode): Promise<unknown> {
  let failure: unknown = new Error('React left part of the page to be rendered in the browser');
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void (failure = error) });
  prelude.resume();
  return failure;
}

/** Renders `url` as the page of `payload` (the route that answers it, and its data). */
export async function renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }> {
  let seo: SeoInput | undefined;
  const collector: HeadCollector = { collect: (input) => (seo = input) };
  const { pathname } = new URL(url, 'http://prerender.invalid');
  primeRoutePayload(pathname, payload);
  const app = (
    <StrictMode>
      <HelmetProvider>
        <HeadCollectorContext value={collector}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </HeadCollectorContext>
      </HelmetProvider>
    </StrictMode>
  );
  try {
    const html = renderToString(app);
    if (html.includes(CLIENT_RENDER_FALLBACK)) throw await renderError(app);
    if (!seo) throw new Error(`The page at ${url} rendered no <Seo>: every page must declare its head`);
    const head = renderToStaticMarkup(<>{headTags(seo, site).map(renderHeadTag)}</>);
    return { html, head };
  } finally {
    forgetRoutePayload(pathname);
  }
}
