/**
 * Which stories and articles a story or an article recommends at its end, chosen at build
 * time from the compiled content (so from the entries published in this build only) and sent
 * in the page's payload as the few fields a card shows.
 *
 * The rule, for a page A and a candidate B:
 *
 *   score(A, B) = 3  when A and B are of the same kind and share the industry (stories) or
 *                    the category (articles)
 *               + 2  for each tag both have
 *               + 1  when a tag of A names B's industry or category, and 1 when a tag of B
 *                    names A's (how a story and an article on one subject meet: a story
 *                    tagged "Digital Twin" and an article in the Digital Twin category)
 *
 * Tags and names compare ignoring letter case, spaces and punctuation, and British -isation
 * against American -ization ("Inventory Optimisation" is "Inventory Optimization").
 * Candidates are ranked by score, then newest first, then by file name, so every build of the
 * same content chooses the same cards; candidates scoring 0 still fill the places, newest
 * first, so a page shows fewer cards only when the site has fewer entries. The page itself
 * and entries with `listed: false` are never chosen by score; the marketer's `related:` pins
 * come first, in their order, and may name unlisted entries on purpose.
 */
import type { ArticleSummary, Story } from '../src/content/types.ts';
import { truncate } from '../src/lib/stories.ts';
import { RELATED_OTHER_KIND, RELATED_SAME_KIND, type RelatedItem, type RelatedKind, type RelatedReading } from '../src/lib/related.ts';

/** Card summaries stop at the last whole word within this many characters (three or four lines). */
export const RELATED_SUMMARY_CHARS = 150;

/** Score for sharing the industry or the category, for each shared tag, for a tag naming the other's industry or category. */
export const SAME_GROUP_POINTS = 3;
export const SHARED_TAG_POINTS = 2;
export const TAG_NAMES_GROUP_POINTS = 1;

/** A tag or an industry/category name as compared: "Inventory Optimisation" -> "inventoryoptimization". */
export function normaliseTerm(text: string): string {
  let term = normalised.get(text);
  if (term === undefined) {
    term = text
      .toLowerCase()
      .replace(/isation/g, 'ization')
      .replace(/[^\p{L}\p{N}]+/gu, '');
    normalised.set(text, term);
  }
  return term;
}
/** Terms as normalised: a site of thousands of entries has a few hundred tags, each normalised once. */
const normalised = new Map<string, string>();

/** What the choice reads of a story or an article. */
export interface Candidate {
  kind: RelatedKind;
  slug: string;
  /** YYYY-MM-DD: newer first among equal scores. */
  date: string;
  /** The industry (stories) or the category id (articles). */
  group: string;
  /** Normalised name of the industry or the category label. */
  groupTerm: string;
  /** Normalised tags, each once. */
  tags: readonly string[];
  listed: boolean;
  pins: readonly string[];
  item: RelatedItem;
}

export function storyCandidate(story: Story): Candidate {
  let item: RelatedItem | undefined;
  return {
    kind: 'story',
    slug: story.slug,
    date: story.publishDate,
    group: story.industry,
    groupTerm: normaliseTerm(story.industry),
    tags: [...new Set(story.tags.map(normaliseTerm))],
    listed: story.listed,
    pins: story.related ?? [],
    // Made when a page shows the card: most candidates are ranked, few are chosen.
    get item() {
      return (item ??= {
        kind: 'story',
        slug: story.slug,
        title: story.title,
        href: `/${story.slug}`,
        summary: truncate(story.challenge, RELATED_SUMMARY_CHARS),
        label: story.industry,
        readingMinutes: story.readingMinutes,
      });
    },
  };
}

export function articleCandidate(article: ArticleSummary): Candidate {
  let item: RelatedItem | undefined;
  return {
    kind: 'article',
    slug: article.slug,
    date: article.date,
    group: article.category,
    groupTerm: normaliseTerm(article.categoryLabel),
    tags: [...new Set(article.tags.map(normaliseTerm))],
    listed: article.listed,
    pins: article.related ?? [],
    get item() {
      return (item ??= {
        kind: 'article',
        slug: article.slug,
        title: article.title,
        href: `/${article.slug}`,
        summary: truncate(article.excerpt, RELATED_SUMMARY_CHARS),
        label: article.categoryLabel,
        readingMinutes: article.readingMinutes,
      });
    },
  };
}

/** The rule above, pair by pair: what the indexed choice below computes for every candidate at once. */
export function relatedScore(a: Candidate, b: Candidate): number {
  let score = a.kind === b.kind && a.group === b.group ? SAME_GROUP_POINTS : 0;
  score += SHARED_TAG_POINTS * a.tags.filter((tag) => b.tags.includes(tag)).length;
  if (a.tags.includes(b.groupTerm)) score += TAG_NAMES_GROUP_POINTS;
  if (b.tags.includes(a.groupTerm)) score += TAG_NAMES_GROUP_POINTS;
  return score;
}

/** Newest first, then by file name: the order among equal scores. */
const byRecency = (a: Candidate, b: Candidate) =>
  a.date === b.date ? (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0) : a.date > b.date ? -1 : 1;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The candidates of one kind that score may choose, with lookups by group, tag and group
 * name: a page's scores come from the few candidates it shares something with, so a site of
 * thousands of entries is not compared pair by pair.
 */
class Pool {
  /** Listed candidates in recency order; an index here is also the tie-break rank. */
  readonly ranked: Candidate[];
  private readonly byGroup = new Map<string, number[]>();
  private readonly byTag = new Map<string, number[]>();
  private readonly byGroupTerm = new Map<string, number[]>();
  private readonly scores: Int32Array;

  constructor(
    private readonly kind: RelatedKind,
    candidates: readonly Candidate[],
  ) {
    this.ranked = candidates.filter((candidate) => candidate.kind === kind && candidate.listed).sort(byRecency);
    this.ranked.forEach((candidate, index) => {
      push(this.byGroup, candidate.group, index);
      push(this.byGroupTerm, candidate.groupTerm, index);
      for (const tag of candidate.tags) push(this.byTag, tag, index);
    });
    this.scores = new Int32Array(this.ranked.length);
  }

  /** Up to `count` candidates for `source`, best first, none of them in `taken`. */
  choose(source: Candidate, count: number, taken: ReadonlySet<string>): Candidate[] {
    if (count <= 0) return [];
    const { scores } = this;
    const touched: number[] = [];
    const add = (indexes: readonly number[] | undefined, points: number) => {
      for (const index of indexes ?? []) {
        if (scores[index] === 0) touched.push(index);
        scores[index]! += points;
      }
    };
    if (source.kind === this.kind) add(this.byGroup.get(source.group), SAME_GROUP_POINTS);
    for (const tag of source.tags) {
      add(this.byTag.get(tag), SHARED_TAG_POINTS);
      add(this.byGroupTerm.get(tag), TAG_NAMES_GROUP_POINTS);
    }
    add(this.byTag.get(source.groupTerm), TAG_NAMES_GROUP_POINTS);

    // The best `count` by score, then rank: kept sorted by insertion, as `count` is small.
    const best: number[] = [];
    const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
    for (const index of touched) {
      // Worse than the last of a full list: out, taken or not (checked only for those that would enter).
      if (best.length === count && !better(index, best[count - 1]!)) continue;
      if (taken.has(this.ranked[index]!.slug)) continue;
      let at = best.length;
      while (at > 0 && better(index, best[at - 1]!)) at--;
      if (at < count) best.splice(at, 0, index);
      if (best.length > count) best.pop();
    }
    for (const index of touched) scores[index] = 0;

    const chosen = best.map((index) => this.ranked[index]!);
    const chosenSlugs = new Set(chosen.map((candidate) => candidate.slug));
    for (const candidate of this.ranked) {
      if (chosen.length >= count) break;
      if (!taken.has(candidate.slug) && !chosenSlugs.has(candidate.slug)) chosen.push(candidate);
    }
    return chosen;
  }
}

/**
 * Choices remembered across builds (the build keeps them in .cache/): which slugs each page
 * chose, valid while every candidate's ranking fields (kind, slug, date, group, tags, listed,
 * pins) are as they were, which `key` says; the cards are then taken from the content as it is
 * now. An edit to an entry's text leaves the choices of thousands of pages as they were.
 */
export interface RelatedMemo {
  key: string;
  choices: Record<string, { stories: string[]; articles: string[] }>;
}

/** The candidates of a content's stories and articles, made once for its key and its choices. */
const madeCandidates = new WeakMap<readonly Story[], { articles: readonly ArticleSummary[]; candidates: Candidate[] }>();
function candidatesOf(content: { stories: readonly Story[]; articles: readonly ArticleSummary[] }): Candidate[] {
  const made = madeCandidates.get(content.stories);
  if (made?.articles === content.articles) return made.candidates;
  const candidates = [...content.stories.map(storyCandidate), ...content.articles.map(articleCandidate)];
  madeCandidates.set(content.stories, { articles: content.articles, candidates });
  return candidates;
}

/** What the choice depends on, for RelatedMemo's key. */
export function rankingFields(content: { stories: readonly Story[]; articles: readonly ArticleSummary[] }): string {
  const candidates = candidatesOf(content);
  return JSON.stringify(
    candidates.map(({ kind, slug, date, group, groupTerm, tags, listed, pins }) => [
      kind,
      slug,
      date,
      group,
      groupTerm,
      tags,
      listed,
      pins,
    ]),
  );
}

/**
 * Returns the related reading of a page by its kind and slug, computed on first request and
 * kept: a build asks once per page, the dev server once per request. With a memo whose key
 * matches, its choices are taken instead of computed, and new choices are added to it.
 */
export function relatedReadingBuilder(
  content: { stories: readonly Story[]; articles: readonly ArticleSummary[] },
  memo?: RelatedMemo,
): (kind: RelatedKind, slug: string) => RelatedReading {
  const candidates = candidatesOf(content);
  const bySlug = new Map(candidates.map((candidate) => [candidate.slug, candidate]));
  const remembered = (slugs: readonly string[]) => slugs.map((slug) => bySlug.get(slug)!.item);
  const pools: Record<RelatedKind, Pool> = {
    story: new Pool('story', candidates),
    article: new Pool('article', candidates),
  };
  const cache = new Map<string, RelatedReading>();

  return (kind, slug) => {
    const key = `${kind}:${slug}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const source = bySlug.get(slug);
    if (!source || source.kind !== kind) throw new Error(`No ${kind} "${slug}" in this build to choose related reading for`);
    const known = memo?.choices[key];
    if (known) {
      const reading: RelatedReading =
        kind === 'story'
          ? { stories: remembered(known.stories), articles: remembered(known.articles) }
          : { articles: remembered(known.articles), stories: remembered(known.stories) };
      cache.set(key, reading);
      return reading;
    }
    // Pins to entries held back from this build are skipped; the compiler noted them.
    const pinned = source.pins.flatMap((pin) => {
      const found = bySlug.get(pin);
      return found && found.slug !== source.slug ? [found] : [];
    });
    const pick = (of: RelatedKind, count: number) => {
      const pins = pinned.filter((candidate) => candidate.kind === of).slice(0, count);
      const taken = new Set([source.slug, ...pins.map((candidate) => candidate.slug)]);
      return [...pins, ...pools[of].choose(source, count - pins.length, taken)].map((candidate) => candidate.item);
    };
    const reading: RelatedReading =
      kind === 'story'
        ? { stories: pick('story', RELATED_SAME_KIND), articles: pick('article', RELATED_OTHER_KIND) }
        : { articles: pick('article', RELATED_SAME_KIND), stories: pick('story', RELATED_OTHER_KIND) };
    cache.set(key, reading);
    if (memo)
      memo.choices[key] = { stories: reading.stories.map((item) => item.slug), articles: reading.articles.map((item) => item.slug) };
    return reading;
  };
}
