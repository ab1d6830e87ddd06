/**
 * The not-found screen in Chromium against the built site: an unknown address and an unknown
 * story both get the one screen, with a 404, a search of the whole site and the header's main
 * destinations (read from the route table and site.yaml), and it is axe clean.
 */
import { site } from '@content/site';
import { stories } from '@content/stories';
import { describe, expect, it } from 'vitest';
import { siteNavLinks } from '../../src/components/layout/nav-links';
import { paths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowserForFile, openPage } from './support/browser';

const browser = await launchBrowserForFile();

/** A word of the first story's title, which the site search is sure to find. */
const term = stories[0]?.title.split(/\s+/).find((word) => /^[A-Za-z]{5,}$/.test(word)) ?? 'supply';

describe.each([
  ['an unknown address', '/no-such-page-here', 'Page not found'],
  ['an unknown story', `${paths.successStories}/no-such-story-here`, 'Story not found'],
])('the not-found screen for %s', (_name, address, heading) => {
  it('answers 404 with search and the main destinations, and is axe clean', async () => {
    expect((await fetch(`${baseURL()}${address}`)).status).toBe(404);
    const { page } = await openPage(browser, address, { viewport: 'mobile' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    const destinations = page.getByRole('navigation', { name: 'Main destinations' }).getByRole('link');
    const expected = [
      ...siteNavLinks.filter((link) => link.path !== paths.contact).map((link) => [link.label, link.path]),
      [site.actions.demo, paths.contact],
    ];
    expect(await destinations.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);

    // The search box opens the site search with what was typed; its hits are links.
    await page.getByRole('search').getByRole('searchbox', { name: 'Search the site' }).fill(term);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('combobox').inputValue()).toBe(term);
    const first = dialog.getByRole('listbox').getByRole('option').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\//);
    await page.context().close();
  });
});
