/**
 * Success stories: the list's live filters and URL query, every story page, redirects, 404,
 * PDFs. Expectations come from the stories the site was built with, through the same rules the
 * site uses: no test names today's stories, so a marketer's new, edited or deleted story keeps
 * them green. Behaviours only some stories have (aliases, the closing call to action) are
 * checked on every story that has them here, and always on the story marketer-edit.test.ts adds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storiesPage } from '@content/pages/stories';
import { storiesHero } from '@content/pages/stories-hero';
import { site } from '@content/site';
import { stories } from '@content/stories';
import { formatLongDate } from '../../src/lib/dates';
import { readingDuration, readingTimeLabel } from '../../src/lib/reading-time';
import {
  allMatchesHeading,
  countLine,
  featuredStories,
  filterStories,
  industryChips,
  industrySlug,
  LARGE_CARD_CHALLENGE_CHARS,
  listedStories,
  noFilters,
  paragraphs,
  STRUCTURED_DATA_DESCRIPTION_CHARS,
  TEASER_CHALLENGE_CHARS,
  truncate,
  type StoryFilters,
} from '../../src/lib/stories';
import type { Story } from '../../src/content/types';
import { storyPaths } from '../../src/route-table';
import { baseURL, expectListAxeClean, gotoSettled, launchBrowserForFile, openPage, requestedPaths, settled } from './support/browser';
import { browserAddresses, expectSameDocumentAt, redirects } from './support/routes';
import { absentTerm, chipName, nth, termOnlyIn } from './support/derive';
import { looksLikePdf } from './support/files';
import { endsMainArticle } from './support/page-structure';
import { industryNames } from '@content/industry-names';

const distDir = path.resolve(import.meta.dirname, '../../dist');

const listed = listedStories(stories);
/** The story whose page is checked section by section, and another one to navigate to. */
const subject = nth(listed, 0, 'listed story');
const other = nth(
  listed.filter((candidate) => candidate.slug !== subject.slug),
  -1,
  'second listed story',
);
/** Industries with at least one listed story, in chip order. */
const industriesWithStories = industryNames.filter((industry) => listed.some((found) => found.industry === industry));
/** Everything the list searches in, for a term that matches nothing. */
const searchedTexts = stories.flatMap((found) => [found.title, found.company, ...found.tags]);
const longestWord = (text: string) =>
  text.split(/[^A-Za-z]+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');

const browser = await launchBrowserForFile();

const countText = (page: Page) => page.getByText(/^Showing \d+ of \d+ stories/).textContent();
const cardTitles = (page: Page, section: string) =>
  page.getByRole('region', { name: section, exact: true }).locator('article h3').allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Search stories/ });
/** A chip by its label; its name also says its count, "Industrial (2)". */
const chip = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Filter by industry' }).getByRole('button', { name: chipName(label) });

/** What the page must show for `filters`, computed from the content with the same rules. */
async function expectListShows(page: Page, filters: StoryFilters) {
  const matches = filterStories(listed, filters);
  await expect.poll(() => countText(page)).toBe(countLine(matches.length, listed.length, filters));
  const featured = featuredStories(matches);
  if (featured.length > 0) {
    expect(await cardTitles(page, 'Featured Stories')).toEqual(featured.map((s) => s.title));
    expect(await cardTitles(page, allMatchesHeading(featured.length))).toEqual(matches.map((s) => s.title));
  } else if (matches.length > 0) {
    expect(await page.getByRole('heading', { name: 'Featured Stories' }).count()).toBe(0);
    expect(await cardTitles(page, allMatchesHeading(0))).toEqual(matches.map((s) => s.title));
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Text, list items and links of the cards in a section of the list. */
const cardsIn = (page: Page, section: string) =>
  page
    .getByRole('region', { name: section, exact: true })
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        text: card.textContent ?? '',
        tags: [...card.querySelectorAll('li')].map((item) => item.textContent),
        links: [...card.querySelectorAll('a')].map((link) => link.getAttribute('href')),
      })),
    );

/** What every card of a story shows; the two sizes cut the challenge and the results differently. */
const cardTexts = (found: Story, challengeChars: number, results: number) => [
  found.industry,
  found.title,
  found.company,
  found.location,
  truncate(found.challenge, challengeChars),
  ...found.results.slice(0, results).flatMap((result) => [result.value, result.metric]),
  found.implementation.duration,
];

/** One card per story, in order, each showing `texts` of its story and linking to its page. */
function expectCards(cards: Awaited<ReturnType<typeof cardsIn>>, shown: readonly Story[], what: string, texts: (found: Story) => string[]) {
  expect(cards).toHaveLength(shown.length);
  shown.forEach((found, index) => {
    const card = nth(cards, index, what);
    for (const text of texts(found)) expect(card.text, `${found.slug}: ${text}`).toContain(text);
    expect(card.links, found.slug).toContain(`/${found.slug}`);
  });
}

describe('/success-stories', () => {
  it('shows the hero figures, the featured stories as large cards and every listed story as a compact card', async () => {
    const { page, problems } = await openPage(browser, '/success-stories');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(storiesHero.heading);
    const heroFigures = await page.locator('main dl').first().textContent();
    for (const stat of storiesHero.stats) expect(heroFigures).toContain(`${stat.label}${stat.value}`);
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search Stories');
    expect(await chip(page, 'All Industries').getAttribute('aria-pressed')).toBe('true');
    // Every chip says how many stories it leads to; an industry without stories has none.
    const chipNames = await page.getByRole('group', { name: 'Filter by industry' }).getByRole('button').allTextContents();
    expect(chipNames).toEqual(industryChips(industryNames, listed).map((found) => `${found.label} (${found.count})`));
    await expectListShows(page, noFilters);
    expect(await countText(page)).toBe(countLine(listed.length, listed.length, noFilters));

    // A large card per featured story (at most two), a compact card per listed story.
    const featured = featuredStories(listed);
    const large = featured.length > 0 ? await cardsIn(page, 'Featured Stories') : [];
    expectCards(large, featured, 'large card', (found) => [
      'Success Story',
      ...cardTexts(found, LARGE_CARD_CHALLENGE_CHARS, 4),
      found.testimonial.quote,
      found.testimonial.role,
      found.implementation.team,
    ]);
    const compact = await cardsIn(page, allMatchesHeading(featured.length));
    expectCards(compact, listed, 'compact card', (found) => cardTexts(found, TEASER_CHALLENGE_CHARS, 2));
    listed.forEach((found, index) => expect(nth(compact, index, 'compact card').tags, found.slug).toEqual(found.tags.slice(0, 3)));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters live by search over title, company and tags, keeping the query in the URL and the scroll position', async () => {
    // A word of a title, typed in capitals: the search ignores case.
    const typed = longestWord(nth(listed, -1, 'listed story').title).toUpperCase();
    // A company name and a tag that no other searched field contains, when the content has
    // them, so only that field can match (marketer-edit.test.ts always searches a tag-only term).
    const company =
      termOnlyIn(
        listed,
        (found) => [found.company],
        (found) => [found.title, ...found.tags],
      ) ?? subject.company;
    const tag =
      termOnlyIn(
        listed,
        (found) => found.tags,
        (found) => [found.title, found.company],
      ) ?? nth(subject.tags, 0, 'tag');

    const { page, problems } = await openPage(browser, '/success-stories');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    await searchBox(page).pressSequentially(typed);
    await expectListShows(page, { search: typed, industry: 'all' });
    expect(await countText(page)).toMatch(new RegExp(` matching "${typed}"$`));
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(typed);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    for (const term of [company.toLowerCase(), tag.toLowerCase()]) {
      await searchBox(page).fill(term);
      await expectListShows(page, { search: term, industry: 'all' });
      expect(filterStories(listed, { search: term, industry: 'all' }).length, term).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters by industry chip, combines with search, and says when nothing matches', async () => {
    const first = nth(industriesWithStories, 0, 'industry with a listed story');
    const second = industriesWithStories.at(1) ?? first;
    const term = longestWord(nth(filterStories(listed, { search: '', industry: first }), 0).title).toLowerCase();
    const nothing = absentTerm(searchedTexts);

    const { page } = await openPage(browser, '/success-stories');
    await chip(page, first).click();
    // The first chip loads the list's index (src/lib/list-index.ts) before the choice shows.
    await expect.poll(() => chip(page, first).getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, 'All Industries').getAttribute('aria-pressed')).toBe('false');
    await expectListShows(page, { search: '', industry: first });
    expect(await countText(page)).toBe(
      countLine(filterStories(listed, { search: '', industry: first }).length, listed.length, { search: '', industry: first }),
    );
    await expect.poll(() => new URL(page.url()).search).toBe(`?industry=${industrySlug(first)}`);

    await searchBox(page).fill(term);
    await expectListShows(page, { search: term, industry: first });
    // Another chip keeps the search.
    await chip(page, second).click();
    await expectListShows(page, { search: term, industry: second });

    await searchBox(page).fill(nothing);
    await expect.poll(() => countText(page)).toBe(countLine(0, listed.length, { search: nothing, industry: second }));
    expect(await page.getByRole('heading', { name: 'No stories found' }).isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search or filter criteria.').isVisible()).toBe(true);
    expect(await page.locator('main article').count()).toBe(0);

    await page.getByRole('button', { name: 'Show all stories' }).click();
    await expectListShows(page, noFilters);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await searchBox(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('titles the list "Success Stories" when no match is featured, "All Success Stories" beside featured ones', async () => {
    // A story whose title finds no featured story, when the content has one; either way the
    // headings must follow the rule for what the search finds.
    const plain = listed.find((found) => featuredStories(filterStories(listed, { search: found.title, industry: 'all' })).length === 0);
    const searched = (plain ?? subject).title;
    const matches = filterStories(listed, { search: searched, industry: 'all' });
    const { page } = await openPage(browser, '/success-stories');
    await searchBox(page).fill(searched);
    await expectListShows(page, { search: searched, industry: 'all' });
    expect(
      await page.getByRole('heading', { level: 2, name: allMatchesHeading(featuredStories(matches).length), exact: true }).count(),
    ).toBe(1);
    expect(await cardTitles(page, allMatchesHeading(featuredStories(matches).length))).toContain(searched);
    await page.context().close();
  });

  it('applies a shared query after hydration, without a hydration warning, and again after reload', async () => {
    const industry = nth(industriesWithStories, 0, 'industry with a listed story');
    const term = nth(nth(filterStories(listed, { search: '', industry }), 0).tags, 0, 'tag');
    const query = `?industry=${industrySlug(industry)}&search=${encodeURIComponent(term)}`;
    // The server sends the prerendered, unfiltered list for any query.
    const html = await (await fetch(`${baseURL()}/success-stories${query}`)).text();
    expect(html).toContain(countLine(listed.length, listed.length, noFilters));

    const { page, problems } = await openPage(browser, `/success-stories${query}`);
    const filters = { search: term, industry };
    await expectListShows(page, filters);
    expect(filterStories(listed, filters).length).toBeGreaterThan(0);
    expect(await searchBox(page).inputValue()).toBe(term);
    expect(await chip(page, industry).getAttribute('aria-pressed')).toBe('true');
    await page.reload({ waitUntil: 'load' });
    await settled(page);
    await expectListShows(page, filters);
    expect(problems).toEqual([]);

    // A fresh visit through the navigation starts over.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Success Stories' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectListShows(page, noFilters);
    expect(await searchBox(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('carries a breadcrumb and the first six stories as structured data', async () => {
    const { page } = await openPage(browser, '/success-stories');
    const data = await jsonLd(page);
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumb.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', `${site.origin}/`],
      ['Success Stories', `${site.origin}/success-stories`],
    ]);
    const list = data.find((item) => item['@type'] === 'ItemList') as {
      itemListElement: { name: string; url: string; position: number }[];
    };
    expect(list.itemListElement).toEqual(
      listed
        .slice(0, 6)
        .map((s, index) => ({ '@type': 'ListItem', position: index + 1, name: s.title, url: `${site.origin}${s.canonicalPath}` })),
    );
    await page.context().close();
  });

  it.each(['desktop', 'mobile'] as const)('is axe clean (%s)', async (viewport) => {
    await expectListAxeClean(browser, '/success-stories', viewport, {
      searchBox,
      absentTerm: absentTerm(searchedTexts),
      emptyHeading: 'No stories found',
    });
  });
});

describe('story pages', () => {
  it('answers 200 at both paths for every story, with the title, canonical link, closing call to action when marked, and no console problems', async () => {
    const { page, problems } = await openPage(browser, '/success-stories');
    for (const [index, s] of stories.entries()) {
      await expectSameDocumentAt(baseURL(), storyPaths(s.slug));
      for (const path of browserAddresses(storyPaths(s.slug), index === 0)) {
        problems.length = 0;
        const response = await gotoSettled(page, path);
        expect(response?.status(), path).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(s.title);
        expect(await page.title(), path).toBe(`${s.title} | Success Story | ${site.name}`);
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(`${site.origin}${s.canonicalPath}`);
        // Every story ends with the next step, in the page copy's words and the site's one label for it.
        const cta = page.getByRole('region', { name: storiesPage.closingCta.heading });
        expect(await cta.count(), path).toBe(1);
        expect(await cta.getByRole('link', { name: site.actions.demo }).getAttribute('href'), path).toBe('/contact');
        expect(await cta.evaluate(endsMainArticle), path).toBe(true);
        // Its headline results first, in the hero, as the PDF has them.
        const headline = page.locator('main dl[aria-label="Headline results"]');
        expect(await headline.locator('dd').allTextContents(), path).toEqual(s.results.map((result) => result.value));
        expect(
          await headline.evaluate(
            (list) => list.compareDocumentPosition(document.getElementById('key-results') ?? list) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          path,
        ).toBeTruthy();
        expect(problems, path).toEqual([]);
      }
    }
    await page.context().close();
  });

  it('carries only its own story, and fetches another story on client navigation', async () => {
    const { page, problems } = await openPage(browser, `/${subject.slug}`);
    const payloads = async () => (await requestedPaths(page)).filter((name) => name.startsWith('/_data/'));
    // The story came embedded in the page: nothing fetched, no other story's text in the HTML
    // (a related card may name another story, with a cut of its challenge, never its solution).
    expect(await payloads()).toEqual([]);
    const html = await (await fetch(`${baseURL()}/${subject.slug}`)).text();
    // A stretch without characters HTML or JSON would escape, so its absence means something.
    const stretch = other.solution
      .split(/["'’\\\n&<>]/)
      .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '')
      .slice(0, 50);
    expect(stretch.length).toBeGreaterThan(10);
    expect(html).not.toContain(stretch);
    await page.getByRole('link', { name: 'Back to Success Stories' }).first().click();
    await page.waitForURL('**/success-stories');
    await page.locator(`a[href="/${other.slug}"]`).first().click();
    await page.waitForURL(`**/${other.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(other.title);
    expect(await payloads()).toEqual(['/_data/success-stories.json', `/_data/${other.slug}.json`]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('bundles no story: no story text in any script', () => {
    const assets = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const scripts = assets.map((file) => fs.readFileSync(path.join(distDir, 'assets', file), 'utf8')).join('\n');
    for (const found of stories) {
      // A stretch without quotes, which a bundler would escape.
      const stretch = found.solution
        .split(/["'’\\\n]/)
        .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '')
        .slice(0, 50);
      expect(stretch.length, found.slug).toBeGreaterThan(10);
      expect(scripts, found.slug).not.toContain(stretch);
    }
  });

  it('gives every story one canonical address of its own, the one the sitemap lists', async () => {
    const locations = [...(await (await fetch(`${baseURL()}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    for (const s of stories) {
      expect(storyPaths(s.slug), s.slug).toContain(s.canonicalPath);
      const own = storyPaths(s.slug).map((storyPath) => `${site.origin}${storyPath}`);
      expect(
        locations.filter((location) => own.includes(location ?? '')),
        s.slug,
      ).toEqual([`${site.origin}${s.canonicalPath}`]);
    }
  });

  it('at 1440 px leaves no empty column: the story narrows beside its facts and takes the full width below them', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await gotoSettled(page, `/success-stories/${subject.slug}`);
    const facts = await page.getByRole('complementary', { name: 'Project facts' }).boundingBox();
    if (!facts) throw new Error('the project facts are not shown');
    // The story's blocks: its card grids and the testimonial.
    const blocks = await page
      .locator('main section[aria-labelledby]')
      .filter({ has: page.getByRole('heading', { level: 2, name: /^(The Challenge|Our Solution|Key Results|Client Testimonial)$/ }) })
      .locator(':scope > ul, :scope > figure')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, right: box.right };
        }),
      );
    expect(blocks.length).toBeGreaterThan(0);
    const factsBottom = facts.y + facts.height;
    for (const block of blocks) {
      if (block.top >= factsBottom)
        expect(block.right, 'below the facts: as wide as the page').toBeGreaterThanOrEqual(facts.x + facts.width - 1);
      else expect(block.right, 'beside the facts: clear of them').toBeLessThanOrEqual(facts.x);
    }
    await context.close();
  });

  it('shows every section of the story', async () => {
    const { page } = await openPage(browser, `/success-stories/${subject.slug}`);
    const main = page.locator('main');
    for (const heading of [
      'The Challenge',
      'Key Problem Areas',
      'Our Solution',
      'Key Results',
      'Client Testimonial',
      'Implementation Details',
      'Modules Implemented',
      'Tags',
    ]) {
      expect(await main.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const text = (await main.textContent()) ?? '';
    for (const snippet of [
      subject.industry,
      'Success Story',
      'TranslytiX Team',
      readingTimeLabel(subject.readingMinutes),
      subject.company,
      subject.companySize,
      subject.location,
      ...subject.problemAreas,
      ...subject.highlights.flatMap((highlight) => [highlight.title, highlight.description]),
      ...subject.results.flatMap((result) => [result.value, result.metric, result.description]),
      subject.testimonial.quote,
      subject.testimonial.author,
      subject.testimonial.role,
      subject.implementation.duration,
      subject.implementation.team,
      ...subject.implementation.modules,
      ...subject.tags,
    ]) {
      expect(text, snippet).toContain(snippet);
    }
    // Each line of the content is a paragraph on the page.
    expect(await page.getByRole('region', { name: 'The Challenge' }).locator('p').allTextContents()).toEqual(paragraphs(subject.challenge));
    expect(await page.getByRole('region', { name: 'Our Solution' }).locator('p').first().textContent()).toBe(
      nth(paragraphs(subject.solution), 0),
    );
    // The publication date, then the reading time as a duration (the related cards' own times aside).
    const ownTimes = (times: Element[]) =>
      times
        .filter((time) => !time.closest('[aria-labelledby^="related-"]'))
        .map((time) => [time.getAttribute('datetime'), time.textContent]);
    expect(await main.locator('time').evaluateAll(ownTimes)).toEqual([
      [subject.publishDate, formatLongDate(subject.publishDate)],
      [readingDuration(subject.readingMinutes), readingTimeLabel(subject.readingMinutes)],
    ]);
    expect(await main.getByText(subject.testimonial.initials, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Back to Success Stories' }).getAttribute('href')).toBe('/success-stories');
    expect(await main.getByRole('link', { name: 'Back to All Success Stories' }).getAttribute('href')).toBe('/success-stories');
    const download = main.getByRole('link', { name: 'Download PDF' });
    expect(await download.getAttribute('href')).toBe(subject.pdfPath);
    expect(subject.pdfPath).toBe(`/pdfs/${encodeURIComponent(`ID ${subject.id}`)}.pdf`);
    expect(await download.getAttribute('download')).toBe(subject.pdfFileName);
    expect(await main.getByRole('heading', { name: storiesPage.closingCta.heading }).count()).toBe(1);

    const keywords = (await page.locator('head meta[name="keywords"]').getAttribute('content')) ?? '';
    expect(keywords.split(', ')).toEqual([...subject.tags, ...storiesPage.storyKeywords]);
    const article = (await jsonLd(page)).find((item) => item['@type'] === 'Article') as {
      headline: string;
      description: string;
      url: string;
    };
    expect(article.headline).toBe(subject.title);
    expect(article.url).toBe(`${site.origin}${subject.canonicalPath}`);
    expect(article.description).toBe(truncate(subject.challenge, STRUCTURED_DATA_DESCRIPTION_CHARS));
    expect(Array.from(article.description).length).toBeLessThanOrEqual(STRUCTURED_DATA_DESCRIPTION_CHARS + 1);
    await page.context().close();
  });

  // Every story page is axe clean: accessibility.test.ts checks every distinct page.
});

describe('story redirects and unknown stories', () => {
  const aliased = stories.filter((found) => found.aliases.length > 0);

  it('redirects every alias permanently on the server', async () => {
    for (const found of aliased) {
      for (const from of found.aliases) {
        const response = await fetch(`${baseURL()}${from}`, { redirect: 'manual' });
        expect(response.status, from).toBe(301);
        expect(response.headers.get('location'), from).toBe(`/${found.slug}`);
      }
    }
  });

  it('lands on the story in the browser, from the server and from client navigation', async () => {
    // The first and the last story with aliases (marketer-edit.test.ts adds one that always has one).
    const [first] = aliased;
    const last = aliased.at(-1);
    if (!first || !last) {
      expect(redirects).toEqual([]);
      return;
    }
    const { page, problems } = await openPage(browser, nth(first.aliases, 0, 'alias'));
    expect(new URL(page.url()).pathname).toBe(`/${first.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);

    // The client router redirects too, replacing the history entry.
    await page.evaluate(
      (alias) => {
        window.history.pushState(null, '', alias);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      nth(last.aliases, -1, 'alias'),
    );
    await page.waitForURL((url) => url.pathname === `/${last.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(last.title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows "Story not found" with a 404 for an unknown story', async () => {
    const unknown = `/success-stories/${absentTerm(stories.map((found) => found.slug)).replace(/\s+/g, '-')}`;
    expect((await fetch(`${baseURL()}${unknown}`)).status).toBe(404);
    const { page } = await openPage(browser, unknown);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Story not found');
    // The site's one not-found screen (tests/e2e/not-found.test.ts): the stories are one of its destinations.
    await page.getByRole('navigation', { name: 'Main destinations' }).getByRole('link', { name: 'Success Stories' }).click();
    await page.waitForURL('**/success-stories');
    await page.context().close();
  });
});

describe('story PDFs', () => {
  it('serves a PDF for every story', async () => {
    for (const s of stories) {
      const response = await fetch(`${baseURL()}${s.pdfPath}`);
      expect(response.status, s.pdfPath).toBe(200);
      expect(response.headers.get('content-type'), s.pdfPath).toBe('application/pdf');
      expect(looksLikePdf(Buffer.from(await response.arrayBuffer())), s.pdfPath).toBe(true);
    }
  });

  it('downloads under the story’s file name', async () => {
    const { page, problems } = await openPage(browser, `/${subject.slug}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(subject.pdfFileName);
    expect(looksLikePdf(fs.readFileSync(await download.path()))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the PDF in a new tab when the download fails', async () => {
    const { page } = await openPage(browser, `/${other.slug}`);
    await page.route(`**${other.pdfPath}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    await expect.poll(() => popup.url()).toContain(other.pdfPath);
    await page.context().close();
  });
});
