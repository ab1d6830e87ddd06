/**
 * false while the server renders and while React hydrates, true afterwards. Use it for
 * output that depends on the visitor's browser (locale, query string), so the first client
 * render matches the prerendered HTML and React updates it right after, without a
 * hydration mismatch and without setting state in an effect.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
