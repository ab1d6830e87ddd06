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
