import { articles } from '@content/articles';
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
  it('describes article 11 with its share image, date, word count and reading time', () => {
    const article = articles.find((candidate) => candidate.id === 11);
    if (!article) throw new Error('content/articles has no article 11');
    const data = articleJsonLd(site, article, '/inventory-ageing', 731) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      url: 'https://www.translytix.example/inventory-ageing',
      image: ['https://www.translytix.example/og/articles/inventory-ageing.png'],
      datePublished: '2025-07-04',
      wordCount: 731,
      timeRequired: `PT${article.readingMinutes}M`,
      articleSection: 'Inventory Management',
    });
  });
});
