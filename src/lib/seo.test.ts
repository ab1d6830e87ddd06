import { describe, expect, it } from 'vitest';
import type { Site } from '../content/types';
import { breadcrumbJsonLd, documentTitle, headTags, websiteJsonLd } from './seo';

const site = {
  name: 'TranslytiX',
  origin: 'https://www.translytix.example',
  social: { linkedin: 'https://l.example', youtube: 'https://y.example' },
} as Site;

const attr = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.flatMap((tag) => (tag.tag !== 'title' && tag.attrs[key] === value ? [tag.attrs] : []));

describe('headTags', () => {
  const tags = headTags({ title: 'Cookie Policy', description: 'How we use cookies.', canonicalPath: '/Cookies' }, site);

  it('applies the title template', () => {
    expect(tags[0]).toEqual({ tag: 'title', text: 'Cookie Policy | TranslytiX' });
    expect(documentTitle({ title: 'TranslytiX | AI', fullTitle: true }, site)).toBe('TranslytiX | AI');
  });

  it('builds the canonical from the origin and path', () => {
    expect(attr(tags, 'rel', 'canonical')).toEqual([{ rel: 'canonical', href: 'https://www.translytix.example/Cookies' }]);
    expect(attr(tags, 'property', 'og:url')[0]!.content).toBe('https://www.translytix.example/Cookies');
  });

  it('declares a 1200x630 share image for Open Graph and Twitter', () => {
    expect(attr(tags, 'property', 'og:image')[0]!.content).toBe('https://www.translytix.example/og/default.png');
    expect(attr(tags, 'property', 'og:image:width')[0]!.content).toBe('1200');
    expect(attr(tags, 'property', 'og:image:height')[0]!.content).toBe('630');
    expect(attr(tags, 'name', 'twitter:card')[0]!.content).toBe('summary_large_image');
  });

  it('has no canonical for pages without one, and marks noindex pages', () => {
    const notFound = headTags({ title: 'Page not found', description: 'x', canonicalPath: null, noindex: true }, site);
    expect(attr(notFound, 'rel', 'canonical')).toEqual([]);
    expect(attr(notFound, 'name', 'robots')[0]!.content).toBe('noindex, nofollow');
  });
});

describe('JSON-LD', () => {
  it('describes the site search at /blog?search=', () => {
    expect(JSON.stringify(websiteJsonLd(site))).toContain('https://www.translytix.example/blog?search={search_term_string}');
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.translytix.example/' },
        { position: 2, name: 'Blog', item: 'https://www.translytix.example/blog' },
      ],
    });
  });
});
