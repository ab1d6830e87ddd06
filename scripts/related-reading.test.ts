/**
 * The related-reading choice on collections this test writes (variations of the fixture story
 * and article), so no expectation depends on which stories and articles the site has; and the
 * indexed choice checked against the pair-by-pair rule on the site's content plus the fixtures.
 */
import { describe, expect, it } from 'vitest';
import { truncate } from '../src/lib/stories.ts';
import type { ArticleSummary, Story } from '../src/content/types';
import { RELATED_OTHER_KIND, RELATED_SAME_KIND, type RelatedReading } from '../src/lib/related';
import { compiledFixtures } from './content/test-support';
import {
  articleCandidate,
  normaliseTerm,
  RELATED_SUMMARY_CHARS,
  relatedReadingBuilder,
  relatedScore,
  SAME_GROUP_POINTS,
  SHARED_TAG_POINTS,
  storyCandidate,
  TAG_NAMES_GROUP_POINTS,
  type Candidate,
} from './related-reading';

const { content, story: fixtureStory, article: fixtureArticle } = await compiledFixtures();

/** A story made from the fixture: its own slug and the fields under test. */
const story = (slug: string, fields: Partial<Story> = {}): Story => ({
  ...fixtureStory,
  slug,
  related: undefined,
  industry: 'Industry A',
  tags: ['Tag Only ' + slug],
  publishDate: '2025-01-01',
  listed: true,
  ...fields,
});
const article = (slug: string, fields: Partial<ArticleSummary> = {}): ArticleSummary => ({
  ...fixtureArticle,
  slug,
  related: undefined,
  category: 'category-a',
  categoryLabel: 'Category A',
  tags: ['Tag Only ' + slug],
  date: '2025-01-01',
  listed: true,
  ...fields,
});
const slugs = (items: readonly { slug: string }[]) => items.map((item) => item.slug);

describe('relatedScore', () => {
  it("gives 3 for the same industry, 2 per shared tag, 1 per tag naming the other's industry or category", () => {
    const a = storyCandidate(story('a', { industry: 'Chemicals', tags: ['Safety Stock', 'Replenishment', 'Digital Twin'] }));
    const b = storyCandidate(story('b', { industry: 'Chemicals', tags: ['safety stock', 'Replenishment', 'Other'] }));
    expect(relatedScore(a, b)).toBe(SAME_GROUP_POINTS + 2 * SHARED_TAG_POINTS);
    // An article never shares a story's industry, however it is spelled; its category is named by a tag.
    const c = articleCandidate(article('c', { category: 'chemicals', categoryLabel: 'Digital Twin', tags: ['Replenishment'] }));
    expect(relatedScore(a, c)).toBe(SHARED_TAG_POINTS + TAG_NAMES_GROUP_POINTS);
    expect(relatedScore(c, a)).toBe(relatedScore(a, c));
  });

  it('compares tags ignoring case, spacing, punctuation and -isation against -ization', () => {
    expect(normaliseTerm('Inventory Optimisation')).toBe(normaliseTerm('inventory-optimization'));
    expect(normaliseTerm('E-commerce')).toBe(normaliseTerm('E Commerce'));
    expect(normaliseTerm('S&OP')).toBe(normaliseTerm('s & op'));
    const a = articleCandidate(article('a', { tags: ['Inventory Optimisation', 'Inventory optimisation'] }));
    const b = storyCandidate(story('b', { tags: ['Inventory Optimization'] }));
    // A tag written twice counts once.
    expect(relatedScore(a, b)).toBe(SHARED_TAG_POINTS);
  });
});

describe('relatedReadingBuilder', () => {
  const stories = [
    story('subject', { industry: 'Chemicals', tags: ['Safety Stock', 'Replenishment'], publishDate: '2025-03-01' }),
    story('same-industry-two-tags', { industry: 'Chemicals', tags: ['Safety Stock', 'Replenishment'], publishDate: '2024-01-01' }),
    story('other-industry-two-tags', { industry: 'Retail', tags: ['Safety Stock', 'Replenishment'], publishDate: '2024-01-01' }),
    story('same-industry-older', { industry: 'Chemicals', publishDate: '2023-01-01' }),
    story('same-industry-newer-b', { industry: 'Chemicals', publishDate: '2024-06-01' }),
    story('same-industry-newer-a', { industry: 'Chemicals', publishDate: '2024-06-01' }),
    story('unrelated-newest', { industry: 'Retail', publishDate: '2026-01-01' }),
  ];
  const articles = [
    article('about-safety-stock', { tags: ['Safety Stock'], date: '2024-01-01' }),
    article('about-nothing-newest', { date: '2026-01-01' }),
  ];

  it('ranks by score, then newest first, then by file name', () => {
    const related = relatedReadingBuilder({ stories, articles })('story', 'subject');
    // 3+4, then 4, then three at 3: the two newer ones by name, the older one left out.
    expect(slugs(related.stories)).toEqual(['same-industry-two-tags', 'other-industry-two-tags', 'same-industry-newer-a']);
    expect(slugs(related.articles)).toEqual(['about-safety-stock']);
  });

  it('chooses the same in any input order', () => {
    const expected = relatedReadingBuilder({ stories, articles })('story', 'subject');
    for (const shift of [1, 3, 5]) {
      const rotated = [...stories.slice(shift), ...stories.slice(0, shift)];
      expect(relatedReadingBuilder({ stories: rotated.reverse(), articles: [...articles].reverse() })('story', 'subject')).toEqual(
        expected,
      );
    }
  });

  it('never chooses the page itself, even among identical entries', () => {
    const twins = ['twin-a', 'twin-b', 'twin-c', 'twin-d'].map((slug) => story(slug, { tags: ['Same'] }));
    const related = relatedReadingBuilder({ stories: twins, articles: [] });
    for (const twin of twins) {
      const chosen = slugs(related('story', twin.slug).stories);
      expect(chosen).not.toContain(twin.slug);
      expect(chosen).toHaveLength(RELATED_SAME_KIND);
    }
  });

  it('fills with unrelated entries, newest first, and shows fewer only on a smaller site', () => {
    const lone = relatedReadingBuilder({ stories: [story('only')], articles: [] })('story', 'only');
    expect(lone).toEqual({ stories: [], articles: [] });
    const two = relatedReadingBuilder({
      stories: [story('one'), story('two')],
      articles: [article('old', { date: '2020-01-01' }), article('new', { date: '2021-01-01' })],
    });
    expect(slugs(two('story', 'one').stories)).toEqual(['two']);
    expect(slugs(two('story', 'one').articles)).toEqual(['new']);
    expect(slugs(two('article', 'old').articles)).toEqual(['new']);
    expect(slugs(two('article', 'old').stories)).toHaveLength(RELATED_OTHER_KIND);
  });

  it('leaves unlisted entries to pins', () => {
    const withUnlisted = [
      ...stories,
      story('unlisted-twin', { industry: 'Chemicals', tags: ['Safety Stock', 'Replenishment'], publishDate: '2025-02-01', listed: false }),
    ];
    expect(slugs(relatedReadingBuilder({ stories: withUnlisted, articles })('story', 'subject').stories)).not.toContain('unlisted-twin');
    const pinned = withUnlisted.map((entry) => (entry.slug === 'subject' ? { ...entry, related: ['unlisted-twin'] } : entry));
    expect(slugs(relatedReadingBuilder({ stories: pinned, articles })('story', 'subject').stories)[0]).toBe('unlisted-twin');
  });

  it('puts pins first in their order, of either kind, and fills the rest by score', () => {
    const pinned = stories.map((entry) =>
      entry.slug === 'subject' ? { ...entry, related: ['unrelated-newest', 'about-nothing-newest', 'same-industry-older'] } : entry,
    );
    const related = relatedReadingBuilder({ stories: pinned, articles })('story', 'subject');
    expect(slugs(related.stories)).toEqual(['unrelated-newest', 'same-industry-older', 'same-industry-two-tags']);
    expect(slugs(related.articles)).toEqual(['about-nothing-newest']);
  });

  it('skips pins to entries this build does not have (drafts, scheduled)', () => {
    const pinned = stories.map((entry) =>
      entry.slug === 'subject' ? { ...entry, related: ['held-back-story', 'held-back-article'] } : entry,
    );
    const related = relatedReadingBuilder({ stories: pinned, articles })('story', 'subject');
    expect(related).toEqual(relatedReadingBuilder({ stories, articles })('story', 'subject'));
  });

  it('sends card fields only: title, address, summary cut at a word, label, reading time', () => {
    const long = `${'Planners reordered thousands of parts from spreadsheets '.repeat(6)}end.`;
    const related = relatedReadingBuilder({ stories: [story('one'), story('two', { challenge: long, title: 'Two' })], articles: [] })(
      'story',
      'one',
    );
    expect(related.stories[0]).toEqual({
      kind: 'story',
      slug: 'two',
      title: 'Two',
      href: '/two',
      summary: truncate(long, RELATED_SUMMARY_CHARS),
      label: 'Industry A',
      readingMinutes: fixtureStory.readingMinutes,
    });
  });
});

describe("relatedReadingBuilder on the site's content and the fixtures", () => {
  /** The rule applied pair by pair: what the indexed choice must agree with. */
  function bruteForce(source: Candidate, pool: readonly Candidate[], count: number): string[] {
    return pool
      .filter((candidate) => candidate.listed && candidate.slug !== source.slug)
      .map((candidate) => ({ candidate, score: relatedScore(source, candidate) }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.candidate.date === b.candidate.date
            ? a.candidate.slug < b.candidate.slug
              ? -1
              : 1
            : a.candidate.date > b.candidate.date
              ? -1
              : 1),
      )
      .slice(0, count)
      .map(({ candidate }) => candidate.slug);
  }
  // Without pins, so the rule alone decides.
  const stories = content.stories.map((entry) => ({ ...entry, related: undefined }));
  const articles = content.articles.map((entry) => ({ ...entry, related: undefined }));
  const storyPool = stories.map(storyCandidate);
  const articlePool = articles.map(articleCandidate);
  const related = relatedReadingBuilder({ stories, articles });

  it('chooses for every story and article what the pair-by-pair rule chooses', () => {
    const check = (source: Candidate, reading: RelatedReading) => {
      const same = source.kind === 'story' ? storyPool : articlePool;
      const other = source.kind === 'story' ? articlePool : storyPool;
      expect(slugs(source.kind === 'story' ? reading.stories : reading.articles), source.slug).toEqual(
        bruteForce(source, same, RELATED_SAME_KIND),
      );
      expect(slugs(source.kind === 'story' ? reading.articles : reading.stories), source.slug).toEqual(
        bruteForce(source, other, RELATED_OTHER_KIND),
      );
    };
    for (const candidate of storyPool) check(candidate, related('story', candidate.slug));
    for (const candidate of articlePool) check(candidate, related('article', candidate.slug));
  });

  it('refuses a slug of the other kind or none', () => {
    expect(() => related('article', fixtureStory.slug)).toThrow(/No article/);
    expect(() => related('story', 'no-such-story')).toThrow(/No story/);
  });
});
