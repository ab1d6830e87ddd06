/**
 * The article body's container classes, in a module of their own: the article page draws the
 * container itself around the prerendered body (KeptAsPrerendered) and must not import the
 * body's parser and components to know them (src/pages/article.tsx).
 */
export const articleBodyClass = 'measure space-y-2 text-base leading-7 text-ink-700 sm:text-lg sm:leading-8';
