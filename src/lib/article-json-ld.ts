/** Structured data of an article page: schema.org Article. */
import type { Article, Organization, Person, ProfilePage, WithContext } from 'schema-dts';
import type { ArticleSummary, Site } from '../content/types';
import { authorLine, type AuthorLine } from './author-line';
import { readingDuration } from './reading-time';
import { absoluteUrl, articleShareImagePath } from './seo';

/** The article's author as schema.org wants them: a Person with their job title and page, or the editorial team as an Organization. */
export function authorJsonLd(author: AuthorLine, site: Pick<Site, 'name' | 'origin'>): Person | Organization {
  const url = absoluteUrl(site, author.path);
  if (author.group) return { '@type': 'Organization', name: author.name, url };
  return { '@type': 'Person', name: author.name, jobTitle: author.role, url, worksFor: { '@type': 'Organization', name: site.name } };
}

/** An author's own page: a ProfilePage about them (the site's Organization block stays the only top-level Organization). */
export function profilePageJsonLd(author: AuthorLine, site: Pick<Site, 'name' | 'origin'>): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(site, author.path),
    mainEntity: authorJsonLd(author, site),
  };
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
    author: authorJsonLd(authorLine(article.author), site),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') } },
    articleSection: article.categoryLabel,
    keywords: article.tags.join(', '),
    wordCount,
    // The compiled reading time, the figure the page and the cards show.
    timeRequired: readingDuration(article.readingMinutes),
    inLanguage: 'en-US',
  };
}
