import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consentDefaultsScript } from '../src/consent/consent-defaults';
import { tagManagerScript } from '../src/consent/tag-manager';
import type { Site } from '../src/content/types';
import { compiledFixtures } from './content/test-support';
import { contentFileOf, prerender } from './prerender';

describe('prerender', () => {
  it('fails on the first page that does not render, naming the route and its content file', async () => {
    const { content } = await compiledFixtures();
    const policy = content.policies[0]!;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    // A server entry whose policy page throws, as a page with an undefined name in its MDX would.
    const serverEntry = path.join(dir, 'entry-server.mjs');
    fs.writeFileSync(
      serverEntry,
      `export async function preloadAllPages() {}
export async function renderPage(url, payload) {
  if (payload.route.page === 'policy') throw new ReferenceError('company is not defined');
  return { html: '<p>ok</p>', head: '<title>ok</title>' };
}`,
    );
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
    fs.writeFileSync(path.join(dir, 'template.html'), '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data-->');
    const run = prerender({
      distDir: path.join(dir, 'dist'),
      serverEntry,
      manifestFile: path.join(dir, 'manifest.json'),
      templateFile: path.join(dir, 'template.html'),
      content,
    });
    await expect(run).rejects.toThrow(
      `Prerendering ${policy.path} (content: content/legal/${policy.slug}.mdx) failed: ReferenceError: company is not defined`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('the head of every page', () => {
    /** Prerenders the fixture content with `site` changed; the home page's HTML. */
    async function homeHtml(site: Partial<Site>): Promise<string> {
      const { content } = await compiledFixtures();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-head-'));
      const serverEntry = path.join(dir, 'entry-server.mjs');
      fs.writeFileSync(
        serverEntry,
        `export async function preloadAllPages() {}\nexport async function renderPage() { return { html: '<p>ok</p>', head: '<title>ok</title>' }; }`,
      );
      fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
      fs.writeFileSync(path.join(dir, 'template.html'), '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-data-->');
      const distDir = path.join(dir, 'dist');
      await prerender({
        distDir,
        serverEntry,
        manifestFile: path.join(dir, 'manifest.json'),
        templateFile: path.join(dir, 'template.html'),
        content: { ...content, site: { ...content.site, ...site } },
      });
      const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      return html;
    }
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

    it('without a tag manager: only the Consent Mode defaults, nothing from Google', async () => {
      const html = await homeHtml({ googleTagManagerId: undefined });
      expect(scripts(html)).toEqual([consentDefaultsScript]);
      expect(html).not.toContain('googletagmanager');
    });

    it('with a container id: its loader right after the Consent Mode defaults', async () => {
      const html = await homeHtml({ googleTagManagerId: 'GTM-TEST123' });
      expect(scripts(html)).toEqual([consentDefaultsScript, tagManagerScript('GTM-TEST123')]);
      expect(tagManagerScript('GTM-TEST123')).toContain('\'dataLayer\',"GTM-TEST123")');
    });
  });

  it('names the content file a marketer would open for each kind of page', () => {
    expect(contentFileOf({ page: 'story', contentSlug: 'a-story' })).toBe('content/stories/a-story.md');
    expect(contentFileOf({ page: 'article', contentSlug: 'an-article' })).toBe('content/articles/an-article.md');
    expect(contentFileOf({ page: 'about' })).toBe('content/pages/about.yaml');
    expect(contentFileOf({ page: 'not-found' })).toBeUndefined();
  });
});
