/**
 * A large synthetic site for the paged lists' tests: `stories` and `articles` entries cloned
 * from the real content (as `npm run bench:scale` makes them), with new ids, slugs and titles,
 * and a server stand-in that answers the lists' payloads and indexes the way dist/_data does.
 * Tests derive every expectation from these entries, never from today's content.
 */
import path from 'node:path';
import { collectionContent, collectionPagesOf } from '../../scripts/collections';
import { projectRoot } from '../../scripts/content/compile';
import { formatProblems } from '../../scripts/content/problems';
import { readContent } from '../../scripts/content/read-content';
import { listIndexes, payloadBuilder } from '../../scripts/route-payloads';
import type { ArticleSummary, Story } from '../../src/content/types';
import { addressBook, buildRoutes } from '../../src/route-table';
import { routeDataUrl, type RoutePayload } from '../../src/router/route-data';

// Today's content, compiled as the build compiles it: every collection and all page copy (the
// home page's payload carries it), so no collection or page is listed here.
const compiled = await readContent(path.join(projectRoot, 'content'));
if (!compiled.content) throw new Error(formatProblems(compiled.problems));
const real = compiled.content;
const realStories = real.stories;
const realArticles = real.articles;

const pick = <T>(list: readonly T[], index: number): T => {
  const found = list[index % list.length];
  if (found === undefined) throw new Error('the real content has no entries to clone');
  return found;
};

export function syntheticContent(storyCount: number, articleCount: number) {
  const stories: Story[] = Array.from({ length: storyCount }, (_, index) => {
    const source = pick(realStories, index);
    const id = index + 1;
    return {
      ...source,
      id,
      slug: `synthetic-story-${id}`,
      title: `Synthetic ${id}: ${source.title}`,
      canonicalPath: `/synthetic-story-${id}`,
      aliases: [],
    };
  });
  const articles: ArticleSummary[] = Array.from({ length: articleCount }, (_, index) => {
    const source = pick(realArticles, index);
    const id = index + 1;
    return { ...source, id, slug: `synthetic-article-${id}`, title: `Synthetic ${id}: ${source.title}`, listed: true, featured: id <= 3 };
  });
  const entries = { ...collectionContent(real), stories, articles };
  const { site, pages, homeStudies } = real;
  return { site, pages, homeStudies, ...entries, articleBodies: {}, images: [], collectionPages: collectionPagesOf(entries) };
}

/** The JSON dist/_data would hold at `url`, for a fetch stand-in; undefined where there is none. */
export function dataServer(content: ReturnType<typeof syntheticContent>): { fetch: typeof fetch; requests: string[] } {
  const payloadOf = payloadBuilder(content);
  const book = addressBook(buildRoutes(content));
  const indexes = listIndexes(content);
  const requests: string[] = [];
  const answer = (url: string): unknown => {
    for (const [indexPath, index] of indexes) if (routeDataUrl(indexPath) === url) return index;
    const pathname = url.replace(/^\/_data/, '').replace(/\.json$/, '');
    const found = book.get(pathname);
    return found && 'route' in found ? (payloadOf(found.route) satisfies RoutePayload) : undefined;
  };
  const fetchStub = (input: string | URL | Request) => {
    const url = String(input);
    requests.push(url);
    const body = answer(url);
    return Promise.resolve(new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 404 : 200 }));
  };
  return { fetch: fetchStub as typeof fetch, requests };
}
