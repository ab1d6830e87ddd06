/**
 * The blog's RSS 2.0 feed (dist/blog/feed.xml): the listed articles, newest first, with
 * absolute links from the site origin and each article's reading time after its excerpt.
 * Every page's head links to it (src/lib/seo.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary, Site } from '../src/content/types.ts';
import { listedArticles } from '../src/lib/blog.ts';
import { escapeXml } from '../src/lib/escape.ts';
import { readingTimeLabel } from '../src/lib/reading-time.ts';
import { absoluteUrl, FEED_PATH } from '../src/lib/seo.ts';
import { paths } from '../src/route-table.ts';

/** RFC 822 date of a YYYY-MM-DD day (midnight UTC), as RSS wants it. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function buildFeed(site: Pick<Site, 'name' | 'origin'>, blog: { description: string }, articles: readonly ArticleSummary[]): string {
  // A preview build lists drafts and scheduled articles; a feed reader must never see them.
  const items = listedArticles(articles).filter((article) => !article.unpublished);
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${tag('title', `${site.name} Blog`)}`,
    `    ${tag('link', absoluteUrl(site, paths.blog))}`,
    `    ${tag('description', blog.description)}`,
    '    <language>en-us</language>',
    // The newest article's day, not the build time: the feed changes only when content does.
    ...(items[0] ? [`    ${tag('lastBuildDate', rfc822(items[0].date))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(site, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap((article) => {
      const url = absoluteUrl(site, `/${article.slug}`);
      return [
        '    <item>',
        `      ${tag('title', article.title)}`,
        `      ${tag('link', url)}`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      ${tag('pubDate', rfc822(article.date))}`,
        `      ${tag('dc:creator', article.author)}`,
        `      ${tag('category', article.categoryLabel)}`,
        // RSS has no element for a reading time; readers show the description, so it goes there.
        `      ${tag('description', `${article.excerpt} (${readingTimeLabel(article.readingMinutes)})`)}`,
        '    </item>',
      ];
    }),
    '  </channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}

export function writeFeed(distDir: string, site: Site, blog: { description: string }, articles: readonly ArticleSummary[]): number {
  const target = path.join(distDir, FEED_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, buildFeed(site, blog, articles));
  return listedArticles(articles).filter((article) => !article.unpublished).length;
}
