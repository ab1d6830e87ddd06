/** Success stories: the list's live filters and URL query, every story page, redirects, 404, PDFs. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesPage } from '@content/pages/stories';
import { site } from '@content/site';
import { stories } from '@content/stories';
import { countLine, featuredStories, filterStories, listedStories, noFilters, type StoryFilters } from '../../src/lib/stories';
import { axeViolations, baseURL, launchBrowser, openPage, waitForHydration } from './support/browser';

const distDir = path.resolve(import.meta.dirname, '../../dist');

const listed = listedStories(stories);
const story = (slug: string) => {
  const found = stories.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no story ${slug}`);
  return found;
};
const helmet = story('helmet-manufacturer-ai-transformation');
const petrochemical = story('petrochemical-pr-automation');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const countText = (page: Page) => page.getByText(/^Showing \d+ of \d+ stories/).textContent();
const cardTitles = (page: Page, section: string) =>
  page.getByRole('region', { name: section, exact: true }).locator('article h3').allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Search stories/ });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by industry' }).getByRole('button', { name, exact: true });

/** What the page must show for `filters`, computed from the content with the same rules. */
async function expectListShows(page: Page, filters: StoryFilters) {
  const matches = filterStories(listed, filters);
  await expect.poll(() => countText(page)).toBe(countLine(matches.length, 13, filters));
  const featured = featuredStories(matches);
  if (featured.length > 0) {
    expect(await cardTitles(page, 'Featured Stories')).toEqual(featured.map((s) => s.title));
    expect(await cardTitles(page, 'Other Success Stories')).toEqual(matches.map((s) => s.title));
  } else if (matches.length > 0) {
    expect(await page.getByRole('heading', { name: 'Featured Stories' }).count()).toBe(0);
    expect(await cardTitles(page, 'Success Stories')).toEqual(matches.map((s) => s.title));
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe('/success-stories', () => {
  it('shows the hero figures, two featured stories as large cards and all 13 as compact cards', async () => {
    const { page, problems } = await openPage(browser, '/success-stories');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Success Stories');
    const heroFigures = await page.locator('main dl').first().textContent();
    for (const stat of storiesPage.hero.stats) expect(heroFigures).toContain(`${stat.label}${stat.value}`);
    expect(await page.locator('main').textContent()).toContain('$ 96M+');
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search Stories');
    expect(await chip(page, 'All Industries').getAttribute('aria-pressed')).toBe('true');
    await expectListShows(page, noFilters);
    expect(await countText(page)).toBe('Showing 13 of 13 stories');

    const firstLarge = page.getByRole('region', { name: 'Featured Stories' }).locator('article').first();
    expect(await firstLarge.textContent()).toContain(`${helmet.challenge.replace(/\s+/g, ' ').slice(0, 200).trimEnd()}…`);
    expect(await firstLarge.getByRole('link', { name: /Read Full Story/ }).getAttribute('href')).toBe(`/${helmet.slug}`);
    const compact = page.getByRole('region', { name: 'Other Success Stories' }).locator('article').first();
    expect(await compact.textContent()).toContain(`${helmet.challenge.replace(/\s+/g, ' ').slice(0, 150).trimEnd()}…`);
    expect(await compact.getByRole('listitem').allTextContents()).toEqual(helmet.tags.slice(0, 3));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters live by search over title, company and tags, keeping the query in the URL and the scroll position', async () => {
    const { page, problems } = await openPage(browser, '/success-stories');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    await searchBox(page).pressSequentially('FREIGHT');
    await expectListShows(page, { search: 'FREIGHT', industry: 'all' });
    expect(await countText(page)).toMatch(/ matching "FREIGHT"$/);
    await expect.poll(() => new URL(page.url()).search).toBe('?search=FREIGHT');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A company name and a tag match as well as titles.
    await searchBox(page).fill('mass-market');
    await expectListShows(page, { search: 'mass-market', industry: 'all' });
    await searchBox(page).fill('route planning');
    await expectListShows(page, { search: 'route planning', industry: 'all' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters by industry chip, combines with search, and says when nothing matches', async () => {
    const { page } = await openPage(browser, '/success-stories');
    await chip(page, 'Energy & Automation').click();
    expect(await chip(page, 'Energy & Automation').getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, 'All Industries').getAttribute('aria-pressed')).toBe('false');
    await expectListShows(page, { search: '', industry: 'Energy & Automation' });
    expect(await countText(page)).toBe('Showing 2 of 13 stories in Energy & Automation');
    await expect.poll(() => new URL(page.url()).search).toBe('?industry=energy-automation');

    await searchBox(page).fill('freight');
    await expectListShows(page, { search: 'freight', industry: 'Energy & Automation' });
    expect(await countText(page)).toBe('Showing 1 of 13 stories in Energy & Automation matching "freight"');

    await chip(page, 'Pharmaceuticals').click();
    await expect.poll(() => countText(page)).toBe('Showing 0 of 13 stories in Pharmaceuticals matching "freight"');
    expect(await page.getByRole('heading', { name: 'No stories found' }).isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search or filter criteria.').isVisible()).toBe(true);
    expect(await page.locator('main article').count()).toBe(0);

    await page.getByRole('button', { name: 'Show all stories' }).click();
    await expectListShows(page, noFilters);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await searchBox(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('titles the list "Success Stories" when no match is featured', async () => {
    const { page } = await openPage(browser, '/success-stories');
    await searchBox(page).fill('PR Automation');
    await expectListShows(page, { search: 'PR Automation', industry: 'all' });
    expect(await cardTitles(page, 'Success Stories')).toEqual([petrochemical.title]);
    await page.context().close();
  });

  it('applies a shared query after hydration, without a hydration warning, and again after reload', async () => {
    const query = '?industry=energy-automation&search=Network';
    // The server sends the prerendered, unfiltered list for any query.
    const html = await (await fetch(`${baseURL()}/success-stories${query}`)).text();
    expect(html).toContain('Showing 13 of 13 stories');

    const { page, problems } = await openPage(browser, `/success-stories${query}`);
    const filters = { search: 'Network', industry: 'Energy & Automation' };
    await expectListShows(page, filters);
    expect(await searchBox(page).inputValue()).toBe('Network');
    expect(await chip(page, 'Energy & Automation').getAttribute('aria-pressed')).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
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
    const list = data.find((item) => item['@type'] === 'ItemList') as { itemListElement: { name: string; url: string; position: number }[] };
    expect(list.itemListElement).toEqual(
      listed.slice(0, 6).map((s, index) => ({ '@type': 'ListItem', position: index + 1, name: s.title, url: `${site.origin}${s.canonicalPath}` })),
    );
    await page.context().close();
  });

  it.each(['desktop', 'mobile'] as const)('is axe clean (%s)', async (viewport) => {
    const { page } = await openPage(browser, '/success-stories', { viewport });
    expect(await axeViolations(page)).toEqual([]);
    await chip(page, 'Pharmaceuticals').click();
    await page.getByRole('heading', { name: 'No stories found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('story pages', () => {
  it('answers 200 at both paths for all 15 stories, with the title, canonical link and no console problems', async () => {
    expect(stories).toHaveLength(15);
    const { page, problems } = await openPage(browser, '/success-stories');
    for (const s of stories) {
      for (const path of [`/${s.slug}`, `/success-stories/${s.slug}`]) {
        problems.length = 0;
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(s.title);
        expect(await page.title(), path).toBe(`${s.title} | Success Story | TranslytiX`);
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(`${site.origin}${s.canonicalPath}`);
        expect(problems, path).toEqual([]);
      }
    }
    await page.context().close();
  });

  it('carries only its own story, and fetches another story on client navigation', async () => {
    const { page, problems } = await openPage(browser, `/${helmet.slug}`);
    const payloads = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => name.startsWith('/_data/')));
    // The story came embedded in the page: nothing fetched, no other story in the HTML.
    expect(await payloads()).toEqual([]);
    const html = await (await fetch(`${baseURL()}/${helmet.slug}`)).text();
    expect(html).not.toContain(petrochemical.title);
    await page.getByRole('link', { name: 'Back to Success Stories' }).first().click();
    await page.waitForURL('**/success-stories');
    await page.locator(`a[href="/${petrochemical.slug}"]`).first().click();
    await page.waitForURL(`**/${petrochemical.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(petrochemical.title);
    expect(await payloads()).toEqual(['/_data/success-stories.json', `/_data/${petrochemical.slug}.json`]);
    expect(problems).toEqual([]);
  });

  it('bundles no story: no story text in any script', () => {
    const assets = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const scripts = assets.map((file) => fs.readFileSync(path.join(distDir, 'assets', file), 'utf8')).join('\n');
    for (const found of stories) expect(scripts, found.slug).not.toContain(found.solution.slice(0, 50));
  });

  it('uses the canonical addresses decisions.md names', () => {
    expect(helmet.canonicalPath).toBe('/helmet-manufacturer-ai-transformation');
    for (const slug of ['enterprise-supply-chain-transformation', 'footwear-forecast-accuracy-improvement', 'ecommerce-same-day-delivery-optimization']) {
      expect(story(slug).canonicalPath).toBe(`/success-stories/${slug}`);
    }
    for (const slug of ['petrochemical-pr-automation', 'fmcg-multi-echelon-optimization', 'chemicals-digital-transformation']) {
      expect(story(slug).canonicalPath).toBe(`/${slug}`);
    }
  });

  it('shows every section of the story', async () => {
    const { page } = await openPage(browser, `/success-stories/${helmet.slug}`);
    const main = page.locator('main');
    for (const heading of ['The Challenge', 'Key Problem Areas', 'Our Solution', 'Key Results', 'Client Testimonial', 'Implementation Details', 'Modules Implemented', 'Tags']) {
      expect(await main.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const text = (await main.textContent()) ?? '';
    for (const snippet of [
      helmet.industry,
      'Success Story',
      'TranslytiX Team',
      helmet.readTime,
      helmet.company,
      helmet.companySize,
      helmet.location,
      ...helmet.problemAreas,
      ...helmet.highlights.flatMap((highlight) => [highlight.title, highlight.description]),
      ...helmet.results.flatMap((result) => [result.value, result.metric, result.description]),
      helmet.testimonial.quote,
      helmet.testimonial.author,
      helmet.testimonial.role,
      helmet.implementation.duration,
      helmet.implementation.team,
      ...helmet.implementation.modules,
      ...helmet.tags,
    ]) {
      expect(text, snippet).toContain(snippet);
    }
    // Blank-line breaks in the content are paragraphs on the page.
    expect(await page.getByRole('region', { name: 'The Challenge' }).locator('p').count()).toBeGreaterThanOrEqual(2);
    expect(await main.locator('time').getAttribute('datetime')).toBe(helmet.publishDate);
    expect(await main.locator('time').textContent()).toBe('March 18, 2024');
    expect(await main.getByText(helmet.testimonial.initials, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Back to Success Stories' }).getAttribute('href')).toBe('/success-stories');
    expect(await main.getByRole('link', { name: 'Back to All Success Stories' }).getAttribute('href')).toBe('/success-stories');
    const download = main.getByRole('link', { name: 'Download PDF' });
    expect(await download.getAttribute('href')).toBe('/pdfs/ID%201.pdf');
    expect(await download.getAttribute('download')).toBe('Helmet Manufacturer.pdf');
    // The helmet story has no closing call to action.
    expect(await main.getByRole('heading', { name: 'Ready to Transform Your Supply Chain?' }).count()).toBe(0);

    const keywords = (await page.locator('head meta[name="keywords"]').getAttribute('content')) ?? '';
    expect(keywords.split(', ')).toEqual([...helmet.tags, ...storiesPage.storyKeywords]);
    const article = (await jsonLd(page)).find((item) => item['@type'] === 'Article') as { headline: string; description: string; url: string };
    expect(article.headline).toBe(helmet.title);
    expect(article.url).toBe(`${site.origin}${helmet.canonicalPath}`);
    expect(Array.from(article.description)).toHaveLength(301);
    expect(article.description).toBe(`${helmet.challenge.replace(/\s+/g, ' ').slice(0, 300).trimEnd()}…`);
    await page.context().close();
  });

  it('ends the stories marked for it with the call to action', async () => {
    expect(stories.filter((s) => s.closingCta).map((s) => s.id).sort((a, b) => a - b)).toEqual([14, 15, 16]);
    const { page } = await openPage(browser, `/${petrochemical.slug}`);
    const cta = page.getByRole('region', { name: 'Ready to Transform Your Supply Chain?' });
    expect(await cta.getByRole('link', { name: 'Schedule a Demo' }).getAttribute('href')).toBe('/contact');
    expect(await cta.getByRole('link', { name: 'View More Success Stories' }).getAttribute('href')).toBe('/success-stories');
    await cta.getByRole('link', { name: 'View More Success Stories' }).click();
    await page.waitForURL('**/success-stories');
    await expect.poll(() => countText(page)).toBe('Showing 13 of 13 stories');
    await page.context().close();
  });

  it('is axe clean on every story page', async () => {
    const { page } = await openPage(browser, '/success-stories');
    for (const s of stories) {
      await page.goto(s.canonicalPath, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await axeViolations(page), s.slug).toEqual([]);
    }
    await page.context().close();
  });
});

describe('story redirects and unknown stories', () => {
  it('redirects the aliases permanently on the server', async () => {
    for (const [from, to] of [
      ['/End-to-end-AI-Integration', '/helmet-manufacturer-ai-transformation'],
      ['/Energy-Freight-Optimization', '/energy-freight-optimization'],
      ['/Ice-Cream-Cold-Chain-Optimization', '/ice-cream-cold-chain-optimization'],
    ]) {
      const response = await fetch(`${baseURL()}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('lands on the story in the browser, from the server and from client navigation', async () => {
    const { page, problems } = await openPage(browser, '/End-to-end-AI-Integration');
    expect(new URL(page.url()).pathname).toBe('/helmet-manufacturer-ai-transformation');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(helmet.title);

    // The client router redirects too, replacing the history entry.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Cosmetics-AI-Demand-Modeling');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/cosmetics-ai-demand-modeling');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(story('cosmetics-ai-demand-modeling').title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows "Story not found" with a 404 for an unknown story', async () => {
    expect((await fetch(`${baseURL()}/success-stories/xyz`)).status).toBe(404);
    const { page } = await openPage(browser, '/success-stories/xyz');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Story not found');
    await page.getByRole('link', { name: 'Back to Success Stories' }).click();
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
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1'), s.pdfPath).toBe('%PDF-');
    }
  });

  it('downloads under the story’s file name', async () => {
    const { page, problems } = await openPage(browser, `/${helmet.slug}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Helmet Manufacturer.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the PDF in a new tab when the download fails', async () => {
    const { page } = await openPage(browser, `/${petrochemical.slug}`);
    await page.route(`**${petrochemical.pdfPath}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    await expect.poll(() => popup.url()).toContain(petrochemical.pdfPath);
    await page.context().close();
  });
});
