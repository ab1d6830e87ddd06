import { useLocation } from 'react-router';
import { storiesPage } from '@content/pages/stories';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { StoriesHero } from '../components/stories/stories-hero';
import { StoryFilterBar } from '../components/stories/story-filters';
import { StoryResults } from '../components/stories/story-results-list';
import { filterBaseOf, useStoryFilters } from '../components/stories/use-story-filters';
import { Container } from '../components/ui/section';
import { breadcrumbJsonLd, itemListJsonLd } from '../lib/seo';
import { countLine, filterStories, industryChips, listedStories, noFilters, STRUCTURED_DATA_STORIES } from '../lib/stories';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { StoryListItem } from '../router/route-data';
import type { PageProps } from '../router/pages';

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

/** /success-stories: hero with figures, search and industry chips, featured stories, then every match. */
export default function SuccessStoriesPage({ route }: PageProps) {
  const location = useLocation();
  // A fresh visit (e.g. the nav link while already here) starts over from the URL's query.
  const filterBase = filterBaseOf(location);
  const listed = listedStories(usePageData('success-stories').stories);
  return (
    <>
      <Seo title={storiesPage.seo.title} description={storiesPage.seo.description} canonicalPath={route.canonical} jsonLd={storiesJsonLd(listed)} />
      <StoriesHero hero={storiesPage.hero} />
      <StoryBrowser key={filterBase} filterBase={filterBase} listed={listed} />
    </>
  );
}

function StoryBrowser({ filterBase, listed }: { filterBase: string; listed: readonly StoryListItem[] }) {
  const { filters, setFilters } = useStoryFilters(storiesPage.industries, filterBase);
  const matches = filterStories(listed, filters);
  return (
    <Container className="py-12 sm:py-16">
      <StoryFilterBar filters={filters} chips={industryChips(storiesPage.industries, listed)} onChange={setFilters} />
      {/* It repeats the visitor's search term, which may be one long word: it wraps anywhere rather than widen the page. */}
      <p role="status" className="mt-6 text-sm font-medium text-ink-600 wrap-anywhere">
        {countLine(matches.length, listed.length, filters)}
      </p>
      <StoryResults matches={matches} onClear={() => setFilters(noFilters)} />
    </Container>
  );
}
