/**
 * Where pages place a product illustration. The drawings have nothing to click, so the page
 * need not wait for their code: in the browser they are a chunk of their own, loaded after the
 * page's first load, inside a Suspense boundary. While hydrating, React keeps the prerendered
 * drawing as it is until the chunk has arrived, then hydrates it with the same markup; after
 * client navigation it draws it once the chunk is in. The prerenderer loads the chunk first
 * (loadIllustrations) and so renders every drawing in its one pass.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { IllustrationId } from '../../content/pages-schema';
import { cn } from '../../lib/cn';

type Drawings = typeof import('./illustration');
/** The chunk once it has arrived; read while rendering, like loadedPages in src/router/pages.tsx. */
let loaded: Drawings | undefined;
let request: Promise<Drawings> | undefined;

export function loadIllustrations(): Promise<Drawings> {
  request ??= import('./illustration').then((module) => (loaded = module));
  return request;
}

const Deferred = lazy(() => loadIllustrations().then((module) => ({ default: module.ProductIllustration })));

/**
 * Text beside its illustration on wide screens, the text first when stacked on phones; `flip`
 * puts the illustration on the left, so consecutive rows can alternate.
 */
export function IllustratedRow({ illustration, flip, children }: { illustration: IllustrationId; flip?: boolean; children: ReactNode }) {
  const Drawing = loaded?.ProductIllustration ?? Deferred;
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
      <div className={cn(flip && 'lg:order-last')}>{children}</div>
      <Suspense>
        <Drawing id={illustration} />
      </Suspense>
    </div>
  );
}
