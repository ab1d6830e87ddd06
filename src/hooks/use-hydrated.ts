/**
 * false while the server renders and while React hydrates, true afterwards. Use it for
 * output that depends on the visitor's browser (locale, query string), so the first client
 * render matches the prerendered HTML and React updates it right after, without a
 * hydration mismatch and without setting state in an effect.
 *
 * React re-renders a component whose snapshot changed synchronously, in one task, right after
 * hydration. Pass `needed` = false when the browser-only output would equal the prerendered one
 * (no query string to apply): the snapshot then stays false and nothing re-renders. On the story
 * list that re-render was the page's only long task (176 ms on a throttled phone); the blog's
 * list and the contact form re-rendered whole the same way until they asked only when needed
 * (the form sets noValidate on its element instead). Call it in the smallest component that shows the difference.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(needed = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
