/**
 * What a route's screen needs from the content collections (stories, articles), as JSON.
 *
 * Collections grow with every story and article, so none of them is ever bundled: the
 * prerenderer embeds a page's own data in its HTML (hydration reads it back), and writes the
 * same JSON to dist/_data/<path>.json, which client navigation fetches. A page therefore
 * downloads its own content and of other pages only what its related-reading cards show
 * (src/lib/related.ts), and the bundles do not grow with the content. Screens that need no
 * collection data (about, policies...) import their copy; the home page's, the longest, comes
 * as its payload too (PageData.home), out of its script, and so does all copy that shows
 * figures counted from the collections: in a chunk, it would re-hash that chunk (and, through
 * their imports, others) with every new story, breaking the tabs open on the last deploy.
 *
 * Pure data and types, so Node (prerender, dev server) and the browser share it.
 */
import type { HomePage, StoriesPage } from '../content/pages-schema';
import type { ArticleSummary, HomeStudy, IndustryPage, Story } from '../content/types';
import type { PostedForm } from '../lib/contact/posted-form';
import type { ListFacets } from '../lib/filter-chips';
import type { ImageAsset } from '../lib/images';
import type { RelatedItem, RelatedReading } from '../lib/related';
import type { StoryFigure } from '../lib/industry-stories';
import type { PageKey, RouteEntry } from '../route-table';
import { PAYLOADS_FOLDER } from '../site-files.ts';

/** What a story card on /success-stories shows and filters on (no long story sections). */
export type StoryListItem = Pick<
  Story,
  | 'id'
  | 'slug'
  | 'title'
  | 'company'
  | 'location'
  | 'industry'
  | 'tags'
  | 'challenge'
  | 'results'
  | 'testimonial'
  | 'implementation'
  | 'featured'
  | 'order'
  | 'listed'
  | 'canonicalPath'
  | 'unpublished'
>;

/** The data each collection-backed screen renders, and the home page's copy. */
export interface PageData {
  /**
   * The home page's copy and its story showcase: the longest copy of any page, so it travels
   * as data (embedded in the HTML it also fills, where gzip all but drops the repeat) rather
   * than in the page's script, which every first visit to / would download and parse.
   */
  home: {
    page: HomePage;
    studies: HomeStudy[];
    /** The industries the listed stories are filed under (the trust strip), in chip order: they change with the stories. */
    industries: string[];
  };
  /** The story and its related-reading cards. */
  story: { story: Story; related: RelatedReading };
  /** The article, its body, the served sizes of the images the body shows, its related-reading cards. */
  /** wordCount: the body's, for the JSON-LD, counted at build time so the page needs no parser before the body is drawn. */
  article: { article: ArticleSummary; body: string; wordCount: number; images: Record<string, ImageAsset>; related: RelatedReading };
  /**
   * One page of the list (see src/lib/pagination.ts); `featured` only on page 1. The hero comes
   * too: its figures are counted from the stories (scripts/content/figures.ts).
   */
  'success-stories': { hero: StoriesPage['hero']; stories: StoryListItem[]; featured: StoryListItem[]; facets: ListFacets };
  blog: { articles: ArticleSummary[]; featured: ArticleSummary[]; facets: ListFacets };
  /** Every industry's card, in their order. */
  industries: { industries: IndustryCard[] };
  /**
   * The industry, its listed stories (in list order) with their headline figures, the nearest
   * stories when it has none of its own (src/lib/industry-stories.ts; empty otherwise), and the
   * articles those stories' related reading shows most.
   */
  industry: { industry: IndustryPage; stories: IndustryStoryCard[]; nearest: IndustryStoryCard[]; articles: RelatedItem[] };
}

/** A story's card on an industry page: its related-reading card and its first results. */
export type IndustryStoryCard = RelatedItem & { figures: StoryFigure[] };

/** An industry as /industries shows it. */
export interface IndustryCard {
  slug: string;
  name: string;
  summary: string;
  /** Its listed stories. */
  stories: number;
}

export type { ListFacets } from '../lib/filter-chips';

export type DataPage = keyof PageData;

/**
 * The fixed screens (src/route-table.ts's own routes) whose payload carries data. A collection's
 * screens take the data their definition gives (scripts/collections.ts), and the browser learns
 * their routes with their payloads (browserRouteContent), so none of them is listed here.
 */
const fixedDataPages: ReadonlySet<PageKey> = new Set<PageKey>(['home']);

/** A route the browser knows without a payload needs one all the same: its data. */
export function needsData(page: PageKey): boolean {
  return fixedDataPages.has(page);
}

/** A route and its data: the embedded script's content and a dist/_data file. */
export interface RoutePayload {
  route: RouteEntry;
  /** PageData[route.page] for collection-backed screens, otherwise null. */
  data: PageData[DataPage] | null;
  /** Only on the contact page the server renders for a post without JavaScript: the values and errors. */
  form?: PostedForm;
}

/** At a redirect's source (a story alias): where the page lives (the server answers the same path with a 301). */
export interface RedirectPayload {
  redirect: string;
}

/** The id of the <script type="application/json"> that carries a prerendered page's payload. */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** URL of a path's payload: "/blog" -> "/_data/blog.json", "/" -> "/_data/index.json". */
export function routeDataUrl(pathname: string): string {
  return `${PAYLOADS_FOLDER.slice(0, -1)}${pathname === '/' ? '/index' : pathname}.json`;
}

/**
 * The pseudo-path of a list's search index (src/lib/list-index.ts), served as
 * routeDataUrl(listIndexPath(list)): /_data/_index/blog.json. No page path starts with "/_".
 */
export const listIndexPath = (list: 'success-stories' | 'blog') => `/_index/${list}`;

/** The dev server's message that stories or articles changed: payloads are to be fetched anew. */
export const CONTENT_DATA_EVENT = 'translytix:content-data';
