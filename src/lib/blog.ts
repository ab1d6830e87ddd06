/**
 * The blog list's logic (spec 2.9, 3.2, 5): which articles are listed, which are featured,
 * which match the visitor's search and category chip, and the words around the count.
 */
import { articleCategories, blogCategoryChips, type BlogChipId } from '../content/categories';
import type { ArticleSummary } from '../content/types';

type Listable = Pick<ArticleSummary, 'id' | 'date' | 'listed'>;
type Searchable = Pick<ArticleSummary, 'title' | 'excerpt' | 'tags' | 'category'>;

/** Articles of the /blog list (listed ones), newest first; same date: higher id first. */
export function listedArticles<T extends Listable>(articles: readonly T[]): T[] {
  return articles
    .filter((article) => article.listed)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** 'Featured Articles' shows the first and third featured listed articles, by id (spec 9). */
export function featuredArticles<T extends Listable & Pick<ArticleSummary, 'featured'>>(articles: readonly T[]): T[] {
  const featured = articles.filter((article) => article.listed && article.featured).sort((a, b) => a.id - b.id);
  return [featured[0], featured[2]].filter((article): article is T => article !== undefined);
}

/** Case-insensitive substring match on title, excerpt or any tag, and the chip's category. */
export function filterArticles<T extends Searchable>(articles: readonly T[], filter: { category: BlogChipId; search: string }): T[] {
  const needle = filter.search.trim().toLocaleLowerCase('en-US');
  const matchesText = (article: T) =>
    needle === '' ||
    [article.title, article.excerpt, ...article.tags].some((text) => text.toLocaleLowerCase('en-US').includes(needle));
  return articles.filter((article) => (filter.category === 'all' || article.category === filter.category) && matchesText(article));
}

/** "1 article found", "3 articles found", "0 articles found". */
export function articleCountText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

/** The chip's label, e.g. "Inventory Optimization". */
export function chipLabel(id: BlogChipId): string {
  return blogCategoryChips.find((chip) => chip.id === id)?.label ?? id;
}

/** Heading of the card grid: 'Latest Articles' for all, otherwise the chip's name. */
export function latestHeading(category: BlogChipId): string {
  return category === 'all' ? 'Latest Articles' : `${chipLabel(category)} Articles`;
}

/** Display name of an article's category, e.g. "AI & Machine Learning". */
export function categoryName(category: ArticleSummary['category']): string {
  return articleCategories[category];
}

