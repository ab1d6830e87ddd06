/**
 * The site's RSS 2.0 feed (dist/blog/feed.xml): the items of the collections whose definitions
 * (scripts/collections.ts) put them in the feed (the blog's articles), with absolute links from
 * the site origin. Every page's head links to it (src/lib/seo.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../src/content/types.ts';
import { escapeXml } from '../src/lib/escape.ts';
import { absoluteUrl, FEED_PATH } from '../src/lib/seo.ts';
import { paths } from '../src/route-table.ts';
import { feedItems, type CollectionContent } from './collections.ts';
import type { FeedItem } from './content/content-types.ts';

export type { FeedItem };

/** RFC 822 date of a YYYY-MM-DD day (midnight UTC), as RSS wants it. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function buildFeed(site: Pick<Site, 'name' | 'origin'>, blog: { description: string }, content: Partial<CollectionContent>): string {
  const items = feedItems(content);
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${tag('title', `${site.name} Blog`)}`,
    `    ${tag('link', absoluteUrl(site, paths.blog))}`,
    `    ${tag('description', blog.description)}`,
    '    <language>en-us</language>',
    // The first item's day, not the build time: the feed changes only when content does.
    ...(items[0] ? [`    ${tag('lastBuildDate', rfc822(items[0].date))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(site, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap((item) => {
      const url = absoluteUrl(site, item.path);
      return [
        '    <item>',
        `      ${tag('title', item.title)}`,
        `      ${tag('link', url)}`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      ${tag('pubDate', rfc822(item.date))}`,
        `      ${tag('dc:creator', item.author)}`,
        `      ${tag('category', item.category)}`,
        `      ${tag('description', item.description)}`,
        '    </item>',
      ];
    }),
    '  </channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}

export function writeFeed(distDir: string, site: Site, blog: { description: string }, content: Partial<CollectionContent>): number {
  const target = path.join(distDir, FEED_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, buildFeed(site, blog, content));
  return feedItems(content).length;
}
