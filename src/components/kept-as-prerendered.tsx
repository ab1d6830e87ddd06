/**
 * A part of a prerendered page that never changes after load (a policy's body, the contact
 * page's ways to reach us, offices and FAQ): when the page
 * is hydrated, React keeps its prerendered HTML as it is, and neither downloads nor runs the
 * code that drew it. After client navigation the part renders from its code like any other.
 *
 * How: hydrating, the part's element takes the HTML it already holds as its
 * dangerouslySetInnerHTML, and React does not hydrate inside such an element. (A Suspense
 * boundary that never resolves keeps server HTML too, but React drops it for the fallback on
 * the first context change above it, such as the router's on a hash change.)
 *
 * Only for parts without controls and whose links are plain <a href> (they load the next page
 * in full): React attaches no handlers inside. On /PrivacyPolicy it took the body's 5.5 KB gzip
 * chunk (and rendering it during hydration) off the first load. A part whose code the page
 * imports statically is still downloaded: load it with deferred() (src/components/deferred.tsx),
 * which this never calls while hydrating, as src/pages/contact.tsx does.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Whether this component was first rendered by hydrating prerendered HTML (true) or by a client
 * render (false), for as long as it stays mounted. React reads the server snapshot while it
 * hydrates, even in a Suspense boundary that hydrates after the rest of the page.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    // The prerenderer reads the server snapshot too, and must render the part.
    () => !import.meta.env.SSR,
  );
  const [mountedByHydration] = useState(hydrating);
  return mountedByHydration;
}

const ATTRIBUTE = 'data-kept-as-prerendered';

/** `part` names what is drawn (a policy's slug, "faq"), unique on its page; `className` styles its <div>. */
export function KeptAsPrerendered({ part, className, children }: { part: string; className?: string; children: () => ReactNode }) {
  const hydrated = useMountedByHydration();
  // Read once, before React has touched the element: what the prerenderer wrote into it.
  const [prerendered] = useState(() =>
    hydrated ? { __html: document.querySelector(`[${ATTRIBUTE}="${CSS.escape(part)}"]`)?.innerHTML ?? '' } : undefined,
  );
  const attributes = { [ATTRIBUTE]: part, className };
  return prerendered ? <div {...attributes} dangerouslySetInnerHTML={prerendered} /> : <div {...attributes}>{children()}</div>;
}
