/**
 * An industry's banner (industry-art-drawing.tsx). Decorative, nothing to click: its code loads
 * after the page's (src/components/deferred.tsx), so it costs no first-load script.
 */
import { staticPart } from '../deferred';

export const IndustryArt = staticPart(() => import('./industry-art-drawing').then((module) => module.IndustryArtDrawing));
