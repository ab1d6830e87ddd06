/**
 * A story's cover (industry-art-drawing.tsx): its industry's colours, its own network and its figures. Decorative, nothing to click: its code loads
 * after the page's (src/components/deferred.tsx), so it costs no first-load script.
 */
import { staticPart } from '../deferred';

export const IndustryArt = staticPart(() => import('./industry-art-drawing').then((module) => module.IndustryArtDrawing));
