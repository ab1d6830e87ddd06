import { describe, expect, it } from 'vitest';
import { stories } from '@content/stories';
import { industryNames } from '@content/industry-names';
import {
  ALL_INDUSTRIES,
  allMatchesHeading,
  countLine,
  featuredStories,
  filterStories,
  filtersFromQuery,
  industryChips,
  industrySlug,
  listedStories,
  noFilters,
  paragraphs,
  queryFromFilters,
  storyMatches,
  truncate,
} from './stories';

const story = (
  fields: Partial<{
    id: number;
    title: string;
    company: string;
    tags: string[];
    industry: string;
    featured: boolean;
    listed: boolean;
    order: number;
  }>,
) => ({
  id: 1,
  title: 'Forecasting for a Retailer',
  company: 'Leading Retailer',
  tags: ['Demand Forecasting'],
  industry: 'Consumer Retail',
  featured: true,
  listed: true,
  ...fields,
});

describe('listedStories', () => {
  it('keeps the listed stories in id order, without the detail-only ones', () => {
    const input = [story({ id: 9 }), story({ id: 2, listed: false }), story({ id: 4 }), story({ id: 1 })];
    expect(listedStories(input).map((s) => s.id)).toEqual([1, 4, 9]);
  });

  it('puts stories with an order first, lowest first, without renumbering the others', () => {
    const input = [story({ id: 1 }), story({ id: 17, order: 1 }), story({ id: 3 }), story({ id: 8, order: 2 })];
    expect(listedStories(input).map((s) => s.id)).toEqual([17, 8, 1, 3]);
    expect(featuredStories(listedStories(input)).map((s) => s.id)).toEqual([17, 8]);
  });

  it('does not reorder the array it was given', () => {
    const input = [story({ id: 3 }), story({ id: 1 })];
    listedStories(input);
    expect(input.map((s) => s.id)).toEqual([3, 1]);
  });
});

describe('storyMatches', () => {
  const subject = story({ title: 'Same-Day Delivery at Scale', company: 'Online Grocer', tags: ['Last Mile', 'Route Planning'] });

  it('matches a case-insensitive substring of the title, the company or any tag', () => {
    expect(storyMatches(subject, { search: 'same-DAY', industry: ALL_INDUSTRIES })).toBe(true);
    expect(storyMatches(subject, { search: 'grocer', industry: ALL_INDUSTRIES })).toBe(true);
    expect(storyMatches(subject, { search: 'ROUTE plan', industry: ALL_INDUSTRIES })).toBe(true);
    expect(storyMatches(subject, { search: 'ast mil', industry: ALL_INDUSTRIES })).toBe(true);
  });

  it('does not search the industry, the challenge or across fields', () => {
    expect(storyMatches(subject, { search: 'Consumer', industry: ALL_INDUSTRIES })).toBe(false);
    expect(storyMatches(subject, { search: 'Scale Online', industry: ALL_INDUSTRIES })).toBe(false);
    expect(storyMatches(subject, { search: 'Last Mile, Route', industry: ALL_INDUSTRIES })).toBe(false);
  });

  it('ignores surrounding spaces and treats a blank search as no search', () => {
    expect(storyMatches(subject, { search: '  grocer  ', industry: ALL_INDUSTRIES })).toBe(true);
    expect(storyMatches(subject, { search: '   ', industry: ALL_INDUSTRIES })).toBe(true);
  });

  it('takes the search literally: regex characters and markup are plain text', () => {
    expect(storyMatches(subject, { search: '.*', industry: ALL_INDUSTRIES })).toBe(false);
    expect(storyMatches(subject, { search: '<script>', industry: ALL_INDUSTRIES })).toBe(false);
    expect(storyMatches(story({ title: 'Costs cut (by 20%)' }), { search: '(by 20%)', industry: ALL_INDUSTRIES })).toBe(true);
  });

  it('requires the exact industry of the chosen chip', () => {
    expect(storyMatches(subject, { search: '', industry: 'Consumer Retail' })).toBe(true);
    expect(storyMatches(subject, { search: '', industry: 'consumer retail' })).toBe(false);
    expect(storyMatches(subject, { search: '', industry: 'Retail & E-commerce' })).toBe(false);
    expect(storyMatches(subject, { search: 'grocer', industry: 'Food & Beverage' })).toBe(false);
  });
});

describe('filterStories on the real list', () => {
  const listed = listedStories(stories);
  const chips = industryNames;

  it('returns every listed story without filters', () => {
    expect(filterStories(listed, noFilters)).toEqual(listed);
  });

  it('finds every listed story under exactly one chip: its industry', () => {
    for (const subject of listed) {
      const under = chips.filter((chip) => filterStories(listed, { search: '', industry: chip }).includes(subject));
      expect(under, subject.slug).toEqual([subject.industry]);
    }
  });

  it('gives a chip without stories an empty result', () => {
    const empty = chips.find((chip) => !listed.some((subject) => subject.industry === chip));
    if (empty) expect(filterStories(listed, { search: '', industry: empty })).toEqual([]);
    expect(filterStories(listed, { search: '', industry: 'No Such Industry' })).toEqual([]);
  });
});

describe('featuredStories and the section heading', () => {
  it('takes the first two featured matches in order', () => {
    const list = [story({ id: 1, featured: false }), story({ id: 2 }), story({ id: 3 }), story({ id: 4 })];
    expect(featuredStories(list).map((s) => s.id)).toEqual([2, 3]);
  });

  it('takes fewer when fewer are featured', () => {
    expect(featuredStories([story({ id: 5, featured: false }), story({ id: 6 })]).map((s) => s.id)).toEqual([6]);
    expect(featuredStories([story({ featured: false })])).toEqual([]);
    expect(featuredStories([])).toEqual([]);
  });

  it('names the all-matches section after whether anything is featured', () => {
    expect(allMatchesHeading(2)).toBe('All Success Stories');
    expect(allMatchesHeading(1)).toBe('All Success Stories');
    expect(allMatchesHeading(0)).toBe('Success Stories');
  });
});

describe('industryChips', () => {
  it('counts the listed stories of each industry and leaves out industries without any', () => {
    const listed = [story({ industry: 'Food & Beverage' }), story({ industry: 'Food & Beverage' }), story({ industry: 'Industrial' })];
    expect(industryChips(['Industrial', 'Pharmaceuticals', 'Food & Beverage'], listed)).toEqual([
      { value: ALL_INDUSTRIES, label: 'All Industries', count: 3 },
      { value: 'Industrial', label: 'Industrial', count: 1 },
      { value: 'Food & Beverage', label: 'Food & Beverage', count: 2 },
    ]);
  });
});

describe('countLine', () => {
  it('reads "Showing N of M stories" without filters', () => {
    expect(countLine(13, 13, noFilters)).toBe('Showing 13 of 13 stories');
    expect(countLine(0, 13, noFilters)).toBe('Showing 0 of 13 stories');
  });

  it('adds the industry, then the search term in double quotes', () => {
    expect(countLine(2, 13, { search: '', industry: 'Energy & Automation' })).toBe('Showing 2 of 13 stories in Energy & Automation');
    expect(countLine(1, 13, { search: 'freight', industry: ALL_INDUSTRIES })).toBe('Showing 1 of 13 stories matching "freight"');
    expect(countLine(1, 13, { search: 'freight', industry: 'Energy & Automation' })).toBe(
      'Showing 1 of 13 stories in Energy & Automation matching "freight"',
    );
  });

  it('shows the term trimmed, and no suffix for a blank term', () => {
    expect(countLine(3, 13, { search: '  AI ', industry: ALL_INDUSTRIES })).toBe('Showing 3 of 13 stories matching "AI"');
    expect(countLine(13, 13, { search: '  ', industry: ALL_INDUSTRIES })).toBe('Showing 13 of 13 stories');
  });
});

describe('truncate', () => {
  it('keeps text at or under the limit whole, without an ellipsis', () => {
    expect(truncate('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(truncate('short', 200)).toBe('short');
    expect(truncate('', 200)).toBe('');
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    const cut = truncate('b'.repeat(201), 200);
    expect(cut).toBe(`${'b'.repeat(200)}…`);
    expect(truncate('x'.repeat(500), 150)).toHaveLength(151);
  });

  it('cuts at the end of the last whole word that fits, never inside one', () => {
    expect(truncate('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(truncate('alpha beta gamma', 10)).toBe('alpha beta…');
    expect(truncate('alpha beta gamma', 11)).toBe('alpha beta…');
    expect(truncate('supply chain planning platform', 20)).toBe('supply chain…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncate('alpha, beta gamma', 8)).toBe('alpha…');
    expect(truncate('stock-outs – and more words', 13)).toBe('stock-outs…');
  });

  it('puts line breaks on one line and drops a space before the ellipsis', () => {
    expect(truncate('first line\nsecond   line', 200)).toBe('first line second line');
    expect(truncate('abcd efgh', 5)).toBe('abcd…');
  });

  it('never splits an emoji or other astral character', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('cuts every real challenge to at most 200 + ellipsis, at a word boundary, on large cards', () => {
    for (const s of stories) {
      const flat = s.challenge.replace(/\s+/g, ' ').trim();
      const cut = truncate(s.challenge, 200);
      expect(Array.from(cut).length).toBeLessThanOrEqual(201);
      expect(cut.endsWith('…')).toBe(Array.from(flat).length > 200);
      const kept = cut.slice(0, -1);
      // What follows the kept text in the original starts with no letter or digit: no word was split.
      if (cut.endsWith('…')) expect(flat.startsWith(kept) && !/^[\p{L}\p{N}]/u.test(flat.slice(kept.length))).toBe(true);
    }
  });
});

describe('paragraphs', () => {
  it('splits on line breaks and blank lines, dropping empty ones', () => {
    expect(paragraphs('One.\nTwo.')).toEqual(['One.', 'Two.']);
    expect(paragraphs('One.\n\n\nTwo.\n')).toEqual(['One.', 'Two.']);
    expect(paragraphs('  only   one  ')).toEqual(['only one']);
    expect(paragraphs('\n \n')).toEqual([]);
  });
});

describe('the URL query', () => {
  const industries = industryNames;

  it('writes industries as slugs', () => {
    expect(industrySlug('FMCG – Footwear')).toBe('fmcg-footwear');
    expect(industrySlug('Retail & E-commerce')).toBe('retail-e-commerce');
    expect(industrySlug('  Energy & Automation ')).toBe('energy-automation');
  });

  it('round-trips filters through the query', () => {
    for (const filters of [
      noFilters,
      { search: 'cold chain', industry: ALL_INDUSTRIES },
      { search: '', industry: 'FMCG – Footwear' },
      { search: 'a&b=c?#', industry: 'Retail & E-commerce' },
    ]) {
      const query = queryFromFilters(filters).toString();
      // A name with an en dash (no industry of the content has one since issue 39's taxonomy).
      expect(filtersFromQuery(new URLSearchParams(query), [...industries, 'FMCG – Footwear'])).toEqual(filters);
    }
  });

  it('leaves out empty values', () => {
    expect(queryFromFilters(noFilters).toString()).toBe('');
    expect(queryFromFilters({ search: '   ', industry: ALL_INDUSTRIES }).toString()).toBe('');
    expect(queryFromFilters({ search: 'ai', industry: 'Food & Beverage' }).toString()).toBe('search=ai&industry=food-beverage');
  });

  it('accepts a chip label as well as its slug, and falls back to all for unknown industries', () => {
    expect(filtersFromQuery(new URLSearchParams('industry=Energy+%26+Automation'), industries).industry).toBe('Energy & Automation');
    expect(filtersFromQuery(new URLSearchParams('industry=ENERGY-AUTOMATION'), industries).industry).toBe('Energy & Automation');
    expect(filtersFromQuery(new URLSearchParams('industry=Chemicals'), industries).industry).toBe(ALL_INDUSTRIES);
    expect(filtersFromQuery(new URLSearchParams('industry=all'), industries).industry).toBe(ALL_INDUSTRIES);
    expect(filtersFromQuery(new URLSearchParams('industry=-'), industries).industry).toBe(ALL_INDUSTRIES);
    expect(filtersFromQuery(new URLSearchParams('industry='), industries)).toEqual(noFilters);
  });

  it('keeps a search from the query as written, markup included (React renders it as text)', () => {
    expect(filtersFromQuery(new URLSearchParams('search=%3Cimg+src%3Dx%3E'), industries).search).toBe('<img src=x>');
  });
});
