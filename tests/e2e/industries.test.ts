/**
 * Industry pages (content/industries/): /industries and each /industries/<slug>, as a visitor
 * and a crawler see them, and Industries in the header's bar. Expectations come from the
 * industry files and the stories the site was built with, through the same rules the build uses
 * (listed stories, filed by their industry: field; their first results; the nearest stories of
 * src/lib/industry-stories.ts), so a marketer's new industry or story keeps this green.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { industries } from '@content/industries';
import { industriesPage } from '@content/pages/industries';
import { stories } from '@content/stories';
import { site } from '@content/site';
import { nearestStories, storyFigures } from '../../src/lib/industry-stories';
import { industrySlug, listedStories } from '../../src/lib/stories';
import { industryPath, paths } from '../../src/route-table';
import type { Story } from '../../src/content/types';
import type { Locator } from 'playwright-core';
import { axeViolations, baseURL, launchBrowserForFile, openPage, sharedTab } from './support/browser';
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
/** What a page once said of an industry without stories; it now offers the nearest stories instead. */
const NO_STORY_LINE = 'No success story yet';

/** The story cards of a section, each by its title, show the story's first results (figure and metric). */
async function expectCardsWithFigures(section: Locator, expected: readonly Story[]) {
  expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected.map((story) => story.title));
  for (const story of expected) {
    const card = section.getByRole('listitem').filter({ has: section.page().getByRole('heading', { name: story.title, exact: true }) });
    const terms = await card.locator('dt').allTextContents();
    const figures = await card.locator('dd').allTextContents();
    expect(terms.map((term, index) => `${figures[index]} ${term}`)).toEqual(
      storyFigures(story).map((figure) => `${figure.value} ${figure.metric}`),
    );
    expect(await card.getByRole('link', { name: story.title, exact: true }).getAttribute('href')).toBe(`/${story.slug}`);
  }
}

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
        count === 0 ? industriesPage.nearest.cardLabel : count === 1 ? '1 success story' : `${count} success stories`,
      );
      expect(await card.textContent()).not.toContain(NO_STORY_LINE);
    }
    // The page fits the narrowest phone the site supports: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("is in the header's bar after Success Stories, marked current on /industries, and in the phone menu", async () => {
    const { page, problems } = await openPage(browser, paths.home);
    const bar = page.getByRole('navigation', { name: 'Main' }).locator('ul').first();
    const labels = await bar.getByRole('link').allTextContents();
    expect(labels[labels.indexOf('Success Stories') + 1]).toBe('Industries');
    await bar.getByRole('link', { name: 'Industries', exact: true }).click();
    await page.waitForURL(`**${paths.industries}`);
    await expect.poll(() => bar.getByRole('link', { name: 'Industries', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
    await page.context().close();

    const phone = await openPage(browser, paths.home, { viewport: 'mobile' });
    await phone.page.locator('header summary').click();
    await phone.page.locator('[data-menu-panel]').getByRole('link', { name: 'Industries', exact: true }).click();
    await phone.page.waitForURL(`**${paths.industries}`);
    await expect.poll(() => phone.page.locator('[data-menu-panel]').isHidden()).toBe(true);
    expect(phone.problems).toEqual([]);
    await phone.page.context().close();
  });

  it('the header keeps to one line within the window at every breakpoint, its links in the bar or in the menu', async () => {
    const { page, problems } = await openPage(browser, paths.industries, { viewport: 'narrow' });
    for (const width of [320, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const measure = () =>
        page.evaluate(() => {
          const nav = document.querySelector('header nav')!;
          const shown = [...nav.querySelectorAll(':scope > *, :scope > ul a')].filter(
            (element) => element.getBoundingClientRect().width > 0,
          );
          const barLinks = [...nav.querySelectorAll(':scope > ul a')].filter((link) => link.getBoundingClientRect().width > 0);
          return {
            // Nothing wider than the window or the bar, nothing outside it.
            fits: nav.scrollWidth <= nav.clientWidth && document.documentElement.scrollWidth <= window.innerWidth,
            inside: shown.every((element) => element.getBoundingClientRect().right <= window.innerWidth),
            // One line: the bar keeps its height, and none of its links and buttons is taller than the
            // 44 px touch target (a label wrapped into two lines makes a link or button over 50 px high).
            height: Math.round(nav.getBoundingClientRect().height),
            oneLine: shown.every((element) => element.getBoundingClientRect().height <= 44),
            // Either every link is in the bar, or the menu that holds them all is there to open.
            links: barLinks.length === 0 ? 'menu' : barLinks.length === nav.querySelectorAll(':scope > ul li').length ? 'bar' : 'some',
            menu: getComputedStyle(nav.querySelector('details')!).display !== 'none',
          };
        });
      await expect.poll(measure).toMatchObject({ fits: true, inside: true, height: 64, oneLine: true });
      const { links, menu } = await measure();
      expect(links === 'menu' ? menu : links === 'bar' && !menu, `${width} px: links ${links}, menu ${menu}`).toBe(true);
    }
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
  /** Every industry page, and every old address, loaded one after the other in one tab. */
  const tab = sharedTab(browser);

  it.each(industries.map((industry) => [industry.slug, industry] as const))(
    '/industries/%s: its name, overview and listed stories, with breadcrumb and item list JSON-LD',
    async (_slug, industry) => {
      const { page, problems } = await tab.visit(industryPath(industry.slug));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(industry.name);
      for (const paragraph of industry.overview) expect(await page.getByText(paragraph, { exact: true }).count()).toBe(1);
      const filed = storiesOf(industry.name);
      const section = page.getByRole('region', { name: industriesPage.storiesHeading, exact: true });
      const nearestSection = page.getByRole('region', { name: industriesPage.nearest.heading, exact: true });
      if (filed.length === 0) {
        // What the platform does for it, and the nearest stories of other industries, with their figures.
        expect(await section.count()).toBe(0);
        await expectCardsWithFigures(nearestSection, nearestStories(industry, listed));
      } else {
        expect(await nearestSection.count()).toBe(0);
        await expectCardsWithFigures(section, filed);
      }
      const problemsSection = page.getByRole('region', { name: industriesPage.problemsHeading, exact: true });
      expect(await problemsSection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        industry.problems.map((problem) => problem.title),
      );
      for (const problem of industry.problems)
        expect(await problemsSection.getByText(problem.description, { exact: true }).count()).toBe(1);
      // It ends with the demo request, labelled as everywhere else.
      const demo = page.getByRole('main').getByRole('link', { name: site.actions.demo });
      expect(await demo.last().getAttribute('href')).toBe(paths.contact);
      expect(await page.getByRole('main').textContent()).not.toContain(NO_STORY_LINE);
      expect(problems).toEqual([]);

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

  it.each(industries.flatMap((industry) => industry.aliases.map((alias) => [alias, industry] as const)))(
    'its old address %s redirects to it once (an industry renamed or merged)',
    async (alias, industry) => {
      const response = await fetch(`${baseURL()}${alias}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', baseURL()).pathname).toBe(industryPath(industry.slug));
      const { page, problems } = await tab.visit(alias);
      await page.waitForURL(`**${industryPath(industry.slug)}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(industry.name);
      expect(problems).toEqual([]);
    },
  );

  it('every industry page is in sitemap.xml', () => {
    const sitemap = fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const pagePath of [paths.industries, ...industries.map((industry) => industryPath(industry.slug))])
      expect(locs).toContain(pagePath);
  });
});
