/**
 * Every kind of page on paper (src/styles/print.css), in Chromium against the built site. One
 * page of each kind the route table lists (its first: the first story, article, industry,
 * policy... of the compiled content): with print media the site's own header (the banner
 * landmark), its footer (the contentinfo landmark, wherever the layout nests it: it is kept as
 * prerendered inside a `display: contents` wrapper, no sibling of <main>), the menu and the
 * cookie banner are gone; the title prints dark and a link in the text is followed by its
 * address. A story prints on at most three A4 sheets with no box (card, figure tile, quote,
 * side panel) cut across two, and its last sheet, like an article's, holds the page's own text
 * rather than the footer alone; an article takes fewer A4 pages than its screen layout.
 *
 * Where Chromium breaks the pages is not visible to a script, so the sheets are laid out again
 * as columns (CSS multi-column, which fragments by the same rules as printing: one column of the
 * A4 sheet's printable size each) and the boxes' fragments are read there; the number of columns
 * must equal the number of pages of the real PDF, so the model is checked against the print.
 */
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PageKey } from '../../src/route-table';
import { launchBrowserForFile, openPage, sharedTab } from './support/browser';
import { nth } from './support/derive';
import { routes } from './support/routes';

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

/** One concrete page of each kind, the first the route table lists (the not-found screens have made-up addresses only). */
const pageKinds: [PageKey, string][] = [];
for (const route of routes) {
  if (!route.path.includes('*') && !pageKinds.some(([kind]) => kind === route.page)) pageKinds.push([route.page, route.path]);
}

/** The chrome, found by role as a reader of the page meets it (never any <header> or <footer> element). */
const chrome = (page: Page) => ({
  'site header': page.getByRole('banner', { includeHidden: true }),
  'site footer': page.getByRole('contentinfo', { includeHidden: true }),
  menu: page.getByRole('navigation', { name: 'Main', includeHidden: true }),
  'cookie banner': page.getByRole('region', { name: 'Your cookie choices', includeHidden: true }),
});

describe('every page kind in print', () => {
  it('the route table has the page kinds this checks', () => {
    expect(pageKinds.map(([kind]) => kind)).toEqual(expect.arrayContaining(['home', 'story', 'article', 'policy', 'contact']));
  });

  /** One tab loads each kind's page in turn (a fresh document, no cookie choice stored, so the banner shows each time). */
  const tab = sharedTab(browser, { consent: false });

  it.each(pageKinds)(
    '%s (%s): no site header, footer, menu or cookie banner; the title dark; links with their address',
    async (_kind, address) => {
      const { page } = await tab.visit(address);
      try {
        await expectChromeOnlyOnScreen(page);
      } finally {
        // Back to the screen for the next page's load.
        await page.emulateMedia({ media: null });
      }
    },
  );
});

/** The chrome shows on screen and none of it on paper, where the title is dark and a link in the text is followed by its address. */
async function expectChromeOnlyOnScreen(page: Page) {
  // On screen the chrome is there (the cookie banner too, for a first visit)...
  for (const [name, locator] of Object.entries(chrome(page))) {
    await expect.poll(() => locator.first().isVisible(), { message: `${name} on screen` }).toBe(true);
  }
  await page.emulateMedia({ media: 'print' });
  // ...on paper none of it.
  for (const [name, locator] of Object.entries(chrome(page))) {
    expect(await locator.count(), name).toBeGreaterThan(0);
    for (const element of await locator.all()) expect(await element.isVisible(), `${name} in print`).toBe(false);
  }
  const title = page.getByRole('heading', { level: 1 }).first();
  expect(luminance(await title.evaluate((heading) => getComputedStyle(heading).color)), 'title colour').toBeLessThan(0.05);
  const link = page.locator('main a[href^="/"]:visible, main a[href^="http"]:visible').first();
  if ((await link.count()) > 0) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(await link.evaluate((anchor) => getComputedStyle(anchor, '::after').content)).toBe(`" (${href})"`);
  }
}

/** The boxes that must never be cut across two sheets. */
const BOXES = 'main li, main figure, main blockquote, main aside section, main dl > div, main tr, main img';

interface Sheets {
  /** Sheets the page takes, laid out as columns. */
  sheets: number;
  /** The sheet the last of the page's own content (inside <main>) ends on, from 1. */
  lastSheetOfMain: number;
  /** Boxes whose fragments fall on more than one sheet. */
  split: string[];
  boxes: number;
}

/**
 * The page in print laid out as A4 sheets, side by side: the viewport takes the sheet's
 * printable width (210 mm less 2 × 15 mm of @page margin, at 96 px an inch), so media queries
 * answer as they do on paper, and <body> becomes a multi-column box of one sheet's printable
 * height whose columns are the sheets. Set through the CSSOM: the site's content security
 * policy refuses an added <style>.
 */
async function sheetsOf(page: Page): Promise<Sheets> {
  const mm = 96 / 25.4;
  const width = 180 * mm;
  const height = 267 * mm;
  await page.setViewportSize({ width: Math.round(width), height: Math.round(height) });
  return page.evaluate(
    ({ width, height, boxes }) => {
      for (const element of [document.documentElement, document.body]) {
        element.style.setProperty('margin', '0', 'important');
        element.style.setProperty('padding', '0', 'important');
      }
      const sheet = { width: `${width}px`, height: `${height}px`, 'column-width': `${width}px`, 'column-gap': '0', 'column-fill': 'auto' };
      for (const [name, value] of Object.entries(sheet)) document.body.style.setProperty(name, value, 'important');
      const sheetOf = (rect: DOMRect) => Math.floor((rect.left + 1) / width);
      const fragments = (element: Element) => [...element.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      const drawn = [...document.querySelectorAll(boxes)].filter((element) => fragments(element).length > 0);
      const split = drawn
        .filter((element) => new Set(fragments(element).map(sheetOf)).size > 1)
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}`);
      const lastOfMain = Math.max(...[...document.querySelectorAll('main *')].flatMap((element) => fragments(element).map(sheetOf)));
      return { sheets: Math.ceil((document.body.scrollWidth - 2) / width), lastSheetOfMain: lastOfMain + 1, split, boxes: drawn.length };
    },
    { width, height, boxes: BOXES },
  );
}

/** The most A4 sheets a story may print on (issue 39: it printed on five). */
const STORY_SHEETS = 3;

const storyText = (story: (typeof stories)[number]) =>
  [story.challenge, story.solution, story.testimonial.quote, ...story.highlights.map((item) => item.description)].join(' ').length;
const listed = stories.filter((story) => story.listed);
const firstStory = nth(listed, 0, 'listed story');
const longestStory = listed.reduce((longest, story) => (storyText(story) > storyText(longest) ? story : longest), firstStory);
const article = nth(
  articles.filter((entry) => entry.listed),
  0,
  'listed article',
);

describe.each([
  ['the first story', firstStory.canonicalPath, STORY_SHEETS],
  ['the longest story', longestStory.canonicalPath, STORY_SHEETS],
  ['an article', `/${article.slug}`, undefined],
] as const)('%s on A4 paper', (_name, address, mostSheets) => {
  const most = mostSheets ? `takes at most ${mostSheets} sheets, ` : '';
  it(`${most}cuts no box across two, and ends on its own text, not the footer`, async () => {
    const { page } = await openPage(browser, address);
    await page.emulateMedia({ media: 'print' });
    const pages = await printedPages(page);
    const sheets = await sheetsOf(page);
    // The model of the sheets is the print itself.
    expect(sheets.sheets, 'sheets laid out as columns, against the PDF').toBe(pages);
    if (mostSheets) expect(pages).toBeLessThanOrEqual(mostSheets);
    expect(sheets.boxes).toBeGreaterThan(0);
    expect(sheets.split).toEqual([]);
    expect(sheets.lastSheetOfMain, 'the last sheet holds the page itself').toBe(pages);
    await page.context().close();
  });
});

describe('an article on paper', () => {
  it('takes fewer A4 pages than its screen layout', async () => {
    const { page } = await openPage(browser, `/${article.slug}`);
    await page.emulateMedia({ media: 'screen' });
    const onScreen = await printedPages(page);
    await page.emulateMedia({ media: 'print' });
    const onPaper = await printedPages(page);
    expect(onPaper).toBeLessThan(onScreen);
    await page.context().close();
  });
});
