import { aboutPage } from '@content/pages/about';
import {
  DifferentiatorsSection,
  DiscoveredSection,
  ObsessionsSection,
  PrinciplesSection,
  QuotesSection,
  StorySection,
} from '../components/about/about-sections';
import { CompanyPageSeo } from '../components/seo';
import { CtaBanner } from '../components/ui/cta-banner';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** About Us: story and figures, findings, obsessions, differentiators, principles and quotes. */
export default function AboutPage({ route }: PageProps) {
  return (
    <>
      <CompanyPageSeo seo={aboutPage.seo} route={route} />
      <StorySection story={aboutPage.story} numbers={aboutPage.numbers} />
      <DiscoveredSection discovered={aboutPage.discovered} />
      <ObsessionsSection obsessions={aboutPage.obsessions} />
      <DifferentiatorsSection differentiators={aboutPage.differentiators} />
      <PrinciplesSection principles={aboutPage.principles} />
      <QuotesSection quotes={aboutPage.quotes} />
      <CtaBanner cta={aboutPage.cta} secondaryTo={paths.successStories} />
    </>
  );
}
