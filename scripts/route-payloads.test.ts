import { describe, expect, it } from 'vitest';
import { articles } from '@content/articles';
import { stories } from '@content/stories';
import path from 'node:path';
import { projectRoot } from './content/compile';
import { readContent } from './content/read-content';
import { payloadAt, payloadBuilder, storyListItem } from './route-payloads';
import { buildRoutes } from '../src/route-table';
import { routeDataUrl, scriptJson } from '../src/router/route-data';
import { LARGE_CARD_CHALLENGE_CHARS, TEASER_CHALLENGE_CHARS, truncate } from '../src/lib/stories';

const { content: compiled } = readContent(path.join(projectRoot, 'content'), { drafts: false });
if (!compiled) throw new Error('content/ does not compile: run npm run content');
const content = compiled;
const { routes } = buildRoutes(content);
const payloadOf = payloadBuilder(content);

describe('route payloads', () => {
  it('gives a story page its own story and nothing else', () => {
    const story = stories[0]!;
    const payload = payloadAt(content, `/success-stories/${story.slug}`);
    expect(payload).toMatchObject({ route: { page: 'story', contentSlug: story.slug }, data: { story: { slug: story.slug, title: story.title } } });
    expect(JSON.stringify(payload)).not.toContain(stories[1]!.title);
  });

  it('gives an article its summary and body at each of its three paths', () => {
    const article = articles[0]!;
    for (const path of [`/${article.slug}`, `/blog/${article.id}`, `/blog/${article.slug}`]) {
      const payload = payloadAt(content, path);
      expect(payload).toMatchObject({ route: { page: 'article', contentSlug: article.slug }, data: { article: { id: article.id } } });
      expect(payload && 'data' in payload && payload.data && 'body' in payload.data && payload.data.body.length).toBeGreaterThan(100);
    }
  });

  it('lists only listed stories, with card fields only, on /success-stories', () => {
    const payload = payloadOf(routes.find((route) => route.page === 'success-stories')!);
    const listed = stories.filter((story) => story.listed);
    expect(payload.data).toEqual({ stories: listed.map(storyListItem) });
    expect(JSON.stringify(payload)).not.toContain(listed[0]!.solution.slice(0, 60));
  });

  it('answers a story alias with where the story lives, and unknown paths with nothing', () => {
    const story = stories.find((candidate) => candidate.aliases.length > 0)!;
    expect(payloadAt(content, story.aliases[0]!)).toEqual({ redirect: `/${story.slug}` });
    expect(payloadAt(content, '/no-such-page')).toBeUndefined();
  });

  it('gives screens without collection data a null payload', () => {
    expect(payloadAt(content, '/about')).toMatchObject({ route: { page: 'about' }, data: null });
  });
});

describe('storyListItem', () => {
  it('cuts the challenge so that the cards show exactly what they showed of the full text', () => {
    const long = `${'Demand  planning\nacross 40 plants '.repeat(20)}🚚 end`;
    const samples = [...stories, { ...stories[0]!, challenge: long }, { ...stories[0]!, challenge: 'Short.' }];
    for (const story of samples) {
      const item = storyListItem(story);
      for (const max of [TEASER_CHALLENGE_CHARS, LARGE_CARD_CHALLENGE_CHARS]) expect(truncate(item.challenge, max)).toBe(truncate(story.challenge, max));
    }
  });
});

describe('routeDataUrl and scriptJson', () => {
  it('maps paths to files under /_data', () => {
    expect(routeDataUrl('/')).toBe('/_data/index.json');
    expect(routeDataUrl('/blog/12')).toBe('/_data/blog/12.json');
  });

  it('never lets data close the script element it is embedded in', () => {
    const text = scriptJson({ quote: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ quote: '</script><script>alert(1)</script>' });
  });
});
