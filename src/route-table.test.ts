import { describe, expect, it } from 'vitest';
import { sitemapXml, robotsTxt } from '../scripts/sitemap';
import { buildRoutes, knownPaths, type RouteContent } from './route-table';

const content: RouteContent = {
  stories: [
    { slug: 'helmet-story', canonicalPath: '/helmet-story', aliases: ['/End-to-end-AI-Integration'] },
    { slug: 'footwear-story', canonicalPath: '/success-stories/footwear-story', aliases: ['/Footwear-Story'] },
  ],
  articles: [{ slug: 'roi-of-technology', id: 1 }],
  legal: [{ slug: 'cookies', path: '/Cookies', title: 'Cookie Policy' }],
};
const { routes, redirects } = buildRoutes(content);
const byPath = (path: string) => routes.find((route) => route.path === path);

describe('buildRoutes', () => {
  it('serves each story at /{slug} and /success-stories/{slug} with one canonical', () => {
    expect(byPath('/helmet-story')).toMatchObject({ page: 'story', contentSlug: 'helmet-story', canonical: '/helmet-story', sitemap: true });
    expect(byPath('/success-stories/helmet-story')).toMatchObject({ canonical: '/helmet-story', sitemap: false });
    expect(byPath('/success-stories/footwear-story')).toMatchObject({ sitemap: true });
    expect(byPath('/footwear-story')).toMatchObject({ canonical: '/success-stories/footwear-story', sitemap: false });
  });

  it('serves each article at its root path, /blog/{id} and /blog/{slug}, canonical at the root', () => {
    for (const path of ['/roi-of-technology', '/blog/1', '/blog/roi-of-technology']) {
      expect(byPath(path)).toMatchObject({ page: 'article', contentSlug: 'roi-of-technology', canonical: '/roi-of-technology' });
    }
  });

  it('keeps drafts and scheduled entries of a preview build out of the sitemap and marks them noindex', () => {
    const preview = buildRoutes({
      ...content,
      stories: [{ slug: 'draft-story', canonicalPath: '/draft-story', aliases: [], unpublished: { kind: 'draft' } }],
      articles: [{ slug: 'later', id: 7, unpublished: { kind: 'scheduled', date: '2031-01-01' } }],
    }).routes;
    for (const path of ['/draft-story', '/success-stories/draft-story', '/later', '/blog/7', '/blog/later']) {
      expect(preview.find((route) => route.path === path), path).toMatchObject({ sitemap: false, noindex: true });
    }
  });

  it('turns story aliases into redirects to the story', () => {
    expect(redirects).toEqual([
      { from: '/End-to-end-AI-Integration', to: '/helmet-story' },
      { from: '/Footwear-Story', to: '/footwear-story' },
    ]);
  });

  it('answers unknown paths with 404 pages, story paths with the story one', () => {
    expect(byPath('/success-stories/*')).toMatchObject({ page: 'story-not-found', status: 404, outFile: 'success-stories/404.html' });
    expect(byPath('*')).toMatchObject({ page: 'not-found', status: 404, outFile: '404.html' });
    expect(routes.at(-1)!.path).toBe('*');
  });

  it('keeps /backups out of search engines', () => {
    expect(byPath('/backups')).toMatchObject({ noindex: true, sitemap: false, canonical: null });
  });

  it('knows every openable path, aliases included, for link checks', () => {
    const known = knownPaths(content);
    expect(known.has('/contact')).toBe(true);
    expect(known.has('/End-to-end-AI-Integration')).toBe(true);
    expect(known.has('/pricing')).toBe(false);
    expect([...known].some((path) => path.includes('*'))).toBe(false);
  });
});

describe('sitemap and robots', () => {
  const site = { origin: 'https://www.translytix.example' };
  const xml = sitemapXml(site, routes);

  it('lists canonical URLs only, once each', () => {
    expect(xml).toContain('<loc>https://www.translytix.example/helmet-story</loc>');
    expect(xml).toContain('<loc>https://www.translytix.example/success-stories/footwear-story</loc>');
    expect(xml).not.toContain('/success-stories/helmet-story<');
    expect(xml).not.toContain('/blog/1<');
    expect(xml).not.toContain('/backups');
    expect(xml.match(/<loc>/g)).toHaveLength(routes.filter((route) => route.sitemap).length);
  });

  it('points robots at the sitemap and lets crawlers read noindex pages, so they see the noindex', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://www.translytix.example/sitemap.xml');
    expect(robotsTxt(site)).not.toContain('Disallow');
  });
});
