/**
 * How a story result looks by what it reports: green for a gain, red only for a real loss.
 * One colour per direction, so a buyer reads "-52% Temperature Excursions" as the good news
 * it is instead of an alarm. Written out in full so Tailwind finds every class; each text
 * colour passes WCAG AA on white and on its tint.
 */
import type { StoryFrontmatter } from '../../content/schema';
import type { Stat } from '../ui/stat-list';

type StoryResult = StoryFrontmatter['results'][number];
export type ResultOutcome = StoryResult['outcome'];

export interface OutcomeClasses {
  /** The headline figure. */
  text: string;
  /** The icon bubble. */
  icon: string;
  /** A card's top bar. */
  bar: string;
}

export const outcomeClasses: Record<ResultOutcome, OutcomeClasses> = {
  gain: { text: 'text-green-700', icon: 'bg-green-50 text-green-700 ring-green-100', bar: 'bg-green-500' },
  loss: { text: 'text-red-700', icon: 'bg-red-50 text-red-700 ring-red-100', bar: 'bg-red-500' },
};

/** A story's results as figures for a StatList, each in its outcome's colour. */
export function resultStats(results: readonly Pick<StoryResult, 'metric' | 'value' | 'outcome'>[]): Stat[] {
  return results.map((result) => ({ label: result.metric, value: result.value, valueClassName: outcomeClasses[result.outcome].text }));
}
