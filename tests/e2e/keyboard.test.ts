/**
 * The site with the keyboard alone, in Chromium: after a client navigation focus starts on the
 * new page's heading and a polite live region reads its title; filters on the same path leave
 * focus where it is; Back and Forward restore the scroll position; the small-screen menu
 * closes on Escape and on a tap outside, returns focus to its toggle and keeps Tab inside.
 * Titles, headings and links come from the compiled content.
 */
import { articles } from '@content/articles';
import { policyPages } from '@content/policies';
import { blogPage } from '@content/pages/blog';
import { site } from '@content/site';
import { stories } from '@content/stories';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listedArticles } from '../../src/lib/blog';
import { industryChips, listedStories } from '../../src/lib/stories';
import { paths } from '../../src/route-table';
import { siteNavLinks } from '../../src/components/layout/nav-links';
import { launchBrowserForFile, openPage } from './support/browser';
import { chipName, nth } from './support/derive';
import { industryNames } from '@content/industry-names';

const browser = await launchBrowserForFile();

const policy = nth(policyPages, 0, 'policy');

/** What has focus: its tag and its text. */
const focused = (page: Page) =>
  page.evaluate(() => ({ tag: document.activeElement?.tagName.toLowerCase(), text: document.activeElement?.textContent?.trim() ?? '' }));
const announced = (page: Page) => page.locator('[data-route-announcer]').textContent();

describe('client navigation', () => {
  it("moves focus to the new page's h1 and announces its title in a polite live region", async () => {
    const { page, problems } = await openPage(browser, policy.path);
    const region = page.locator('[data-route-announcer]');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    // Nothing is said on a page load: the browser announces a loaded page itself.
    expect(await announced(page)).toBe('');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/blog');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: blogPage.hero.headline });
    await expect.poll(() => announced(page)).toBe(await page.title());
    expect(await page.title()).toContain(blogPage.seo.title);
    // The next Tab continues from the page's start, not from the link in the bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // Once more, to a story from the list.
    const story = nth(listedStories(stories), 0, 'listed story');
    await page.goto(paths.successStories);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.locator(`main a[href="${story.canonicalPath}"]`).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${story.canonicalPath}`);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await expect.poll(() => announced(page)).toBe(await page.title());
    expect(await page.title()).toContain(story.title);
    expect(problems).toEqual([]);
  });

  it('leaves focus in the blog search and on a story filter chip: same path, same page', async () => {
    const { page } = await openPage(browser, paths.blog);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.focus();
    const term = nth(listedArticles(articles), 0, 'article').title.split(' ')[0]!;
    await page.keyboard.type(term);
    await expect.poll(() => page.url()).toContain('search=');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    expect(await announced(page)).toBe('');

    await page.goto(paths.successStories);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const chip = nth(industryChips(industryNames, listedStories(stories)), 1, 'industry chip');
    const button = page.getByRole('button', { name: chipName(chip.label) });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.url()).toContain('industry=');
    expect((await focused(page)).tag).toBe('button');
    expect(await announced(page)).toBe('');
  });

  /** window.scrollY once two reads a tenth of a second apart agree. */
  async function settledScrollY(page: Page): Promise<number> {
    let last = Number.NaN;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const settled = now === last;
          last = now;
          return settled;
        },
        { interval: 100 },
      )
      .toBe(true);
    return last;
  }

  it('returns to the scroll position on Back and Forward', async () => {
    const { page } = await openPage(browser, paths.blog);
    const article = nth(listedArticles(articles), -1, 'article');
    const link = page.locator(`main a[href="/${article.slug}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const listScroll = await page.evaluate(() => window.scrollY);
    await link.focus();
    // focus() may scroll the link into view, and the wheel scrolls smoothly over several
    // frames: the position to come back to is the one at leaving, once it stopped moving.
    const leftAt = await settledScrollY(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${article.slug}`);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const articleScroll = await settledScrollY(page);

    await page.goBack();
    await page.waitForURL('**/blog');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
    expect(leftAt).toBeGreaterThan(0);
    expect(listScroll).toBeGreaterThan(0);
    await page.goForward();
    await page.waitForURL(`**/${article.slug}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(articleScroll);
  });
});

describe('the small-screen menu', () => {
  const menuItems = [...siteNavLinks.map((link) => link.label), 'Request a Demo'];

  async function openMenu(page: Page) {
    const toggle = page.locator('header summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    return toggle;
  }
  const isOpen = (page: Page) => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open);
  const toggleFocused = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'summary');

  it('carries every link and the demo call to action, and keeps Tab inside while open', async () => {
    const { page, problems } = await openPage(browser, policy.path, { viewport: 'mobile' });
    await openMenu(page);
    const panel = page.locator('[data-menu-panel]');
    expect(await panel.getByRole('link').allTextContents()).toEqual(menuItems);
    expect(await panel.getByRole('link', { name: 'Request a Demo' }).getAttribute('href')).toBe(paths.contact);
    // Tab through every item and on: back to the toggle, never into the page below.
    for (const label of menuItems) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(label);
    }
    await page.keyboard.press('Tab');
    expect(await toggleFocused(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe(menuItems.at(-1));
    expect(problems).toEqual([]);
  });

  it('closes on Escape and on a tap outside, and focus returns to the toggle', async () => {
    const { page } = await openPage(browser, policy.path, { viewport: 'mobile' });
    await openMenu(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await toggleFocused(page)).toBe(true);

    await openMenu(page);
    const { height } = page.viewportSize()!;
    await page.mouse.click(10, height - 10);
    expect(await isOpen(page)).toBe(false);
    expect(await toggleFocused(page)).toBe(true);
  });

  it('closes when a link is chosen, and focus goes to the new page', async () => {
    const { page } = await openPage(browser, policy.path, { viewport: 'mobile' });
    await openMenu(page);
    await page.locator('[data-menu-panel]').getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about');
    expect(await isOpen(page)).toBe(false);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await expect.poll(() => announced(page)).toContain(site.name);
  });
});
