/**
 * The contact page as the answer to a post without JavaScript (form-post.ts): the prerendered
 * /contact page (its head, styles and scripts), with #root rendered anew by the site's own
 * React code (the build's prerender entry, src/entry-server.tsx) for the posted values and
 * errors, and those in the embedded payload, so a browser with scripts hydrates the same form.
 * Rendering with React, rather than patching values into the HTML, keeps one source for the
 * form's markup and keeps hydration exact.
 */
import { scriptJson } from '../../src/lib/escape.ts';
import type { PostedForm } from '../../src/lib/contact/posted-form.ts';
import { apiPaths } from '../../src/route-table.ts';
import { ROUTE_DATA_ELEMENT_ID, type RoutePayload } from '../../src/router/route-data.ts';

/** What the prerender entry exports (scripts/prerender.ts uses the same two). */
export interface PageRenderer {
  renderPage(url: string, payload: RoutePayload): Promise<{ html: string; head: string }>;
}

const ROOT_OPEN = '<div id="root">';
const DATA_OPEN = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">`;
const SCRIPT_CLOSE = '</script>';

/** A renderer of the contact page for posted forms, from its prerendered HTML. */
export function contactPageRenderer(prerendered: string, renderer: PageRenderer): (form: PostedForm) => Promise<string> {
  const rootStart = prerendered.indexOf(ROOT_OPEN);
  const dataStart = prerendered.indexOf(DATA_OPEN);
  const rootEnd = prerendered.lastIndexOf('</div>', dataStart);
  const dataEnd = prerendered.indexOf(SCRIPT_CLOSE, dataStart);
  if (rootStart < 0 || dataStart < 0 || rootEnd < rootStart || dataEnd < 0) {
    throw new Error('The prerendered contact page has no #root followed by its payload: run "npm run build"');
  }
  const { route } = JSON.parse(prerendered.slice(dataStart + DATA_OPEN.length, dataEnd)) as RoutePayload;
  const before = prerendered.slice(0, rootStart + ROOT_OPEN.length);
  const between = prerendered.slice(rootEnd, dataStart);
  const after = prerendered.slice(dataEnd + SCRIPT_CLOSE.length);

  return async (form) => {
    const payload: RoutePayload = { route, data: null, form };
    // Rendered at the address the browser shows for the answer, which is where it hydrates.
    const { html } = await renderer.renderPage(apiPaths.contactForm, payload);
    return `${before}${html}${between}${DATA_OPEN}${scriptJson(payload)}${SCRIPT_CLOSE}${after}`;
  };
}
