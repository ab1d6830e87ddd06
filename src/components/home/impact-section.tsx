/** Measurable-impact cards and the implementation timeline, on a dark band. */
import type { HomePage } from '../../content/pages-schema';
import { BrandGlow } from '../ui/hero-band';
import { CopySection } from '../ui/section';
import { StatList } from '../ui/stat-list';

export function ImpactSection({ impact }: { impact: HomePage['impact'] }) {
  return (
    <CopySection
      id="impact"
      copy={impact}
      tone="dark"
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24"
      backdrop={<BrandGlow />}
    >
      <StatList stats={impact.metrics} variant="cards" className="mt-12" />

      <h3 className="mt-20 text-center text-2xl font-semibold tracking-tight">{impact.timelineHeading}</h3>
      <ol className="mt-10 grid gap-8 lg:grid-cols-4 lg:gap-6">
        {impact.timeline.map((step, index) => (
          <li key={step.label} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
            {index < impact.timeline.length - 1 && (
              // Connector to the next step: down the left on small screens, across on large ones.
              <span
                aria-hidden="true"
                className="absolute left-5 top-10 h-[calc(100%+2rem-2.5rem)] w-px bg-white/25 lg:left-1/2 lg:top-5 lg:h-px lg:w-[calc(100%+1.5rem)]"
              />
            )}
            <span
              aria-hidden="true"
              className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-900 ring-4 ring-brand-900"
            >
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{step.weeks}</p>
              <p className="mt-1 text-lg font-semibold">{step.label}</p>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </CopySection>
  );
}
