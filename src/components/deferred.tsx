/**
 * Parts of a page whose code the page does not wait for: mock-ups and drawings with nothing to
 * click. In the browser each is a chunk of its own, requested while the page hydrates; until it
 * arrives React keeps the prerendered markup as it is (a Suspense boundary that suspends while
 * hydrating keeps its server HTML), then hydrates it with the same markup. After client
 * navigation the part is drawn once its chunk is in. The prerenderer loads every deferred chunk
 * first (preloadDeferred, in src/entry-server.tsx), so each page renders whole in one pass.
 *
 * Only for parts without controls: until its chunk has arrived, a deferred part does not respond.
 */
import { lazy, Suspense, useId, type ComponentType } from 'react';
import { KeptAsPrerendered } from './kept-as-prerendered';

type Preload = () => Promise<unknown>;

/**
 * The registered preloads. Kept on this (hoisted) function rather than in a module constant:
 * in the prerender bundle, modules evaluated before this one (the shared chunk, which this
 * chunk imports in a cycle) define parts, and a constant would not exist yet.
 */
function preloaders(): Set<Preload> {
  const holder = preloaders as typeof preloaders & { registered?: Set<Preload> };
  return (holder.registered ??= new Set());
}

/**
 * Code a page loads on demand that the prerenderer must have before it renders (a deferred
 * part, a policy's body): registered by the module that loads it, loaded by preloadDeferred.
 */
export function loadBeforePrerender(preload: Preload): void {
  preloaders().add(preload);
}

/** A component drawn by `load`'s result, its code requested only when it first renders. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The chunk once it has arrived; read while rendering, like loadedPages in src/router/pages.tsx.
  let loaded: ComponentType<P> | undefined;
  let request: Promise<ComponentType<P>> | undefined;
  const preload = () => (request ??= load().then((component) => (loaded = component)));
  loadBeforePrerender(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    const Drawn = loaded ?? Lazy;
    return (
      <Suspense>
        <Drawn {...props} />
      </Suspense>
    );
  };
}

/**
 * A deferred part that never changes once drawn and has nothing to click but plain links (a
 * drawing, a card of links): a page that hydrates keeps its prerendered HTML as it is
 * (KeptAsPrerendered), so a first visit never downloads its code; after client navigation it is
 * drawn from its chunk, as deferred() draws. Its wrapper is `display: contents`, so it takes no
 * part in the layout around it.
 */
export function staticPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What its buttons do, by their data-action (KeptAsPrerendered), as the footer's "Cookie settings". */
  actions?: Readonly<Record<string, () => void>>,
): ComponentType<P> {
  const Part = deferred(load);
  return function StaticPart(props: P) {
    // The same on the server and in the hydrating browser, unique on the page: the part's name.
    const part = useId();
    return (
      <KeptAsPrerendered part={part} className="contents" actions={actions}>
        {() => <Part {...props} />}
      </KeptAsPrerendered>
    );
  };
}

/** Loads everything registered so far (by the modules loaded so far): for the prerenderer. */
export function preloadDeferred(): Promise<unknown> {
  return Promise.all([...preloaders()].map((preload) => preload()));
}
