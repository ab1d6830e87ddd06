import { servicesPage } from '@content/pages/services';
import { site } from '@content/site';
import { CompanyPageSeo } from '../components/seo';
import { FeatureTabs } from '../components/services/feature-tabs';
import { IndustriesSection, MethodologySection, TechnologySection } from '../components/services/services-sections';
import { CtaBanner } from '../components/ui/cta-banner';
import { HeroBand } from '../components/ui/hero-band';
import { PageSection } from '../components/ui/section';
import { StatList } from '../components/ui/stat-list';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** The offering page: feature tabs, industries, methodology, technology. */
export default function ServicesPage({ route }: PageProps) {
  const { hero, features, cta } = servicesPage;
  return (
    <>
      <CompanyPageSeo seo={servicesPage.seo} route={route} crumb={{ name: site.offeringName, path: paths.services }} />
      <HeroBand labelledBy="services-heading" className="py-16 sm:py-24" containerClassName="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{hero.eyebrow}</p>
        <h1 id="services-heading" className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheadline}</p>
        <StatList stats={hero.highlights} variant="glass" className="mx-auto mt-12 max-w-5xl text-left" />
      </HeroBand>

      <PageSection id="features" heading={features.heading} subheading={features.subheading} className="py-16 sm:py-24">
        <FeatureTabs label={features.heading} categories={features.categories} benefitsLabel={features.benefitsLabel} />
      </PageSection>

      <IndustriesSection industries={servicesPage.industries} />
      <MethodologySection methodology={servicesPage.methodology} />
      <TechnologySection technology={servicesPage.technology} />
      <CtaBanner cta={cta} secondaryTo={paths.successStories} />
    </>
  );
}
