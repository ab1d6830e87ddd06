import { servicesPage } from '@content/pages/services';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { FeatureTabs } from '../components/services/feature-tabs';
import { IndustriesSection, MethodologySection, TechnologySection } from '../components/services/services-sections';
import { CtaBanner } from '../components/ui/cta-banner';
import { Container, PageSection } from '../components/ui/section';
import { breadcrumbJsonLd, organizationJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** The offering page: feature tabs, industries, methodology, technology. */
export default function ServicesPage({ route }: PageProps) {
  const { hero, features, cta } = servicesPage;
  return (
    <>
      <Seo
        title={servicesPage.seo.title}
        description={servicesPage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        jsonLd={[organizationJsonLd(site), breadcrumbJsonLd(site, [{ name: 'Home', path: paths.home }, { name: site.offeringName, path: paths.services }])]}
      />
      <section aria-labelledby="services-heading" className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_85%_-10%,rgba(47,116,224,0.45),transparent),radial-gradient(36rem_20rem_at_0%_110%,rgba(34,195,166,0.2),transparent)]"
        />
        <Container className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{hero.eyebrow}</p>
          <h1 id="services-heading" className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheadline}</p>
          <dl className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
            {hero.highlights.map((highlight) => (
              <div key={highlight.label} className="flex flex-col-reverse rounded-2xl bg-white/5 px-4 py-5 ring-1 ring-white/10">
                <dt className="mt-1 text-sm text-brand-100">{highlight.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <PageSection id="features" heading={features.heading} subheading={features.subheading} className="py-16 sm:py-24">
        <FeatureTabs label={features.heading} categories={features.categories} benefitsLabel={features.benefitsLabel} />
      </PageSection>

      <IndustriesSection industries={servicesPage.industries} />
      <MethodologySection methodology={servicesPage.methodology} />
      <TechnologySection technology={servicesPage.technology} />
      <CtaBanner
        id="cta"
        heading={cta.heading}
        text={cta.text}
        primary={{ label: cta.contactLabel, to: paths.contact }}
        secondary={{ label: cta.storiesLabel, to: paths.successStories }}
      />
    </>
  );
}
