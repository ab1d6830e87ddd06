import { useLocation } from 'react-router';
import { storiesPage } from '@content/pages/stories';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { StoriesHero } from '../components/stories/stories-hero';
import { StoryFilterBar } from '../components/stories/story-filters';
import { StoryResults } from '../components/stories/story-results-list';
import { filterBaseOf, useStoryFilters } from '../components/stories/use-story-filters';
import { ListPageBar } from '../components/ui/pagination';
import { Container } from '../components/ui/section';
import { SEARCH_FAILED, useListView } from '../hooks/use-list-results';
import { pagedTitle, pageLinks } from '../lib/page-bar';
import type { ListPage } from '../lib/pagination';
import { breadcrumbJsonLd, itemListJsonLd } from '../lib/seo';
import { countLine, industryChipsOf, isFiltered, noFilters, STRUCTURED_DATA_STORIES } from '../lib/stories';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { PageData, StoryListItem } from '../router/route-data';
import type { PageProps } from '../router/pages';
import { industryNames } from '@content/industry-names';

function storiesJsonLd(listed: readonly StoryListItem[]) {
  return [
    breadcrumbJsonLd(site, [
      { name: 'Home', path: paths.home },
      { name: 'Success Stories', path: paths.successStories },
    ]),
    itemListJsonLd(
      site,
      'Success Stories',
      listed.slice(0, STRUCTURED_DATA_STORIES).map((story) => ({ name: story.title, path: story.canonicalPath })),
    ),
  ];
}

/**
 * /success-stories and its pages (/success-stories/page/2...): hero with figures, search and
 * industry chips, featured stories (page 1), this page's stories and the page bar. A search or
 * a chip shows its matches over every page (useListResults), paged in the browser.
 */
export default function SuccessStoriesPage({ route }: PageProps) {
  const location = useLocation();
  // A fresh visit (e.g. the nav link while already here) starts over from the URL's query.
  const filterBase = filterBaseOf(location);
  const data = usePageData('success-stories');
  const listPage = route.listPage ?? { number: 1, count: 1 };
  return (
    <>
      <Seo
        title={pagedTitle(storiesPage.seo.title, route.listPage)}
        description={storiesPage.seo.description}
        canonicalPath={route.canonical}
        jsonLd={import.meta.env.SSR ? storiesJsonLd(data.stories) : undefined}
        {...pageLinks(paths.successStories, route.listPage)}
      />
      <StoriesHero hero={data.hero} />
      <StoryBrowser key={filterBase} filterBase={filterBase} data={data} listPage={listPage} />
    </>
  );
}

function StoryBrowser({ filterBase, data, listPage }: { filterBase: string; data: PageData['success-stories']; listPage: ListPage }) {
  const { filters, setFilters } = useStoryFilters(industryNames, filterBase);
  const view = useListView('success-stories', isFiltered(filters) ? filters : null, listPage, data, 'all-stories');
  const total = data.facets.total;
  return (
    <Container className="py-12 sm:py-16">
      <StoryFilterBar filters={filters} chips={industryChipsOf(industryNames, data.facets)} onChange={setFilters} />
      {/* It repeats the visitor's search term, which may be one long word: it wraps anywhere rather than widen the page. */}
      <p role="status" className="mt-6 text-sm font-medium text-ink-600 wrap-anywhere">
        {view.matches === undefined
          ? `Searching all ${total} stories…`
          : view.matches === null
            ? SEARCH_FAILED
            : countLine(view.matches, total, filters)}
      </p>
      <StoryResults featured={view.featured} cards={view.cards} busy={view.busy} onClear={() => setFilters(noFilters)} />
      <ListPageBar bar={view.bar} listPath={paths.successStories} label="Success stories pages" />
    </Container>
  );
}
