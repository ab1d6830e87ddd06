/**
 * What the analytics data layer receives, in Chromium against the built site: one page view
 * per settled search or filter, the conversion of a demo request without personal data, and
 * the step a failed request failed at. The last test walks one whole visit and prints its
 * dataLayer, for the analytics team.
 */
import { contactPage } from '@content/pages/contact';
import { site } from '@content/site';
import { stories } from '@content/stories';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SETTLE_MS, type AnalyticsEvent, type PageViewEvent } from '../../src/analytics/events';
import { listedStories } from '../../src/lib/stories';
import { holdTimers, launchBrowserForFile, openPage } from './support/browser';
import { answers, choices, fillForm, interceptSends, serverError } from './support/contact-form';
import { nth } from './support/derive';

const browser = await launchBrowserForFile();

/** The events the site pushed (Consent Mode's own gtag calls are arguments objects, not events). */
const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry): entry is object => typeof entry === 'object' && entry !== null && 'event' in entry),
  ) as Promise<AnalyticsEvent[]>;
const pageViews = async (page: Page) => (await events(page)).filter((event): event is PageViewEvent => event.event === 'virtual_pageview');
/** The page's URL as path and query, once it is `expected` (the router updates it after the input). */
const urlBecomes = (page: Page, expected: string) =>
  expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(expected);

describe('page views', () => {
  it('a typed search counts once, when the visitor pauses, with path, title and location of one URL', async () => {
    const { page } = await openPage(browser, '/blog');
    await holdTimers(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('inventory', { delay: 60 });
    await urlBecomes(page, '/blog?search=inventory');
    // Typing counted nothing yet, whatever real time it took; the pause then counts it once.
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/blog']);
    await page.clock.runFor(SETTLE_MS);
    const views = await pageViews(page);
    expect(views.map((view) => view.page_path)).toEqual(['/blog', '/blog?search=inventory']);
    for (const view of views) {
      expect(new URL(view.page_location).pathname + new URL(view.page_location).search).toBe(view.page_path);
      expect(view.page_title).toBe(await page.title());
    }
  });

  it('leaving the search box counts the search at once; a filter abandoned before the pause counts nothing', async () => {
    const { page } = await openPage(browser, '/success-stories');
    await holdTimers(page);
    const box = page.getByRole('searchbox', { name: /Search stories/ });
    await box.fill('a');
    await box.blur();
    // The blur's view is pushed once React has handled it: poll for it (it failed once read at
    // once, and once more after the default second of polling, on a loaded CI machine).
    await expect
      .poll(async () => (await pageViews(page)).map((view) => view.page_path), { timeout: 15_000 })
      .toEqual(['/success-stories', '/success-stories?search=a']);
    // Two chips in quick succession, then back to where the visitor was: no new view.
    const chips = page.getByRole('group', { name: 'Filter by industry' }).getByRole('button');
    await chips.nth(1).click();
    await chips.nth(0).click();
    await expect.poll(() => chips.nth(0).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await urlBecomes(page, '/success-stories?search=a');
    // The pause has certainly passed for the page: whatever was waiting to count has counted.
    await page.clock.runFor(SETTLE_MS);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/success-stories', '/success-stories?search=a']);
  });

  it('a navigation counts at once; the search the visitor left for it counts just before', async () => {
    const { page } = await openPage(browser, '/blog');
    await holdTimers(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('inv', { delay: 30 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    // Leaving the box for the link settles the search first: it was seen, then the team page.
    const expected = ['/blog', '/blog?search=inv', '/team'];
    await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path), { timeout: 15_000 }).toEqual(expected);
    // And nothing waiting counts later: the abandoned pause, run to its end, adds no view.
    await page.clock.runFor(SETTLE_MS);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(expected);
  });
});

describe('conversions', () => {
  it('a demo request pushes generate_lead without personal data, then the page view of /contact/thank-you', async () => {
    const { page } = await openPage(browser, '/contact');
    await fillForm(page, 'Analytics');
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.waitForURL('**/contact/thank-you');
    await page.getByRole('heading', { level: 1, name: contactPage.thankYou.heading }).waitFor();
    const all = await events(page);
    const lead = all.find((event) => event.event === 'generate_lead');
    expect(lead).toEqual({
      event: 'generate_lead',
      form_name: 'demo_request',
      industry: choices.Industry,
      company_size: choices['Company Size'],
      inquiry_type: choices['Type of Inquiry'],
    });
    const views = all.filter((event): event is PageViewEvent => event.event === 'virtual_pageview');
    expect(views.at(-1)).toMatchObject({ page_path: '/contact/thank-you', page_title: await page.title() });
    expect(await page.title()).toContain(contactPage.thankYou.heading);
    expect(all.indexOf(lead!)).toBeLessThan(all.indexOf(views.at(-1)!));
    // Nothing the visitor typed reaches the data layer.
    const pushed = JSON.stringify(all);
    for (const typed of Object.values(answers('Analytics'))) expect(pushed).not.toContain(typed);
  });

  it('a failed request pushes form_error with the step that failed, and no lead', async () => {
    const { page } = await openPage(browser, '/contact');
    await interceptSends(page, (_call, route) => serverError(route));
    await fillForm(page, 'Failing');
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.getByRole('alert').waitFor();
    const all = await events(page);
    expect(all.filter((event) => event.event === 'form_error')).toEqual([
      { event: 'form_error', form_name: 'demo_request', error_step: 'first_recipient' },
    ]);
    expect(all.some((event) => event.event === 'generate_lead')).toBe(false);
  });
});

describe('one whole visit', () => {
  it('lands, searches, reads a story and requests a demo: one event per thing the visitor did', async () => {
    const story = nth(listedStories(stories), 0, 'listed story');
    const { page } = await openPage(browser, '/');
    await holdTimers(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Success Stories' }).click();
    await page.getByRole('searchbox', { name: /Search stories/ }).pressSequentially(story.title.split(' ')[0]!, { delay: 40 });
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(story.title.split(' ')[0]);
    await page.clock.runFor(SETTLE_MS);
    // The rest of the visit runs on the page's own time.
    await page.clock.resume();
    await page.locator(`main a[href="/${story.slug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await fillForm(page, 'Visit');
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.waitForURL('**/contact/thank-you');
    const expected = [
      'view /',
      'view /success-stories',
      `view /success-stories?search=${encodeURIComponent(story.title.split(' ')[0]!).replace(/%20/g, '+')}`,
      `view /${story.slug}`,
      'view /contact',
      'generate_lead',
      'view /contact/thank-you',
    ];
    // The thank-you page's view is pushed once its title is set, a moment after the URL changes.
    const names = async () =>
      (await events(page)).map((event) => (event.event === 'virtual_pageview' ? `view ${event.page_path}` : event.event));
    await expect.poll(names).toEqual(expected);
    console.log(`dataLayer of one visit:\n${JSON.stringify(await events(page), null, 2)}`);
  });
});
