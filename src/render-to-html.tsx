/**
 * Server rendering for the prerenderer, with one rule: a page is rendered completely or not
 * at all. renderToString turns an error inside a Suspense boundary into a "client-render
 * fallback" (<!--$!-->) and carries on; shipped, that page shows the fallback, or nothing,
 * until the browser's scripts redo the work (and without JavaScript, forever).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** React's marker of a Suspense boundary it gave up on and left to the browser. */
const CLIENT_RENDER_FALLBACK = '<!--$!-->';

/** The error that made React fall back, which renderToString swallows; found by rendering again. */
async function renderError(element: ReactNode): Promise<unknown> {
  let failure: unknown = new Error('React left part of the page to be rendered in the browser');
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void (failure = error) });
  prelude.resume();
  return failure;
}

/** The element's HTML; throws the render's error instead of returning a page with a hole. */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  if (html.includes(CLIENT_RENDER_FALLBACK)) throw await renderError(element);
  return html;
}
