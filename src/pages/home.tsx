import { site } from '@content/site';
import { ClosingCta, TrustSection, WhyUsSection } from '../components/home/closing-sections';
import { CapabilitiesSection, ProblemsSection, StatsBand } from '../components/home/home-sections';
import { HomeHero } from '../components/home/home-hero';
import { ImpactSection } from '../components/home/impact-section';
import { staticPart } from '../components/deferred';
import { Seo } from '../components/seo';
import { SuccessShowcase } from '../components/stories/success-showcase';
import { organizationJsonLd, websiteJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';

/** A mock-up with nothing to click: its code loads after the page's (src/components/deferred.tsx). */
const CommandCenter = staticPart(() => import('../components/home/command-center').then((module) => module.CommandCenter));

/** Home: hero, command center, stats, problems, capabilities, impact, stories, why us, trust, closing call to action. */
export default function HomePage({ route }: PageProps) {
  // The copy comes with the page's payload (src/router/route-data.ts), not in this chunk.
  const { page: homePage, studies: homeStudies, industries } = usePageData('home');
  const { successTeaser } = homePage;
  return (
    <>
      <Seo
        title={homePage.seo.title}
        fullTitle
        description={homePage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        jsonLd={import.meta.env.SSR ? [organizationJsonLd(site), websiteJsonLd(site)] : undefined}
      />
      <HomeHero hero={homePage.hero} />
      <CommandCenter data={homePage.commandCenter} />
      <StatsBand stats={homePage.stats} trustStrip={homePage.trustStrip} industries={industries} />
      <ProblemsSection problems={homePage.problems} />
      <CapabilitiesSection capabilities={homePage.capabilities} />
      <ImpactSection impact={homePage.impact} />
      <SuccessShowcase
        id="success-stories"
        heading={successTeaser.heading}
        subtitle={successTeaser.subtitle}
        studies={homeStudies}
        labels={{
          challenge: successTeaser.challengeLabel,
          solution: successTeaser.solutionLabel,
          impact: successTeaser.impactLabel,
          storyLink: successTeaser.storyLinkLabel,
        }}
        viewAll={{ label: successTeaser.viewAllLabel, to: paths.successStories }}
      />
      <WhyUsSection whyUs={homePage.whyUs} />
      <TrustSection trust={homePage.trust} />
      <ClosingCta cta={homePage.closingCta} />
    </>
  );
}
