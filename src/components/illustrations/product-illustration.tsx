/**
 * Where pages place a product illustration. The drawings never change and have nothing to
 * click, so they are static parts (src/components/deferred.tsx): a page that hydrates keeps the
 * prerendered drawings as they are and never downloads their code (one chunk of every drawing,
 * ~5.4 KB gzip); after client navigation they are drawn once it is in.
 */
import type { ReactNode } from 'react';
import type { IllustrationId } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { staticPart } from '../deferred';

const Drawing = staticPart(() => import('./illustration').then((module) => module.ProductIllustration));

/**
 * Text beside its illustration on wide screens, the text first when stacked on phones; `flip`
 * puts the illustration on the left, so consecutive rows can alternate.
 */
export function IllustratedRow({ illustration, flip, children }: { illustration: IllustrationId; flip?: boolean; children: ReactNode }) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
      <div className={cn(flip && 'lg:order-last')}>{children}</div>
      <Drawing id={illustration} />
    </div>
  );
}
