/**
 * The site shell on every page: navigation, mobile menu, footer, consent banner, page views,
 * head. The policies' addresses, the offices, the phone and the links come from content/.
 */
import { policyPages } from '@content/policies';
import { aboutPage } from '@content/pages/about';
import { site } from '@content/site';
import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/tel';
import { baseURL, launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';

/** A policy page: a light page every test can start on. */
const policy = nth(policyPages, 0, 'policy');
const policyTitle = `${policy.title} | ${site.name}`;
const aboutTitle = `${aboutPage.seo.title} | ${site.name}`;

const browser = await launchBrowserForFile();

describe('navigation bar', () => {
  it('shows the eight links and marks the current page', async () => {
    const { page, problems } = await openPage(browser, policy.path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const labels = await nav.locator('ul').first().getByRole('link').allTextContents();
    expect(labels).toEqual(['Home', 'About Us', 'Team', site.offeringName, 'Success Stories', 'Industries', 'Blog', 'Contact']);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await expect.poll(() => nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('collapses into a menu disclosure on small screens that closes when a link is chosen', async () => {
    const { page } = await openPage(browser, policy.path, { viewport: 'mobile' });
    // A <summary>: its expanded state is the <details> element's open state (keyboard.test.ts has the keys).
    const toggle = page.locator('header summary');
    expect(await toggle.textContent()).toBe('Menu');
    const menu = page.locator('[data-menu-panel]');
    expect(await menu.isHidden()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    expect(await menu.isHidden()).toBe(true);
  });

  it('is sticky while the page scrolls', async () => {
    const { page } = await openPage(browser, policy.path);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top)).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });
});

describe('footer', () => {
  it('carries certifications, offices, contact, social and policy links', async () => {
    const { page } = await openPage(browser, policy.path);
    const footer = page.locator('footer');
    const text = await footer.textContent();
    for (const expected of [
      ...site.certifications,
      ...site.offices.flatMap((office) => [office.city, `${office.area}, ${office.country}`]),
      site.email,
    ]) {
      expect(text).toContain(expected);
    }
    for (const policy of policyPages)
      expect(await footer.getByRole('link', { name: policy.title, exact: true }).getAttribute('href')).toBe(policy.path);
    expect(await footer.getByRole('link', { name: site.phone }).getAttribute('href')).toBe(telHref(site.phone));
    expect(await footer.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(await footer.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(site.social.linkedin);
    expect(await footer.getByRole('link', { name: /YouTube/ }).getAttribute('href')).toBe(site.social.youtube);
    // The year is the build's.
    expect(text).toMatch(new RegExp(`© \\d{4} ${site.legalName.replace(/\.?$/, '.').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});

describe('cookie consent banner', () => {
  it('asks first-time visitors, remembers the choice, and reopens from the footer', async () => {
    const { page } = await openPage(browser, policy.path, { consent: false });
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await banner.waitFor();
    // Consent Mode v2 defaults were set before anything else ran.
    const defaults = await page.evaluate(() => JSON.stringify((window.dataLayer ?? [])[0]));
    expect(defaults).toContain('"analytics_storage":"denied"');
    expect(defaults).toContain('"ad_storage":"denied"');

    await banner.getByRole('button', { name: 'Customise' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('tx-consent')))!);
    expect(stored).toMatchObject({ analytics: true, functional: false, marketing: false });
    const update = await page.evaluate(() => JSON.stringify(window.dataLayer!.at(-1)));
    expect(update).toContain('"analytics_storage":"granted"');

    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('region', { name: 'Your cookie choices' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const reopened = page.getByRole('region', { name: 'Your cookie choices' });
    expect(await reopened.getByRole('checkbox', { name: /Analytics/ }).isChecked()).toBe(true);
    await reopened.getByRole('button', { name: 'Reject non-essential' }).click();
    const rejected = JSON.parse((await page.evaluate(() => localStorage.getItem('tx-consent')))!);
    expect(rejected).toMatchObject({ analytics: false, functional: false, marketing: false });
  });

  it('is painted with the page, before any script, only for a first visit', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    // No application script runs: what shows is the prerendered HTML with the inline consent script.
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/blog');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);

    await page.evaluate(() =>
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: true, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      ),
    );
    await page.reload();
    expect(await page.locator('[data-first-visit-banner]').count()).toBe(1);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('accept all grants every category', async () => {
    const { page } = await openPage(browser, policy.path, { consent: false });
    await page.getByRole('button', { name: 'Accept all' }).click();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('tx-consent')))!);
    expect(stored).toMatchObject({ analytics: true, functional: true, marketing: true });
  });
});

describe('page views and scrolling', () => {
  it('pushes a virtual_pageview on load and on every navigation, and scrolls to the top', async () => {
    const { page } = await openPage(browser, policy.path);
    const pageViews = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'virtual_pageview'));
    expect(await pageViews()).toEqual([
      expect.objectContaining({ page_path: policy.path, page_title: policyTitle, page_location: `${baseURL()}${policy.path}` }),
    ]);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect.poll(async () => (await pageViews()).length).toBe(2);
    expect((await pageViews())[1]).toMatchObject({ page_path: '/about', page_title: aboutTitle });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('head tags', () => {
  it('keeps exactly one title, description and canonical after hydration and navigation', async () => {
    const { page, problems } = await openPage(browser, policy.path);
    const count = (selector: string) => page.locator(selector).count();
    expect(await count('head link[rel="canonical"]')).toBe(1);
    expect(await count('title')).toBe(1);
    expect(await count('head meta[name="description"]')).toBe(1);
    expect(await page.title()).toBe(policyTitle);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.title()).toBe(aboutTitle);
    expect(await count('head link[rel="canonical"]')).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${site.origin}/about`);
    expect(await count('head meta[property="og:title"]')).toBe(1);
    expect(problems).toEqual([]);
  });
});
