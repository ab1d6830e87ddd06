import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../src/content/types.ts';
import { listedArticles } from '../src/lib/blog.ts';
import { compiledFixtures } from './content/test-support.ts';
import { buildFeed, rfc822 } from './feed.ts';

const { content, article: base } = await compiledFixtures();
const { site, articles } = content;
const fixture = (extra: Partial<ArticleSummary>): ArticleSummary => ({ ...base, ...extra });

/** Text between the tags of every <name> element, in order. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

describe('buildFeed', () => {
  const feed = buildFeed(site, { description: 'Insights & more' }, { articles });

  it('is RSS 2.0 with the channel pointing at the blog and at itself', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(elements(feed, 'link')[0]).toBe('https://www.translytix.example/blog');
    expect(feed).toContain('<atom:link href="https://www.translytix.example/blog/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(elements(feed, 'description')[0]).toBe('Insights &amp; more');
  });

  it('lists the listed articles in list order with absolute links and RFC 822 dates', () => {
    const listed = listedArticles(articles);
    expect(elements(feed, 'link').slice(1)).toEqual(listed.map((article) => `${site.origin}/${article.slug}`));
    expect(elements(feed, 'link')).toContain(`${site.origin}/${base.slug}`);
    for (const hidden of articles.filter((article) => !article.listed)) expect(feed).not.toContain(`${site.origin}/${hidden.slug}<`);
    expect(elements(feed, 'pubDate')).toEqual(listed.map((article) => rfc822(article.date)));
  });

  it("ends each description with the article's computed reading time", () => {
    const feed = buildFeed(
      site,
      { description: 'd' },
      { articles: [fixture({ slug: 'short', readingMinutes: 1 }), fixture({ slug: 'long', readingMinutes: 12 })] },
    );
    expect(elements(feed, 'description').slice(1)).toEqual([`${base.excerpt} (1 min read)`, `${base.excerpt} (12 min read)`]);
  });

  it('dates the feed by its newest article, not by the build', () => {
    const dated = buildFeed(
      site,
      { description: 'd' },
      { articles: [fixture({ date: '2025-06-15' }), fixture({ slug: 'later', date: '2025-08-17' })] },
    );
    expect(elements(dated, 'lastBuildDate')).toEqual(['Sun, 17 Aug 2025 00:00:00 GMT']);
  });

  it('leaves out drafts and scheduled articles of a preview build', () => {
    const preview = buildFeed(
      site,
      { description: 'd' },
      { articles: [fixture({ slug: 'live' }), fixture({ slug: 'draft', unpublished: { kind: 'draft' } })] },
    );
    expect(elements(preview, 'link').slice(1)).toEqual([`${site.origin}/live`]);
  });

  it('escapes markup in titles, bylines and excerpts, so a hostile field stays text', () => {
    const hostile = buildFeed(
      site,
      { description: 'd' },
      {
        articles: [
          fixture({
            title: '</title><script>alert(1)</script>',
            author: 'A & B <x@y>',
            excerpt: ']]> <![CDATA[ "quoted"',
            readingMinutes: 2,
          }),
        ],
      },
    );
    expect(hostile).not.toContain('<script>');
    expect(elements(hostile, 'title')[1]).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(elements(hostile, 'dc:creator')).toEqual(['A &amp; B &lt;x@y&gt;']);
    expect(elements(hostile, 'description')[1]).toBe(']]&gt; &lt;![CDATA[ &quot;quoted&quot; (2 min read)');
    // Every "<" left in the document opens one of the feed's own elements.
    const tags = [...hostile.matchAll(/<\/?([\w:?!]+)/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(
      new Set([
        '?xml',
        'rss',
        'channel',
        'title',
        'link',
        'description',
        'language',
        'lastBuildDate',
        'atom:link',
        'item',
        'guid',
        'pubDate',
        'dc:creator',
        'category',
      ]),
    );
  });

  it('is still valid with no listed article', () => {
    const empty = buildFeed(site, { description: 'd' }, { articles: [fixture({ listed: false })] });
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty.trim().endsWith('</rss>')).toBe(true);
  });

  it('dates a day at midnight UTC', () => {
    expect(rfc822('2025-07-04')).toBe('Fri, 04 Jul 2025 00:00:00 GMT');
  });
});
