import type { ArticleSummary } from '../content/types';
import { site } from '@content/site';
import { describe, expect, it } from 'vitest';
import { articleJsonLd, authorJsonLd } from './article-json-ld';

describe('authorJsonLd', () => {
  it('reads "Name, Job title" as a person', () => {
    expect(authorJsonLd('Karan Mehta, Head of AI Engineering', site)).toEqual({
      '@type': 'Person',
      name: 'Karan Mehta',
      jobTitle: 'Head of AI Engineering',
      worksFor: { '@type': 'Organization', name: 'TranslytiX' },
    });
  });

  it('reads a team byline as an organization and a bare name as a person', () => {
    expect(authorJsonLd('TranslytiX Editorial Team', site)).toEqual({ '@type': 'Organization', name: 'TranslytiX Editorial Team' });
    expect(authorJsonLd('Priya Nair', site)).toEqual({ '@type': 'Person', name: 'Priya Nair' });
  });
});

describe('articleJsonLd', () => {
  const article: ArticleSummary = {
    id: 42,
    slug: 'inventory-ageing',
    title: 'Ageing Stock Is a Decision, Not an Accident',
    excerpt: 'Why stock ages and what to do about it.',
    author: 'TranslytiX Editorial Team',
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
