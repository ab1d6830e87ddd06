/**
 * Articles, stories and policies on paper (src/styles/print.css), in Chromium against the built
 * site: with print media the site's chrome, the calls to action and the related cards are gone,
 * the title prints dark, a link in the text is followed by its address, and an article takes
 * fewer A4 pages than the screen layout would. Pages come from the content, first of each kind.
 */
import { articles } from '@content/articles';
import { policyPages } from '@content/policies';
import { stories } from '@content/stories';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, openPage } from './support/browser';

const browser = await launchBrowserForFile();

/** Pages in a PDF of the page as it is now laid out (Chromium writes one /Type /Page object each). */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

/** Relative luminance of a computed rgb() colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const chrome = {
  header: 'header:has(nav[aria-label="Main"])',
  footer: 'main ~ footer',
  'call to action': '[data-closing-cta]',
  'related cards': 'section[aria-labelledby^="related-"]',
};

const pages = [
  ['an article', articles[0] && `/${articles[0].slug}`],
  ['a story', stories[0]?.canonicalPath],
  ['a policy', policyPages[0]?.path],
] as const;

describe.each(pages)('%s in print', (_kind, address) => {
  it('leaves the chrome out, prints its title dark and each link with its address', async () => {
    expect(address, 'the content has one of these').toBeDefined();
    const { page } = await openPage(browser, address ?? '/', { consent: false });
    // On screen the chrome is there (the cookie banner too, for a first visit)...
    expect(await page.locator(chrome.header).isVisible()).toBe(true);
    expect(await page.locator('[aria-labelledby="cookie-banner-title"]').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    // ...on paper none of it.
    for (const [name, selector] of Object.entries({ ...chrome, 'cookie banner': '[aria-labelledby="cookie-banner-title"]' })) {
      for (const element of await page.locator(selector).all()) expect(await element.isVisible(), name).toBe(false);
    }
    const title = page.getByRole('heading', { level: 1 });
    expect(luminance(await title.evaluate((heading) => getComputedStyle(heading).color)), 'title colour').toBeLessThan(0.05);
    const link = page.locator('main a[href^="/"]:visible, main a[href^="http"]:visible').first();
    if ((await link.count()) > 0) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(await link.evaluate((anchor) => getComputedStyle(anchor, '::after').content)).toBe(`" (${href})"`);
    }
    await page.context().close();
  });
});

describe('an article on paper', () => {
  it('takes fewer A4 pages than its screen layout', async () => {
    const { page } = await openPage(browser, `/${articles[0]?.slug ?? ''}`);
    await page.emulateMedia({ media: 'screen' });
    const onScreen = await printedPages(page);
    await page.emulateMedia({ media: 'print' });
    const onPaper = await printedPages(page);
    expect(onPaper).toBeLessThan(onScreen);
    await page.context().close();
  });
});
