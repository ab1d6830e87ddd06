import { teamPage } from '@content/pages/team';
import { CompanyPageSeo } from '../components/seo';
import { MemberCard } from '../components/team/member-card';
import { CtaBanner } from '../components/ui/cta-banner';
import { IconCardGrid } from '../components/ui/icon-card';
import { Container, PageSection } from '../components/ui/section';
import { cn } from '../lib/cn';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** The two groups of people, in page order: leaders in wide cards, advisors three to a row. */
const memberGroups = [
  { id: 'leadership', member: 'leadership', headingField: 'leadershipHeading', layout: 'wide', grid: 'card-grid-pair' },
  { id: 'advisors', member: 'advisor', headingField: 'advisorHeading', layout: 'compact', grid: 'card-grid' },
] as const;

/** Team: leadership, advisory board, culture. */
export default function TeamPage({ route }: PageProps) {
  return (
    <>
      <CompanyPageSeo seo={teamPage.seo} route={route} />
      <section aria-labelledby="team-heading" className="bg-linear-to-b from-brand-50 to-white pb-4 pt-16 sm:pt-24">
        <Container className="text-center">
          <h1 id="team-heading" className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {teamPage.hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">{teamPage.hero.subheadline}</p>
        </Container>
      </section>

      {memberGroups.map((group) => (
        <PageSection key={group.id} id={group.id} heading={teamPage[group.headingField]} className="py-12 sm:py-16">
          <ul className={cn('mt-10', group.grid)}>
            {teamPage.members
              .filter((member) => member.group === group.member)
              .map((member) => (
                <li key={member.name}>
                  <MemberCard member={member} layout={group.layout} />
                </li>
              ))}
          </ul>
        </PageSection>
      ))}

      <PageSection
        id="culture"
        heading={teamPage.culture.heading}
        subheading={teamPage.culture.text}
        className="mt-8 bg-ink-50 py-16 sm:py-24"
      >
        <IconCardGrid items={teamPage.culture.values} tone="accent" />
      </PageSection>
      <CtaBanner cta={teamPage.cta} secondaryTo={paths.about} />
    </>
  );
}
