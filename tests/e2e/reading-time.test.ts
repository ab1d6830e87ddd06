/**
 * One reading time per article and story, measured on its text, wherever it is shown: the
 * article page, its cards on /blog, its RSS item and its JSON-LD timeRequired; the story page
 * and its JSON-LD; the related-reading cards that lead to either. The expectation is computed here from each file's text with the site's
 * rule (words / 200, rounded up, at least 1), so a wrong figure anywhere fails, and whatever
 * articles and stories the marketers wrote are covered.
 */
import { describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import { articleText } from '../../src/lib/article-body';
import { listedArticles } from '../../src/lib/blog';
import { escapeXml } from '../../src/lib/escape';
import { readingDuration, readingMinutes, readingTimeLabel } from '../../src/lib/reading-time';
import { storyText } from '../../src/lib/stories';
import { articleBody } from './support/article-outline';
import { baseURL, gotoSettled, launchBrowserForFile } from './support/browser';

const browser = await launchBrowserForFile();
const page = await (await browser.newContext({ baseURL: baseURL() })).newPage();

async function open(path: string) {
  await gotoSettled(page, path);
}

/** Every reading time the open page shows of its own: "5 min read" on a <time dateTime="PT5M">. */
const shownTimes = () =>
  page
    .locator('main time[datetime^="P"]')
    .evaluateAll((times) =>
      times
        .filter((time) => !time.closest('[aria-labelledby^="related-"]'))
        .map((time) => ({ duration: time.getAttribute('datetime'), text: time.textContent })),
    );

/** The related-reading cards' reading times, by the address each card links to. */
const relatedCardTimes = () =>
  page.locator('main [aria-labelledby^="related-"] li').evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector('a[href]')?.getAttribute('href'),
      duration: card.querySelector('time')?.getAttribute('datetime'),
    })),
  );

/** Each related card shows the figure of the story or article it leads to. */
async function expectRelatedCardsAgree() {
  const figures = new Map([...stories, ...articles].map((entry) => [`/${entry.slug}`, readingDuration(entry.readingMinutes)]));
  const cards = await relatedCardTimes();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card.duration, card.href ?? 'a card without a link').toBe(figures.get(card.href ?? ''));
}

/** The timeRequired of each schema.org Article on the open page. */
const jsonLdTimes = async () =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type'?: string; timeRequired?: string })
    .filter((data) => data['@type'] === 'Article')
    .map((data) => data.timeRequired);

const expectedArticles = articles.map((article) => ({ article, minutes: readingMinutes(articleText(articleBody(article.slug))) }));

describe('an article has one reading time, computed from its body', () => {
  it.each(expectedArticles.map((expected) => [expected.article.slug, expected] as const))(
    '/%s: the compiled figure, the page and its JSON-LD agree',
    async (slug, { article, minutes }) => {
      expect(article.readingMinutes).toBe(minutes);
      await open(`/${slug}`);
      expect(await shownTimes()).toEqual([{ duration: readingDuration(minutes), text: readingTimeLabel(minutes) }]);
      expect(await jsonLdTimes()).toEqual([readingDuration(minutes)]);
      await expectRelatedCardsAgree();
    },
  );

  it('every card on /blog shows its article’s figure', async () => {
    await open('/blog');
    const cards = await page.locator('main article').evaluateAll((elements) =>
      elements.map((card) => ({
        href: card.querySelector('a[href]')?.getAttribute('href'),
        times: [...card.querySelectorAll('time[datetime^="P"]')].map((time) => ({
          duration: time.getAttribute('datetime'),
          text: time.textContent,
        })),
      })),
    );
    const listed = listedArticles(articles);
    // Each listed article has a card in the list, and the featured ones a second card.
    expect(new Set(cards.map((card) => card.href))).toEqual(new Set(listed.map((article) => `/${article.slug}`)));
    for (const card of cards) {
      const expected = expectedArticles.find(({ article }) => `/${article.slug}` === card.href);
      expect(expected, card.href ?? 'a card without a link').toBeDefined();
      const minutes = expected?.minutes ?? 0;
      expect(card.times, card.href ?? '').toEqual([{ duration: readingDuration(minutes), text: readingTimeLabel(minutes) }]);
    }
  });

  it('every RSS item ends its description with its article’s figure', async () => {
    const feed = await (await fetch(`${baseURL()}/blog/feed.xml`)).text();
    const items = [...feed.matchAll(/<item>([^]*?)<\/item>/g)].map((match) => match[1] ?? '');
    const inFeed = listedArticles(articles).filter((article) => !article.unpublished);
    expect(items).toHaveLength(inFeed.length);
    for (const article of inFeed) {
      const item = items.find((candidate) => candidate.includes(`/${article.slug}</link>`));
      const minutes = expectedArticles.find((expected) => expected.article === article)?.minutes ?? 0;
      expect(item, article.slug).toContain(`<description>${escapeXml(`${article.excerpt} (${readingTimeLabel(minutes)})`)}</description>`);
    }
  });
});

describe('a story has one reading time, computed from its text', () => {
  it.each(stories.map((story) => [story.slug, story] as const))(
    '/%s: the compiled figure, the page and its JSON-LD agree',
    async (slug, story) => {
      const minutes = readingMinutes(storyText(story));
      expect(story.readingMinutes).toBe(minutes);
      await open(`/${slug}`);
      expect(await shownTimes()).toEqual([{ duration: readingDuration(minutes), text: readingTimeLabel(minutes) }]);
      expect(await jsonLdTimes()).toEqual([readingDuration(minutes)]);
      await expectRelatedCardsAgree();
    },
  );
});
