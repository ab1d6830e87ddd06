/**
 * A person's photo or monogram portrait (portrait-drawing.tsx). Nothing to click: its code loads
 * after the page's (src/components/deferred.tsx), so it costs no first-load script.
 */
import { staticPart } from '../deferred';

export const Portrait = staticPart(() => import('./portrait-drawing').then((module) => module.PortraitDrawing));
