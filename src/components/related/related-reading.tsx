/**
 * The related reading at the end of a story or an article (related-reading-cards.tsx). Below
 * the fold and made of plain links, which work as links before its code arrives, so its code
 * loads after the page's (src/components/deferred.tsx) and costs no first-load script.
 */
import { staticPart } from '../deferred';

export const RelatedReading = staticPart(() => import('./related-reading-cards').then((module) => module.RelatedReadingCards));
