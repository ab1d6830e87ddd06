import { describe, expect, it } from 'vitest';
import { INDUSTRY_CARD_FIGURES, NEAREST_STORIES, nearestStories, storyFigures } from './industry-stories';

const story = (slug: string, tags: string[], modules: string[] = []) => ({ slug, tags, implementation: { modules } });

/** An industry without stories, written as a marketer would: its copy names some stories' tags and modules. */
const industry = (text: string) => ({
  summary: 'Makers of medicines.',
  overview: ['We plan batches.'],
  problems: [{ title: 'Expiry', description: text }],
});

describe('storyFigures', () => {
  it("is the story's first results, figure, metric and outcome, as its card shows them", () => {
    const results = ['85%', '-21%', '-30%', '96%'].map((value, index) => ({
      metric: `Metric ${index}`,
      value,
      description: 'One sentence.',
      icon: 'target' as const,
      outcome: index === 2 ? ('loss' as const) : ('gain' as const),
    }));
    expect(storyFigures({ results })).toEqual(
      results.slice(0, INDUSTRY_CARD_FIGURES).map(({ metric, value, outcome }) => ({ metric, value, outcome })),
    );
  });
});

describe('nearestStories', () => {
  const listed = [
    story('everywhere-a', ['Demand Sensing'], ['Control Tower']),
    story('everywhere-b', ['Demand Sensing'], ['Control Tower']),
    story('cold', ['Cold Chain', 'Demand Sensing'], ['Cold Chain Planner']),
    story('tiers', ['Multi-Echelon Optimisation'], ['Control Tower']),
    story('nothing', ['Footwear']),
  ];

  it('ranks the stories whose tags and modules the copy names, a term few stories share first', () => {
    const nearest = nearestStories(
      industry('The Cold Chain Planner and Multi-Echelon Optimisation, with Demand Sensing and a Control Tower.'),
      listed,
    );
    expect(nearest.map((entry) => entry.slug)).toEqual(['cold', 'tiers', 'everywhere-a']);
  });

  it('matches whole words in any letter case and punctuation, not parts of words', () => {
    const nearest = nearestStories(industry('cold-chain planning; multi echelon optimisation'), listed, 2);
    expect(nearest.map((entry) => entry.slug)).toEqual(['cold', 'tiers']);
    // "Footwear" inside "Footwears" is not the tag.
    expect(nearestStories(industry('Footwears.'), listed, 1).map((entry) => entry.slug)).toEqual(['everywhere-a']);
  });

  it('fills up with the list order when the copy names too little, and never offers more than there are', () => {
    expect(nearestStories(industry('Nothing in common.'), listed).map((entry) => entry.slug)).toEqual(
      listed.slice(0, NEAREST_STORIES).map((entry) => entry.slug),
    );
    expect(nearestStories(industry('Cold Chain'), listed.slice(0, 2))).toHaveLength(2);
    expect(nearestStories(industry('Cold Chain'), [])).toEqual([]);
  });
});
