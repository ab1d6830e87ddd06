/**
 * Authors (content/authors/): each article's author line links to its author's page, each
 * author's page lists the articles they wrote, and an author on the Team page is named there
 * as the Team page names them. Expectations come from the compiled authors, articles and team
 * copy, so a new author or article keeps this green.
 */
import { describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { authors } from '@content/authors';
import { teamPage } from '@content/pages/team';
import { listedArticles } from '../../src/lib/blog';
import { gotoSettled, launchBrowserForFile, openPage, type OpenedPage } from './support/browser';

const browser = await launchBrowserForFile();
const listed = listedArticles(articles);
/**
 * One tab visits every page of a test in turn, each a fresh document with its console problems
 * counted from its own load: a context per page made the browser fetch the site's scripts,
 * styles and fonts again each time, which was most of this file's time.
 */
async function visitEach<T>(items: readonly T[], pathOf: (item: T) => string, check: (tab: OpenedPage, item: T) => Promise<void>) {
  let tab: OpenedPage | undefined;
  try {
    for (const item of items) {
      if (!tab) tab = await openPage(browser, pathOf(item));
      else {
        tab.problems.length = 0;
        await gotoSettled(tab.page, pathOf(item));
      }
      await check(tab, item);
    }
  } finally {
    await tab?.page.context().close();
  }
}
const authorOf = (id: string) => {
  const found = authors.find((author) => author.slug === id);
  if (!found) throw new Error(`no author ${id}`);
  return found;
};

describe('authors', () => {
  it("each article's author line links to its author's page with their name and role", async () => {
    await visitEach(
      listed,
      (article) => `/${article.slug}`,
      async ({ page, problems }, article) => {
        const author = authorOf(article.author);
        const details = page.locator('article header dl');
        const link = details.getByRole('link', { name: author.name });
        expect(await link.getAttribute('href'), article.slug).toBe(`/authors/${author.slug}`);
        expect(await details.textContent(), article.slug).toContain(`${author.name}, ${author.role}`);
        expect(problems, article.slug).toEqual([]);
      },
    );
  });

  it("each author's page lists the articles they wrote, and /authors lists every author", async () => {
    // /authors first (null), then each author's page, in the same tab.
    await visitEach(
      [null, ...authors],
      (author) => (author ? `/authors/${author.slug}` : '/authors'),
      async ({ page, problems }, author) => {
        if (!author) {
          expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
            expect.arrayContaining(authors.map((listedAuthor) => listedAuthor.name)),
          );
          expect(problems).toEqual([]);
          return;
        }
        expect(await page.locator('h1').textContent()).toBe(author.name);
        const written = listed.filter((article) => article.author === author.slug);
        const titles = await page.locator('main h3').allTextContents();
        expect(titles, author.slug).toEqual(written.map((article) => article.title));
        expect(problems, author.slug).toEqual([]);
      },
    );
  });

  it('an author on the Team page shows the Team page’s name and role', async () => {
    const members = authors.filter((author) => author.teamMember);
    expect(members.length, 'at least one team member writes').toBeGreaterThan(0);
    await visitEach(
      members,
      (author) => `/authors/${author.slug}`,
      async ({ page }, author) => {
        const member = teamPage.members.find((candidate) => candidate.name === author.name);
        expect(member, author.slug).toBeDefined();
        expect(author.role).toBe(member!.role);
        expect(await page.locator('h1').textContent()).toBe(member!.name);
        expect(await page.getByText(member!.role, { exact: true }).count()).toBeGreaterThan(0);
        expect(await page.getByRole('link', { name: 'our team' }).getAttribute('href')).toBe('/team');
      },
    );
  });
});
