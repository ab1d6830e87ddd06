/**
 * Industry pages (content/industries/): /industries and each /industries/<slug>, as a visitor
 * and a crawler see them. Expectations come from the industry files and the stories the site was
 * built with, through the same rules the build uses (listed stories, filed by their industry:
 * field), so a marketer's new industry or story keeps this green.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { industries } from '@content/industries';
import { industriesPage } from '@content/pages/industries';
import { stories } from '@content/stories';
import { industrySlug, listedStories } from '../../src/lib/stories';
import { industryPath, paths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowserForFile, openPage } from './support/browser';
import { jsonLdScripts } from './support/structured-data';
import { nth } from './support/derive';

const browser = await launchBrowserForFile();
const distDir = path.resolve(import.meta.dirname, '../../dist');
const listed = listedStories(stories);
const storiesOf = (name: string) => listed.filter((story) => story.industry === name);
/** An industry with listed stories, and one whose story badge is followed. */
const withStories = nth(
  industries.filter((industry) => storiesOf(industry.name).length > 0),
  0,
  'industry with a listed story',
);
const storyOf = nth(storiesOf(withStories.name), 0, `listed story in ${withStories.name}`);

const blocksOf = async (pagePath: string) => {
  const response = await fetch(`${baseURL()}${pagePath}`);
  expect(response.status, pagePath).toBe(200);
  return jsonLdScripts(await response.text()).map((text) => JSON.parse(text) as Record<string, unknown>);
};

describe('/industries', () => {
  it('shows one card per industry file in their order, each with its count of listed stories, linking to its page; hydrates without warnings; axe clean on a phone', async () => {
    const { page, problems } = await openPage(browser, paths.industries, { viewport: 'mobile' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(industriesPage.hero.heading);
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(industries.map((industry) => industry.name));
    for (const industry of industries) {
      const card = cards.filter({ has: page.getByRole('link', { name: industry.name, exact: true }) });
      expect(await card.getByRole('link').getAttribute('href')).toBe(industryPath(industry.slug));
      const count = storiesOf(industry.name).length;
      expect(await card.textContent()).toContain(
        count === 0 ? 'No success story yet' : count === 1 ? '1 success story' : `${count} success stories`,
      );
    }
    // The page fits the narrowest phone the site supports: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is in the footer of every page and opens by client navigation', async () => {
    const { page, problems } = await openPage(browser, paths.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Industries', exact: true }).click();
    await page.waitForURL(`**${paths.industries}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(industriesPage.hero.heading);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('an industry page', () => {
  it.each(industries.map((industry) => [industry.slug, industry] as const))(
    '/industries/%s: its name, overview and listed stories, with breadcrumb and item list JSON-LD',
    async (_slug, industry) => {
      const { page, problems } = await openPage(browser, industryPath(industry.slug));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(industry.name);
      for (const paragraph of industry.overview) expect(await page.getByText(paragraph, { exact: true }).count()).toBe(1);
      const filed = storiesOf(industry.name);
      const section = page.getByRole('region', { name: industriesPage.storiesHeading });
      if (filed.length === 0) expect(await section.count()).toBe(0);
      else expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(filed.map((story) => story.title));
      expect(problems).toEqual([]);
      await page.context().close();

      const blocks = await blocksOf(industryPath(industry.slug));
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', industriesPage.seo.title, industry.name]);
      expect(new URL(crumbs?.itemListElement.at(-1)?.item ?? 'about:blank').pathname).toBe(industryPath(industry.slug));
      const list = blocks.find((block) => block['@type'] === 'ItemList') as { itemListElement: { name: string }[] } | undefined;
      expect(list?.itemListElement.map((item) => item.name)).toEqual(filed.length > 0 ? filed.map((story) => story.title) : undefined);
    },
  );

  it("is where a story's industry badge leads", async () => {
    const { page, problems } = await openPage(browser, storyOf.canonicalPath);
    await page.getByRole('link', { name: storyOf.industry, exact: true }).first().click();
    await page.waitForURL(`**${industryPath(industrySlug(storyOf.industry))}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(storyOf.industry);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is found by the site search under its name', async () => {
    const { page, problems } = await openPage(browser, paths.home);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: /Search/ }).pressSequentially(withStories.name);
    // Industry pages are pages: their hits are in the Pages group (stories naming the industry come first, in theirs).
    const hit = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: /^Pages/ })
      .getByRole('option', { name: new RegExp(withStories.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await hit.first().waitFor();
    await hit.first().click();
    await page.waitForURL(`**${industryPath(withStories.slug)}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('every industry page is in sitemap.xml', () => {
    const sitemap = fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const pagePath of [paths.industries, ...industries.map((industry) => industryPath(industry.slug))])
      expect(locs).toContain(pagePath);
  });
});
