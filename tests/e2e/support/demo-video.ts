/**
 * The home page's demo video, in whichever mode the content is in: with a video, Watch Demo
 * opens an accessible dialog whose poster stands in for the player, and nothing leaves the site
 * until the visitor presses play; without one, the same place holds a link to book a live
 * demo. Used by company.test.ts on the suite's site and by marketer-edit.test.ts on a copy
 * with a YouTube video set. There is no network here: the player's requests are answered
 * "no content", never loaded.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { HomePage } from '../../../src/content/pages-schema';
import type { Site } from '../../../src/content/types';
import { demoPlayer } from '../../../src/lib/demo-video';
import { axeViolations, openPage } from './browser';

export async function expectDemoVideo(options: {
  browser: Browser;
  baseURL?: string;
  site: Site;
  hero: HomePage['hero'];
  viewport?: 'mobile' | 'desktop';
}) {
  const { hero } = options;
  const player = demoPlayer(options.site.demoVideo);
  const { page, problems } = await openPage(options.browser, '/', {
    viewport: options.viewport,
    ...(options.baseURL && { baseURL: options.baseURL }),
  });
  const heroSection = page.locator('#hero');

  if (!player) {
    // No video: booking a live demo, not an empty player.
    expect(await heroSection.getByRole('link', { name: options.site.actions.demo }).getAttribute('href')).toBe('/contact');
    expect(await heroSection.getByRole('button', { name: hero.secondaryLabel }).count()).toBe(0);
    expect(await page.locator('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
    return;
  }

  const origin = new URL(options.baseURL ?? page.url()).origin;
  const outside: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  const watch = heroSection.getByRole('button', { name: hero.secondaryLabel });
  const dialog = page.getByRole('dialog', { name: hero.demoTitle });
  const play = dialog.getByRole('button', { name: 'Play video' });
  const focusInDialog = () => page.evaluate(() => Boolean(document.querySelector('dialog')?.contains(document.activeElement)));
  const focusOnWatch = () => page.evaluate((label) => document.activeElement?.textContent?.trim() === label, hero.secondaryLabel);
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName);

  expect(await dialog.isVisible()).toBe(false);
  await watch.click();
  await dialog.waitFor();
  expect(await focusInDialog()).toBe(true);
  // The facade: a poster of our own with a play button, and no request to anyone else yet.
  await play.waitFor();
  expect(await dialog.locator('iframe, video').count()).toBe(0);
  expect(outside).toEqual([]);
  // Focus is trapped: Tab and Shift+Tab cycle between Close and Play.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedName()).toContain('Play video');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Close');
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // Play: now, and only now, the player loads.
  await play.click();
  const element = dialog.locator(player.kind === 'youtube' ? 'iframe' : 'video');
  await element.waitFor();
  expect(await element.getAttribute('src')).toBe(player.src);
  expect(await element.getAttribute('title')).toBe(hero.demoTitle);
  if (player.kind === 'youtube') await expect.poll(() => outside.some((url) => url.startsWith(player.origin))).toBe(true);
  expect(outside.every((url) => player.kind === 'youtube' && url.startsWith(player.origin))).toBe(true);

  // Escape from Close closes and gives focus back; the player is gone, the poster back next time.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('dialog iframe, dialog video').count()).toBe(0);
  expect(await focusOnWatch()).toBe(true);

  // A click on the backdrop closes, and so does the Close button.
  await watch.click();
  await play.waitFor();
  await page.mouse.click(4, 4);
  await dialog.waitFor({ state: 'hidden' });
  await watch.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await focusOnWatch()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
}
