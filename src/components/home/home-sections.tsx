/** The home page's middle sections: headline stats, problem cards and capability cards. */
import { Check } from 'lucide-react';
import type { HomePage } from '../../content/pages-schema';
import { IconCard, IconCardGrid } from '../ui/icon-card';
import { Container, PageSection } from '../ui/section';

export function StatsBand({ stats }: { stats: HomePage['stats'] }) {
  return (
    <section id="stats" className="py-14 sm:py-16">
      <Container>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm font-medium text-ink-600">{stat.label}</dt>
              <dd className="bg-linear-to-r from-brand-700 to-accent-600 bg-clip-text text-2xl font-bold tracking-tight text-transparent sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function ProblemsSection({ problems }: { problems: HomePage['problems'] }) {
  return (
    <PageSection id="problems" heading={problems.heading} subheading={problems.subheading} className="bg-ink-50 py-16 sm:py-24">
      <IconCardGrid items={problems.cards} tone="danger" />
    </PageSection>
  );
}

export function CapabilitiesSection({ capabilities }: { capabilities: HomePage['capabilities'] }) {
  return (
    <PageSection id="capabilities" heading={capabilities.heading} subheading={capabilities.subheading} className="py-16 sm:py-24">
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {capabilities.cards.map((card) => (
          <li key={card.title}>
            <IconCard
              icon={card.icon}
              title={card.title}
              description={card.description}
              padding="p-7"
              className="border-t-4 border-t-brand-600"
            >
              <ul className="mt-6 space-y-3 border-t border-ink-100 pt-6">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-ink-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </IconCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
