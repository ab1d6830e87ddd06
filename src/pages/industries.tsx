import { ArrowRight } from 'lucide-react';
import { industriesPage } from '@content/pages/industries';
import { site } from '@content/site';
import { CompanyPageSeo } from '../components/seo';
import { HeroBand, HeroHeading } from '../components/ui/hero-band';
import { LinkedCard } from '../components/ui/linked-card';
import { Container } from '../components/ui/section';
import { itemListJsonLd } from '../lib/seo';
import { industryPath } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { IndustryCard } from '../router/route-data';
import type { PageProps } from '../router/pages';

function IndustryTile({ industry }: { industry: IndustryCard }) {
  const count =
    industry.stories === 1
      ? '1 success story'
      : industry.stories > 0
        ? `${industry.stories} success stories`
        : industriesPage.nearest.cardLabel;
  return (
    <LinkedCard
      card={{ href: industryPath(industry.slug), title: industry.name, summary: industry.summary }}
      heading="h2"
      footer={
        <>
          <span className="text-ink-600">{count}</span>
          <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
        </>
      }
    />
  );
}

/** /industries: every industry (content/industries/), each card leading to its page. */
export default function IndustriesPage({ route }: PageProps) {
  const { industries } = usePageData('industries');
  const { seo, hero } = industriesPage;
  return (
    <>
      <CompanyPageSeo
        seo={seo}
        route={route}
        extraJsonLd={
          import.meta.env.SSR
            ? [
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
        <HeroHeading eyebrow={hero.eyebrow} heading={hero.heading} subheading={hero.subheading} />
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
