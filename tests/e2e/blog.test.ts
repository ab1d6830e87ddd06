/**
 * The blog: list filters and ?search=, every article at its three paths with its body drawn
 * block by block, feed, share images, axe on the list (each article page is
 * accessibility.test.ts's). Expectations come from the articles the site was built with,
 * through the same rules the site uses: no test names today's articles, so a marketer's new,
 * edited or deleted article keeps them green (marketer-edit.test.ts adds one).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { site } from '@content/site';
import { blogPage } from '@content/pages/blog';
import { articleWordCount } from '../../src/lib/article-body';
import { authorJsonLd } from '../../src/lib/article-json-ld';
import { authorLine } from '../../src/lib/author-line';
import { articleCountText, categoryChips, featuredArticles, filterArticles, latestHeading, listedArticles } from '../../src/lib/blog';
import { formatLocalDate, formatLongDate } from '../../src/lib/dates';
import { readingTimeLabel } from '../../src/lib/reading-time';
import { coverArtPath } from '../../src/lib/images';
import { articleShareImagePath, SHARE_IMAGE } from '../../src/lib/seo';
import { articlePaths } from '../../src/route-table';
import { articleBody, expectedOutline, renderedOutline } from './support/article-outline';
import { browserAddresses, expectSameDocumentAt } from './support/routes';
import { baseURL, expectListAxeClean, gotoSettled, launchBrowserForFile, openPage, requestedPaths, viewports } from './support/browser';
import { absentTerm, chipName, counted, nth, termOnlyIn } from './support/derive';
import { pngSize } from './support/files';
import { endsMainArticle } from './support/page-structure';

const listed = listedArticles(articles);
const featured = featuredArticles(articles);
const distDir = path.resolve(import.meta.dirname, '../../dist');
/** Everything the list searches in, for a term that matches nothing. */
const searchedTexts = articles.flatMap((found) => [found.title, found.excerpt, ...found.tags]);

const browser = await launchBrowserForFile();

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
/** A chip by its label; its name also says its count, "Retail (2)". */
const chip = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: chipName(label) });
const latest = (page: Page) => page.getByRole('region', { name: /Articles$/ }).last();
const gridTitles = (page: Page) => latest(page).locator('article h3').allTextContents();
/** The rendered article body: the blocks under the page header. */
const articleBodyOf = (page: Page) => page.locator('article > div > div').first();

/** What the list must show for a filter, computed from the content with the same rules. */
async function expectListShows(page: Page, filter: { category: string; search: string }) {
  const matches = filterArticles(listed, filter);
  await expect.poll(() => latest(page).getByRole('status').textContent()).toBe(articleCountText(matches.length));
  expect(await latest(page).getByRole('heading', { level: 2 }).textContent()).toBe(latestHeading(filter.category, blogPage.categories));
  expect(await gridTitles(page)).toEqual(matches.map((match) => match.title));
  const featuredHeading = page.getByRole('heading', { name: 'Featured Articles' });
  expect(await featuredHeading.count()).toBe(filter.category === 'all' && featured.length > 0 ? 1 : 0);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe('/blog', () => {
  it('lists the listed articles in order with every card field, unlisted ones nowhere, and the featured the rule picks', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(blogPage.hero.headline);
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search articles');
    expect(await chip(page, 'All Posts').getAttribute('aria-pressed')).toBe('true');
    const chipLabels = await page.getByRole('group', { name: 'Filter by category' }).getByRole('button').allTextContents();
    expect(chipLabels).toEqual(categoryChips(blogPage.categories, listed).map((candidate) => `${candidate.label} (${candidate.count})`));
    await expectListShows(page, { category: 'all', search: '' });

    // Articles with listed: false are only at their own addresses: no card, no link here.
    const articleLinks = await page.locator('main a[href]').evaluateAll(
      (links, roots) =>
        [...new Set(links.map((link) => link.getAttribute('href')).filter((href) => href !== null && roots.includes(href)))].sort(),
      articles.map((found) => `/${found.slug}`),
    );
    expect(articleLinks).toEqual(listed.map((found) => `/${found.slug}`).sort());
    const mainText = await page.locator('main').textContent();
    for (const unlisted of articles.filter((found) => !found.listed)) expect(mainText, unlisted.slug).not.toContain(unlisted.title);

    // Featured Articles: the first and third featured articles (an article's order comes first).
    const readArticle = page.getByRole('region', { name: 'Featured Articles' }).getByRole('link', { name: /^Read Article/ });
    expect(await readArticle.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      featured.map((found) => `/${found.slug}`),
    );

    const cards = await latest(page)
      .locator('article')
      .evaluateAll((elements) =>
        elements.map((card) => ({
          text: card.textContent ?? '',
          viewIcons: card.querySelectorAll('svg.lucide-eye').length,
          cover: card.querySelector('img')?.getAttribute('src'),
          datetime: card.querySelector('time')?.getAttribute('datetime'),
          readMore: [...card.querySelectorAll('a')].find((link) => link.textContent?.startsWith('Read More'))?.getAttribute('href'),
        })),
      );
    expect(cards).toHaveLength(listed.length);
    listed.forEach((found, index) => {
      const card = nth(cards, index, 'card');
      const expected = [
        found.categoryLabel,
        found.title,
        found.excerpt,
        `${authorLine(found.author).name}, ${authorLine(found.author).role}`,
        readingTimeLabel(found.readingMinutes),
        formatLongDate(found.date),
      ];
      if (found.views !== undefined) expected.push(counted(found.views, 'view'));
      for (const text of expected) expect(card.text, `${found.slug}: ${text}`).toContain(text);
      // Likes and comments have no action behind them: no counter. Views only when the article has them.
      for (const text of [counted(found.likes, 'like'), counted(found.comments, 'comment')])
        expect(card.text, `${found.slug}: ${text}`).not.toContain(text);
      expect(card.viewIcons, found.slug).toBe(found.views === undefined ? 0 : 1);
      // The cover is the category's drawing, not the share image with the title on it.
      expect(card.cover, found.slug).toBe(coverArtPath(found.category));
      expect(card.datetime, found.slug).toBe(found.date);
      expect(card.readMore, found.slug).toBe(`/${found.slug}`);
    });
    expect(problems).toEqual([]);
  });

  it('filters live by search over title, excerpt and tags, keeping ?search= in sync and the scroll position', async () => {
    // A word of a title, typed in capitals: the search ignores case.
    const titleWord = nth(listed, 0, 'listed article')
      .title.split(/[^A-Za-z]+/)
      .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
    const typed = titleWord.toUpperCase();
    // A tag that no title or excerpt contains, so only the tags can match it; when every tag
    // also appears in some title, any tag still checks the result (marketer-edit.test.ts
    // always searches a tag-only term of the article it adds).
    const tag =
      termOnlyIn(
        listed,
        (found) => found.tags,
        (found) => [found.title, found.excerpt],
      ) ?? nth(nth(listed, 0).tags, 0, 'tag');

    const { page, problems } = await openPage(browser, '/blog');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    await searchBox(page).pressSequentially(typed);
    await expectListShows(page, { category: 'all', search: typed });
    expect(filterArticles(listed, { category: 'all', search: typed }).length).toBeGreaterThan(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(typed);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await searchBox(page).inputValue()).toBe(typed);

    await searchBox(page).fill(tag.toLowerCase());
    await expectListShows(page, { category: 'all', search: tag.toLowerCase() });
    expect(filterArticles(listed, { category: 'all', search: tag }).length).toBeGreaterThan(0);

    await searchBox(page).fill('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectListShows(page, { category: 'all', search: '' });
    // Replaced, not pushed: the visit is still one history entry deep.
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('filters by category chip, hides Featured outside All, combines with search and shows the empty state', async () => {
    const withArticles = blogPage.categories.filter((category) => listed.some((found) => found.category === category.id));
    const first = nth(withArticles, 0, 'category with a listed article');
    const second = withArticles.at(1) ?? first;
    const term = nth(nth(filterArticles(listed, { category: second.id, search: '' }), 0).tags, 0, 'tag');
    const nothing = absentTerm(searchedTexts);

    const { page, problems } = await openPage(browser, '/blog');
    await chip(page, first.label).click();
    // The first chip loads the list's index (src/lib/list-index.ts) before the choice shows.
    await expect.poll(() => chip(page, first.label).getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, 'All Posts').getAttribute('aria-pressed')).toBe('false');
    await expectListShows(page, { category: first.id, search: '' });

    await chip(page, second.label).click();
    await expectListShows(page, { category: second.id, search: '' });
    await searchBox(page).fill(term);
    await expectListShows(page, { category: second.id, search: term });
    // Another chip keeps the search.
    await chip(page, first.label).click();
    await expectListShows(page, { category: first.id, search: term });

    await searchBox(page).fill(nothing);
    await expectListShows(page, { category: first.id, search: nothing });
    expect(await latest(page).getByRole('status').textContent()).toBe('0 articles found');
    expect(await page.getByRole('heading', { name: 'No articles found' }).isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search terms or browse different categories.').isVisible()).toBe(true);
    expect(await latest(page).locator('article').count()).toBe(0);

    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expectListShows(page, { category: 'all', search: '' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  it('pre-fills the search from ?search= after hydration, without a hydration warning', async () => {
    const term = nth(nth(listed, -1, 'listed article').tags, 0, 'tag').toLowerCase();
    const query = `?search=${encodeURIComponent(term)}`;
    const response = await fetch(`${baseURL()}/blog${query}`);
    // The prerendered page is the unfiltered list (featured cards, then every listed one); the query applies once the page is live.
    expect((await response.text()).match(/<article/g)).toHaveLength(featured.length + listed.length);

    const { page, problems } = await openPage(browser, `/blog${query}`);
    expect(await searchBox(page).inputValue()).toBe(term);
    await expectListShows(page, { category: 'all', search: term });
    expect(problems).toEqual([]);
  });

  it('follows the URL when a link changes the query: a tag chip, then the nav link', async () => {
    const subject = nth(listed, 0, 'listed article');
    const tag = nth(subject.tags, 0, 'tag');
    const { page, problems } = await openPage(browser, `/${subject.slug}`);
    await page.locator('article footer').getByRole('link', { name: tag, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.searchParams.get('search') === tag);
    await expect.poll(() => searchBox(page).inputValue()).toBe(tag);
    await expectListShows(page, { category: 'all', search: tag });
    expect(filterArticles(listed, { category: 'all', search: tag })).toContain(subject);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    await expectListShows(page, { category: 'all', search: '' });
    expect(problems).toEqual([]);
  });

  it('shows dates in the visitor locale after hydration, from a stable prerendered form', async () => {
    const first = nth(listed, 0, 'listed article');
    const html = await (await fetch(`${baseURL()}/blog`)).text();
    expect(html).toContain(`<time dateTime="${first.date}">${formatLongDate(first.date)}</time>`);
    const { page, problems } = await openPage(browser, '/blog', { locale: 'de-DE' });
    const time = latest(page).locator('article').first().locator('time').first();
    await expect.poll(() => time.textContent()).toBe(formatLocalDate(first.date, 'de-DE'));
    expect(formatLocalDate(first.date, 'de-DE')).not.toBe(formatLongDate(first.date));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('links the RSS feed from the head and the page', async () => {
    const { page } = await openPage(browser, '/blog');
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    expect(await alternate.count()).toBe(1);
    expect(await alternate.getAttribute('href')).toBe(`${site.origin}/blog/feed.xml`);
    expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/blog/feed.xml');
  });
});

describe('article pages', () => {
  /**
   * One tab, at desktop width and with no cookie choice stored, loads every article's addresses
   * in turn, each a fresh document whose console problems are counted from its own load: a
   * context per address fetched the site's scripts, styles and fonts again each time.
   */
  let tab: { page: Page; problems: string[]; address: string } | undefined;
  const articleTab = async () => {
    if (tab) return tab;
    const context = await browser.newContext({ baseURL: baseURL(), viewport: viewports.desktop });
    const opened = { page: await context.newPage(), problems: [] as string[], address: '' };
    opened.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') opened.problems.push(`${opened.address}: ${message.text()}`);
    });
    opened.page.on('pageerror', (error) => opened.problems.push(`${opened.address}: ${error.message}`));
    tab = opened;
    return opened;
  };
  afterAll(() => tab?.page.context().close());

  it.each(articles.map((found, index) => [found.id, found.slug, found, index] as const))(
    'article %i (%s) renders at its root path, /blog/{id} and /blog/{slug}, its body drawn block by block',
    async (_id, slug, found, index) => {
      const outline = expectedOutline(articleBody(slug));
      await expectSameDocumentAt(baseURL(), articlePaths(found));
      const opened = await articleTab();
      const { page, problems } = opened;
      for (const articlePath of browserAddresses(articlePaths(found), index === 0)) {
        problems.length = 0;
        opened.address = articlePath;
        const response = await gotoSettled(page, articlePath);
        expect(response?.status()).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(found.title);
        expect(await page.title()).toBe(`${found.title} | ${site.name}`);
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${site.origin}/${slug}`);
        expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(`${site.origin}/og/articles/${slug}.png`);
        expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
        expect(await page.getByRole('button', { name: 'Back to Blog' }).isVisible()).toBe(true);
        // Every article ends with the next step, in the page copy's words and the site's one label for it.
        const cta = page.getByRole('region', { name: blogPage.closingCta.heading });
        expect(await cta.getByRole('link', { name: site.actions.demo }).getAttribute('href'), articlePath).toBe('/contact');
        expect(await cta.evaluate(endsMainArticle), articlePath).toBe(true);
        expect(await page.locator('article header').textContent()).toContain(found.categoryLabel);
        const details = await page.locator('article header dl').textContent();
        expect(details).toContain(`${authorLine(found.author).name}, ${authorLine(found.author).role}`);
        if (found.views !== undefined) expect(details).toContain(counted(found.views, 'view'));
        else expect(details).not.toContain('Views');
        // Every line of the body as the element its rule makes, with no syntax left in the text.
        expect(await renderedOutline(articleBodyOf(page)), articlePath).toEqual(outline);
        expect(problems).toEqual([]);
      }
    },
  );

  it('shows an article in full by its id: counts, tag links and structured data', async () => {
    // An article only reachable by its address when there is one (listed: false), else any.
    const subject = articles.find((found) => !found.listed) ?? nth(articles, 0, 'article');
    const { page } = await openPage(browser, `/blog/${subject.id}`);
    const header = await page.locator('article header').textContent();
    expect(header).toContain(formatLongDate(subject.date));
    expect(header).toContain(readingTimeLabel(subject.readingMinutes));
    if (subject.views !== undefined) expect(header).toContain(counted(subject.views, 'view'));
    else expect(await page.locator('article header svg.lucide-eye').count()).toBe(0);
    const pageText = await page.locator('main').textContent();
    expect(pageText).not.toContain(counted(subject.likes, 'like'));
    expect(pageText).not.toContain(counted(subject.comments, 'comment'));
    const tagLinks = page.locator('article footer').getByRole('link');
    expect(await tagLinks.allTextContents()).toEqual(subject.tags);
    expect(await tagLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      subject.tags.map((tag) => `/blog?search=${encodeURIComponent(tag)}`),
    );

    const data = await jsonLd(page);
    expect(data.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList', 'Organization', 'WebSite']);
    expect(data[0]).toMatchObject({
      headline: subject.title,
      description: subject.excerpt,
      datePublished: subject.date,
      author: authorJsonLd(authorLine(subject.author), site),
      image: [`${site.origin}/og/articles/${subject.slug}.png`],
      timeRequired: `PT${subject.readingMinutes}M`,
      url: `${site.origin}/${subject.slug}`,
      wordCount: articleWordCount(articleBody(subject.slug)),
    });
    expect(data[1]).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${site.origin}/` },
        { name: 'Blog', item: `${site.origin}/blog` },
        { name: subject.title, item: `${site.origin}/${subject.slug}` },
      ],
    });
    expect(data[3]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${site.origin}/blog?search={search_term_string}` } },
    });
    await page.context().close();
  });

  it('Back to Blog goes back one step when the visit came from the list', async () => {
    const term = nth(nth(listed, 0, 'listed article').tags, 0, 'tag');
    const target = nth(filterArticles(listed, { category: 'all', search: term }), 0, 'match');
    const { page, problems } = await openPage(browser, `/blog?search=${encodeURIComponent(term)}`);
    await expectListShows(page, { category: 'all', search: term });
    await latest(page)
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/${target.slug}`);
    // The body arrived as its own payload during client navigation, and is drawn in full.
    await expect
      .poll(async () => (await renderedOutline(articleBodyOf(page))).blocks)
      .toEqual(expectedOutline(articleBody(target.slug)).blocks);
    await page.getByRole('button', { name: 'Back to Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.searchParams.get('search') === term);
    await expect.poll(() => searchBox(page).inputValue()).toBe(term);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Back to Blog opens /blog when the article was the first page of the visit', async () => {
    const { page } = await openPage(browser, `/blog/${nth(articles, 0, 'article').slug}`);
    await page.getByRole('button', { name: 'Back to Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => page.getByRole('heading', { name: latestHeading('all', blogPage.categories) }).count()).toBe(1);
    await page.context().close();
  });
});

describe('code splitting', () => {
  const bodies = new Map(articles.map((found) => [found.slug, articleBody(found.slug)]));
  /** What the list page carries of every article: its card fields. */
  const summaries = JSON.stringify(articles);
  /**
   * The longest stretch of an article's body that no card shows: plain ASCII without quotes,
   * backslashes or HTML-special characters, so it reads the same in a bundle, in the page's
   * embedded payload and in the payload file.
   */
  const stretchOf = (slug: string) =>
    (bodies.get(slug) ?? '')
      .split(/[^ -~]|["'`\\<>&$]/)
      .map((stretch) => stretch.trim())
      .filter((stretch) => !summaries.includes(stretch))
      .reduce((longest, stretch) => (stretch.length > longest.length ? stretch : longest), '');

  it('bundles no body: each is only in the pages and payloads of the articles that hold it', () => {
    const assets = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const scripts = assets.map((file) => fs.readFileSync(path.join(distDir, 'assets', file), 'utf8')).join('\n');
    const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const found of articles) {
      const stretch = stretchOf(found.slug);
      expect(stretch.length, `${found.slug} has a stretch of text no card shows`).toBeGreaterThanOrEqual(20);
      expect(scripts, found.slug).not.toContain(stretch);
      expect(read('blog/index.html'), found.slug).not.toContain(stretch);
      for (const pagePath of articlePaths(found)) {
        expect(read(`${pagePath.slice(1)}/index.html`), pagePath).toContain(stretch);
        expect(read(`_data${pagePath}.json`), pagePath).toContain(stretch);
      }
      // Another article's page holds it only when that article's own body does (a copied article may).
      for (const other of articles.filter((candidate) => candidate.slug !== found.slug)) {
        const holds = (bodies.get(other.slug) ?? '').includes(stretch);
        expect(read(`${other.slug}/index.html`).includes(stretch), `${other.slug} holds ${found.slug}`).toBe(holds);
      }
    }
  });

  it('fetches nothing for the page it opens, and only the opened article on client navigation', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    const payloads = async () => (await requestedPaths(page)).filter((name) => name.startsWith('/_data/'));
    expect(await payloads()).toEqual([]);
    const target = nth(listed, 0, 'listed article');
    await page.locator(`a[href="/${target.slug}"]`).first().click();
    await page.waitForURL(`**/${target.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(target.title);
    expect(await payloads()).toEqual([`/_data/${target.slug}.json`]);
    expect(problems).toEqual([]);
  });
});

describe('feed and share images', () => {
  it('serves an RSS 2.0 feed of the listed articles, newest first, that parses', async () => {
    const response = await fetch(`${baseURL()}/blog/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const { page } = await openPage(browser, '/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
        titles: [...doc.querySelectorAll('item > title')].map((title) => title.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.titles).toEqual(listed.map((found) => found.title));
    expect(parsed.links).toEqual(listed.map((found) => `${site.origin}/${found.slug}`));
  });

  it.each([...articles.map((found) => articleShareImagePath(found.slug)), SHARE_IMAGE.defaultPath])(
    'serves %s as a 1200x630 PNG',
    async (imagePath) => {
      const response = await fetch(`${baseURL()}${imagePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual([1200, 630]);
    },
  );
});

describe('accessibility', () => {
  it.each(['mobile', 'desktop'] as const)('/blog is axe clean at %s width, also when empty', async (viewport) => {
    await expectListAxeClean(browser, '/blog', viewport, {
      searchBox,
      absentTerm: absentTerm(searchedTexts),
      emptyHeading: 'No articles found',
    });
  });

  // Every article page, at desktop width, is accessibility.test.ts's (each distinct page once).
});
