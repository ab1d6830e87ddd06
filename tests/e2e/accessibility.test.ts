/**
 * axe-core over every built URL (and the two 404 pages) in a real browser, after hydration:
 * any violation fails. Also checks hydration left nothing in the console.
 */
import { legalPages } from '@content/legal';
import { describe, expect, it } from 'vitest';
import { axeViolations, launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';
import { builtPaths } from './support/routes';

const browser = await launchBrowserForFile();

describe('every built page', () => {
  it.each([...builtPaths, '/no-such-page', '/success-stories/no-such-story'])('%s is axe clean and hydrates silently', async (path) => {
    const { page, problems } = await openPage(browser, path);
    expect(await axeViolations(page)).toEqual([]);
    // A 404 document is reported by the browser as a failed resource load; nothing else may be.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe('every built page at 320px', () => {
  it.each([...builtPaths, '/no-such-page'])('%s never scrolls sideways', async (path) => {
    const { page } = await openPage(browser, path, { viewport: 'narrow' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the consent banner', () => {
  it('is axe clean when shown, with its per-category form open', async () => {
    const { page } = await openPage(browser, nth(legalPages, 0, 'policy').path, { consent: false, viewport: 'mobile' });
    await page.getByRole('button', { name: 'Customise' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
