import { teamPage } from '@content/pages/team';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { MemberCard } from '../components/team/member-card';
import { IconCardGrid } from '../components/ui/icon-card';
import { Container, PageSection } from '../components/ui/section';
import { breadcrumbJsonLd, organizationJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** Team: leadership, advisory board, culture. */
export default function TeamPage({ route }: PageProps) {
  const leaders = teamPage.members.filter((member) => member.group === 'leadership');
  const advisors = teamPage.members.filter((member) => member.group === 'advisor');
  return (
    <>
      <Seo
        title={teamPage.seo.title}
        description={teamPage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
        jsonLd={[organizationJsonLd(site), breadcrumbJsonLd(site, [{ name: 'Home', path: paths.home }, { name: teamPage.seo.title, path: paths.team }])]}
      />
      <section aria-labelledby="team-heading" className="bg-linear-to-b from-brand-50 to-white pb-4 pt-16 sm:pt-24">
        <Container className="text-center">
          <h1 id="team-heading" className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {teamPage.hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">{teamPage.hero.subheadline}</p>
        </Container>
      </section>

      <PageSection id="leadership" heading={teamPage.leadershipHeading} className="py-12 sm:py-16">
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {leaders.map((member) => (
            <li key={member.name}>
              <MemberCard member={member} layout="wide" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="advisors" heading={teamPage.advisorHeading} className="py-12 sm:py-16">
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {advisors.map((member) => (
            <li key={member.name}>
              <MemberCard member={member} layout="compact" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="culture" heading={teamPage.culture.heading} subheading={teamPage.culture.text} className="mt-8 bg-ink-50 py-16 sm:py-24">
        <IconCardGrid items={teamPage.culture.values} tone="accent" />
      </PageSection>
    </>
  );
}
