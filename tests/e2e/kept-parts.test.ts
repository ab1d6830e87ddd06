/**
 * Parts of a page kept as prerendered when it hydrates (src/components/kept-as-prerendered.tsx):
 * a policy's body. A first visit downloads none of its code and the text stays; after client
 * navigation the body is drawn from its chunk. The policies come from content/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { legalPages } from '@content/legal';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../scripts/bench/page-weight';
import { projectRoot } from '../../scripts/content/compile';
import { launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';

const browser = await launchBrowserForFile();
const manifest = readManifest(projectRoot);
/** The file name of a policy's body chunk, from the build's manifest. */
const bodyChunk = (slug: string) => {
  const chunk = manifest[`content/legal/${slug}.mdx`];
  if (!chunk) throw new Error(`The build's manifest has no chunk for content/legal/${slug}.mdx`);
  expect(fs.existsSync(path.join(projectRoot, 'dist', chunk.file))).toBe(true);
  return `/${chunk.file}`;
};

describe.each(legalPages.map((policy) => [policy.path, policy] as const))('the policy at %s', (_, policy) => {
  const heading = nth(policy.headings, 0, 'heading of the policy');

  it('hydrates without its body chunk, keeps its body, and the body stays through a contents link', async () => {
    const { page, problems } = await openPage(browser, policy.path);
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
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
