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
 * Only for parts without controls of their own: React attaches no handlers inside. Their links
 * are plain <a href>, so the part's own element takes their clicks (they bubble to it) and
 * navigates in the page as the site's <Link> does; a click with a modifier key, on a link to
 * another site, to a new tab or to a fragment of this page is left to the browser. A button
 * names what it does in `data-action`, and the part's `actions` say how (the footer's "Cookie
 * settings"): the same handler whether the part was kept or drawn. On /PrivacyPolicy it took the body's 5.5 KB gzip
 * chunk (and rendering it during hydration) off the first load. A part whose code the page
 * imports statically is still downloaded: load it with deferred() (src/components/deferred.tsx),
 * which this never calls while hydrating, as src/pages/contact.tsx does.
 */
import { useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

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

/** The attribute a button inside a kept part names its action with. */
const ACTION_ATTRIBUTE = 'data-action';

/**
 * `part` names what is drawn (a policy's slug, "faq"), unique on its page; `className` styles
 * its <div>; `actions` are what its buttons do, by their `data-action`.
 */
export function KeptAsPrerendered({
  part,
  className,
  actions,
  children,
}: {
  part: string;
  className?: string;
  actions?: Readonly<Record<string, () => void>>;
  children: () => ReactNode;
}) {
  const hydrated = useMountedByHydration();
  // Read once, before React has touched the element: what the prerenderer wrote into it.
  const [prerendered] = useState(() =>
    hydrated ? { __html: document.querySelector(`[${ATTRIBUTE}="${CSS.escape(part)}"]`)?.innerHTML ?? '' } : undefined,
  );
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const action = event.target instanceof Element ? event.target.closest(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE) : null;
    if (action) actions?.[action]?.();
    else navigateInPage(event, navigate);
  };
  const attributes = { [ATTRIBUTE]: part, className, onClick };
  return prerendered ? <div {...attributes} dangerouslySetInnerHTML={prerendered} /> : <div {...attributes}>{children()}</div>;
}

/** A click on a plain link to another page of this site, navigated in the page (as <Link> does). */
function navigateInPage(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !anchor ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  )
    return;
  if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search + anchor.hash);
}
