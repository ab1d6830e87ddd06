/** The home page's middle sections: headline stats, problem cards and capability cards. */
import { site } from '@content/site';
import type { HomePage } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { IllustratedRow } from '../illustrations/product-illustration';
import { CheckList } from '../ui/check-list';
import { IconBubble, IconCardGrid } from '../ui/icon-card';
import { Container, PageSection } from '../ui/section';
import { StatList } from '../ui/stat-list';

/**
 * The headline figures, then the trust strip: the industries our listed stories come from
 * and our certifications, so a buyer sees at a glance who runs on the platform.
 */
export function StatsBand({
  stats,
  trustStrip,
  industries,
}: {
  stats: HomePage['stats'];
  trustStrip: HomePage['trustStrip'];
  industries: readonly string[];
}) {
  return (
    <section id="stats" aria-label="Results and customers" className="py-14 sm:py-16">
      <Container>
        <StatList stats={stats} variant="open" />
        <div className="mt-12 flex flex-col gap-6 border-t border-ink-100 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <LabelledChips label={trustStrip.industriesLabel} items={industries} chipClass="bg-ink-50 text-ink-700 ring-ink-200" />
          <LabelledChips
            label={trustStrip.certificationsLabel}
            items={site.certifications}
            chipClass="bg-brand-50 text-brand-800 ring-brand-200"
          />
        </div>
      </Container>
    </section>
  );
}

function LabelledChips({ label, items, chipClass }: { label: string; items: readonly string[]; chipClass: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="shrink-0 text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className={cn('whitespace-nowrap rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset', chipClass)}>
            {item}
          </li>
        ))}
      </ul>
    </div>
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
              <CheckList items={card.points} spacing="space-y-3" className="mt-6" />
            </IllustratedRow>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
