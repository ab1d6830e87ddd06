/**
 * What a buyer's eye catches in the built site, measured in Chromium: card grids whose last
 * card keeps its column's width, pictures drawn no larger than their files (and files no larger
 * than needed), KPI arrows that follow the sign of the change, no counters with nothing behind
 * them, a cookie banner that leaves a phone's screen to the page, the methodology badges on a
 * small phone, case-study rows in line across cards, illustration labels at the legend's size,
 * and reading text at a comfortable measure.
 */
import { homePage } from '@content/pages/home';
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/route-table';
import { baseURL, gotoSettled, launchBrowserForFile } from './support/browser';
import { nth } from './support/derive';

const browser: Browser = await launchBrowserForFile();
const story = nth(
  stories.filter((candidate) => candidate.listed),
  0,
  'listed story',
);
const article = nth(
  articles.filter((candidate) => candidate.listed),
  0,
  'listed article',
);

async function open(pathname: string, width: number, height = 900, options: { consent?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height } });
  if (options.consent !== false) {
    await context.addInitScript(() => {
      localStorage.setItem(
        'tx-consent',
        JSON.stringify({ v: 1, analytics: false, functional: false, marketing: false, decidedAt: '2026-01-01T00:00:00Z' }),
      );
    });
  }
  const page = await context.newPage();
  await gotoSettled(page, pathname);
  return page;
}

/**
 * Asks for every lazy picture, then waits until each has loaded. Scrolling alone left a lazy
 * picture unrequested when no frame was drawn while it was in view (the wait timed out once in
 * a CI run); marking each eager asks for it at once, with the same srcset and sizes, which are
 * what this file checks.
 */
async function loadEveryImage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

describe('card grids', () => {
  for (const pathname of [paths.blog, paths.successStories]) {
    for (const width of [768, 1440]) {
      it(`${pathname} at ${width} px: every card of a grid, the last one too, is as wide as the others`, async () => {
        const page = await open(pathname, width);
        const grids = await page
          .locator('main .card-grid, main .card-grid-pair')
          .evaluateAll((elements) =>
            elements.map((grid) => [...grid.children].map((card) => Math.round(card.getBoundingClientRect().width))),
          );
        expect(grids.length).toBeGreaterThan(0);
        for (const widths of grids) expect(new Set(widths), widths.join(', ')).toHaveProperty('size', 1);
        await page.context().close();
      });
    }
  }
});

describe('pictures', () => {
  const pages = [
    paths.home,
    paths.services,
    paths.blog,
    paths.successStories,
    `/${article.slug}`,
    `${paths.successStories}/${story.slug}`,
    paths.about,
    paths.team,
  ];
  it('draws no picture larger than its file, and downloads no file much larger than it is drawn, at 390, 768 and 1440 px', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const width of [390, 768, 1440]) {
      const page = await open(paths.home, width);
      for (const pathname of pages) {
        await gotoSettled(page, pathname);
        await loadEveryImage(page);
        const images = await page.evaluate(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().width > 0)
            .map((image) => ({
              src: image.currentSrc || image.src,
              drawn: image.getBoundingClientRect().width,
              natural: image.naturalWidth,
              // The widths its srcset offers (of the <source> the browser chose, when in a <picture>).
              offered: [...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source, img') : [image])]
                .flatMap((element) => (element.getAttribute('srcset') ?? '').split(','))
                .filter((candidate) => candidate.trim() !== '')
                .map((candidate) => ({
                  url: new URL(candidate.trim().split(/\s+/)[0] ?? '', location.href).href,
                  width: Number.parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10),
                })),
              dpr: window.devicePixelRatio,
            })),
        );
        for (const image of images) {
          checked++;
          const where = `${pathname} at ${width} px: ${image.src}`;
          if (image.src.endsWith('.svg')) continue; // a drawing: sharp at any width
          const needed = image.drawn * image.dpr;
          if (image.natural + 1 < needed)
            problems.push(`${where} is drawn ${Math.round(needed)} px wide from a ${image.natural} px file (upscaled)`);
          const chosen = image.offered.find((candidate) => candidate.url === image.src);
          const sameFormat = image.offered.filter((candidate) => chosen && candidate.url.split('.').pop() === chosen.url.split('.').pop());
          const smallestEnough = sameFormat.filter((candidate) => candidate.width + 1 >= needed).sort((a, b) => a.width - b.width)[0];
          if (chosen && smallestEnough && chosen.width > smallestEnough.width) {
            problems.push(
              `${where} downloads the ${chosen.width} w file where ${smallestEnough.width} w covers the ${Math.round(needed)} px it is drawn at (its sizes is wrong)`,
            );
          }
        }
      }
      await page.context().close();
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('gives blog covers no title text: each is its category drawing', async () => {
    const page = await open(paths.blog, 1440);
    const covers = await page.locator('main article img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(covers.length).toBeGreaterThan(0);
    for (const src of covers) expect(src).toMatch(/^\/covers\/[^/]+\.svg$/);
    const svg = await (await page.request.get(covers[0] ?? '')).text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
    await page.context().close();
  });
});

describe('figures', () => {
  it('points each KPI arrow the way its change went, whatever its colour says about it', async () => {
    const page = await open(paths.home, 1440);
    const tiles = page.locator('#command-center li').filter({ has: page.locator('svg.lucide') });
    await expect.poll(() => tiles.count()).toBe(homePage.commandCenter.kpis.length);
    const shown = await tiles.evaluateAll((items) =>
      items.map((item) => ({
        text: item.querySelectorAll('p')[2]?.textContent ?? '',
        icon: item.querySelector('svg')?.getAttribute('class') ?? '',
      })),
    );
    for (const kpi of homePage.commandCenter.kpis) {
      const tile = shown.find((candidate) => candidate.text === kpi.trend);
      expect(tile, kpi.trend).toBeDefined();
      const expected = /^\s*\+/.test(kpi.trend)
        ? 'lucide-trending-up'
        : /^\s*[-\u2212\u2013]/.test(kpi.trend)
          ? 'lucide-trending-down'
          : 'lucide-minus';
      expect(tile?.icon, kpi.trend).toContain(expected);
    }
    await page.context().close();
  });

  it('shows no like or comment counters, on the list or on an article', async () => {
    for (const pathname of [paths.blog, `/${article.slug}`]) {
      const page = await open(pathname, 1440);
      expect(await page.locator('main svg.lucide-heart, main svg.lucide-message-circle').count(), pathname).toBe(0);
      await page.context().close();
    }
  });
});

describe('craft', () => {
  it('keeps the cookie banner within a fifth of a 390 x 844 phone, and its checkboxes whole when customising', async () => {
    const page = await open(paths.home, 390, 844, { consent: false });
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(844 * 0.2);
    await banner.getByRole('button', { name: 'Customise' }).click();
    const boxes = await banner.getByRole('checkbox').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
    expect(boxes.length).toBeGreaterThan(0);
    for (const width of boxes) expect(width).toBeCloseTo(16, 0);
    await page.context().close();
  });

  it('keeps the methodology step badges inside a 360 px screen', async () => {
    const page = await open(paths.services, 360, 800);
    const badges = await page
      .locator('#methodology ol > li > span[aria-hidden="true"]')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    expect(badges.length).toBeGreaterThan(0);
    for (const { left, right } of badges) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(360);
    }
    await page.context().close();
  });

  it("lines up the home case studies' Challenge, Solution and Impact rows across the cards at 1440 px", async () => {
    const page = await open(paths.home, 1440);
    const tops = await page
      .locator('#success-stories article')
      .evaluateAll((cards) =>
        cards.map((card) => [...card.querySelectorAll('h4')].map((heading) => Math.round(heading.getBoundingClientRect().top))),
      );
    expect(tops.length).toBeGreaterThan(1);
    const [first, ...rest] = tops;
    for (const other of rest) expect(other).toEqual(first);
    await page.context().close();
  });

  it('draws illustration labels at the legend size (12 px, a little less on a phone), not scaled with the column', async () => {
    for (const width of [390, 768, 1440]) {
      const page = await open(paths.services, width);
      const sizes = await page.locator('svg[role="img"][viewBox]').evaluateAll((drawings) =>
        drawings
          // Drawings in the tabs not chosen are not shown.
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => (svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox')?.split(' ')[2])) * 12),
      );
      expect(sizes.length, `${width}`).toBeGreaterThan(0);
      for (const size of sizes) {
        expect(size, `${width} px`).toBeLessThanOrEqual(12.01);
        expect(size, `${width} px`).toBeGreaterThanOrEqual(10.5);
      }
      await page.context().close();
    }
  });

  it('sets story and article text at 65 to 75 characters a line at 1440 px', async () => {
    for (const pathname of [`${paths.successStories}/${story.slug}`, `/${article.slug}`]) {
      const page = await open(pathname, 1440);
      // The first line of the longest paragraph: characters until the text wraps.
      const perLine = await page.locator('main p').evaluateAll((paragraphs) => {
        const longest = paragraphs
          .filter((p) => p.childNodes.length === 1 && p.firstChild?.nodeType === Node.TEXT_NODE)
          .sort((a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0))[0];
        const text = longest?.firstChild;
        if (!text || !text.textContent) return 0;
        const range = document.createRange();
        range.setStart(text, 0);
        const firstTop = (() => {
          range.setEnd(text, 1);
          return range.getBoundingClientRect().top;
        })();
        for (let end = 1; end <= text.textContent.length; end++) {
          range.setStart(text, end - 1);
          range.setEnd(text, end);
          if (range.getBoundingClientRect().top > firstTop + 2) return end - 1;
        }
        return text.textContent.length;
      });
      expect(perLine, pathname).toBeGreaterThanOrEqual(60);
      expect(perLine, pathname).toBeLessThanOrEqual(75);
      await page.context().close();
    }
  });

  it('dims the page behind the open mobile menu, and a tap on it closes the menu', async () => {
    const page = await open(paths.home, 390, 844);
    await page.locator('header summary').click();
    const backdrop = page.locator('[data-menu-backdrop]');
    await expect.poll(() => backdrop.isVisible()).toBe(true);
    await page.mouse.click(200, 800);
    await expect.poll(() => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });
});
