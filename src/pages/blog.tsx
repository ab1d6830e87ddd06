/**
 * The blog list and its pages (/blog/page/2...): hero with search, category chips, featured
 * articles (All only, page 1 only), this page's articles and the page bar. A search or a chip
 * shows the articles that match (only those) over every page (useListResults), paged in the
 * browser. The `search` query parameter fills the box and follows it; the prerendered page is
 * the unfiltered page.
 */
import { Rss, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { blogPage } from '@content/pages/blog';
import { site } from '@content/site';
import { ArticleCard, FeaturedArticleCard } from '../components/blog/article-card';
import type { ArticleSummary } from '../content/types';
import { Seo } from '../components/seo';
import { FilterChipGroup } from '../components/ui/filter-chip-group';
import { SearchForm } from '../components/ui/search-form';
import { HeroBand } from '../components/ui/hero-band';
import { ListPageBar } from '../components/ui/pagination';
import { HeadedSection, sectionTitleClass } from '../components/ui/headed-section';
import { Container } from '../components/ui/section';
import { buttonClass } from '../components/ui/variants';
import { useHydrated } from '../hooks/use-hydrated';
import { SEARCH_FAILED, useListView, type ListView } from '../hooks/use-list-results';
import { useSearchParamText } from '../hooks/use-search-param';
import { ALL_CATEGORIES, articleCountText, categoryChipsOf, categoryFromQuery, latestHeading } from '../lib/blog';
import { cn } from '../lib/cn';
import type { FilterChip } from '../lib/filter-chips';
import { pagedTitle, pageLinks } from '../lib/page-bar';
import { breadcrumbJsonLd, FEED_PATH, organizationJsonLd, websiteJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';

function CategoryChips({ chips, selected, onSelect }: { chips: readonly FilterChip[]; selected: string; onSelect: (id: string) => void }) {
  return (
    // One scrolling row on small screens (eight chips would stack five rows deep), centred rows above.
    <FilterChipGroup
      chips={chips}
      selected={selected}
      onSelect={onSelect}
      name={{ 'aria-label': 'Filter by category' }}
      padding="narrow"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0"
    />
  );
}

function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-ink-50 px-6 py-16 text-center">
      <Search aria-hidden="true" className="mx-auto size-10 text-ink-500" />
      <h3 className="mt-4 text-lg font-semibold text-ink-900">No articles found</h3>
      <p className="mt-2 text-ink-600">Try adjusting your search terms or browse different categories.</p>
      <button type="button" onClick={onReset} className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
        Show all articles
      </button>
    </div>
  );
}

/**
 * The chosen category, kept in the URL (?category=) like the search, so Back and "Back to
 * Blog" return to the filtered list. The prerendered page is the unfiltered list, so the
 * query applies right after hydration.
 */
function useCategoryParam(chips: readonly FilterChip[]) {
  const [params, setParams] = useSearchParams();
  // Only a query to apply re-renders the page after hydration (see useHydrated).
  const hydrated = useHydrated(params.has('category'));
  const category = hydrated ? categoryFromQuery(params.get('category'), chips) : ALL_CATEGORIES;
  const setCategory = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === ALL_CATEGORIES) next.delete('category');
        else next.set('category', id);
        return next;
      },
      { replace: true, preventScrollReset: true, state: { preserveScroll: true } },
    );
  // One navigation for both parameters: two setParams calls in one event would each start
  // from the same query, and the second would put back what the first removed.
  const clearAll = () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true, state: { preserveScroll: true } });
  return { category, setCategory, clearAll };
}

function BlogSeo({ route }: PageProps) {
  return (
    <Seo
      title={pagedTitle(blogPage.seo.title, route.listPage)}
      description={blogPage.seo.description}
      canonicalPath={route.canonical}
      {...pageLinks(paths.blog, route.listPage)}
      jsonLd={
        import.meta.env.SSR
          ? [
              breadcrumbJsonLd(site, [
                { name: 'Home', path: paths.home },
                { name: 'Blog', path: paths.blog },
              ]),
              organizationJsonLd(site),
              websiteJsonLd(site),
            ]
          : undefined
      }
    />
  );
}

/** The heading of the list, how many articles it holds (or that they are loading) and the feed link. */
function LatestHeader({ category, matches, total }: { category: string; matches: number | undefined | null; total: number }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id="latest-heading" className={sectionTitleClass}>
          {latestHeading(category, blogPage.categories)}
        </h2>
        <p role="status" className="mt-1 text-ink-600">
          {matches === undefined ? `Searching all ${total} articles…` : matches === null ? SEARCH_FAILED : articleCountText(matches)}
        </p>
      </div>
      <a href={FEED_PATH} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        <Rss aria-hidden="true" className="size-4" />
        RSS feed
      </a>
    </div>
  );
}

function LatestArticles({
  category,
  view,
  total,
  onReset,
}: {
  category: string;
  view: ListView<ArticleSummary>;
  /** Listed articles over the whole blog. */
  total: number;
  onReset: () => void;
}) {
  const { cards } = view;
  return (
    <section aria-labelledby="latest-heading" className="pb-20 pt-10">
      <Container>
        <LatestHeader category={category} matches={view.matches} total={total} />
        {cards.length > 0 ? (
          <ul aria-busy={view.busy} className={cn('mt-8 card-grid', view.busy && 'opacity-60 transition-opacity')}>
            {cards.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8">
            <EmptyState onReset={onReset} />
          </div>
        )}
        <ListPageBar bar={view.bar} listPath={paths.blog} label="Blog pages" />
      </Container>
    </section>
  );
}

export default function BlogPage({ route }: PageProps) {
  const data = usePageData('blog');
  const listPage = route.listPage ?? { number: 1, count: 1 };
  const search = useSearchParamText('search');
  const chips = categoryChipsOf(blogPage.categories, data.facets);
  const { category, setCategory, clearAll } = useCategoryParam(chips);
  const filtered = category !== ALL_CATEGORIES || search.text.trim() !== '';
  const view = useListView('blog', filtered ? { category, search: search.text } : null, listPage, data, 'latest-heading');

  return (
    <>
      <BlogSeo route={route} />
      <HeroBand className="py-16 sm:py-20" containerClassName="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{blogPage.hero.eyebrow}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{blogPage.hero.headline}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{blogPage.hero.subheadline}</p>
        {/* Uncontrolled, re-created when the text comes from elsewhere (see useSearchParamText). */}
        <SearchForm
          action={paths.blog}
          label="Search articles"
          placeholder="Search articles"
          look="hero"
          defaultValue={search.text}
          fieldKey={search.boxKey}
          onText={search.type}
          // Without scripts the server answers ?search= with the whole list: no box that seems to search.
          className="mx-auto mt-8 max-w-xl no-js:hidden"
        />
      </HeroBand>

      {/* The chips filter in the browser only; without scripts every article is listed below. */}
      <Container className="py-10 no-js:hidden">
        <CategoryChips chips={chips} selected={category} onSelect={setCategory} />
      </Container>

      {category === ALL_CATEGORIES && view.featured.length > 0 && (
        <Container>
          <HeadedSection id="featured-heading" heading="Featured Articles" className="pb-6">
            <div className="mt-6 card-grid-pair">
              {view.featured.map((article) => (
                <FeaturedArticleCard key={article.id} article={article} />
              ))}
            </div>
          </HeadedSection>
        </Container>
      )}

      <LatestArticles category={category} view={view} total={data.facets.total} onReset={clearAll} />
    </>
  );
}
