/**
 * Which way a change went, read from the sign its text starts with ("+3.1 pts", "-6 days",
 * "−0.4%"), so an arrow shows the direction and never contradicts the figure. Whether the
 * change is good is a separate fact (a KPI's `tone`), shown by colour: "-6 days" of lead time
 * points down and is green.
 */
export type TrendDirection = 'up' | 'down' | 'flat';

/** Plus, then ASCII hyphen-minus, Unicode minus, en dash (as editors type them). */
const SIGN = /^\s*([+\-\u2212\u2013])\s*\d/;

export function trendDirection(text: string): TrendDirection {
  const sign = SIGN.exec(text)?.[1];
  if (sign === undefined) return 'flat';
  return sign === '+' ? 'up' : 'down';
}
