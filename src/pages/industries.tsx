import { ArrowRight } from 'lucide-react';
import { industriesPage } from '@content/pages/industries';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { HeroBand } from '../components/ui/hero-band';
import { Container } from '../components/ui/section';
import { breadcrumbJsonLd, itemListJsonLd } from '../lib/seo';
import { industryPath, paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { IndustryCard } from '../router/route-data';
import { Link } from '../router/link';
import type { PageProps } from '../router/pages';

function IndustryTile({ industry }: { industry: IndustryCard }) {
  return (
    <div className="relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <h2 className="text-lg font-semibold leading-snug text-ink-900">
        {/* The name is the link; its ::after covers the card, so the whole card is clickable. */}
        <Link to={industryPath(industry.slug)} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
          {industry.name}
        </Link>
      </h2>
      <p className="mt-3 text-sm leading-6 text-ink-600">{industry.summary}</p>
      <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
        <span className="text-ink-600">
          {industry.stories === 1
            ? '1 success story'
            : industry.stories > 0
              ? `${industry.stories} success stories`
              : 'No success story yet'}
        </span>
        <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
      </p>
    </div>
  );
}

/** /industries: every industry (content/industries/), each card leading to its page. */
export default function IndustriesPage({ route }: PageProps) {
  const { industries } = usePageData('industries');
  const { seo, hero } = industriesPage;
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        jsonLd={
          import.meta.env.SSR
            ? [
                breadcrumbJsonLd(site, [
                  { name: 'Home', path: paths.home },
                  { name: seo.title, path: paths.industries },
                ]),
                itemListJsonLd(
                  site,
                  seo.title,
                  industries.map((industry) => ({ name: industry.name, path: industryPath(industry.slug) })),
                ),
              ]
            : undefined
        }
      />
      <HeroBand>
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-100">{hero.subheading}</p>
        </div>
      </HeroBand>
      <Container className="py-12 sm:py-16">
        <ul className="card-grid">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <IndustryTile industry={industry} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
