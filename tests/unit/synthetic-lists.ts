/**
 * A large synthetic site for the paged lists' tests: `stories` and `articles` entries cloned
 * from the real content (as `npm run bench:scale` makes them), with new ids, slugs and titles,
 * and a server stand-in that answers the lists' payloads and indexes the way dist/_data does.
 * Tests derive every expectation from these entries, never from today's content.
 */
import { articles as realArticles } from '@content/articles';
import { homeStudies } from '@content/home-studies';
import { industries } from '@content/industries';
import { aboutPage } from '@content/pages/about';
import { backupsPage } from '@content/pages/backups';
import { blogPage } from '@content/pages/blog';
import { contactPage } from '@content/pages/contact';
import { homePage } from '@content/pages/home';
import { illustrationsPage } from '@content/pages/illustrations';
import { industriesPage } from '@content/pages/industries';
import { servicesPage } from '@content/pages/services';
import { storiesPage } from '@content/pages/stories';
import { storiesHero } from '@content/pages/stories-hero';
import { contactFaq } from '@content/pages/contact-faq';
import { teamPage } from '@content/pages/team';
import { stories as realStories } from '@content/stories';
import type { PageCopy } from '../../scripts/content/read-content';
import { collectionPagesOf } from '../../scripts/collections';
import { listIndexes, payloadBuilder } from '../../scripts/route-payloads';
import type { ArticleSummary, Story } from '../../src/content/types';
import { addressBook, buildRoutes } from '../../src/route-table';
import { routeDataUrl, type RoutePayload } from '../../src/router/route-data';

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
  // Today's page copy and home studies: the home page's payload carries them.
  const pages: PageCopy = {
    home: homePage,
    about: aboutPage,
    team: teamPage,
    services: servicesPage,
    contact: { ...contactPage, faq: contactFaq },
    backups: backupsPage,
    stories: { ...storiesPage, hero: storiesHero },
    blog: blogPage,
    industries: industriesPage,
    illustrations: illustrationsPage,
  };
  const entries = { stories, articles, policies: [], industries: [...industries] };
  return { ...entries, articleBodies: {}, images: [], pages, homeStudies: [...homeStudies], collectionPages: collectionPagesOf(entries) };
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
