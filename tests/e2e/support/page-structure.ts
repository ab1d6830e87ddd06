/**
 * Questions about a page's structure, for locator.evaluate (each runs in the page, so it uses
 * nothing from this module).
 */

/**
 * Whether `element` is the last thing the page's main article shows: its last child, looking
 * through the display: contents wrappers of static parts (src/components/deferred.tsx).
 */
export const endsMainArticle = (element: Element): boolean => {
  let last = document.querySelector('main article')?.lastElementChild ?? null;
  while (last && last !== element && getComputedStyle(last).display === 'contents') last = last.lastElementChild;
  return last === element;
};
