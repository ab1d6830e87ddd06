/**
 * One value per claim across the built site (issue 39, part 1). Every figure the site claims is
 * under claims: in content/site.yaml; on every built page, a line that names a claim (its
 * shownWith: words) shows no other figure of its kind than the claim's value, and a claim's
 * caption (its wording) stands beside its value wherever a page shows it as a figure. The build
 * refuses the same mistakes before anything is built: shown here on a copy of the content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '@content/site';
import { stories } from '@content/stories';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { claimMismatches, computeClaim } from '../../scripts/content/figures';
import { copyContent, runContent } from '../../scripts/content/test-support';
import { baseURL, gotoSettled, launchBrowserForFile } from './support/browser';
import { distinctPaths, routes } from './support/routes';

const browser: Browser = await launchBrowserForFile();
afterAll(() => browser.close());

/** Each claim's value as the pages show it: typed, or (a count only the payload copy shows) computed. */
const values: Record<string, string> = Object.fromEntries(
  Object.entries(site.claims).flatMap(([name, claim]) => {
    const value = claim.value ?? ('computed' in claim.basis ? computeClaim(claim.basis, stories) : null);
    return value ? [[name, value]] : [];
  }),
);

/**
 * The site's own screens: a page key the route table gives one address. A page key with many
 * (a story, an article, a policy, an author, an industry) is an entry telling its own account,
 * where "went live in 14 weeks" is that company's figure, not the site's claim.
 */
const screens = distinctPaths.filter((pathname) => {
  const key = routes.find((route) => route.path === pathname)?.page;
  return routes.filter((route) => route.page === key).length === 1;
});

/** The visible text of a page's main content, line by line. */
async function linesOf(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('one value per claim on every built page', () => {
  const captionsSeen = new Set<string>();

  it.each(screens)("%s shows each claim it names with the claim's value, and its caption beside it", async (pathname) => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await gotoSettled(page, pathname);
    const lines = await linesOf(page);
    // A figure and its label are drawn as two lines: each line alone and with the next.
    const texts = [
      ...lines.flatMap((line) => line.split(/(?<=[.!?;])\s+(?=[A-Z])/)),
      ...lines.slice(1).map((line, index) => `${lines[index]} ${line}`),
    ];
    const wrong = texts.flatMap((text) =>
      claimMismatches(site.claims, values, text).map(
        (mismatch) => `"${text}": ${mismatch.name} shown as ${mismatch.shown}, claimed ${mismatch.value}`,
      ),
    );
    expect(wrong, pathname).toEqual([]);
    // A caption (a claim's wording as a line of its own) has the claim's value next to it.
    for (const [name, claim] of Object.entries(site.claims)) {
      const value = values[name];
      if (!value) continue;
      lines.forEach((line, index) => {
        if (line !== claim.wording) return;
        expect([lines[index - 1], lines[index + 1]], `${pathname}: the caption "${claim.wording}" beside ${value}`).toContain(value);
        captionsSeen.add(name);
      });
    }
    await context.close();
  });

  it('the headline figures are captioned with what they are (a range, a median, a best result, a source)', () => {
    // Each claim the pages show as a figure: the home, about and success-stories stats.
    const captioned = Object.keys(site.claims).filter((name) => captionsSeen.has(name));
    expect(captioned.length, [...captionsSeen].join(', ')).toBeGreaterThan(0);
    for (const name of captioned) expect(site.claims[name]!.wording, name).not.toBe('');
    // Every claim computed as a best result says so in its caption.
    for (const [name, claim] of Object.entries(site.claims)) {
      if ('computed' in claim.basis && claim.basis.computed === 'bestResult') expect(claim.wording, name).toMatch(/best/i);
    }
  });
});

describe('the build refuses a second value for a claim (on a copy of the content)', () => {
  it('a page sentence naming a claim with another figure: npm run content fails, naming the file, line and placeholder', async () => {
    const copy = copyContent();
    copy.replace(
      'site.yaml',
      /^claims:\n/m,
      'claims:\n  fixtureWidgets:\n    value: 50%\n    wording: fewer fixture widgets\n    shownWith: [fixture widgets]\n    basis: { source: A test, asOf: 2026-01-01 }\n',
    );
    copy.replace('pages/home.yaml', /^( {2}heading: ).*$/m, '$1Fixture widgets down 40%');
    const line =
      copy
        .read('pages/home.yaml')
        .split('\n')
        .findIndex((text) => text.includes('Fixture widgets down 40%')) + 1;
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(1);
    expect(output).toContain(`content/pages/home.yaml:${line}`);
    expect(output).toMatch(/shows fixtureWidgets as 40%, but the site's claim is 50%/);
    expect(output).toMatch(/Fix: Write \$fixtureWidgets in place of "40%"/);
    fs.rmSync(path.dirname(copy.dir), { recursive: true, force: true });
  });

  it('a typed figure the stories contradict: npm run content fails at the claim, with the computed figure', async () => {
    const copy = copyContent();
    copy.replace('site.yaml', /^( {2}implementationMedian:\n(?: {4}.*\n)*? {4}value: ).*$/m, '$1999 weeks');
    const { code, output } = await runContent(copy, { fixtures: false });
    expect(code, output).toBe(1);
    expect(output).toMatch(
      /content\/site\.yaml:\d+\n {2}The claim "implementationMedian" says 999 weeks, but implementationMedian of the \d+ listed stories is \d+ weeks/,
    );
    fs.rmSync(path.dirname(copy.dir), { recursive: true, force: true });
  });
});
