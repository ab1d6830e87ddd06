/**
 * The search index of a paged list: just the fields its search and chips look at, for every
 * listed entry in list order, so a search or a chip gives exact results over the whole list
 * while a list page carries only its own cards. A match is a position in the list; its card is
 * on page pageOfPosition(position) (src/lib/pagination.ts), in that page's payload.
 *
 * The matching is the lists' own (storyMatches, filterArticles), run on the index's entries,
 * so results equal what filtering every entry would give. Repeated strings (tags, industries,
 * categories) are written once and referred to by number. Pure: the build writes the index
 * (scripts/route-payloads.ts), the browser queries it (list-results.ts), tests run both.
 */
import type { ArticleSummary, Story } from '../content/types';
import { ALL_CATEGORIES, filterArticles } from './blog.ts';
import { featuredStories, storyMatches, type StoryFilters } from './stories.ts';

/** One story: title, company, industry (number), tags (numbers), featured (1) or not (0). */
type StoryRow = [string, string, number, number[], 0 | 1];
/** One article: title, excerpt, category (number), tags (numbers). */
type ArticleRow = [string, string, number, number[]];

export interface StoryIndex {
  industries: string[];
  tags: string[];
  rows: StoryRow[];
}

export interface ArticleIndex {
  categories: string[];
  tags: string[];
  rows: ArticleRow[];
}

/** Numbers each distinct string in the order it first appears. */
function numbering() {
  const table: string[] = [];
  const numbers = new Map<string, number>();
  const numberOf = (text: string) => {
    let found = numbers.get(text);
    if (found === undefined) {
      found = table.push(text) - 1;
      numbers.set(text, found);
    }
    return found;
  };
  return { table, numberOf };
}

type IndexedStory = Pick<Story, 'title' | 'company' | 'industry' | 'tags' | 'featured'>;
type IndexedArticle = Pick<ArticleSummary, 'title' | 'excerpt' | 'category' | 'tags'>;

/** The index of the listed stories, given in list order. */
export function storyIndex(listed: readonly IndexedStory[]): StoryIndex {
  const industries = numbering();
  const tags = numbering();
  const rows = listed.map((story): StoryRow => [
    story.title,
    story.company,
    industries.numberOf(story.industry),
    story.tags.map(tags.numberOf),
    story.featured ? 1 : 0,
  ]);
  return { industries: industries.table, tags: tags.table, rows };
}

/** The index of the listed articles, given in list order. */
export function articleIndex(listed: readonly IndexedArticle[]): ArticleIndex {
  const categories = numbering();
  const tags = numbering();
  const rows = listed.map((article): ArticleRow => [
    article.title,
    article.excerpt,
    categories.numberOf(article.category),
    article.tags.map(tags.numberOf),
  ]);
  return { categories: categories.table, tags: tags.table, rows };
}

/** A list's matches: their positions in the list, and which of them the featured section shows. */
export interface Matches {
  positions: number[];
  featured: number[];
}

/** Stories matching `filters` (storyMatches), and the first featured ones among them. */
export function matchStories(index: StoryIndex, filters: StoryFilters): Matches {
  const entries = index.rows.map(([title, company, industry, tags, featured], position) => ({
    position,
    title,
    company,
    industry: index.industries[industry] ?? '',
    tags: tags.map((tag) => index.tags[tag] ?? ''),
    featured: featured === 1,
  }));
  const matches = entries.filter((entry) => storyMatches(entry, filters));
  return { positions: matches.map((entry) => entry.position), featured: featuredStories(matches).map((entry) => entry.position) };
}

/** Articles matching a category chip and a search (filterArticles). The blog's featured pair does not depend on them. */
export function matchArticles(index: ArticleIndex, filter: { category: string; search: string }): Matches {
  const entries = index.rows.map(([title, excerpt, category, tags], position) => ({
    position,
    title,
    excerpt,
    category: index.categories[category] ?? ALL_CATEGORIES,
    tags: tags.map((tag) => index.tags[tag] ?? ''),
  }));
  return { positions: filterArticles(entries, filter).map((entry) => entry.position), featured: [] };
}
