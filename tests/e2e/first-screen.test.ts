/**
 * The home page's first screen on a first visit (issue 39, "the demo first"): the hero's first
 * action, filled, is the demo request, labelled as everywhere else (site.actions.demo), before
 * the way to the stories, which is outlined; and the cookie banner, shown until the visitor
 * chooses, leaves every hero button in view at 1440 x 900 and 390 x 844.
 */
import { site } from '@content/site';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/route-table';
import { baseURL, gotoSettled, launchBrowserForFile } from './support/browser';

const browser = await launchBrowserForFile();

/** A computed colour's alpha: 0 for a transparent background. */
const alpha = (rgb: string) => (rgb.startsWith('rgba') ? Number(rgb.match(/[\d.]+/g)?.[3] ?? 1) : 1);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each([
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])('home at $width x $height, first visit', (viewport) => {
  it('leads with the demo request, filled, then the stories, outlined; the cookie banner covers none of them', async () => {
    // A first visit: no stored consent, so the banner shows.
    const context = await browser.newContext({ baseURL: baseURL(), viewport });
    const page = await context.newPage();
    await gotoSettled(page, paths.home);
    const actions = page.locator('#hero').locator('a, button');
    const first = actions.first();
    expect(await first.textContent()).toContain(site.actions.demo);
    expect(await first.getAttribute('href')).toBe(paths.contact);
    // Filled: an opaque background; the next (the stories) outlined: a transparent one.
    expect(alpha(await first.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(1);
    const second = actions.nth(1);
    expect(await second.getAttribute('href')).toBe(paths.successStories);
    expect(alpha(await second.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.5);

    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await expect.poll(() => banner.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    const bannerBox = await boxOf(banner);
    for (const action of await actions.all()) {
      const box = await boxOf(action);
      const name = (await action.textContent())?.trim();
      // Whole on the first screen, and not under the banner.
      expect(box.y + box.height, `${name}: within the first screen`).toBeLessThanOrEqual(viewport.height);
      expect(intersect(box, bannerBox), `${name}: clear of the cookie banner`).toBe(false);
    }
    // Still a way to choose by keyboard: Tab reaches the banner's buttons.
    await banner.getByRole('button', { name: 'Reject non-essential' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Customise');
    await context.close();
  });
});
