/**
 * Related reading: the cards at the end of a story or an article. The build chooses them
 * (scripts/related-reading.ts) and sends the few fields a card shows with the page's payload,
 * so the browser never sees another entry's full text and the bundles do not grow with the
 * content. Pure data and constants, shared by the schema, the build and the page.
 */

/** Cards of the page's own kind: stories under a story, articles under an article. */
export const RELATED_SAME_KIND = 3;
/** Cards of the other kind: one article under a story, one story under an article. */
export const RELATED_OTHER_KIND = 1;

export type RelatedKind = 'story' | 'article';

/** What one card shows. */
export interface RelatedItem {
  kind: RelatedKind;
  slug: string;
  title: string;
  /** The entry's own address, /{slug}. */
  href: string;
  /** The story's challenge or the article's excerpt, cut at a word boundary. */
  summary: string;
  /** The story's industry or the article's category label. */
  label: string;
  readingMinutes: number;
}

/** A page's related reading, by kind; either list may be shorter, or empty, on a small site. */
export interface RelatedReading {
  stories: RelatedItem[];
  articles: RelatedItem[];
}
