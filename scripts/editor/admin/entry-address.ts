/**
 * Decap keeps the form of the entry it shows when only the address's "#…" part changes to
 * another existing entry (typed or pasted into the address bar): the next entry opened with the
 * previous one's fields, and publishing saved them into it. Its own moves between entries pass
 * through a list, a new entry or a duplicate, never straight from one saved entry to another;
 * so such a change of address is a new page, loaded as one (Decap asks first when the form has
 * unsaved changes).
 */
const ENTRY = /^#\/collections\/[^/]+\/entries\/[^?]+/;

/** Whether going from `before` to `after` (each a location's hash) moves from one saved entry straight to another. */
export function switchesEntry(before: string, after: string): boolean {
  const from = ENTRY.exec(before)?.[0];
  const to = ENTRY.exec(after)?.[0];
  return from !== undefined && to !== undefined && from !== to;
}

export function reloadOnEntrySwitch(): void {
  window.addEventListener('hashchange', (event) => {
    if (switchesEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) window.location.reload();
  });
}
