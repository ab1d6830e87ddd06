import { describe, expect, it } from 'vitest';
import {
  articleCountText,
  categoryChips,
  categoryFromQuery,
  featuredArticles,
  filterArticles,
  latestHeading,
  listedArticles,
} from './blog';

type Fixture = Parameters<typeof filterArticles>[0][number] & Parameters<typeof listedArticles>[0][number] & { featured: boolean };

const fixture = (id: number, extra: Partial<Fixture> = {}): Fixture => ({
  id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  tags: [`tag-${id}`],
  category: 'ai-ml',
  date: `2025-01-${String(id).padStart(2, '0')}`,
  listed: true,
  featured: false,
  ...extra,
});

describe('listedArticles', () => {
  it('keeps listed articles only, newest first', () => {
    const list = listedArticles([fixture(1), fixture(3), fixture(2, { listed: false }), fixture(4, { date: '2024-12-31' })]);
    expect(list.map((article) => article.id)).toEqual([3, 1, 4]);
  });

  it('orders articles of the same day by id, highest first', () => {
    const list = listedArticles([fixture(5, { date: '2025-02-01' }), fixture(7, { date: '2025-02-01' })]);
    expect(list.map((article) => article.id)).toEqual([7, 5]);
  });

  it('puts articles with an order first, lowest first, then the newest', () => {
    const list = listedArticles([
      fixture(1, { date: '2025-06-15' }),
      fixture(2, { date: '2024-01-01', order: 1 }),
      fixture(3, { date: '2025-07-01' }),
    ]);
    expect(list.map((article) => article.id)).toEqual([2, 3, 1]);
  });
});

describe('featuredArticles', () => {
  it('shows the first and third featured articles by id', () => {
    const list = [fixture(9, { featured: true }), fixture(2, { featured: true }), fixture(5, { featured: true }), fixture(1)];
    expect(featuredArticles(list).map((article) => article.id)).toEqual([2, 9]);
  });

  it('shows what exists when fewer than three are featured, and skips unlisted ones', () => {
    expect(featuredArticles([fixture(1, { featured: true }), fixture(2, { featured: true })]).map((a) => a.id)).toEqual([1]);
    expect(featuredArticles([fixture(1, { featured: true, listed: false })])).toEqual([]);
  });

  it('lets an order put an article first among the featured', () => {
    const list = [fixture(1, { featured: true }), fixture(2, { featured: true }), fixture(3, { featured: true, order: 1 })];
    expect(featuredArticles(list).map((article) => article.id)).toEqual([3, 2]);
  });
});

describe('filterArticles', () => {
  const list = [
    fixture(1, { title: 'Measuring ROI', category: 'ai-ml' }),
    fixture(2, { excerpt: 'Agents that ACT', category: 'ai-ml' }),
    fixture(3, { tags: ['Inventory Simulation'], category: 'inventory' }),
    fixture(4, { title: 'Cutting plans', category: 'cutting-plan' }),
  ];
  const ids = (found: Fixture[]) => found.map((article) => article.id);

  it('returns everything for All and an empty search', () => {
    expect(ids(filterArticles(list, { category: 'all', search: '' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterArticles(list, { category: 'all', search: '   ' }))).toEqual([1, 2, 3, 4]);
  });

  it('matches title, excerpt and tags case-insensitively as substrings', () => {
    expect(ids(filterArticles(list, { category: 'all', search: 'roi' }))).toEqual([1]);
    expect(ids(filterArticles(list, { category: 'all', search: 'agents that act' }))).toEqual([2]);
    expect(ids(filterArticles(list, { category: 'all', search: 'SIMULATION' }))).toEqual([3]);
    expect(ids(filterArticles(list, { category: 'all', search: '  cutting ' }))).toEqual([4]);
  });

  it('does not search other fields', () => {
    expect(filterArticles([fixture(1, { category: 'inventory' })], { category: 'all', search: 'inventory' })).toEqual([]);
  });

  it('requires the chip category unless All', () => {
    expect(ids(filterArticles(list, { category: 'ai-ml', search: '' }))).toEqual([1, 2]);
    expect(ids(filterArticles(list, { category: 'inventory', search: '' }))).toEqual([3]);
    expect(ids(filterArticles(list, { category: 'ai-ml', search: 'simulation' }))).toEqual([]);
    expect(ids(filterArticles(list, { category: 'case-studies', search: '' }))).toEqual([]);
  });

  it('treats search text literally, including regex and HTML characters', () => {
    const tricky = [fixture(1, { title: 'S&OP (a.k.a. planning) <b>' })];
    expect(ids(filterArticles(tricky, { category: 'all', search: '(a.k.a.' }))).toEqual([1]);
    expect(ids(filterArticles(tricky, { category: 'all', search: '<b>' }))).toEqual([1]);
    expect(ids(filterArticles(tricky, { category: 'all', search: '.*' }))).toEqual([]);
  });
});

describe('labels', () => {
  it('says article or articles found', () => {
    expect(articleCountText(0)).toBe('0 articles found');
    expect(articleCountText(1)).toBe('1 article found');
    expect(articleCountText(3)).toBe('3 articles found');
  });

  const categories = [
    { id: 'inventory', label: 'Inventory Optimization' },
    { id: 'ai-ml', label: 'AI & Machine Learning' },
  ];

  it('names the grid after the chip, with the same words as the chip', () => {
    expect(latestHeading('all', categories)).toBe('All Articles');
    expect(latestHeading('inventory', categories)).toBe('Inventory Optimization Articles');
    expect(latestHeading('ai-ml', categories)).toBe('AI & Machine Learning Articles');
  });

  it('offers "All Posts" and then the categories in content order, with their counts, leaving out empty ones', () => {
    const listed = [{ category: 'ai-ml' }, { category: 'ai-ml' }];
    expect(categoryChips(categories, listed)).toEqual([
      { value: 'all', label: 'All Posts', count: 2 },
      { value: 'ai-ml', label: 'AI & Machine Learning', count: 2 },
    ]);
  });

  it('reads the category of the URL, and falls back to All Posts for one without a chip', () => {
    const chips = [{ value: 'all' }, { value: 'ai-ml' }];
    expect(categoryFromQuery('ai-ml', chips)).toBe('ai-ml');
    expect(categoryFromQuery('cutting-plan', chips)).toBe('all');
    expect(categoryFromQuery(null, chips)).toBe('all');
  });
});
