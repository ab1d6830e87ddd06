/**
 * The success-stories list's rules as pure functions: which stories are
 * listed, how search and the industry chip filter them, the "Showing N of M stories" line,
 * featured selection, the card cuts and the URL query that keeps a filtered view shareable.
 */
import type { StoryFrontmatter } from '../content/schema';
import type { Story } from '../content/types';
import { facetsOf, filterChips, type FilterChip, type ListFacets } from './filter-chips.ts';

/** The industry value of the "All Industries" chip. */
export const ALL_INDUSTRIES = 'all';

/** Large cards cut the challenge at 200 characters, teaser cards at 150. */
export const LARGE_CARD_CHALLENGE_CHARS = 200;
export const TEASER_CHALLENGE_CHARS = 150;
/** At most two stories in "Featured Stories". */
export const FEATURED_LIMIT = 2;
/** The list page's structured data names the first six stories. */
export const STRUCTURED_DATA_STORIES = 6;
/** The story page's structured-data description is cut at 300 characters. */
export const STRUCTURED_DATA_DESCRIPTION_CHARS = 300;

export interface StoryFilters {
  /** Text typed in the search box, as typed. */
  search: string;
  /** An industry chip's label, or ALL_INDUSTRIES. */
  industry: string;
}

export const noFilters: StoryFilters = { search: '', industry: ALL_INDUSTRIES };

type Listable = Pick<Story, 'id' | 'listed' | 'order'>;
type Searchable = Pick<Story, 'title' | 'company' | 'tags' | 'industry'>;

/** An entry's `order` as a sort key: entries that set one come first, lowest first. */
export const orderKey = (entry: { order?: number }) => entry.order ?? Number.POSITIVE_INFINITY;

/**
 * The stories the list shows (detail-only stories have `listed: false`): those with an
 * `order` first, by it, then the rest by id, so a new story never renumbers the others.
 */
export function listedStories<T extends Listable>(stories: readonly T[]): T[] {
  return stories.filter((story) => story.listed).sort((a, b) => orderKey(a) - orderKey(b) || a.id - b.id);
}

/** The search term that filters: surrounding spaces do not count. */
export function searchTerm(filters: Pick<StoryFilters, 'search'>): string {
  return filters.search.trim();
}

/**
 * The term is a case-insensitive substring of the title, the company or any tag, and
 * the industry equals the chosen chip (or the chip is All Industries).
 */
export function storyMatches(story: Searchable, filters: StoryFilters): boolean {
  if (filters.industry !== ALL_INDUSTRIES && story.industry !== filters.industry) return false;
  const term = searchTerm(filters).toLowerCase();
  if (term === '') return true;
  return [story.title, story.company, ...story.tags].some((text) => text.toLowerCase().includes(term));
}

export function filterStories<T extends Searchable>(stories: readonly T[], filters: StoryFilters): T[] {
  return stories.filter((story) => storyMatches(story, filters));
}

/** "Featured Stories": the first featured matches, at most FEATURED_LIMIT. */
export function featuredStories<T extends Pick<Story, 'featured'>>(matches: readonly T[], limit = FEATURED_LIMIT): T[] {
  return matches.filter((story) => story.featured).slice(0, limit);
}

/**
 * The heading of the section listing every match. Beside featured stories it says the list is
 * the full one: the featured stories are in it too, so "Showing N of N" stays true.
 */
export function allMatchesHeading(featuredCount: number): string {
  return featuredCount > 0 ? 'All Success Stories' : 'Success Stories';
}

/** 'Showing N of M stories', then ' in {industry}' and ' matching "{term}"' when they apply. */
export function countLine(shown: number, total: number, filters: StoryFilters): string {
  let line = `Showing ${shown} of ${total} stories`;
  if (filters.industry !== ALL_INDUSTRIES) line += ` in ${filters.industry}`;
  const term = searchTerm(filters);
  if (term !== '') line += ` matching "${term}"`;
  return line;
}

/**
 * `text` on one line, cut to at most `max` characters plus an ellipsis when it is longer.
 * The cut falls at the end of the last whole word that fits (a reader should never see
 * "its pla…"), and drops the punctuation left dangling there; only a single word longer than
 * the limit is cut inside. Characters are code points, so an emoji is never split in half.
 */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max).join('');
  const cutsWord = chars[max] !== ' ';
  const lastSpace = head.lastIndexOf(' ');
  const whole = cutsWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${whole.replace(/[\s,;:.(–—-]+$/u, '')}…`;
}

/** A story text's paragraphs: each line break (or blank line) in the content starts one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * "All Industries", then each industry in content order with its count of listed stories; a
 * chip's value is its industry's name.
 */
export function industryChips(industries: readonly string[], listed: readonly Pick<Story, 'industry'>[]): FilterChip[] {
  return industryChipsOf(
    industries,
    facetsOf(listed, (story) => story.industry),
  );
}

/** industryChips from the counts alone: what a list page knows of the whole list (its payload's facets). */
export function industryChipsOf(industries: readonly string[], facets: Readonly<ListFacets>): FilterChip[] {
  const options = industries.map((industry) => ({ value: industry, label: industry }));
  return filterChips({ value: ALL_INDUSTRIES, label: 'All Industries' }, options, facets);
}

/** True when a search term or an industry chip narrows the list. */
export const isFiltered = (filters: StoryFilters): boolean => searchTerm(filters) !== '' || filters.industry !== ALL_INDUSTRIES;

/** "FMCG – Footwear" -> "fmcg-footwear": how an industry chip is written in the URL. */
export function industrySlug(industry: string): string {
  return industry
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Filters from the page's query (?search=...&industry=...). The industry is a chip's slug (or
 * its label); anything that names no chip means All Industries.
 */
export function filtersFromQuery(params: URLSearchParams, industries: readonly string[]): StoryFilters {
  const wanted = params.get('industry')?.trim() ?? '';
  const industry =
    wanted === ''
      ? undefined
      : industries.find((label) => industrySlug(label) === industrySlug(wanted) || label.toLowerCase() === wanted.toLowerCase());
  return { search: params.get('search') ?? '', industry: industry ?? ALL_INDUSTRIES };
}

/** The query that reproduces `filters`; empty when nothing is filtered. */
export function queryFromFilters(filters: StoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('search', filters.search);
  if (filters.industry !== ALL_INDUSTRIES) params.set('industry', industrySlug(filters.industry));
  return params;
}

/**
 * A story's text as a reader sees it on its page, the sections read from top to bottom: what
 * its reading time is measured on. Labels, figures alone and the sidebar's facts are glanced at,
 * not read, so they do not count.
 */
export function storyText(
  story: Pick<StoryFrontmatter, 'title' | 'challenge' | 'problemAreas' | 'solution' | 'highlights' | 'results' | 'testimonial'>,
): string {
  return [
    story.title,
    story.challenge,
    ...story.problemAreas,
    story.solution,
    ...story.highlights.flatMap((highlight) => [highlight.title, highlight.description]),
    ...story.results.flatMap((result) => [result.metric, result.value, result.description]),
    story.testimonial.quote,
    story.testimonial.author,
    story.testimonial.role,
  ].join('\n');
}
