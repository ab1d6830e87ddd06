import { describe, expect, it } from 'vitest';
import { readContent } from './content/read-content';
import { copyContent } from './content/test-support';
import { collapsedStart, dataAt, listIndexes, payloadAt, payloadBuilder, payloads, storyListItem } from './route-payloads';
import { contentChanges, entryKeysOf, pageKeys, sharedContentKey, unchangedReads, type PageReads } from './page-keys';
import { hashOf } from './build-cache';
import { buildRoutes } from '../src/route-table';
import { routeDataUrl, type PageData } from '../src/router/route-data';
import { rankingFields, relatedReadingBuilder } from './related-reading';
import { featuredStories, LARGE_CARD_CHALLENGE_CHARS, listedStories, TEASER_CHALLENGE_CHARS, truncate } from '../src/lib/stories';
import { pageSlice } from '../src/lib/pagination';

// The site's content plus a story with an alias and an article, written by this test.
const copy = copyContent();
copy.write('stories/fixture-story.md', copy.newStory().replace(/^---\n$/m, 'aliases:\n  - /Fixture-Case-Study\n---\n'));
copy.write('articles/fixture-article.md', copy.newArticle());
const { content: compiled } = await readContent(copy.dir, { fixtures: true });
if (!compiled) throw new Error('the content copy does not compile');
const content = compiled;
const { stories, articles } = content;
const fixtureStory = stories.find((story) => story.slug === 'fixture-story')!;
const fixtureArticle = articles.find((article) => article.slug === 'fixture-article')!;
const { routes } = buildRoutes(content);
const payloadOf = payloadBuilder(content);

describe('route payloads', () => {
  it('gives a story page its own story and, of others, only the related-reading cards', () => {
    const story = fixtureStory;
    const payload = payloadAt(content, `/success-stories/${story.slug}`);
    expect(payload).toMatchObject({
      route: { page: 'story', contentSlug: story.slug },
      data: { story: { slug: story.slug, title: story.title } },
    });
    const data = payload && 'data' in payload ? (payload.data as PageData['story']) : undefined;
    expect(data?.related).toEqual(relatedReadingBuilder(content)('story', story.slug));
    for (const other of stories.filter((candidate) => candidate !== story)) {
      expect(JSON.stringify(data?.story)).not.toContain(other.title);
      // A card carries a cut summary, never another story's sections.
      expect(JSON.stringify(data?.related)).not.toContain(other.solution.slice(0, 60));
    }
  });

  it("gives an article its related-reading cards, each at a page's address", () => {
    const payload = payloadOf(routes.find((route) => route.page === 'article' && route.contentSlug === fixtureArticle.slug)!);
    const { related } = payload.data as PageData['article'];
    expect(related).toEqual(relatedReadingBuilder(content)('article', fixtureArticle.slug));
    const paths = new Set(routes.map((route) => route.path));
    for (const item of [...related.stories, ...related.articles]) expect(paths, item.href).toContain(item.href);
  });

  it('gives an article its summary and body at each of its three paths', () => {
    const article = fixtureArticle;
    for (const path of [`/${article.slug}`, `/blog/${article.id}`, `/blog/${article.slug}`]) {
      const payload = payloadAt(content, path);
      expect(payload).toMatchObject({ route: { page: 'article', contentSlug: article.slug }, data: { article: { id: article.id } } });
      expect(payload && 'data' in payload && payload.data && 'body' in payload.data && payload.data.body.length).toBeGreaterThan(100);
    }
  });

  it('lists only listed stories, with card fields only, on /success-stories', () => {
    const payload = payloadOf(routes.find((route) => route.page === 'success-stories')!);
    const listed = listedStories(stories);
    expect(payload.data).toEqual({
      // The hero travels here: its figures are counted from the stories.
      hero: content.pages.stories.hero,
      stories: pageSlice(listed, 1).map(storyListItem),
      featured: featuredStories(listed.map(storyListItem)),
      facets: {
        total: listed.length,
        counts: Object.fromEntries(
          [...new Set(listed.map((story) => story.industry))].map((industry) => [
            industry,
            listed.filter((story) => story.industry === industry).length,
          ]),
        ),
      },
    });
    expect(JSON.stringify(payload)).not.toContain(listed[0]!.solution.slice(0, 60));
  });

  it('answers a story alias with where the story lives, and unknown paths with nothing', () => {
    expect(payloadAt(content, '/Fixture-Case-Study')).toEqual({ redirect: '/fixture-story' });
    // Any letter case of an alias: the browser looks up the lowercase spelling.
    expect(payloadAt(content, '/fixture-case-study')).toEqual({ redirect: '/fixture-story' });
    // Other spellings of a page's own address have no payload: the page's own is found instead.
    expect(payloadAt(content, '/Fixture-Story')).toBeUndefined();
    expect(payloadAt(content, '/no-such-page')).toBeUndefined();
  });

  it("answers each list's index at its /_data path, as the build writes it, for the dev server", () => {
    const indexes = listIndexes(content);
    expect(indexes.size).toBe(2);
    for (const [indexPath, index] of indexes) expect(dataAt(content, indexPath)).toEqual(index);
    expect(dataAt(content, '/_index/nothing')).toBeUndefined();
    expect(dataAt(content, '/about')).toEqual(payloadAt(content, '/about'));
  });

  it('gives screens without collection data a null payload', () => {
    expect(payloadAt(content, '/about')).toMatchObject({ route: { page: 'about' }, data: null });
  });

  it("gives the home page its copy and showcase as data, so the page's script does not carry them", () => {
    // The trust strip's industries: those of listed stories, in the chips' order; they change with the stories, so not in a chunk.
    const covered = new Set(content.stories.filter((story) => story.listed).map((story) => story.industry));
    const industries = content.industries.map((industry) => industry.name).filter((industry) => covered.has(industry));
    expect(industries.length).toBeGreaterThan(0);
    expect(payloadAt(content, '/')).toEqual({
      route: expect.objectContaining({ page: 'home' }),
      data: { page: content.pages.home, studies: content.homeStudies, industries },
    });
  });
});

describe('storyListItem', () => {
  it('cuts the challenge so that the cards show exactly what they showed of the full text', () => {
    const long = `${'Demand  planning\nacross 40 plants '.repeat(20)}🚚 end`;
    const samples = [...stories, { ...fixtureStory, challenge: long }, { ...fixtureStory, challenge: 'Short.' }];
    for (const story of samples) {
      const item = storyListItem(story);
      for (const max of [TEASER_CHALLENGE_CHARS, LARGE_CARD_CHALLENGE_CHARS])
        expect(truncate(item.challenge, max)).toBe(truncate(story.challenge, max));
    }
  });
});

describe('routeDataUrl', () => {
  it('maps paths to files under /_data', () => {
    expect(routeDataUrl('/')).toBe('/_data/index.json');
    expect(routeDataUrl('/blog/12')).toBe('/_data/blog/12.json');
  });
});

describe('collapsedStart', () => {
  it('gives what collapsing and trimming the whole text would, for any text', () => {
    const whole = (text: string, count: number) => Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, count).join('');
    const alphabet = ['a', 'b', ' ', '\n', '\t', '\u00a0', 'é', '😀', '   '];
    let seed = 7;
    const random = (below: number) => (seed = (seed * 16807) % 2147483647) % below;
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: random(60) }, () => alphabet[random(alphabet.length)]).join('');
      const count = random(14);
      expect(collapsedStart(text, count), JSON.stringify([text, count])).toBe(whole(text, count));
    }
  });
});

describe('payload keys', () => {
  /** Every route's payload (as JSON) and key, of the copy's content as it is now. */
  async function keyed() {
    const { content } = await readContent(copy.dir, { fixtures: true });
    if (!content) throw new Error('the content copy does not compile');
    const source = payloads(content);
    const { payloadOf } = source;
    const { keyedPayloadOf, listIndexKeyOf } = pageKeys(content, source);
    const shared = sharedContentKey(content);
    // The lists' search indexes are keyed the same way, by their path.
    type Keyed = { payload: string; key: string; payloadKey?: string; reads?: PageReads };
    const indexes = [...listIndexes(content)].map(([path, index]): [string, Keyed] => [
      path,
      { payload: JSON.stringify(index), key: `${shared}:${listIndexKeyOf(path)}` },
    ]);
    const pages = new Map<string, Keyed>([
      ...buildRoutes(content).routes.map((route): [string, Keyed] => {
        const { key, reads } = keyedPayloadOf(route);
        return [
          route.path,
          { payload: JSON.stringify(payloadOf(route)), key: `${shared}:${key}`, payloadKey: key, ...(reads && { reads }) },
        ];
      }),
      ...indexes,
    ]);
    // What the prerenderer compares with the last build's to keep a page's key without making its data.
    return Object.assign(pages, { state: { entryKeys: entryKeysOf(content), relatedKey: hashOf(rankingFields(content)) } });
  }

  // Edits a marketer makes, each checked against the content before it: whenever a page's
  // payload changed, its key must have (else an incremental build would keep a stale page).
  const otherStory = () => stories.find((story) => story.slug !== fixtureStory.slug && story.listed)!;
  const edits: [string, () => void][] = [
    ['a word of an article', () => copy.replace('articles/fixture-article.md', /\n([A-Z][^\n]*)\n*$/, '\n$1 One more word.\n')],
    ["a story's title", () => copy.replace('stories/fixture-story.md', /^title: .*$/m, 'title: A retitled fixture story')],
    [
      "another story's challenge",
      () => copy.replace(`stories/${otherStory().slug}.md`, /^(challenge: (?:>-\n {2})?)(.)/m, '$1Early on, $2'),
    ],
    [
      "a category's label in blog.yaml",
      () => copy.replace('pages/blog.yaml', /label: AI & Machine Learning/, 'label: AI and Machine Learning'),
    ],
    ['an article made a draft', () => copy.replace('articles/fixture-article.md', /^---\n/, '---\ndraft: true\n')],
  ];
  it('stays the same for pages the edit did not touch', async () => {
    const before = await keyed();
    copy.replace('articles/fixture-article.md', /\n([A-Z][^\n]*)\n*$/, '\n$1 Yet another word.\n');
    const after = await keyed();
    const changed = [...after].filter(([path, page]) => before.get(path)?.key !== page.key).map(([path]) => path);
    // The article's own page (under its paths), at most the list page it is on, and its
    // author's page (which reads that author's articles): not the other authors' pages, nor
    // /authors, whose counts did not change.
    expect(changed.length).toBeGreaterThan(0);
    const author = compiled.articles.find((article) => article.slug === 'fixture-article')!.author;
    const expected = (path: string) =>
      path.includes('fixture-article') || path.startsWith('/blog') || path === '/_index/blog' || path === `/authors/${author}`;
    expect(changed.filter((path) => !expected(path))).toEqual([]);
    expect(changed.length).toBeLessThan(after.size / 4);
  });
  it("changes for every page whose payload changed, after each of a marketer's edits; and is kept only where it did not", async () => {
    let before = await keyed();
    let kept = 0;
    for (const [edit, apply] of edits) {
      apply();
      const after = await keyed();
      const changes = contentChanges(before.state, after.state);
      let changedPayloads = 0;
      for (const [path, page] of after) {
        const old = before.get(path);
        // The prerenderer keeps the last build's payload key (the shared content is keyed apart),
        // without making the data, for a page none of whose reads changed: that must be the
        // key the data makes.
        if (old?.reads && unchangedReads(old.reads, changes)) {
          kept++;
          expect(page.payloadKey, `${path} kept after ${edit}`).toBe(old.payloadKey);
        }
        if (!old || old.payload === page.payload) continue;
        changedPayloads++;
        expect(page.key, `${path} after ${edit}`).not.toBe(old.key);
      }
      expect(changedPayloads, `no payload changed after ${edit}`).toBeGreaterThan(0);
      before = after;
    }
    expect(kept).toBeGreaterThan(0);
  });
});
