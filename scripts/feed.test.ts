import { articles } from '@content/articles';
import { site } from '@content/site';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../src/content/types.ts';
import { buildFeed, escapeXml, rfc822 } from './feed.ts';

const base = articles.find((article) => article.id === 1);
if (!base) throw new Error('content/articles has no article 1');
const fixture = (extra: Partial<ArticleSummary>): ArticleSummary => ({ ...base, ...extra });

/** Text between the tags of every <name> element, in order. */
const elements = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML 1.0 cannot carry and keeps the rest of Unicode', () => {
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('₹24 crore · “quoted” 📈\ttab')).toBe('₹24 crore · “quoted” 📈\ttab');
  });
});

describe('buildFeed', () => {
  const feed = buildFeed(site, { description: 'Insights & more' }, articles);

  it('is RSS 2.0 with the channel pointing at the blog and at itself', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(elements(feed, 'link')[0]).toBe('https://www.translytix.example/blog');
    expect(feed).toContain('<atom:link href="https://www.translytix.example/blog/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(elements(feed, 'description')[0]).toBe('Insights &amp; more');
  });

  it('lists the listed articles newest first with absolute links and RFC 822 dates', () => {
    const links = elements(feed, 'link').slice(1);
    expect(links).toHaveLength(10);
    expect(links[0]).toBe('https://www.translytix.example/decision-partner');
    expect(links.at(-1)).toBe('https://www.translytix.example/roi-of-technology');
    expect(links).not.toContain('https://www.translytix.example/inventory-ageing');
    expect(elements(feed, 'pubDate').at(-1)).toBe('Sun, 15 Jun 2025 00:00:00 GMT');
    expect(elements(feed, 'lastBuildDate')).toEqual(['Sun, 17 Aug 2025 00:00:00 GMT']);
  });

  it('escapes markup in titles, bylines and excerpts, so a hostile field stays text', () => {
    const hostile = buildFeed(site, { description: 'd' }, [
      fixture({ title: '</title><script>alert(1)</script>', author: 'A & B <x@y>', excerpt: ']]> <![CDATA[ "quoted"' }),
    ]);
    expect(hostile).not.toContain('<script>');
    expect(elements(hostile, 'title')[1]).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(elements(hostile, 'dc:creator')).toEqual(['A &amp; B &lt;x@y&gt;']);
    expect(elements(hostile, 'description')[1]).toBe(']]&gt; &lt;![CDATA[ &quot;quoted&quot;');
    // Every "<" left in the document opens one of the feed's own elements.
    const tags = [...hostile.matchAll(/<\/?([\w:?!]+)/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(['?xml', 'rss', 'channel', 'title', 'link', 'description', 'language', 'lastBuildDate', 'atom:link', 'item', 'guid', 'pubDate', 'dc:creator', 'category']));
  });

  it('is still valid with no listed article', () => {
    const empty = buildFeed(site, { description: 'd' }, [fixture({ listed: false })]);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty.trim().endsWith('</rss>')).toBe(true);
  });

  it('dates a day at midnight UTC', () => {
    expect(rfc822('2025-07-04')).toBe('Fri, 04 Jul 2025 00:00:00 GMT');
  });
});
