/**
 * The blog list's logic: which articles are listed, which are featured,
 * which match the visitor's search and category chip, and the words around the count.
 */
import type { ArticleSummary } from '../content/types';
import { facetsOf, filterChips, type FilterChip, type ListFacets } from './filter-chips.ts';
import { orderKey } from './stories.ts';

type Listable = Pick<ArticleSummary, 'id' | 'date' | 'listed' | 'order'>;
type Searchable = Pick<ArticleSummary, 'title' | 'excerpt' | 'tags' | 'category'>;

/**
 * Articles of the /blog list (listed ones): those with an `order` first, by it; then newest
 * first; same date: higher id first.
 */
export function listedArticles<T extends Listable>(articles: readonly T[]): T[] {
  return articles
    .filter((article) => article.listed)
    .sort((a, b) => orderKey(a) - orderKey(b) || (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/**
 * 'Featured Articles' shows the first and third featured listed articles: those with an
 * `order` first, by it, then by id.
 */
export function featuredArticles<T extends Listable & Pick<ArticleSummary, 'featured'>>(articles: readonly T[]): T[] {
  const featured = articles
    .filter((article) => article.listed && article.featured)
    .sort((a, b) => orderKey(a) - orderKey(b) || a.id - b.id);
  return [featured[0], featured[2]].filter((article): article is T => article !== undefined);
}

/** The value of the "All Posts" chip. */
export const ALL_CATEGORIES = 'all';

/** An article category from content/pages/blog.yaml: its id and its name. */
export interface Category {
  id: string;
  label: string;
}

/**
 * The chips above the list: "All Posts", then the categories in content order, each with its
 * count of listed articles; a chip's value is its category's id.
 */
export function categoryChips(categories: readonly Category[], listed: readonly Pick<ArticleSummary, 'category'>[]): FilterChip[] {
  return categoryChipsOf(
    categories,
    facetsOf(listed, (article) => article.category),
  );
}

/** categoryChips from the counts alone: what a list page knows of the whole list (its payload's facets). */
export function categoryChipsOf(categories: readonly Category[], facets: Readonly<ListFacets>): FilterChip[] {
  const options = categories.map((category) => ({ value: category.id, label: category.label }));
  return filterChips({ value: ALL_CATEGORIES, label: 'All Posts' }, options, facets);
}

/** The chip a ?category= value names, or All Posts when it names none. */
export function categoryFromQuery(value: string | null, chips: readonly Pick<FilterChip, 'value'>[]): string {
  return chips.some((chip) => chip.value === value) && value !== null ? value : ALL_CATEGORIES;
}

/** Case-insensitive substring match on title, excerpt or any tag, and the chip's category. */
export function filterArticles<T extends Searchable>(articles: readonly T[], filter: { category: string; search: string }): T[] {
  const needle = filter.search.trim().toLocaleLowerCase('en-US');
  const matchesText = (article: T) =>
    needle === '' || [article.title, article.excerpt, ...article.tags].some((text) => text.toLocaleLowerCase('en-US').includes(needle));
  return articles.filter((article) => (filter.category === ALL_CATEGORIES || article.category === filter.category) && matchesText(article));
}

/** "1 article found", "3 articles found", "0 articles found". */
export function articleCountText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

/**
 * Heading of the card grid: 'All Articles' for all (the featured articles above are in the list
 * too, newest first), otherwise "{category name} Articles".
 */
export function latestHeading(category: string, categories: readonly Category[]): string {
  const chosen = categories.find((candidate) => candidate.id === category);
  return chosen ? `${chosen.label} Articles` : 'All Articles';
}
