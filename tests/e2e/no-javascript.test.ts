/**
 * The site in Chromium with JavaScript turned off: no cookie banner in the way, every services
 * panel, every story and article card, a working small-screen menu, and the demo-request form
 * posted by the browser to the server, which checks it like the scripted form, stores the same
 * two messages (once, however often the same post arrives) and answers with the Thank You page,
 * or with the form again holding every value and the errors. Expectations come from content/.
 */
import { articles } from '@content/articles';
import { contactPage } from '@content/pages/contact';
import { servicesPage } from '@content/pages/services';
import { site } from '@content/site';
import { stories } from '@content/stories';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteNavLinks } from '../../src/components/layout/nav-links';
import { listedArticles } from '../../src/lib/blog';
import { fieldMessages, formFields, summaryLine } from '../../src/lib/contact/posted-form';
import { listedStories } from '../../src/lib/stories';
import { apiPaths, paths, storyPaths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowser, viewports } from './support/browser';
import { expectInquiryMessages, outboxMessages } from './support/outbox';
import { answers, choices, field, fillForm } from './support/contact-form';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser.close();
});

/** A page without JavaScript and without a remembered cookie choice (a first visit). */
async function openWithoutScripts(pathname: string, viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: viewports[viewport] });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(pathname);
  return page;
}

/**
 * axe on what a page shows without scripts. axe needs timers, which a context without
 * JavaScript never runs, so it runs on a copy of the page's HTML without its scripts, served
 * from the site's origin (for its styles) to a context that can run axe.
 */
async function axeWithoutScripts(page: Page): Promise<string[]> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const context = await browser.newContext({ baseURL: baseURL(), viewport: page.viewportSize() ?? viewports.desktop });
  contexts.push(context);
  const copy = await context.newPage();
  await copy.route('**/__without-scripts__', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await copy.goto('/__without-scripts__');
  return axeViolations(copy);
}

const visibleHrefs = (page: Page) =>
  page
    .locator('main a[href]')
    .evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).map((link) => link.getAttribute('href')));

describe('without JavaScript', () => {
  it('shows no cookie banner: nothing is tracked, and nothing covers the page', async () => {
    for (const pathname of [paths.home, paths.blog, paths.contact]) {
      const page = await openWithoutScripts(pathname, 'mobile');
      expect(await page.locator('[data-first-visit-banner]').count(), pathname).toBe(1);
      expect(await page.locator('[data-first-visit-banner]').isVisible(), pathname).toBe(false);
      const { width, height } = viewports.mobile;
      const atBottom = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-first-visit-banner]') !== null,
        [width / 2, height - 5],
      );
      expect(atBottom, pathname).toBe(false);
    }
  });

  it('lays out every services panel, each under its heading, instead of inert tabs', async () => {
    const page = await openWithoutScripts(paths.services);
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
    const panels = page.locator('[role="tabpanel"]');
    expect(await panels.count()).toBe(servicesPage.features.categories.length);
    for (const [index, category] of servicesPage.features.categories.entries()) {
      const panel = panels.nth(index);
      expect(await panel.isVisible(), category.name).toBe(true);
      expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(category.name);
      for (const feature of category.features)
        expect(await panel.getByRole('heading', { name: feature.name, exact: true }).isVisible(), feature.name).toBe(true);
    }
    expect(await axeWithoutScripts(page)).toEqual([]);
  });

  it('lists every story and every article, without filters that would need scripts', async () => {
    const storiesPageView = await openWithoutScripts(paths.successStories);
    const storyLinks = new Set(await visibleHrefs(storiesPageView));
    // A card links to one of the story's addresses (storyPaths), whichever the list uses.
    for (const story of listedStories(stories))
      expect(
        storyPaths(story.slug).some((address) => storyLinks.has(address)),
        story.slug,
      ).toBe(true);
    expect(await storiesPageView.getByRole('search').isVisible()).toBe(false);

    const blog = await openWithoutScripts(paths.blog);
    const articleLinks = new Set(await visibleHrefs(blog));
    for (const article of listedArticles(articles)) expect(articleLinks.has(`/${article.slug}`), article.slug).toBe(true);
    expect(await blog.getByRole('search').isVisible()).toBe(false);
    expect(await blog.getByRole('group', { name: 'Filter by category' }).isVisible()).toBe(false);
  });

  it('opens the small-screen menu, with the demo call to action, and follows its links', async () => {
    const page = await openWithoutScripts(paths.home, 'mobile');
    const panel = page.locator('[data-menu-panel]');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('header summary').click();
    expect(await panel.getByRole('link').allTextContents()).toEqual([...siteNavLinks.map((link) => link.label), 'Request a Demo']);
    await panel.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    expect(await page.locator('[data-menu-panel]').isVisible()).toBe(false);
    // The Escape key is the browser's business here: the menu just toggles.
    await page.locator('header summary').click();
    expect(await page.locator('[data-menu-panel]').isVisible()).toBe(true);
  });
});

describe('the contact form without JavaScript', () => {
  const submit = (page: Page) => page.getByRole('button', { name: site.actions.demo });

  it('posts to the server, stores one message per recipient held for review (no proof of work without JavaScript), and lands on the Thank You page', async () => {
    const lastName = `NoScript${Date.now()}`;
    const page = await openWithoutScripts(paths.contact);
    const form = page.locator('form[method="post"]');
    expect(await form.getAttribute('action')).toMatch(new RegExp(`^${apiPaths.contactForm}(#|$)`));
    expect(await submit(page).isEnabled()).toBe(true);
    await fillForm(page, lastName);

    let posted: { body: string; headers: Record<string, string> } | undefined;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = { body: request.postData() ?? '', headers: request.headers() };
    });
    await submit(page).click();
    await page.waitForURL(`**${paths.thankYou}**`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(contactPage.thankYou.heading);
    expect(posted?.headers['content-type']).toBe('application/x-www-form-urlencoded');

    // What the scripted form's messages hold (contact.test.ts), escaping included; held, not sent.
    expectInquiryMessages(await outboxMessages(lastName, 'review'), lastName);
    expect(await outboxMessages(lastName)).toEqual([]);

    // The same post again (a double click, a reload that re-posts): answered alike, stored once.
    const again = await page.request.post(apiPaths.contactForm, {
      headers: { 'content-type': posted!.headers['content-type']!, origin: baseURL() },
      data: posted!.body,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toMatch(new RegExp(`^${paths.thankYou}`));
    expect(await outboxMessages(lastName, 'review')).toHaveLength(site.contactRecipients.length);
  });

  it('answers a post the server refuses with the form again: every value kept, the errors shown', async () => {
    const lastName = `Refused${Date.now()}`;
    const page = await openWithoutScripts(paths.contact);
    await fillForm(page, lastName);
    // The browser's own check accepts an address without a domain suffix; the server's does not.
    await field(page, 'Business Email').fill('asha@intranet');
    await submit(page).click();
    await page.waitForURL(`**${apiPaths.contactForm}**`);

    const email = field(page, 'Business Email');
    expect(await email.inputValue()).toBe('asha@intranet');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator(`#${await email.getAttribute('aria-describedby')}`);
    expect(await message.isVisible()).toBe(true);
    // Worded as the scripted form words it (posted-form.ts): one line that counts, a message that names its field.
    expect((await page.locator('[data-error-summary]').textContent())?.trim()).toBe(summaryLine(1));
    expect(await message.textContent()).toBe(fieldMessages.email(formFields.email));
    for (const [label, value] of Object.entries(answers(lastName))) {
      if (label !== 'Business Email') expect(await field(page, label).inputValue(), label).toBe(value);
    }
    for (const [label, value] of Object.entries(choices)) expect(await field(page, label).inputValue(), label).toBe(value);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(await outboxMessages(lastName, 'review')).toEqual([]);
    expect(await axeWithoutScripts(page)).toEqual([]);

    // Corrected and sent from that page: accepted.
    await email.fill('asha.rao@example.com');
    await submit(page).click();
    await page.waitForURL(`**${paths.thankYou}**`);
    expect(await outboxMessages(lastName, 'review')).toHaveLength(site.contactRecipients.length);
  });

  it('refuses a post from another site and keeps nothing', async () => {
    const lastName = `CrossSite${Date.now()}`;
    const body = new URLSearchParams({ firstName: 'Asha', lastName, email: 'a@example.com' }).toString();
    const refused: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { origin: baseURL(), 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of refused) {
      const response = await fetch(`${baseURL()}${apiPaths.contactForm}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await outboxMessages(lastName)).toEqual([]);
    expect(await outboxMessages(lastName, 'review')).toEqual([]);
  });
});
