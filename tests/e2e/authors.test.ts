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
import { launchBrowserForFile, openPage } from './support/browser';

const browser = await launchBrowserForFile();
const listed = listedArticles(articles);
const authorOf = (id: string) => {
  const found = authors.find((author) => author.slug === id);
  if (!found) throw new Error(`no author ${id}`);
  return found;
};

describe('authors', () => {
  it("each article's author line links to its author's page with their name and role", async () => {
    for (const article of listed) {
      const author = authorOf(article.author);
      const { page, problems } = await openPage(browser, `/${article.slug}`);
      const details = page.locator('article header dl');
      const link = details.getByRole('link', { name: author.name });
      expect(await link.getAttribute('href'), article.slug).toBe(`/authors/${author.slug}`);
      expect(await details.textContent(), article.slug).toContain(`${author.name}, ${author.role}`);
      expect(problems, article.slug).toEqual([]);
      await page.close();
    }
  });

  it("each author's page lists the articles they wrote, and /authors lists every author", async () => {
    const { page: list, problems: listProblems } = await openPage(browser, '/authors');
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(authors.map((author) => author.name)),
    );
    expect(listProblems).toEqual([]);
    await list.close();
    for (const author of authors) {
      const { page, problems } = await openPage(browser, `/authors/${author.slug}`);
      expect(await page.locator('h1').textContent()).toBe(author.name);
      const written = listed.filter((article) => article.author === author.slug);
      const titles = await page.locator('main h3').allTextContents();
      expect(titles, author.slug).toEqual(written.map((article) => article.title));
      expect(problems, author.slug).toEqual([]);
      await page.close();
    }
  });

  it('an author on the Team page shows the Team page’s name and role', async () => {
    const members = authors.filter((author) => author.teamMember);
    expect(members.length, 'at least one team member writes').toBeGreaterThan(0);
    for (const author of members) {
      const member = teamPage.members.find((candidate) => candidate.name === author.name);
      expect(member, author.slug).toBeDefined();
      expect(author.role).toBe(member!.role);
      const { page } = await openPage(browser, `/authors/${author.slug}`);
      expect(await page.locator('h1').textContent()).toBe(member!.name);
      expect(await page.getByText(member!.role, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'our team' }).getAttribute('href')).toBe('/team');
      await page.close();
    }
  });
});
