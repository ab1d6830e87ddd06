/**
 * A list's search and chips in the browser, over the whole list: loads the list's index on first
 * use (this module is a lazy chunk: the list pages import it when a visitor first types or picks
 * a chip, never on page load), matches on it, and fetches the cards of one page of results from
 * the payloads of the list pages they are on (each fetched once per visit).
 */
import type { ArticleSummary } from '../content/types';
import { listPaths, type ListKey } from '../route-table';
import { listIndexPath, routeDataUrl, type PageData, type RoutePayload, type StoryListItem } from '../router/route-data';
import { ALL_CATEGORIES } from './blog';
import { matchArticles, matchStories, type ArticleIndex, type Matches, type StoryIndex } from './list-index';
import { LIST_PAGE_SIZE, listPagePath, pageCount, pageOfPosition, pageSlice, type ListPage } from './pagination';
import type { StoryFilters } from './stories';

interface Lists {
  'success-stories': { card: StoryListItem; filters: StoryFilters };
  blog: { card: ArticleSummary; filters: { category: string; search: string } };
}
export type CardOf<L extends ListKey> = Lists[L]['card'];
export type FiltersOf<L extends ListKey> = Lists[L]['filters'];

/** One page of a filtered list. */
export interface Results<Card> {
  /** How many entries match in the whole list. */
  matches: number;
  /** The featured section's cards on this page of results (empty when it shows none). */
  featured: Card[];
  /** This page's cards, in list order. */
  cards: Card[];
  /** Which page of results this is, of how many. */
  page: ListPage;
}

const requests = new Map<string, Promise<unknown>>();

/** JSON at `url`, fetched once; a failed request is forgotten so the next search tries again. */
function json<T>(url: string): Promise<T> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { headers: { Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}

const cardsOf = <L extends ListKey>(data: PageData[L]): CardOf<L>[] => ('stories' in data ? data.stories : data.articles) as CardOf<L>[];

/** The list page that shows `shown`'s cards: its number and its payload's data. */
export interface ShownPage<L extends ListKey> {
  number: number;
  data: PageData[L];
}

async function pageData<L extends ListKey>(list: L, number: number, shown: ShownPage<L>): Promise<PageData[L]> {
  if (number === shown.number) return shown.data;
  const payload = await json<RoutePayload>(routeDataUrl(listPagePath(listPaths[list], number)));
  return payload.data as PageData[L];
}

/** The cards at `positions` of the list, from the pages they are on. */
async function cardsAt<L extends ListKey>(list: L, positions: readonly number[], shown: ShownPage<L>): Promise<CardOf<L>[]> {
  const pages = [...new Set(positions.map((position) => pageOfPosition(position)))];
  const loaded = new Map(
    await Promise.all(pages.map(async (number) => [number, cardsOf<L>(await pageData(list, number, shown))] as const)),
  );
  return positions.flatMap((position) => loaded.get(pageOfPosition(position))?.[position % LIST_PAGE_SIZE] ?? []);
}

/** The matches of `filters` over the whole list (the index is fetched on the first call). */
export async function listMatches<L extends ListKey>(list: L, filters: FiltersOf<L>): Promise<Matches> {
  const url = routeDataUrl(listIndexPath(list));
  return list === 'blog'
    ? matchArticles(await json<ArticleIndex>(url), filters as FiltersOf<'blog'>)
    : matchStories(await json<StoryIndex>(url), filters as FiltersOf<'success-stories'>);
}

/** Page `wanted` (from 1; kept within the results) of the entries matching `filters`. */
export async function listResults<L extends ListKey>(
  list: L,
  filters: FiltersOf<L>,
  wanted: number,
  shown: ShownPage<L>,
): Promise<Results<CardOf<L>>> {
  const matches = await listMatches(list, filters);
  const count = pageCount(matches.positions.length);
  const number = Math.min(Math.max(1, wanted), count);
  const onFirst = number === 1;
  const [cards, featured] = await Promise.all([
    cardsAt(list, pageSlice(matches.positions, number), shown),
    // Stories feature the first featured matches; the blog its fixed pair, under All Posts only.
    list === 'blog'
      ? onFirst && (filters as FiltersOf<'blog'>).category === ALL_CATEGORIES
        ? pageData(list, 1, shown).then((data) => data.featured as CardOf<L>[])
        : []
      : onFirst
        ? cardsAt(list, matches.featured, shown)
        : [],
  ]);
  return { matches: matches.positions.length, featured, cards, page: { number, count } };
}
