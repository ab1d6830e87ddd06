/** The blog: list filters and ?search=, every article at its three paths, body rendering, feed, share images, axe. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { site } from '@content/site';
import { blogPage } from '@content/pages/blog';
import { articleCountText, categoryChips, featuredArticles, filterArticles, latestHeading, listedArticles } from '../../src/lib/blog';
import { articlePaths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowser, openPage, viewports, waitForHydration } from './support/browser';

const listed = listedArticles(articles);
const article = (id: number) => {
  const found = articles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`content/articles has no article ${id}`);
  return found;
};
const distDir = path.resolve(import.meta.dirname, '../../dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const chip = (page: Page, label: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: label, exact: true });
const latest = (page: Page) => page.getByRole('region', { name: /Articles$/ }).last();
const gridTitles = (page: Page) => latest(page).locator('article h3').allTextContents();

/** What the list must show for a filter, computed from the content with the same rules. */
async function expectListShows(page: Page, filter: { category: string; search: string }) {
  const matches = filterArticles(listed, filter);
  await expect.poll(() => latest(page).getByRole('status').textContent()).toBe(articleCountText(matches.length));
  expect(await latest(page).getByRole('heading', { level: 2 }).textContent()).toBe(latestHeading(filter.category, blogPage.categories));
  expect(await gridTitles(page)).toEqual(matches.map((match) => match.title));
  const featuredHeading = page.getByRole('heading', { name: 'Featured Articles' });
  expect(await featuredHeading.count()).toBe(filter.category === 'all' ? 1 : 0);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe('/blog', () => {
  it('lists the ten listed articles newest first, with every card field, and the two featured', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search Stories');
    expect(await chip(page, 'All Posts').getAttribute('aria-pressed')).toBe('true');
    const chipLabels = await page.getByRole('group', { name: 'Filter by category' }).getByRole('button').allTextContents();
    expect(chipLabels).toEqual(categoryChips(blogPage.categories, listed).map((candidate) => `${candidate.label} (${candidate.count})`));
    await expectListShows(page, { category: 'all', search: '' });
    expect(await gridTitles(page)).toHaveLength(10);
    expect(await page.locator('main').textContent()).not.toContain(article(11).title);

    const featured = page.getByRole('region', { name: 'Featured Articles' });
    const readArticle = featured.getByRole('link', { name: /^Read Article/ });
    expect(await readArticle.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/roi-of-technology',
      '/sku-proliferation-management',
    ]);
    expect(featuredArticles(articles).map((found) => found.id)).toEqual([1, 3]);

    const roi = article(1);
    const card = latest(page).locator('article').filter({ hasText: roi.title });
    const text = await card.textContent();
    for (const expected of [roi.categoryLabel, roi.excerpt, roi.author, roi.readTime, 'June 15, 2025', `${roi.views?.toLocaleString('en-US')} views`, `${roi.likes} likes`, `${roi.comments} comments`]) {
      expect(text).toContain(expected);
    }
    expect(await card.locator('time').getAttribute('datetime')).toBe('2025-06-15');
    expect(await card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe('/roi-of-technology');
    expect(problems).toEqual([]);
  });

  it('filters live by search over title, excerpt and tags, keeping ?search= in sync and the scroll position', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    await searchBox(page).pressSequentially('INVENTORY');
    await expectListShows(page, { category: 'all', search: 'INVENTORY' });
    await expect.poll(() => new URL(page.url()).search).toBe('?search=INVENTORY');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await searchBox(page).inputValue()).toBe('INVENTORY');

    // A tag only: "Exception Management" appears in article 2's tags and nowhere else.
    await searchBox(page).fill('exception management');
    await expectListShows(page, { category: 'all', search: 'exception management' });
    expect(await latest(page).getByRole('status').textContent()).toBe('1 article found');

    await searchBox(page).fill('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectListShows(page, { category: 'all', search: '' });
    // Replaced, not pushed: the visit is still one history entry deep.
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('filters by category chip, hides Featured outside All, combines with search and shows the empty state', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    await chip(page, 'Inventory Optimization').click();
    expect(await chip(page, 'Inventory Optimization').getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, 'All Posts').getAttribute('aria-pressed')).toBe('false');
    await expectListShows(page, { category: 'inventory', search: '' });

    await chip(page, 'AI & Machine Learning').click();
    await expectListShows(page, { category: 'ai-ml', search: '' });
    await searchBox(page).fill('agentic');
    await expectListShows(page, { category: 'ai-ml', search: 'agentic' });

    await chip(page, 'Case Studies').click();
    await expectListShows(page, { category: 'case-studies', search: 'agentic' });
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
    const response = await fetch(`${baseURL()}/blog?search=retail`);
    // The prerendered page is the unfiltered list; the query applies once the page is live.
    expect((await response.text()).match(/<article/g)).toHaveLength(12);

    const { page, problems } = await openPage(browser, '/blog?search=retail');
    expect(await searchBox(page).inputValue()).toBe('retail');
    await expectListShows(page, { category: 'all', search: 'retail' });
    expect(problems).toEqual([]);
  });

  it('follows the URL when a link changes the query: a tag chip, then the nav link', async () => {
    const { page, problems } = await openPage(browser, '/lead-time-prediction');
    await page.getByRole('link', { name: 'Safety Stock', exact: true }).click();
    await page.waitForURL('**/blog?search=Safety%20Stock');
    await expect.poll(() => searchBox(page).inputValue()).toBe('Safety Stock');
    await expectListShows(page, { category: 'all', search: 'Safety Stock' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    await expectListShows(page, { category: 'all', search: '' });
    expect(problems).toEqual([]);
  });

  it('shows dates in the visitor locale after hydration, from a stable prerendered form', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE', viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/blog', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const time = latest(page).locator('article').filter({ hasText: article(1).title }).locator('time');
    await expect.poll(() => time.textContent()).toBe('15. Juni 2025');
    expect(problems).toEqual([]);
    await context.close();
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
  it.each(articles.map((found) => [found.id, found.slug, found] as const))('article %i (%s) renders at its root path, /blog/{id} and /blog/{slug}', async (_id, slug, found) => {
    for (const articlePath of articlePaths(found)) {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: viewports.desktop });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${articlePath}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${articlePath}: ${error.message}`));
      const response = await page.goto(articlePath, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(found.title);
      expect(await page.title()).toBe(`${found.title} | ${site.name}`);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${site.origin}/${slug}`);
      expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(`${site.origin}/og/articles/${slug}.png`);
      expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
      expect(await page.getByRole('button', { name: 'Back to Blog' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Explore Success Stories' }).getAttribute('href')).toBe('/success-stories');
      const header = await page.locator('article header').textContent();
      expect(header).toContain(found.categoryLabel);
      expect(header).toContain(found.author);
      if (found.views !== undefined) expect(header).toContain(`${found.views.toLocaleString('en-US')} views`);
      else expect(header).not.toContain('views');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows article 11 with its view count, no likes, tags, and full structured data', async () => {
    const ageing = article(11);
    const { page } = await openPage(browser, '/blog/11');
    expect(await page.locator('article header').textContent()).toContain('1,036 views');
    expect(await page.locator('article footer').textContent()).toContain('0 likes');
    const tagLinks = page.locator('article footer').getByRole('link');
    expect(await tagLinks.allTextContents()).toEqual(ageing.tags);
    expect(await tagLinks.first().getAttribute('href')).toBe(`/blog?search=${encodeURIComponent(ageing.tags[0] ?? '')}`);

    const data = await jsonLd(page);
    expect(data.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList', 'Organization', 'WebSite']);
    expect(data[0]).toMatchObject({
      headline: ageing.title,
      datePublished: '2025-07-04',
      author: { '@type': 'Person', name: 'Sandeep Patil' },
      image: [`${site.origin}/og/articles/inventory-ageing.png`],
      timeRequired: `PT${ageing.readingMinutes}M`,
      url: `${site.origin}/inventory-ageing`,
    });
    expect(data[0]?.wordCount).toBeGreaterThan(500);
    expect(JSON.stringify(data[1])).toContain(`${site.origin}/blog`);
    expect(data[3]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${site.origin}/blog?search={search_term_string}` } },
    });
  });

  it('renders the body syntax: title, headings, lists, the grid, marker paragraphs, quote, checks, bold', async () => {
    const { page } = await openPage(browser, '/roi-of-technology');
    const body = page.locator('article > div').first();
    expect(await body.getByRole('heading', { level: 2, name: 'Measuring What Supply-Chain Technology Actually Returns' }).count()).toBe(1);
    expect(await body.getByRole('heading', { level: 3, name: 'Start with a baseline you can defend' }).count()).toBe(1);
    expect(await body.getByRole('heading', { level: 4, name: 'Separate one-time gains from recurring ones' }).count()).toBe(1);
    const firstList = body.getByRole('list').first();
    expect(await firstList.getByRole('listitem').count()).toBe(5);
    expect(await firstList.getByRole('listitem').first().textContent()).toBe('Inventory value by location and category, monthly, at standard cost');

    const grid = body.getByRole('table');
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['Metric', 'Before', 'After 12 months']);
    expect(await grid.locator('tbody tr').count()).toBe(4);
    expect(await grid.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Forecast accuracy (SKU-week)', '61%', '78%']);

    expect(await body.locator('[data-marker]').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-marker')))).toEqual(['📉', '📈', '📊']);
    expect(await body.locator('p strong').first().textContent()).toBe('Working capital released:');
    expect(await body.locator('blockquote').textContent()).toBe(
      'If you cannot say which part of the improvement came from the technology, you cannot say whether the next investment is worth making.',
    );
    expect(await body.getByRole('img', { name: 'Yes' }).count()).toBe(5);
    expect(await body.locator('strong', { hasText: 'that evidence is what keeps a system in daily use' }).count()).toBe(1);
    // Nothing of the syntax leaks into the text.
    const text = (await body.textContent()) ?? '';
    for (const marker of ['Title:', '## ', '**', '✅', '📉']) expect(text).not.toContain(marker);
  });

  it('Back to Blog goes back one step when the visit came from the list', async () => {
    const { page, problems } = await openPage(browser, '/blog?search=simulation');
    await expectListShows(page, { category: 'all', search: 'simulation' });
    await latest(page).getByRole('link', { name: /^Read More/ }).first().click();
    await page.waitForURL('**/simulation-engine');
    // The body arrived as its own chunk during client navigation.
    await expect.poll(() => page.getByRole('heading', { name: 'How the engine works' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back to Blog' }).click();
    await page.waitForURL('**/blog?search=simulation');
    await expect.poll(() => searchBox(page).inputValue()).toBe('simulation');
    expect(problems).toEqual([]);
  });

  it('Back to Blog opens /blog when the article was the first page of the visit', async () => {
    const { page } = await openPage(browser, '/blog/agentic-ai');
    await page.getByRole('button', { name: 'Back to Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => page.getByRole('heading', { name: 'Latest Articles' }).count()).toBe(1);
  });
});

describe('code splitting', () => {
  const bodyOpening = (slug: string) => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, `../../content/articles/${slug}.md`), 'utf8');
    const body = source.split(/^---$/m)[2] ?? '';
    const firstParagraph = body.split('\n').find((line) => line.length > 80 && !line.startsWith('Title: ')) ?? '';
    // A stretch without quotes or apostrophes, which the bundler may re-escape.
    return (firstParagraph.split(/["'’]/)[0] ?? '').slice(0, 60);
  };

  it('bundles no body: each is only in its own pages and payloads', () => {
    const assets = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const scripts = assets.map((file) => fs.readFileSync(path.join(distDir, 'assets', file), 'utf8')).join('\n');
    const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const found of articles) {
      const opening = bodyOpening(found.slug);
      expect(opening.length).toBeGreaterThan(30);
      expect(scripts, found.slug).not.toContain(opening);
      expect(read('blog/index.html'), found.slug).not.toContain(opening);
      for (const pagePath of articlePaths(found)) {
        expect(read(`${pagePath.slice(1)}/index.html`), pagePath).toContain(opening);
        expect(read(`_data${pagePath}.json`), pagePath).toContain(opening);
      }
      const other = articles.find((candidate) => candidate.slug !== found.slug)!;
      expect(read(`${other.slug}/index.html`), `${other.slug} holds ${found.slug}`).not.toContain(opening);
    }
  });

  it('fetches nothing for the page it opens, and only the opened article on client navigation', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    const payloads = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => name.startsWith('/_data/')));
    expect(await payloads()).toEqual([]);
    const target = listed[0]!;
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

  it.each(['/og/articles/roi-of-technology.png', '/og/articles/agentic-ai.png', '/og/default.png'])('serves %s as a 1200x630 PNG', async (imagePath) => {
    const response = await fetch(`${baseURL()}${imagePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('accessibility', () => {
  it.each(['mobile', 'desktop'] as const)('/blog is axe clean at %s width, also when empty', async (viewport) => {
    const { page } = await openPage(browser, '/blog', { viewport });
    expect(await axeViolations(page)).toEqual([]);
    await chip(page, 'Best Practices').click();
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(articles.map((found) => [found.slug]))('/%s is axe clean at desktop width', async (slug) => {
    const { page } = await openPage(browser, `/${slug}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
