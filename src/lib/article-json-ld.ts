/** Structured data of an article page: schema.org Article. */
import type { Article, Organization, Person, WithContext } from 'schema-dts';
import type { ArticleSummary, Site } from '../content/types';
import { readingDuration } from './reading-time';
import { absoluteUrl, articleShareImagePath } from './seo';

/**
 * Bylines read "Name, Job title" for people and "... Team" for the editorial team; schema.org
 * wants a Person or an Organization.
 */
export function authorJsonLd(byline: string, site: Pick<Site, 'name'>): Person | Organization {
  const comma = byline.indexOf(',');
  if (comma > 0) {
    return {
      '@type': 'Person',
      name: byline.slice(0, comma).trim(),
      jobTitle: byline.slice(comma + 1).trim(),
      worksFor: { '@type': 'Organization', name: site.name },
    };
  }
  return /\bteam\b/i.test(byline) ? { '@type': 'Organization', name: byline } : { '@type': 'Person', name: byline };
}

export function articleJsonLd(site: Site, article: ArticleSummary, canonicalPath: string, wordCount: number): WithContext<Article> {
  const url = absoluteUrl(site, canonicalPath);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(site, articleShareImagePath(article.slug))],
    datePublished: article.date,
    dateModified: article.date,
    author: authorJsonLd(article.author, site),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') } },
    articleSection: article.categoryLabel,
    keywords: article.tags.join(', '),
    wordCount,
    // The compiled reading time, the figure the page and the cards show.
    timeRequired: readingDuration(article.readingMinutes),
    inLanguage: 'en-US',
  };
}
