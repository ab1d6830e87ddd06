/** The home page's middle sections: headline stats, problem cards and capability cards. */
import { Check } from 'lucide-react';
import type { HomePage } from '../../content/pages-schema';
import { IllustratedRow } from '../illustrations/product-illustration';
import { IconBubble, IconCardGrid } from '../ui/icon-card';
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
      <ul className="mt-12 space-y-16 lg:mt-16 lg:space-y-24">
        {capabilities.cards.map((card, index) => (
          <li key={card.title}>
            <IllustratedRow illustration={card.illustration} flip={index % 2 === 1}>
              <IconBubble name={card.icon} />
              <h3 className="mt-5 text-2xl font-semibold text-ink-900">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{card.description}</p>
              <ul className="mt-6 space-y-3">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-ink-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </IllustratedRow>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
