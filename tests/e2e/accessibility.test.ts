/**
 * axe-core over every distinct built page (and the two 404 pages) in a real browser, after
 * hydration: any violation fails. Also checks hydration left nothing in the console. An alias
 * that is a hard link of another address's file is the same document: one alias per screen
 * is checked (support/routes.ts, distinctPaths). Sideways scrolling at 320 px and up is
 * layout.test.ts's check.
 */
import { policyPages } from '@content/policies';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, gotoSettled, launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';
import { distinctPaths } from './support/routes';

const browser = await launchBrowserForFile();

describe('every built page', () => {
  // One tab loads every page in turn, each a fresh document: the browser then keeps axe's
  // compiled code from one page to the next (0.1 s to inject it instead of 0.3 s, 56 times).
  const tab = openPage(browser, '/');
  afterAll(async () => (await tab).page.context().close());

  it.each([...distinctPaths, '/no-such-page', '/success-stories/no-such-story'])('%s is axe clean and hydrates silently', async (path) => {
    const { page, problems } = await tab;
    problems.length = 0;
    await gotoSettled(page, path);
    expect(await axeViolations(page)).toEqual([]);
    // A 404 document is reported by the browser as a failed resource load; nothing else may be.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});

describe('the consent banner', () => {
  it('is axe clean when shown, with its per-category form open', async () => {
    const { page } = await openPage(browser, nth(policyPages, 0, 'policy').path, { consent: false, viewport: 'mobile' });
    await page.getByRole('button', { name: 'Customise' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
