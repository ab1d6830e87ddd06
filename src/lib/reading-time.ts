/**
 * Reading time, computed from the text a visitor reads, never typed by hand: the content
 * compiler measures each article and story once, and the page, the cards, the RSS feed and
 * the structured data all show that one number through the helpers below.
 */

/** Words a visitor reads per minute: reading time is words / 200, rounded up, at least one minute. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Minutes to read `text`: words / 200 rounded up, never less than one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/** How the site writes a reading time: "5 min read". */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** A reading time as an ISO 8601 duration ("PT5M"): schema.org timeRequired and <time dateTime>. */
export const readingDuration = (minutes: number) => `PT${minutes}M`;
