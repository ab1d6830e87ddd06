/**
 * The small routing framework (src/router/) in the browser: client navigation fetches the next
 * page's payload, an alias answers with where its story lives, and a payload that cannot be
 * fetched falls back to loading the page itself, so a visitor is never left on a broken view.
 */
import { describe, expect, it } from 'vitest';
import { stories } from '@content/stories';
import { listedStories } from '../../src/lib/stories';
import { launchBrowserForFile, openPage } from './support/browser';

const browser = await launchBrowserForFile();

const story = listedStories(stories)[0];

describe('client navigation', () => {
  it('loads the next page from its payload without reloading the document', async () => {
    if (!story) throw new Error('no listed story to navigate to');
    const { page, problems } = await openPage(browser, '/success-stories');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    const payloads: string[] = [];
    page.on('request', (request) => request.url().includes('/_data/') && payloads.push(new URL(request.url()).pathname));
    await page.locator(`main a[href="/${story.slug}"]`).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
    expect(documents).toEqual([]);
    expect(payloads).toEqual([`/_data/${story.slug}.json`]);
    expect(problems).toEqual([]);
  });

  it('loads the page itself when its payload cannot be fetched (offline, or a deploy in between)', async () => {
    if (!story) throw new Error('no listed story to navigate to');
    const { page } = await openPage(browser, '/success-stories');
    await page.route('**/_data/**', (route) => route.abort());
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await page.locator(`main a[href="/${story.slug}"]`).first().click();
    await page.waitForURL(`**/${story.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
    expect(documents).toEqual([`/${story.slug}`]);
  });
});
