/**
 * The blog list's logic: which articles are listed, which are featured,
 * which match the visitor's search and category chip, and the words around the count.
 */
import type { ArticleSummary } from '../content/types';
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

/** A filter chip with how many listed articles it shows. */
export interface CategoryChip extends Category {
  count: number;
}

/**
 * The chips above the list: "All Posts", then the categories in content order, each with its
 * count of listed articles. A category without articles has no chip: it would lead nowhere.
 */
export function categoryChips(categories: readonly Category[], listed: readonly Pick<ArticleSummary, 'category'>[]): CategoryChip[] {
  const counts: Record<string, number> = {};
  for (const article of listed) counts[article.category] = (counts[article.category] ?? 0) + 1;
  return categoryChipsOf(categories, { total: listed.length, counts });
}

/** categoryChips from the counts alone: what a list page knows of the whole list (its payload's facets). */
export function categoryChipsOf(
  categories: readonly Category[],
  facets: { total: number; counts: Readonly<Record<string, number>> },
): CategoryChip[] {
  return [
    { id: ALL_CATEGORIES, label: 'All Posts', count: facets.total },
    ...categories.map((category) => ({ ...category, count: facets.counts[category.id] ?? 0 })),
  ].filter((chip) => chip.id === ALL_CATEGORIES || chip.count > 0);
}

/** The chip a ?category= value names, or All Posts when it names none. */
export function categoryFromQuery(value: string | null, chips: readonly Pick<Category, 'id'>[]): string {
  return chips.some((chip) => chip.id === value) && value !== null ? value : ALL_CATEGORIES;
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
