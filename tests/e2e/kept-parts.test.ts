/**
 * Parts of a page kept as prerendered when it hydrates (src/components/kept-as-prerendered.tsx):
 * a policy's body, an article's body, the contact page's offices and FAQ, the site's footer; and
 * the cookie banner, kept for a returning visitor until it is removed. A first visit downloads none of their code
 * and the text stays; after client navigation they are drawn from their chunk. The policies and
 * the FAQ come from content/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { articles } from '@content/articles';
import { policyPages } from '@content/policies';
import { contactFaq } from '@content/pages/contact-faq';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../scripts/bench/page-weight';
import { projectRoot } from '../../scripts/content/compile';
import { launchBrowserForFile, openPage, requestedPaths } from './support/browser';
import { nth } from './support/derive';

const browser = await launchBrowserForFile();
const manifest = readManifest(projectRoot);
/** The address of the chunk built from `source`, from the build's manifest. */
const chunkOf = (source: string) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build's manifest has no chunk for ${source}`);
  expect(fs.existsSync(path.join(projectRoot, 'dist', chunk.file))).toBe(true);
  return `/${chunk.file}`;
};
const bodyChunk = (slug: string) => chunkOf(`content/legal/${slug}.mdx`);

describe.each(policyPages.map((policy) => [policy.path, policy] as const))('the policy at %s', (_, policy) => {
  const heading = nth(policy.headings, 0, 'heading of the policy');

  it('hydrates without its body chunk, keeps its body, and the body stays through a contents link', async () => {
    const { page, problems } = await openPage(browser, policy.path);
    const requested = await requestedPaths(page);
    expect(requested).not.toContain(bodyChunk(policy.slug));
    const body = page.getByRole('heading', { level: 2, name: heading.text });
    await expect.poll(() => body.isVisible()).toBe(true);
    // A re-render of the page around the body (the hash changes) must leave the kept HTML be.
    await page.getByRole('navigation', { name: 'On this page', exact: true }).getByRole('link', { name: heading.text }).click();
    await page.waitForURL(`**${policy.path}#${heading.id}`);
    expect(await body.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('draws its body from the chunk after client navigation', async () => {
    const { page, problems } = await openPage(browser, '/about');
    const chunkRequest = page.waitForRequest((request) => new URL(request.url()).pathname === bodyChunk(policy.slug));
    await page.getByRole('contentinfo').getByRole('link', { name: policy.title, exact: true }).click();
    await page.waitForURL(`**${policy.path}`);
    await chunkRequest;
    await expect.poll(() => page.getByRole('heading', { level: 2, name: heading.text }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the contact page', () => {
  const detailsChunk = () => chunkOf('src/components/contact/contact-details.ts');
  const question = nth(contactFaq.items, 0, 'FAQ item').question;

  it('hydrates without the chunk of its offices and FAQ, and keeps them', async () => {
    const { page, problems } = await openPage(browser, '/contact');
    const requested = await requestedPaths(page);
    expect(requested).not.toContain(detailsChunk());
    await expect.poll(() => page.getByText(question, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: contactFaq.heading }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('draws them from their chunk after client navigation', async () => {
    const { page, problems } = await openPage(browser, '/about');
    const chunkRequest = page.waitForRequest((request) => new URL(request.url()).pathname === detailsChunk());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await chunkRequest;
    await expect.poll(() => page.getByRole('heading', { name: contactFaq.heading }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the cookie banner', () => {
  const panelChunk = () => chunkOf('src/components/layout/cookie-banner-panel.tsx');

  it("is never downloaded for a returning visitor, who hydrates without it and gets it from 'Cookie settings'", async () => {
    const { page, problems } = await openPage(browser, '/about');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    // Removed once hydrated (it was hidden before the first paint).
    await expect.poll(() => page.locator('[data-first-visit-banner]').count()).toBe(0);
    expect(await requestedPaths(page)).not.toContain(panelChunk());
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await requestedPaths(page)).toContain(panelChunk());
    expect(problems).toEqual([]);
  });

  it('is downloaded on a first visit, and answers', async () => {
    const { page, problems } = await openPage(browser, '/about', { consent: false });
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await expect.poll(async () => (await requestedPaths(page)).includes(panelChunk())).toBe(true);
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("the site's footer", () => {
  const footerChunk = () => chunkOf('src/components/layout/site-footer.tsx');

  it('is never downloaded: its links navigate in the page, and its button reopens the cookie choices', async () => {
    const { page, problems } = await openPage(browser, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/contact');
    // Navigated in the page: the document that loaded /about is still the one showing /contact.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname))).toEqual([
      '/about',
    ]);
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Your cookie choices' }).isVisible()).toBe(true);
    const requested = await requestedPaths(page);
    expect(requested).not.toContain(footerChunk());
    expect(problems).toEqual([]);
  });
});

describe('an article', () => {
  const bodyChunk = () => chunkOf('src/components/blog/article-body.tsx');
  const article = nth(
    articles.filter((found) => found.listed),
    0,
    'listed article',
  );
  const body = (page: import('playwright-core').Page) => page.locator('main article [data-kept-as-prerendered="article-body"]');

  it('hydrates without the chunk of its body, and keeps the body', async () => {
    const { page, problems } = await openPage(browser, `/${article.slug}`);
    const requested = await requestedPaths(page);
    expect(requested).not.toContain(bodyChunk());
    const prerendered = await (await fetch(`${page.url()}`)).text();
    const text = (await body(page).innerText()).trim();
    expect(text.length).toBeGreaterThan(0);
    expect(prerendered).toContain('data-kept-as-prerendered="article-body"');
    expect(problems).toEqual([]);
  });

  it('draws its body from the chunk after client navigation', async () => {
    const { page, problems } = await openPage(browser, '/blog');
    const chunkRequest = page.waitForRequest((request) => new URL(request.url()).pathname === bodyChunk());
    await page.locator(`main a[href="/${article.slug}"]`).first().click();
    await page.waitForURL(`**/${article.slug}`);
    await chunkRequest;
    await expect.poll(async () => (await body(page).innerText()).trim().length > 0).toBe(true);
    expect(problems).toEqual([]);
  });
});
