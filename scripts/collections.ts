/**
 * THE collection registry: each content type (a folder of files, one page per file) is
 * defined once here, in the spirit of Astro's defineCollection. The content compiler, the
 * route table (as data: collectionPagesOf), the payloads, the pages' keys, the prerenderer's
 * error messages, the lists' search indexes, the site search and the feed loop over
 * `collections`; none of them names a collection.
 *
 * What a definition says: its folder and file extension, its schema, how its files compile,
 * its body syntax, its addresses and aliases, its detail screen and list screen
 * (src/router/pages.tsx draws them), what their payloads hold, its site-search document, and
 * whether it is in the sitemap and the feed.
 *
 * Payload code reads through `PageInputs` (what a page may take from the content), never
 * from the content itself: the incremental build's keys (page-keys.ts) are made by watching
 * what a page read, so page code need not know that a cache exists.
 *
 * Build-side only: schemas and payload code stay out of the browser's bundle (the route
 * table, src/route-table.ts, holds the addresses the client needs).
 */
import { z as zod, type z } from 'zod';
import { doc, nonEmpty } from '../src/content/fields.ts';
import type { CheckedFile, CollectionEntries, CollectionName, CompiledContent, FeedItem } from './content/content-types.ts';
import { checkUnique, nextFreeId } from './content/checks.ts';
import { compileBySchema, type CompileHook } from './content/compile-collection.ts';
import { compileArticles } from './content/compile-articles.ts';
import { compilePolicies } from './content/compile-policies.ts';
import { compileStories } from './content/compile-stories.ts';
import type { ContentProblem } from './content/problems.ts';
import { problemAt } from './content/source.ts';
import { articleSchema, industryEntrySchema, policySchema, storySchema } from '../src/content/schema.ts';
import type { ArticleSummary, IndustryPage, PolicyPage, Story } from '../src/content/types.ts';
import { pageSchemas, type CollectionPageCopy, type PageName, type TeamMember } from '../src/content/pages-schema.ts';
import { articleText, articleWordCount } from '../src/lib/article-body.ts';
import { readingTimeLabel } from '../src/lib/reading-time.ts';
import { featuredArticles, listedArticles } from '../src/lib/blog.ts';
import type { ImageAsset } from '../src/lib/images.ts';
import { storyCandidate } from './related-reading.ts';
import { nearestStories, storyFigures } from '../src/lib/industry-stories.ts';
import { articleIndex, storyIndex, type ArticleIndex, type StoryIndex } from '../src/lib/list-index.ts';
import type { RelatedItem, RelatedKind, RelatedReading } from '../src/lib/related.ts';
import type { SearchDocument, SearchType } from '../src/lib/search/documents.ts';
import { featuredStories, industrySlug, LARGE_CARD_CHALLENGE_CHARS, listedStories, storyText } from '../src/lib/stories.ts';
import {
  articlePaths,
  industryPath,
  listedCount,
  listPaths,
  paths,
  storyPaths,
  type CollectionPages,
  type EntryPages,
  type ListKey,
  type PageKey,
  type RouteContent,
} from '../src/route-table.ts';
import type { IndustryCard, IndustryStoryCard, ListFacets, PageData, StoryListItem } from '../src/router/route-data.ts';

/**
 * The compiled content's fields that are collections, and their entries: one line per
 * definition below, merged into CollectionEntries (scripts/content/content-types.ts), from which
 * the compiled content, `CollectionName` and every loop over the collections take their types.
 */
declare module './content/content-types.ts' {
  interface CollectionEntries {
    stories: Story;
    articles: ArticleSummary;
    policies: PolicyPage;
    industries: IndustryPage;
  }
}
export type { CollectionEntries, CollectionName };
export type CollectionContent = { readonly [K in CollectionName]: readonly CollectionEntries[K][] };

/** One page of a list, as the list's definition orders and filters it. */
export interface ListSlice<T> {
  entries: readonly T[];
  /** The featured entries (on page 1 only; empty on the others). */
  featured: readonly T[];
  facets: ListFacets;
}

/** What a page's payload may take from the content: every read goes through these. */
export interface PageInputs {
  /** The page copy (part of every page's key through sharedContentKey, so never noted). */
  pages: CompiledContent['pages'];
  /** A collection's page copy by convention (copyNameOf; also in sharedContentKey): for collections whose copy has no schema of its own. */
  copy(collection: CollectionName): CollectionPageCopy;
  /** The entry of a collection with this slug (the build fails naming the route if none). */
  entry<K extends CollectionName>(collection: K, slug: string): CollectionEntries[K];
  /** An entry's body as compiled (the text below its fields). */
  body(collection: CollectionName, slug: string): string;
  /** The served sizes of the images a body shows. */
  images(body: string): Record<string, ImageAsset>;
  /** The related-reading cards of an entry (chosen among all entries: scripts/related-reading.ts). */
  related(kind: RelatedKind, slug: string): RelatedReading;
  /** A page of a collection's list (1-based). */
  listPage<K extends CollectionName>(collection: K, page: number): ListSlice<CollectionEntries[K]>;
  /** Every entry a collection's list shows, in list order (every entry, in file order, for a collection without a list). */
  listed<K extends CollectionName>(collection: K): readonly CollectionEntries[K][];
  /**
   * The listed entries whose `field` is `value` (an author's articles, an industry's stories),
   * in list order. A page reading these changes with them alone, where one reading `listed`
   * changes with every entry of the collection.
   */
  listedWhere<K extends CollectionName>(collection: K, field: string, value: string): readonly CollectionEntries[K][];
  /** How many listed entries have each value of `field` (the article count on each author's card). */
  countBy(collection: CollectionName, field: string): Readonly<Record<string, number>>;
}

/** What an entry's search document may use besides the entry. */
export interface SearchInputs {
  /** The compiled body (articles), '' if none. */
  body(collection: CollectionName, slug: string): string;
  /** The file's source below its fields (policies, whose compiled form holds only fields). */
  source(collection: CollectionName, slug: string): string;
  /** The first words of a text, as many as the index takes of a body. */
  bodyWords(text: string): string;
  /** The first `count` words of a text. */
  firstWords(text: string, count: number): string;
  /** An MDX body as plain words and its headings. */
  mdxText(mdx: string): { headings: string[]; text: string };
}

export interface CollectionDefinition<K extends CollectionName> {
  /** The compiled content's field, and the folder under content/. */
  name: K;
  folder: string;
  extension: '.md' | '.mdx';
  /** What one file is called in messages ("story"). */
  noun: string;
  /** What several are called ("stories"), as in the content summary. */
  plural: string;
  /**
   * The page copy of its list or directory page and its entries' pages: content/pages/<copy>.yaml,
   * by default the collection's name. Validated by its schema in pageSchemas when it has one
   * (src/content/pages-schema.ts), else by the convention's collectionPageSchema (a hero, the
   * search's title and description, a closing call to action), which `inputs.copy` gives.
   */
  copy?: string;
  schema: z.ZodType;
  /**
   * How its files become entries, when not by its schema alone (scripts/content/compile-collection.ts):
   * a hook given the collection's files that returns its entries (and, for the checks across
   * collections, every compiled file, bodies, links and pictures), reporting its problems.
   * Absent: each file's fields as the schema gives them, plus its slug, checked by
   * `checkFiles`, in `order` (compileBySchema).
   */
  compile?: CompileHook<CollectionEntries[K]>;
  /** The order of its entries (compiled by schema): the directory's and its index's. File order if none. */
  order?(a: CollectionEntries[K], b: CollectionEntries[K]): number;
  /** Rules across its own files (compiled by schema), each broken one a problem with its file, line and fix. */
  checkFiles?(files: readonly CheckedFile<CollectionEntries[K]>[], folder: string): ContentProblem[];
  /** The text below the fields: none (fields only), line syntax (src/lib/article-body.ts) or MDX. */
  body: 'none' | 'line-syntax' | 'mdx';
  /** The compiled content's field holding the entries' bodies by slug, when pages carry them. */
  bodies?: 'articleBodies';
  /**
   * Every address of an entry, each a page of its detail screen; the first is its canonical
   * (unless `canonical` says another) and where its aliases lead. The route table
   * (src/route-table.ts, which ships to the browser) is given them as data: collectionPagesOf.
   */
  addresses(entry: CollectionEntries[K]): string[];
  /** The entry's canonical address when it is not its first one (a story's canonicalPath field). */
  canonical?(entry: CollectionEntries[K]): string;
  /** Old addresses of the entry, each redirected to its first address (a story's aliases). */
  aliases?(entry: CollectionEntries[K]): readonly string[];
  /**
   * Fields no two of its files may share, checked as written (also in files with other
   * problems), each with the fix given every value written (for the next free id).
   */
  unique?: readonly { field: string; type: 'number' | 'string'; fix(values: readonly (string | number)[]): string }[];
  /** Its entries' addresses are /{file name}, at the site's root, which its files share with the other such collections' (one address, one file). */
  atRoot?: true;
  /** Fields naming an entry of another collection by one of that one's fields (a story's industry: an industry's name); a name no file has is a problem. */
  references?: readonly { field: string; collection: CollectionName; by: string }[];
  /** The file name an entry must have for this value of the field others name it by (an industry's: its name in lower case with dashes), for the fix of a name no file has. */
  fileNameOf?(value: string): string;
  /** Its addresses answer in any letter case (lowercase file names; old links and typed addresses are not). */
  anyCase?: true;
  /**
   * Where its pages come in the route table, and so in sitemap.xml: `section` after the
   * lists, before /contact (a section of the site with a directory); `screen` right after
   * the fixed screens, known to the browser's table without a payload (a few pages at addresses
   * of their own); absent (the usual): after those, learnt by the browser from payloads.
   */
  placed?: 'section' | 'screen';
  /** The screen of one entry, and its payload (none: the screen needs no data). */
  detail: { page: PageKey; data?(slug: string, inputs: PageInputs): PageData[keyof PageData] };
  /** The list screen, split into pages (src/lib/pagination.ts), when the collection has one. */
  list?: {
    page: ListKey;
    /** The entries the list shows, in list order. */
    listed(entries: readonly CollectionEntries[K][]): CollectionEntries[K][];
    /** The featured entries of page 1. */
    featured(listed: readonly CollectionEntries[K][], all: readonly CollectionEntries[K][]): CollectionEntries[K][];
    /** The chip an entry counts toward. */
    facet(entry: CollectionEntries[K]): string;
    data(page: number, inputs: PageInputs): PageData[keyof PageData];
    /** The list's search index (src/lib/list-index.ts), fetched on its first search or chip. */
    index(listed: readonly CollectionEntries[K][]): StoryIndex | ArticleIndex;
  };
  /**
   * One page showing every entry, not split into pages (/industries), at a fixed path of the
   * route table, when the collection has one.
   */
  directory?: { page: PageKey; path: string; data(inputs: PageInputs): PageData[keyof PageData] };
  /** The entry's document in the site search, and what else than its file it depends on (for remembering it). */
  search: {
    type: SearchType;
    document(entry: CollectionEntries[K], inputs: SearchInputs): SearchDocument;
    dependsOn?(entry: CollectionEntries[K]): string;
  };
  /** Its pages in sitemap.xml (scripts/sitemap.ts): each entry's canonical address, unless unpublished. */
  sitemap: boolean;
  /**
   * Its entries in the RSS feed (dist/blog/feed.xml, scripts/feed.ts), each as one item: its
   * listed entries in list order, never a draft or a scheduled one. false: not in the feed.
   */
  feed: false | { item(entry: CollectionEntries[K], content: Partial<CollectionContent>): FeedItem };
  /** Its section in docs/content.md and its JSON Schema (scripts/content/reference.ts, npm run docs). */
  reference: { title: string; summary: string };
}

/** A definition whose entry type is erased, so the registry can be looped over. */
// The entry type differs per collection; code that loops reads entries through `entries()`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one definition per collection, each typed where it is written
export type Collection = CollectionDefinition<any>;

/** Typed where written, erased in the registry. */
export function defineCollection<K extends CollectionName>(definition: CollectionDefinition<K>): CollectionDefinition<K> {
  return definition;
}

/** The largest number of results a card shows (the featured card's four). */
const CARD_RESULTS = 4;

/**
 * A story as the list page needs it. The challenge is kept to two characters more than the
 * longest teaser a card shows, on one line and without an ellipsis: enough for the cards' own
 * truncate() to see whether the text goes on and whether its cut splits a word (the second
 * extra character survives truncate's trim when the first is a space), so it gives exactly
 * what it gives of the full text.
 */
export function storyListItem(story: Story): StoryListItem {
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    company: story.company,
    location: story.location,
    industry: story.industry,
    tags: story.tags,
    challenge: collapsedStart(story.challenge, LARGE_CARD_CHALLENGE_CHARS + 2),
    results: story.results.slice(0, CARD_RESULTS),
    testimonial: story.testimonial,
    implementation: story.implementation,
    featured: story.featured,
    listed: story.listed,
    canonicalPath: story.canonicalPath,
    // Optional fields only when set, so payloads stay as small as they were.
    ...(story.order !== undefined && { order: story.order }),
    ...(story.unpublished && { unpublished: story.unpublished }),
  };
}

/**
 * The first `count` characters (code points) of the text on one line: whitespace runs as one
 * space, trimmed. Works on the start of the text when that gives more than `count` of them
 * (the rest cannot change those), since lists make this of thousands of long texts.
 */
export function collapsedStart(text: string, count: number): string {
  const collapse = (part: string) => Array.from(part.replace(/\s+/g, ' ').trimStart());
  const start = collapse(text.slice(0, count * 4));
  return (start.length > count ? start : collapse(text.trimEnd())).slice(0, count).join('');
}

export const stories = defineCollection({
  name: 'stories',
  folder: 'stories',
  extension: '.md',
  noun: 'story',
  plural: 'stories',
  schema: storySchema,
  compile: compileStories,
  body: 'none',
  addresses: (story) => storyPaths(story.slug),
  // The canonicalPath field, one of its addresses (/{slug} unless set).
  canonical: (story) => story.canonicalPath,
  aliases: (story) => story.aliases,
  anyCase: true,
  atRoot: true,
  references: [{ field: 'industry', collection: 'industries', by: 'name' }],
  unique: [
    {
      field: 'id',
      type: 'number',
      fix: (ids) =>
        `Give one of them another id; the next free story id is ${nextFreeId(ids as number[])}. (The id is in the story's PDF address, so keep the one already published.)`,
    },
    { field: 'pdfFileName', type: 'string', fix: () => 'Give one of them another PDF file name.' },
  ],
  detail: {
    page: 'story',
    data: (slug, inputs) => {
      const story = inputs.entry('stories', slug);
      return { story, related: inputs.related('story', story.slug) };
    },
  },
  list: {
    page: 'success-stories',
    listed: listedStories,
    featured: (listed) => featuredStories(listed),
    facet: (story) => story.industry,
    data: (page, inputs) => {
      const { entries, featured, facets } = inputs.listPage('stories', page);
      return { hero: inputs.pages.stories.hero, stories: entries.map(storyListItem), featured: featured.map(storyListItem), facets };
    },
    index: storyIndex,
  },
  search: {
    type: 'story',
    document: (story, inputs) => ({
      id: story.canonicalPath,
      type: 'story',
      title: story.title,
      summary: `${story.company}, ${story.industry}. ${inputs.firstWords(story.challenge, 30)}${story.challenge.split(/\s+/).length > 30 ? '…' : ''}`,
      keywords: [story.industry, ...story.tags, ...story.implementation.modules, ...story.highlights.map((h) => h.title)].join(' · '),
      body: inputs.bodyWords(storyText(story)),
    }),
    dependsOn: () => '',
  },
  sitemap: true,
  feed: false,
  reference: {
    title: 'Success story',
    summary:
      'One success story per file; the file name is its address (/{file name} and /success-stories/{file name}). Its reading time is computed from its text; there is no field for it.',
  },
});

export const articles = defineCollection({
  name: 'articles',
  folder: 'articles',
  extension: '.md',
  noun: 'article',
  plural: 'articles',
  // The blog's copy: its list is /blog.
  copy: 'blog',
  schema: articleSchema,
  compile: compileArticles,
  body: 'line-syntax',
  bodies: 'articleBodies',
  addresses: articlePaths,
  // An article's author: an author file's name (content/authors/).
  references: [{ field: 'author', collection: 'authors', by: 'slug' }],
  anyCase: true,
  atRoot: true,
  unique: [
    {
      field: 'id',
      type: 'number',
      fix: (ids) =>
        `Give one of them another id; the next free article id is ${nextFreeId(ids as number[])}. (The id is in the address /blog/{id}, so keep the one already published.)`,
    },
  ],
  detail: {
    page: 'article',
    data: (slug, inputs) => {
      const body = inputs.body('articles', slug);
      return {
        article: inputs.entry('articles', slug),
        body,
        wordCount: articleWordCount(body),
        images: inputs.images(body),
        related: inputs.related('article', slug),
      };
    },
  },
  list: {
    page: 'blog',
    listed: listedArticles,
    featured: (_listed, all) => featuredArticles(all),
    facet: (article) => article.category,
    data: (page, inputs) => {
      const { entries, featured, facets } = inputs.listPage('articles', page);
      return { articles: [...entries], featured: [...featured], facets };
    },
    index: articleIndex,
  },
  search: {
    type: 'article',
    document: (article, inputs) => ({
      id: articlePaths(article)[0]!,
      type: 'article',
      title: article.title,
      summary: article.excerpt,
      keywords: [article.categoryLabel, ...article.tags].join(' · '),
      body: inputs.bodyWords(articleText(inputs.body('articles', article.slug))),
    }),
    // The category's label comes from content/pages/blog.yaml, not from the article's file.
    dependsOn: (article) => article.categoryLabel,
  },
  sitemap: true,
  feed: {
    item: (article, content) => ({
      path: articlePaths(article)[0]!,
      title: article.title,
      date: article.date,
      // Its author's name, as their page and the article's author line give it.
      author: content.authors?.find((author) => author.slug === article.author)?.name ?? article.author,
      category: article.categoryLabel,
      // RSS has no element for a reading time; readers show the description, so it goes there.
      description: `${article.excerpt} (${readingTimeLabel(article.readingMinutes)})`,
    }),
  },
  reference: {
    title: 'Blog article',
    summary:
      'One article per file: these fields, then the body in the article syntax (README). The file name is its address. Its reading time is computed from the body; there is no field for it.',
  },
});

export const policies = defineCollection({
  name: 'policies',
  // The one name that differs: the product owner fixed the folders (content/stories, content/articles,
  // content/legal), and marketers' links and editor habits name it.
  folder: 'legal',
  extension: '.mdx',
  noun: 'policy',
  plural: 'policies',
  schema: policySchema,
  compile: compilePolicies,
  body: 'mdx',
  addresses: (policy) => [policy.path],
  unique: [{ field: 'path', type: 'string', fix: () => 'Give each policy its own path.' }],
  placed: 'screen',
  detail: { page: 'policy' },
  search: {
    type: 'policy',
    document: (policy, inputs) => {
      const { headings, text } = inputs.mdxText(inputs.source('policies', policy.slug));
      return {
        id: policy.path,
        type: 'policy',
        title: policy.title,
        summary: policy.description,
        keywords: headings.join(' · '),
        body: text,
      };
    },
  },
  sitemap: true,
  feed: false,
  reference: { title: 'Policy', summary: 'A policy page: these fields, then the text in Markdown.' },
});

/** How many articles an industry's page shows: the ones its stories' related reading names most. */
export const INDUSTRY_ARTICLES = 6;

/**
 * An industry's articles: those its stories' related-reading cards show (chosen by shared
 * tags, scripts/related-reading.ts), the most often shown first; none typed by hand.
 */
function industryArticles(storySlugs: readonly string[], inputs: PageInputs) {
  const shown = new Map<string, { card: RelatedItem; times: number }>();
  for (const slug of storySlugs) {
    for (const card of inputs.related('story', slug).articles) {
      const seen = shown.get(card.slug);
      if (seen) seen.times += 1;
      else shown.set(card.slug, { card, times: 1 });
    }
  }
  // A stable sort keeps first-shown order among equals.
  return [...shown.values()]
    .sort((a, b) => b.times - a.times)
    .slice(0, INDUSTRY_ARTICLES)
    .map(({ card }) => card);
}

/** The listed stories filed under an industry, in list order. */
const storiesIn = (industry: IndustryPage, inputs: PageInputs) => inputs.listedWhere('stories', 'industry', industry.name);

/** A story's card on an industry page: the related-reading card (one kind of card on the page) with its headline figures. */
const industryStoryCard = (story: Story): IndustryStoryCard => ({ ...storyCandidate(story).item, figures: storyFigures(story) });

export const industries = defineCollection({
  name: 'industries',
  folder: 'industries',
  extension: '.md',
  noun: 'industry',
  plural: 'industries',
  schema: industryEntrySchema,
  order: (a, b) => a.order - b.order,
  checkFiles: (files, folder) => {
    const problems: ContentProblem[] = [];
    // Stories name their industry; its page's address is made from that name (industrySlug), as the chips' are.
    for (const { slug, data, shownAs, yaml } of files) {
      const expected = industrySlug(data.name);
      if (slug !== expected) {
        problems.push(
          problemAt(
            shownAs,
            yaml,
            ['name'],
            `The industry "${data.name}" is in a file named ${slug}.md, but its page's address is made from its name: ${industryPath(expected)}.`,
            `Rename the file to ${expected}.md, or correct the name.`,
          ),
        );
      }
    }
    const uses = (field: 'name' | 'order') =>
      files.map(({ data, shownAs, yaml }) => ({ key: data[field], file: shownAs, line: yaml.lineOf([field]) }));
    checkUnique(problems, folder, 'name', uses('name'), 'Give each industry its own name, or merge the two files into one.');
    // An old address (aliases:) redirects to one page, and never hides a page that is there.
    const aliased = new Map<string, string>();
    for (const { slug, data, shownAs, yaml } of files) {
      data.aliases.forEach((alias, index) => {
        const owner = files.find((file) => industryPath(file.slug) === alias);
        const earlier = aliased.get(alias);
        const found =
          owner?.slug === slug
            ? `"${alias}", which is this industry's own address: it would redirect to itself`
            : owner
              ? `"${alias}", which is the address of ${owner.shownAs}: the redirect would hide that page`
              : earlier
                ? `"${alias}", which ${earlier} already redirects to its page: an old address goes to one page`
                : undefined;
        if (found) problems.push(problemAt(shownAs, yaml, ['aliases', index], `Found ${found}.`, 'Delete this alias.'));
        else aliased.set(alias, shownAs);
      });
    }
    const orders = uses('order');
    checkUnique(
      problems,
      folder,
      'order',
      orders,
      `Give one of them another order; the next free one is ${nextFreeId(orders.map((use) => use.key as number))}.`,
    );
    return problems;
  },
  body: 'none',
  addresses: (industry) => [industryPath(industry.slug)],
  // An industry renamed or merged keeps its old addresses (aliases:), redirected to its page.
  aliases: (industry) => industry.aliases,
  fileNameOf: industrySlug,
  placed: 'section',
  detail: {
    page: 'industry',
    data: (slug, inputs) => {
      const industry = inputs.entry('industries', slug);
      const filed = storiesIn(industry, inputs);
      // Without stories of its own, the page offers the nearest ones (those its copy names the tags and modules of), and their reading.
      const nearest = filed.length > 0 ? [] : nearestStories(industry, inputs.listed('stories'));
      return {
        industry,
        stories: filed.map(industryStoryCard),
        nearest: nearest.map(industryStoryCard),
        articles: industryArticles(
          (filed.length > 0 ? filed : nearest).map((story) => story.slug),
          inputs,
        ),
      };
    },
  },
  directory: {
    page: 'industries',
    path: paths.industries,
    data: (inputs) => ({
      industries: inputs.listed('industries').map((industry): IndustryCard => ({
        slug: industry.slug,
        name: industry.name,
        summary: industry.summary,
        stories: inputs.countBy('stories', 'industry')[industry.name] ?? 0,
      })),
    }),
  },
  search: {
    type: 'page',
    document: (industry) => ({
      id: industryPath(industry.slug),
      type: 'page',
      title: industry.name,
      summary: industry.summary,
      keywords: [industry.name, 'industry', 'success stories'].join(' · '),
      body: industry.overview.join('\n'),
    }),
  },
  sitemap: true,
  feed: false,
  reference: {
    title: 'Industry',
    summary: `One industry per file; the file name is its name in lower case with dashes, and its address is ${paths.industries}/{file name}. Its page lists the success stories whose \`industry:\` is its name, each with its first two results, the problems written here, and the articles their related reading shows most. An industry without stories offers the nearest ones instead: the stories whose tags and modules its summary, overview and problems name (a term few stories share counts more). Its order places its chip on /success-stories and its card on ${paths.industries}. Name an industry as a buyer names their own sector, never by a capability (forecasting) or a sales channel, and file a story under the sector its company works in: all footwear under Footwear & Apparel, the helmet maker (moulding and cutting plants) under Industrial Manufacturing. Merging or renaming one: move its stories, and list its old address under \`aliases:\` of the industry that takes them.`,
  },
});

// Authors: content/authors/<id>.md, one per person who writes; an article's `author:` is a file name here.
const authorSchema = zod.strictObject({
  teamMember: doc(
    zod.union([nonEmpty, zod.literal(false)]),
    "Their name as content/pages/team.yaml's members write it, when they are on the Team page (their name, role, photo and bio then come from there); false when they are not.",
    'Priya Kulkarni',
  ),
  group: doc(
    zod.boolean().default(false),
    'true for a group that signs together (the editorial team), not one person: search engines are told it is an organisation.',
    true,
  ),
  name: doc(nonEmpty.optional(), 'Full name; only for an author who is not on the Team page.', 'Meera Iyer'),
  role: doc(nonEmpty.optional(), 'Job title; only for an author who is not on the Team page.', 'Demand Planning Practice Lead'),
  bio: doc(
    nonEmpty.optional(),
    "One or two sentences on their page. Required for an author who is not on the Team page; a team member's is their Team page bio unless written here.",
  ),
});
type AuthorFile = zod.infer<typeof authorSchema>;
/** An author as pages show them: a team member's name, role, photo and bio as the Team page gives them. */
export interface Author {
  slug: string;
  name: string;
  role: string;
  bio: string;
  teamMember: boolean;
  /** A group that signs together (the editorial team), not one person. */
  group: boolean;
  photo?: string;
}

declare module './content/content-types.ts' {
  interface CollectionEntries {
    authors: Author;
  }
}
declare module '../src/router/route-data.ts' {
  interface PageData {
    authors: { copy: CollectionPageCopy; authors: (Author & { articles: number })[] };
    author: { author: Author; articles: readonly ArticleSummary[]; copy: CollectionPageCopy };
  }
}

const authorPath = (author: { slug: string }) => `/authors/${author.slug}`;

/** A team member who writes is the same person on both pages: named by the Team page, never retyped. */
function checkAuthors(files: readonly CheckedFile<AuthorFile>[], members: readonly TeamMember[], teamFile: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { data, shownAs, yaml } of files) {
    const at = (field: string, message: string, fix: string) => problems.push(problemAt(shownAs, yaml, [field], message, fix));
    if (data.teamMember === false) {
      for (const field of ['name', 'role', 'bio'] as const)
        if (!data[field])
          at(
            field,
            `An author who is not on the Team page needs a ${field}.`,
            `Write ${field}: …, or teamMember: with their name on ${teamFile}.`,
          );
      const member = members.find((candidate) => candidate.name === data.name);
      if (member)
        at(
          'teamMember',
          `"${member.name}" is on the Team page, but this file says teamMember: false.`,
          `Write teamMember: ${member.name} and delete name and role: they come from ${teamFile}.`,
        );
      continue;
    }
    const member = members.find((candidate) => candidate.name === data.teamMember);
    if (!member) {
      at(
        'teamMember',
        `Found "${data.teamMember}", which is not the name of a member on ${teamFile}.`,
        `Use one of: ${members.map((m) => m.name).join(', ')}; or write teamMember: false with the author's name, role and bio.`,
      );
      continue;
    }
    for (const field of ['name', 'role'] as const) {
      const written = data[field];
      if (written === undefined) continue;
      at(
        field,
        written === member[field]
          ? `This repeats the ${field} ${teamFile} gives ${member.name}; a team member's is written once, there.`
          : `Found "${written}", but ${teamFile} gives ${member.name} the ${field} "${member[field]}": a team member who writes is the same person on both pages.`,
        `Delete this line: the ${field} comes from ${teamFile} (correct it there if it is wrong).`,
      );
    }
  }
  return problems;
}

export const authors = defineCollection({
  name: 'authors',
  folder: 'authors',
  extension: '.md',
  noun: 'author',
  plural: 'authors',
  schema: authorSchema,
  // Checked against the Team page (the page copy is read before the collections), then each team member's fields taken from it.
  compile: async (files, context) => {
    const members = context.pages.team?.members ?? [];
    const teamFile = `${context.folder('pages')}/team.yaml`;
    const { entries } = await compileBySchema<AuthorFile & { slug: string }>({
      schema: authorSchema,
      folder: 'authors',
      noun: 'author',
      body: 'none',
      checkFiles: (checked) => checkAuthors(checked, members, teamFile),
    })(files, context);
    const resolved = entries.flatMap((file): Author[] => {
      const member = file.teamMember === false ? undefined : members.find((candidate) => candidate.name === file.teamMember);
      if (member)
        return [
          {
            slug: file.slug,
            name: member.name,
            role: member.role,
            bio: file.bio ?? member.bio,
            teamMember: true,
            group: file.group,
            ...(member.photo && { photo: member.photo }),
          },
        ];
      return file.name && file.role && file.bio
        ? [{ slug: file.slug, name: file.name, role: file.role, bio: file.bio, teamMember: false, group: file.group }]
        : [];
    });
    // Team members first, in the Team page's order; then the others by name.
    const rank = (author: Author) => (author.teamMember ? members.findIndex((member) => member.name === author.name) : members.length);
    return { entries: resolved.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)) };
  },
  body: 'none',
  addresses: (author) => [authorPath(author)],
  // An id as a file name: lower case, words joined by dashes ("Priya Nair" would be priya-nair.md).
  fileNameOf: (id) =>
    id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  detail: {
    page: 'author',
    data: (slug, inputs) => ({
      author: inputs.entry('authors', slug),
      articles: inputs.listedWhere('articles', 'author', slug),
      copy: inputs.copy('authors'),
    }),
  },
  directory: {
    page: 'authors',
    path: '/authors',
    data: (inputs) => {
      const articles = inputs.countBy('articles', 'author');
      return {
        copy: inputs.copy('authors'),
        authors: inputs.listed('authors').map((author) => ({ ...author, articles: articles[author.slug] ?? 0 })),
      };
    },
  },
  search: {
    type: 'page',
    document: (author) => ({
      id: authorPath(author),
      type: 'page',
      title: author.name,
      summary: `${author.role}. ${author.bio}`,
      keywords: ['author', author.role].join(' · '),
      body: author.bio,
    }),
  },
  sitemap: true,
  feed: false,
  reference: {
    title: 'Author',
    summary:
      "One author per file; the file name is their id, which an article's `author:` names, and their page is /authors/{file name}. Someone on the Team page writes `teamMember:` with their name there and nothing else (their name, role, photo and bio come from content/pages/team.yaml, so both pages name them alike); anyone else writes `teamMember: false`, a name, a role and a bio, and is drawn with their initials.",
  },
});

/** Every collection, in the order their documents come in the site search. */
const registry: Collection[] = [stories, articles, policies, industries, authors];
export const collections: readonly Collection[] = registry;

/**
 * For tests: a fixture collection (press releases) registered as a definition written here
 * would be, until the returned function takes it out again. Everything that loops over
 * `collections` sees it, so a test shows what a new definition gets without touching any other file.
 */
export function registerCollection(collection: Collection): () => void {
  registry.push(collection);
  return () => {
    const at = registry.indexOf(collection);
    if (at !== -1) registry.splice(at, 1);
  };
}

/**
 * Every collection's pages as the route table takes them (RouteContent.collectionPages), from
 * the compiled content's entries: each entry's addresses (addresses, canonical, aliases), the
 * list's count of listed entries (`listed: false` keeps one off it), the directory page.
 */
export function collectionPagesOf(content: Partial<Record<CollectionName, readonly unknown[]>>): CollectionPages[] {
  return collections.map((collection) => {
    const entries = (content[collection.name as CollectionName] ?? []) as readonly {
      slug: string;
      listed?: boolean;
      unpublished?: unknown;
    }[];
    return {
      ...(collection.placed && { placed: collection.placed }),
      ...(collection.list && { list: { page: collection.list.page, listed: listedCount(entries) } }),
      ...(collection.directory && { directory: { page: collection.directory.page, path: collection.directory.path } }),
      detail: collection.detail.page,
      ...(collection.anyCase && { anyCase: true }),
      entries: entries.map((entry): EntryPages => {
        const canonical = collection.canonical?.(entry);
        const redirects = collection.aliases?.(entry);
        return {
          slug: entry.slug,
          paths: collection.addresses(entry),
          ...(canonical !== undefined && { canonical }),
          ...(redirects && { redirects }),
          ...(entry.unpublished ? { unpublished: true } : {}),
        };
      }),
      ...(collection.sitemap && { sitemap: true }),
    };
  });
}

/** What the route table takes of content with these collections' entries (RouteContent). */
export const routeContentOf = (content: Partial<Record<CollectionName, readonly unknown[]>>): RouteContent => ({
  collectionPages: collectionPagesOf(content),
});

/**
 * The RSS feed's items: of each collection with a feed, its listed entries in list order (all
 * its entries, in file order, for a collection without a list), drafts and scheduled entries
 * left out (a preview build has them; a feed reader must never see them).
 */
export function feedItems(content: Partial<CollectionContent>): FeedItem[] {
  return collections.flatMap((collection) => {
    if (!collection.feed) return [];
    const entries = content[collection.name as CollectionName] ?? [];
    const listed = (collection.list ? collection.list.listed(entries) : entries) as readonly { unpublished?: unknown }[];
    return listed
      .filter((entry) => !entry.unpublished)
      .map((entry) => (collection.feed as Exclude<Collection['feed'], false>).item(entry, content));
  });
}

/** A definition's compile hook: its own, or by its schema. */
export const compilerOf = (collection: Collection): CompileHook<unknown> => collection.compile ?? compileBySchema(collection);

/** The collection whose detail or list screen a page is, if any. */
export function collectionOfPage(page: PageKey): { collection: Collection; screen: 'detail' | 'list' | 'directory' } | undefined {
  for (const collection of collections) {
    if (collection.detail.page === page) return { collection, screen: 'detail' };
    if (collection.list?.page === page) return { collection, screen: 'list' };
    if (collection.directory?.page === page) return { collection, screen: 'directory' };
  }
  return undefined;
}

/** Every collection's entries of the compiled content, and nothing else of it. */
export function collectionContent(content: CollectionContent): CollectionContent {
  return Object.fromEntries(
    collections.map((collection) => [collection.name, content[collection.name as CollectionName]]),
  ) as unknown as CollectionContent;
}

/** The collection with this compiled-content name. */
export function collectionNamed(name: CollectionName): Collection {
  const found = collections.find((collection) => collection.name === name);
  if (!found) throw new Error(`No collection "${name}" in scripts/collections.ts`);
  return found;
}

/** The page copy file of a collection's pages (content/pages/<name>.yaml): its `copy`, else its name. */
export const copyNameOf = (collection: Collection): string => collection.copy ?? collection.name;

/** Whether page copy of this name has a schema of its own (pageSchemas), rather than the convention's. */
export const hasOwnCopySchema = (name: string): name is PageName => Object.hasOwn(pageSchemas, name);

/** The collections with a list or directory page whose copy is by convention (collectionPageSchema). */
export const conventionCopyNames = (): string[] =>
  collections
    .filter((collection) => (collection.list || collection.directory) && !hasOwnCopySchema(copyNameOf(collection)))
    .map(copyNameOf);

/** The address of a collection's list or directory page, if it has one. */
export const listingPathOf = (collection: Collection): string | undefined =>
  collection.list ? listPaths[collection.list.page] : collection.directory?.path;

/** An entry's body as compiled: in its collection's own field (articleBodies), else in collectionBodies. */
export function entryBody(
  content: Pick<CompiledContent, 'articleBodies' | 'collectionBodies'>,
  name: CollectionName,
  slug: string,
): string | undefined {
  const field = collectionNamed(name).bodies;
  return field ? content[field][slug] : content.collectionBodies?.[name]?.[slug];
}
