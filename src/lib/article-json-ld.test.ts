import type { ArticleSummary } from '../content/types';
import { site } from '@content/site';
import { describe, expect, it } from 'vitest';
import { articleJsonLd, authorJsonLd } from './article-json-ld';

describe('authorJsonLd', () => {
  it('gives a person their job title and page', () => {
    expect(authorJsonLd({ name: 'Karan Mehta', role: 'Head of AI Engineering', group: false, path: '/authors/karan-mehta' }, site)).toEqual(
      {
        '@type': 'Person',
        name: 'Karan Mehta',
        jobTitle: 'Head of AI Engineering',
        url: `${site.origin}/authors/karan-mehta`,
        worksFor: { '@type': 'Organization', name: 'TranslytiX' },
      },
    );
  });

  it('gives the editorial team as an organization', () => {
    expect(
      authorJsonLd({ name: 'TranslytiX Editorial Team', role: 'Editorial team', group: true, path: '/authors/editorial-team' }, site),
    ).toEqual({
      '@type': 'Organization',
      name: 'TranslytiX Editorial Team',
      url: `${site.origin}/authors/editorial-team`,
    });
  });
});

describe('articleJsonLd', () => {
  const article: ArticleSummary = {
    id: 42,
    slug: 'inventory-ageing',
    title: 'Ageing Stock Is a Decision, Not an Accident',
    excerpt: 'Why stock ages and what to do about it.',
    author: 'editorial-team',
    date: '2025-07-04',
    category: 'inventory',
    categoryLabel: 'Inventory Optimization',
    tags: ['Ageing Stock'],
    likes: 0,
    comments: 0,
    featured: false,
    listed: true,
    readingMinutes: 4,
  };

  it('describes an article with its share image, date, word count, reading time and section', () => {
    const data = articleJsonLd(site, article, '/inventory-ageing', 731);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Ageing Stock Is a Decision, Not an Accident',
      url: `${site.origin}/inventory-ageing`,
      image: [`${site.origin}/og/articles/inventory-ageing.png`],
      datePublished: '2025-07-04',
      wordCount: 731,
      timeRequired: 'PT4M',
      articleSection: 'Inventory Optimization',
    });
  });
});
