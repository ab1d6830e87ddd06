import { aboutPage } from '@content/pages/about';
import { site } from '@content/site';
import {
  DifferentiatorsSection,
  DiscoveredSection,
  NumbersSection,
  ObsessionsSection,
  PrinciplesSection,
  QuotesSection,
  StorySection,
} from '../components/about/about-sections';
import { Seo } from '../components/seo';
import { CtaBanner } from '../components/ui/cta-banner';
import { breadcrumbJsonLd, organizationJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** About Us: story, findings, obsessions, differentiators, principles, figures and quotes. */
export default function AboutPage({ route }: PageProps) {
  return (
    <>
      <Seo
        title={aboutPage.seo.title}
        description={aboutPage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        jsonLd={[organizationJsonLd(site), breadcrumbJsonLd(site, [{ name: 'Home', path: paths.home }, { name: aboutPage.seo.title, path: paths.about }])]}
      />
      <StorySection story={aboutPage.story} />
      <DiscoveredSection discovered={aboutPage.discovered} />
      <ObsessionsSection obsessions={aboutPage.obsessions} />
      <DifferentiatorsSection differentiators={aboutPage.differentiators} />
      <PrinciplesSection principles={aboutPage.principles} />
      <NumbersSection numbers={aboutPage.numbers} />
      <QuotesSection quotes={aboutPage.quotes} />
      <CtaBanner
        id="cta"
        heading={aboutPage.cta.heading}
        text={aboutPage.cta.text}
        primary={{ label: aboutPage.cta.primaryLabel, to: paths.contact }}
        secondary={{ label: aboutPage.cta.secondaryLabel, to: paths.successStories }}
      />
    </>
  );
}
