/**
 * What an industry page shows of stories: each story's headline figures (its first results,
 * as the story writes them), and for an industry without a story of its own, the nearest
 * stories: those whose tags and modules its page copy names, a term few stories share
 * counting for more than one most of them share. Pure functions, so the build and the tests
 * that check the pages apply the same rules.
 */
import type { IndustryPage, Story } from '../content/types';

/** How many of a story's results its card on an industry page shows (the first ones, as the teaser cards elsewhere). */
export const INDUSTRY_CARD_FIGURES = 2;

/** How many nearest stories an industry without stories of its own offers. */
export const NEAREST_STORIES = 3;

/** A story's headline figure as its card shows it. */
export type StoryFigure = Pick<Story['results'][number], 'metric' | 'value' | 'outcome'>;

/** A story's first results, as its card on an industry page shows them. */
export const storyFigures = (story: Pick<Story, 'results'>): StoryFigure[] =>
  story.results.slice(0, INDUSTRY_CARD_FIGURES).map(({ metric, value, outcome }) => ({ metric, value, outcome }));

/** Lower case, letters and digits only, words separated by one space and framed by spaces (so a term matches whole words). */
const normalised = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** What the nearest stories are chosen by: a story's tags and modules. */
type Findable = { slug: string; tags: readonly string[]; implementation: { modules: readonly string[] } };

/** The terms a story can be found by: its tags and its modules, each once. */
const termsOf = (story: Findable) =>
  [...new Set([...story.tags, ...story.implementation.modules].map(normalised))].filter((term) => term.trim() !== '');

/** The industry's own words: its summary, overview and problems. */
const industryText = (industry: Pick<IndustryPage, 'summary' | 'overview' | 'problems'>) =>
  normalised(
    [industry.summary, ...industry.overview, ...industry.problems.flatMap((problem) => [problem.title, problem.description])].join(' '),
  );

/**
 * The stories nearest to an industry, from `listed` (in list order): ranked by the terms (tags
 * and modules) of theirs its copy names, each worth 1 divided by the number of listed stories
 * having it; ties keep list order. Stories it names nothing of come after, in list order, so
 * the page always offers `count` stories when there are that many.
 */
export function nearestStories<S extends Findable>(
  industry: Pick<IndustryPage, 'summary' | 'overview' | 'problems'>,
  listed: readonly S[],
  count = NEAREST_STORIES,
): S[] {
  const text = industryText(industry);
  const terms = listed.map(termsOf);
  const sharedBy = new Map<string, number>();
  for (const term of terms.flat()) sharedBy.set(term, (sharedBy.get(term) ?? 0) + 1);
  const scored = listed.map((story, index) => ({
    story,
    index,
    score: terms[index]!.filter((term) => text.includes(term)).reduce((sum, term) => sum + 1 / sharedBy.get(term)!, 0),
  }));
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ story }) => story);
}
