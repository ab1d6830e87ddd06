/**
 * What a visitor on a phone, a tablet or a desktop sees of every page's layout: the page never
 * scrolls sideways, no box cuts off text, no card sits inside another, every picture has its
 * alt text and its size, tables that a visitor reads fit the screen, and the backups table
 * keeps each backup's status and actions in view on a phone.
 *
 * One browser page serves the whole file: it loads each route once and is resized to each
 * width (the layout is CSS alone: no script reads the window's width), which keeps the file
 * fast enough to run over every route.
 */
import { policyPages } from '@content/policies';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, storyPrefix } from '../../src/route-table';
import { baseURL, launchBrowser, waitForHydration } from './support/browser';
import { distinctPaths, routes } from './support/routes';

/** The narrowest phone we support, a common phone, and a tablet in portrait. */
const WIDTHS = [320, 390, 768] as const;
/** Cards change shape again on a desktop (more columns): it is measured too, once per page. */
const DESKTOP = 1440;
/**
 * A story's or an article's other addresses show the same page as its canonical one, so the
 * desktop width, the slowest to lay out, is measured at one address of each page only.
 */
const onePerPage = new Set(routes.filter((route) => route.canonical === null || route.canonical === route.path).map((route) => route.path));
const PHONE = 390;
const HEIGHT = 800;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(true);
});
afterAll(async () => {
  await browser.close();
});

/** A page in a fresh context; `consented` stores a cookie choice so the banner stays away. */
async function newPage(consented: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: PHONE, height: HEIGHT }, baseURL: baseURL() });
  if (consented) {
    await context.addInitScript(() => {
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      );
    });
  }
  return context.newPage();
}

async function visit(target: Page, path: string, width: number = PHONE): Promise<void> {
  await target.setViewportSize({ width, height: HEIGHT });
  await target.goto(path, { waitUntil: 'load' });
  await waitForHydration(target);
  await settle(target);
}

/** Web fonts loaded and a frame painted after the last resize or input, so measurements are of what is shown. */
async function settle(target: Page): Promise<void> {
  await target.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
const sidewaysScroll = (target: Page) => target.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * Text that a box with `overflow: hidden` (or `clip`) cuts off, as "text… (cut by tag.classes)".
 *
 * Why text and not boxes: comparing scrollHeight with clientHeight also flags the heroes and
 * cards whose decorative, absolutely placed shapes are meant to be cut at their rounded edges.
 * So this walks every visible text node, takes the rectangles its lines occupy, and reports the
 * text when a line lies outside the padding box of an ancestor that hides its overflow on that
 * axis: a line of it is missing on screen. It is allowed in two cases, where the browser itself
 * shows that something was left out:
 * - a line clamp (`line-clamp-*`: -webkit-line-clamp on a vertical -webkit-box) ends the last
 *   shown line with an ellipsis, so lines below it may be hidden by that box;
 * - `truncate` (text-overflow: ellipsis on one line) ends the line with one, so the line may
 *   run past that box sideways.
 * Text for screen readers only (`sr-only`, the form's hidden trap field) lives in a 1px box that
 * cuts everything by design; it is skipped.
 */
const clippedTexts = (target: Page) =>
  target.evaluate(() => {
    const found: string[] = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || !parent || getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (lines.length === 0) continue;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const hidesX = hides(style.overflowX);
        const hidesY = hides(style.overflowY);
        if (!hidesX && !hidesY) continue;
        const outer = box.getBoundingClientRect();
        // sr-only (a 1px box, or one clipped to nothing, like the skip link until it has focus): meant to be heard, not seen.
        if ((outer.width <= 1 && outer.height <= 1) || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') break;
        // Chromium reports a clamped -webkit-box's display as flow-root; the clamp and orientation say it all.
        const clamped = style.webkitLineClamp !== 'none' && style.webkitBoxOrient === 'vertical';
        const ellipsis = style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
        const left = outer.left + box.clientLeft;
        const top = outer.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        const cut = lines.some(
          (line) =>
            (hidesX && !ellipsis && (line.left < left - 1 || line.right > right + 1)) ||
            (hidesY && !clamped && (line.top < top - 1 || line.bottom > bottom + 1)),
        );
        if (cut) {
          found.push(`"${text.slice(0, 60)}" (cut by ${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 6).join('.')})`);
          break;
        }
      }
    }
    return found;
  });

/** Every <img> without an alt attribute (empty is right for decoration), or without width and height (the space it takes before it loads). */
const imagesMissingAttributes = (target: Page) =>
  target.evaluate(() =>
    [...document.querySelectorAll('img')]
      .map((image) => ({ src: image.getAttribute('src'), missing: ['alt', 'width', 'height'].filter((name) => !image.hasAttribute(name)) }))
      .filter((image) => image.missing.length > 0)
      .map((image) => `${image.src}: no ${image.missing.join(', ')}`),
  );

/**
 * Cards drawn inside cards, as "outer classes > inner classes": a box with rounded corners
 * (8px or more), a background and a border or shadow, inside another such box. Nesting frames
 * is the clutter the design avoids; form fields inside the form's card are controls, not cards.
 */
const cardsInsideCards = (target: Page) =>
  target.evaluate(() => {
    const isCard = (element: Element) => {
      if (element.matches('input, textarea, select, button')) return false;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const framed = (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none') || style.boxShadow !== 'none';
      return (
        parseFloat(style.borderTopLeftRadius) >= 8 &&
        framed &&
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
        rect.width > 120 &&
        rect.height > 60
      );
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      if (!isCard(element)) continue;
      for (let outer = element.parentElement; outer && outer.tagName !== 'MAIN'; outer = outer.parentElement) {
        if (isCard(outer)) {
          found.push(`${[...outer.classList].slice(0, 5).join('.')} > ${[...element.classList].slice(0, 5).join('.')}`);
          break;
        }
      }
    }
    return found;
  });

describe('every route', () => {
  // Every distinct prerendered page (one alias per screen: support/routes.ts), and one unknown
  // address for each of the two not-found screens.
  it.each([...distinctPaths, '/no-such-page', `${storyPrefix}no-such-story`])(
    '%s fits 320, 390, 768 (and 1440) px without sideways scrolling, cut-off text or cards in cards, and sizes its images',
    async (path) => {
      await visit(page, path);
      const problems: string[] = [];
      for (const width of onePerPage.has(path) ? [...WIDTHS, DESKTOP] : WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settle(page);
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) problems.push(`${width}px: scrolls ${overflow}px sideways`);
        for (const clipped of await clippedTexts(page)) problems.push(`${width}px: ${clipped}`);
        if (width === DESKTOP)
          for (const nested of await cardsInsideCards(page)) problems.push(`${width}px: a card inside a card: ${nested}`);
      }
      problems.push(...(await imagesMissingAttributes(page)));
      expect(problems).toEqual([]);
    },
  );
});

describe('a long unbroken search term', () => {
  // 120 characters without a space: a pasted address, a part number, a cat on the keyboard.
  const term = 'x'.repeat(40) + 'supplychainforecasting'.repeat(3) + 'y'.repeat(14);

  it.each([paths.successStories, paths.blog])(
    '%s stays within a 390px screen after the term is typed into its search box',
    async (path) => {
      await visit(page, path);
      const status = page.locator('main [role="status"]').first();
      const before = await status.textContent();
      await page.locator('main [role="search"] input[type="search"]').fill(term);
      // The list answers the search: its count line changes.
      await page.waitForFunction(([selector, text]) => document.querySelector(selector!)?.textContent !== text, [
        'main [role="status"]',
        before,
      ] as const);
      await settle(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await clippedTexts(page)).toEqual([]);
    },
  );
});

describe('the policies on a 390px phone, with the cookie banner shown', () => {
  it.each(policyPages.map((policy) => policy.path))('%s shows every table cell on screen, without sideways scrolling', async (path) => {
    // A first visit: no cookie choice stored, so the banner is over the page.
    const visitor = await newPage(false);
    await visit(visitor, path);
    expect(await visitor.getByRole('region', { name: /cookie choices/i }).isVisible()).toBe(true);
    expect(await sidewaysScroll(visitor)).toBeLessThanOrEqual(0);
    // A table's column that starts past the screen's edge is one a visitor never finds, even when its box scrolls.
    const offScreen = await visitor.evaluate(() =>
      [...document.querySelectorAll('main table :is(th, td)')]
        .map((cell) => ({ text: cell.textContent?.trim().slice(0, 40), rect: cell.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth + 0.5))
        .map(({ text, rect }) => `"${text}" at ${Math.round(rect.left)}–${Math.round(rect.right)}px`),
    );
    expect(offScreen).toEqual([]);
    expect(await clippedTexts(visitor)).toEqual([]);
    await visitor.context().close();
  });
});

describe('the backups table on a 390px phone', () => {
  it("shows every backup's status and all its actions on screen without scrolling sideways", async () => {
    await visit(page, paths.backups);
    const rows = page.locator('main tbody tr[data-backup-id]');
    expect(await rows.count()).toBeGreaterThan(0);
    const hidden = await rows.evaluateAll((elements) =>
      elements.flatMap((row) => {
        const name = row.querySelector('th')?.textContent?.trim().slice(0, 30);
        const parts = [...row.querySelectorAll('[data-status], button')];
        return parts
          .filter((part) => {
            const rect = part.getBoundingClientRect();
            // Off the screen, or off the part of its scrolling box that shows before any scrolling.
            let box = part.parentElement;
            while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
            const visible = box ? box.getBoundingClientRect() : { left: 0, right: window.innerWidth };
            return (
              rect.width === 0 || rect.left < Math.max(0, visible.left) || rect.right > Math.min(window.innerWidth, visible.right) + 0.5
            );
          })
          .map((part) => `${name}: ${part.getAttribute('aria-label') ?? part.textContent?.trim()}`);
      }),
    );
    expect(hidden).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
