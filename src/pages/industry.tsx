import { industriesPage } from '@content/pages/industries';
import { site } from '@content/site';
import { RelatedCard } from '../components/related/related-card';
import { Seo } from '../components/seo';
import { resultStats } from '../components/stories/outcome';
import { StatList } from '../components/ui/stat-list';
import { ClosingCtaBanner } from '../components/ui/closing-cta-banner';
import { HeroBand } from '../components/ui/hero-band';
import { Container } from '../components/ui/section';
import { breadcrumbJsonLd, itemListJsonLd } from '../lib/seo';
import { industryPath, paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import { Link } from '../router/link';
import type { PageProps } from '../router/pages';
import type { IndustryStoryCard, PageData } from '../router/route-data';
import type { ReactNode } from 'react';

/** A section of the page under its h2, labelled by it. */
function IndustrySection({ id, heading, className, children }: { id: string; heading: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {heading}
        </h2>
        {children}
      </Container>
    </section>
  );
}

/** Story cards with their headline figures, in a section headed `heading` (and a sentence under it). */
function StoriesSection({ id, heading, text, stories }: { id: string; heading: string; text?: string; stories: IndustryStoryCard[] }) {
  return (
    <IndustrySection id={id} heading={heading} className="py-12 sm:py-16">
      {text && <p className="mt-3 max-w-3xl text-base leading-relaxed text-ink-600">{text}</p>}
      <ul className="mt-8 card-grid">
        {stories.map((story) => (
          <li key={story.slug}>
            <RelatedCard item={story} heading="h3">
              <StatList stats={resultStats(story.figures)} variant="tiles" className="mt-5" />
            </RelatedCard>
          </li>
        ))}
      </ul>
    </IndustrySection>
  );
}

/**
 * /industries/{slug}: the industry's overview, its listed stories with their headline figures
 * (or, without any, the nearest stories of other industries), the problems it solves there, the
 * articles those stories lead to, and the demo request.
 */
export default function IndustryPage({ route }: PageProps) {
  const { industry, stories, nearest, articles } = usePageData('industry');
  const copy = industriesPage;
  return (
    <>
      <Seo
        title={`${industry.name} | ${copy.seo.title}`}
        description={industry.summary}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        keywords={[industry.name]}
        jsonLd={import.meta.env.SSR ? industryJsonLd(industry, stories) : undefined}
      />
      <IndustryHero industry={industry} />
      {stories.length > 0 && <StoriesSection id="industry-stories-heading" heading={copy.storiesHeading} stories={stories} />}
      <IndustrySection
        id="industry-problems-heading"
        heading={copy.problemsHeading}
        className="border-t border-ink-100 bg-ink-50 py-12 sm:py-16"
      >
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:gap-6">
          {industry.problems.map((problem) => (
            <li key={problem.title} className="rounded-2xl border border-ink-100 border-l-4 border-l-accent-500 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold leading-snug text-balance text-ink-900">{problem.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{problem.description}</p>
            </li>
          ))}
        </ul>
      </IndustrySection>
      {nearest.length > 0 && (
        <StoriesSection id="industry-nearest-heading" heading={copy.nearest.heading} text={copy.nearest.text} stories={nearest} />
      )}
      {articles.length > 0 && (
        <IndustrySection id="industry-articles-heading" heading={copy.articlesHeading} className="border-t border-ink-100 py-12 sm:py-16">
          <ul className="mt-8 card-grid">
            {articles.map((article) => (
              <li key={article.slug}>
                <RelatedCard item={article} heading="h3" />
              </li>
            ))}
          </ul>
        </IndustrySection>
      )}
      <ClosingCtaBanner copy={copy.closingCta} />
    </>
  );
}

type IndustryData = PageData['industry'];

/** The page's structured data (prerendering only): its breadcrumb, and the list of its stories. */
function industryJsonLd(industry: IndustryData['industry'], stories: IndustryData['stories']) {
  const copy = industriesPage;
  return [
    breadcrumbJsonLd(site, [
      { name: 'Home', path: paths.home },
      { name: copy.seo.title, path: paths.industries },
      { name: industry.name, path: industryPath(industry.slug) },
    ]),
    // An empty list is not valid structured data: an industry without stories has none.
    ...(stories.length > 0
      ? [
          itemListJsonLd(
            site,
            `${industry.name}: ${copy.storiesHeading}`,
            stories.map((story) => ({ name: story.title, path: story.href })),
          ),
        ]
      : []),
  ];
}

/** The hero: the way back to all industries, the industry's name and its overview. */
function IndustryHero({ industry }: { industry: IndustryData['industry'] }) {
  const copy = industriesPage;
  return (
    <HeroBand>
      {/* No arrow icon: a third page drawing it would move the icon into every page's shared chunk. */}
      <Link
        to={paths.industries}
        className="rounded-md text-sm font-semibold text-brand-100 underline-offset-4 hover:text-white hover:underline"
      >
        {copy.allIndustries}
      </Link>
      <div className="mt-6 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{copy.hero.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{industry.name}</h1>
        {industry.overview.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-brand-100">
            {paragraph}
          </p>
        ))}
      </div>
    </HeroBand>
  );
}
