/**
 * Related reading at the end of a story and an article: the cards the build chose (computed
 * here from the compiled content with the same function), in order, each leading to its page,
 * on the prerendered page and after client navigation; at 1440 px no card is left alone on the
 * last row. No test names today's entries.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import { relatedReadingBuilder } from '../../scripts/related-reading';
import { listedArticles } from '../../src/lib/blog';
import type { RelatedItem, RelatedKind } from '../../src/lib/related';
import { listedStories } from '../../src/lib/stories';
import { routeDataUrl, type RoutePayload } from '../../src/router/route-data';
import { axeViolations, baseURL, gotoSettled, launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';

const relatedOf = relatedReadingBuilder({ stories, articles });
const subjects: { kind: RelatedKind; slug: string; heading: string }[] = [
  { kind: 'story', slug: nth(listedStories(stories), 0, 'listed story').slug, heading: 'Related success stories' },
  { kind: 'article', slug: nth(listedArticles(articles), 0, 'listed article').slug, heading: 'Related articles' },
];

/** The cards in reading order: the page's own kind, then the other. */
function expectedCards(kind: RelatedKind, slug: string): RelatedItem[] {
  const related = relatedOf(kind, slug);
  return kind === 'story' ? [...related.stories, ...related.articles] : [...related.articles, ...related.stories];
}

const browser = await launchBrowserForFile();

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const cardLinks = async (page: Page, heading: string) =>
  section(page, heading)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim(), href: link.getAttribute('href') })));

describe.each(subjects)('related reading of a $kind', ({ kind, slug, heading }) => {
  const expected = expectedCards(kind, slug);

  it('shows the cards the build chose, in order, each linking to its page', async () => {
    // A page always has something to recommend unless the site has no other entry at all.
    expect(expected.length).toBeGreaterThan(0);
    const { page, problems } = await openPage(browser, `/${slug}`);
    expect(await section(page, heading).getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    expect(await cardLinks(page, heading)).toEqual(expected.map((item) => ({ name: item.title, href: item.href })));
    expect(expected.map((item) => item.slug)).not.toContain(slug);
    for (const item of expected) {
      expect((await page.request.get(item.href, { maxRedirects: 0 })).status(), item.href).toBe(200);
      // The page at that address is the entry the card names.
      const payload = (await (await page.request.get(routeDataUrl(item.href))).json()) as RoutePayload;
      expect(payload.route, item.href).toMatchObject({ page: item.kind, contentSlug: item.slug });
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a card by a click anywhere on it, by client navigation', async () => {
    const target = nth(expected, -1, 'related card');
    const { page, problems } = await openPage(browser, `/${slug}`, { viewport: 'mobile' });
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // The summary, not the title link: the whole card is the link's target.
    const summary = section(page, heading).getByText(target.summary, { exact: true });
    await summary.scrollIntoViewIfNeeded();
    const box = await summary.boundingBox();
    if (!box) throw new Error('the card summary is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(target.title);
    expect(new URL(page.url()).pathname).toBe(target.href);
    // Client navigation keeps the document: no full page load.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(subjects)('related reading of a $kind at 1440 px', ({ slug, heading }) => {
  it('leaves no card alone on its last row', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await gotoSettled(page, `/${slug}`);
    const tops = await section(page, heading)
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    // Rows of cards across the section's grids, by where they start on the page.
    const rows = [...new Set(tops)].sort((a, b) => a - b).map((row) => tops.filter((top) => top === row).length);
    expect(rows.at(-1), `cards per row: ${rows.join(', ')}`).toBe(rows[0]);
    await context.close();
  });
});
