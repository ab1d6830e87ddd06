/**
 * The next step at the end of every story and article (closing-cta-banner.tsx). It sits below
 * the fold and holds one plain link, which works as a link before its code arrives, so its code
 * loads after the page's (src/components/deferred.tsx) and costs no first-load script: the
 * story and article routes were at the first-load budget's edge.
 */
import { staticPart } from '../deferred';

export const ClosingCta = staticPart(() => import('./closing-cta-banner').then((module) => module.ClosingCtaBanner));
