/**
 * Head tags for a page, as data: the SEO component renders them in the browser and the
 * prerenderer writes the same list into the served <head>.
 */
import type {
  Article,
  BreadcrumbList,
  ItemList,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Site } from '../content/types';
import { readingDuration } from './reading-time.ts';
import { FEED_FILE, SHARE_IMAGES_FOLDER } from '../site-files.ts';

/** Share images are 1200 by 630 pixels, the size social networks crop to. */
export const SHARE_IMAGE = { width: 1200, height: 630, defaultPath: `${SHARE_IMAGES_FOLDER}default.png` } as const;

/** An article's share image, generated at build time by scripts/share-images.ts. */
export const articleShareImagePath = (slug: string) => `${SHARE_IMAGES_FOLDER}articles/${slug}.png`;

/** The RSS feed of the listed articles (scripts/feed.ts), announced in every page's head. */
export const FEED_PATH = FEED_FILE;

export interface SeoInput {
  /** Page title without the site name; the template appends " | {site}". */
  title: string;
  /** Use `title` exactly as given (the home page). */
  fullTitle?: boolean;
  description: string;
  /** Path of the canonical URL, or null for pages that have none (not-found, noindex). */
  canonicalPath: string | null;
  /** Share image path (1200x630 PNG); defaults to the site's. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  keywords?: readonly string[];
  /**
   * Structured data objects, each written as one JSON-LD script in the prerendered <head>. For
   * crawlers, which read the prerendered page: the browser never renders them. Give them as
   * `import.meta.env.SSR ? [...] : undefined`, so the browser's bundle leaves their builders out
   * (the build sets SSR false there and drops the branch; eslint.config.js holds pages to it).
   */
  jsonLd?: readonly StructuredData[];
  /** Paths of the previous and next page of a paged list: <link rel="prev"> and <link rel="next">. */
  prevPath?: string;
  nextPath?: string;
}

/**
 * One JSON-LD block: a schema.org node typed by schema-dts (Google's types for schema.org), so
 * a property the type does not have, or a value of the wrong kind, fails the typecheck.
 */
export type StructuredData = WithContext<Thing>;

export type HeadTag =
  { tag: 'title'; text: string } | { tag: 'meta'; attrs: Record<string, string> } | { tag: 'link'; attrs: Record<string, string> };

export function documentTitle(input: Pick<SeoInput, 'title' | 'fullTitle'>, site: Pick<Site, 'name'>): string {
  return input.fullTitle ? input.title : `${input.title} | ${site.name}`;
}

export function absoluteUrl(site: Pick<Site, 'origin'>, path: string): string {
  return new URL(path, `${site.origin}/`).href;
}

export function headTags(input: SeoInput, site: Site): HeadTag[] {
  const title = documentTitle(input, site);
  const image = absoluteUrl(site, input.image ?? SHARE_IMAGE.defaultPath);
  const imageAlt = input.imageAlt ?? title;
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: value, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', text: title }, meta('name', 'description', input.description)];
  if (input.keywords && input.keywords.length > 0) tags.push(meta('name', 'keywords', input.keywords.join(', ')));
  if (input.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (input.canonicalPath) {
    const canonical = absoluteUrl(site, input.canonicalPath);
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } }, meta('property', 'og:url', canonical));
  }
  if (input.prevPath) tags.push({ tag: 'link', attrs: { rel: 'prev', href: absoluteUrl(site, input.prevPath) } });
  if (input.nextPath) tags.push({ tag: 'link', attrs: { rel: 'next', href: absoluteUrl(site, input.nextPath) } });
  tags.push(
    {
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: absoluteUrl(site, FEED_PATH) },
    },
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  );
  return tags;
}
/** The company as publisher and author: schema.org Organization with its logo. */
export function organizationJsonLd(site: Site): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: `${site.origin}/`,
    logo: absoluteUrl(site, '/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    sameAs: [site.social.linkedin, site.social.youtube],
  };
}

export function breadcrumbJsonLd(site: Site, trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export function websiteJsonLd(site: Site): WithContext<WebSite> {
  // The blog's search box: Google's sitelinks search box reads target and query-input.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/blog?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${site.origin}/`,
    potentialAction: search,
  };
}

/** An ordered list of pages, e.g. the stories a list page shows (schema.org ItemList). */
export function itemListJsonLd(site: Site, name: string, items: readonly { name: string; path: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(site, item.path),
    })),
  };
}

export interface CaseStudyInput {
  headline: string;
  /** Already cut to the length the page wants (stories: 300 characters). */
  description: string;
  /** Canonical path of the page. */
  path: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  keywords: readonly string[];
  /** What the study is about, e.g. the client's industry. */
  about: string;
  /** Minutes to read the story (its compiled readingMinutes). */
  readingMinutes: number;
}

/** A customer case study, written as a schema.org Article published by the company. */
export function caseStudyJsonLd(site: Site, input: CaseStudyInput): WithContext<Article> {
  const url = absoluteUrl(site, input.path);
  const organization: Organization = { '@type': 'Organization', name: site.name, url: `${site.origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: input.datePublished,
    articleSection: 'Success Story',
    about: input.about,
    keywords: input.keywords.join(', '),
    inLanguage: 'en-US',
    timeRequired: readingDuration(input.readingMinutes),
    image: absoluteUrl(site, SHARE_IMAGE.defaultPath),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') } },
  };
}
