/** Measurable-impact cards and the implementation timeline, on a dark band. */
import type { HomePage } from '../../content/pages-schema';
import { PageSection } from '../ui/section';

export function ImpactSection({ impact }: { impact: HomePage['impact'] }) {
  return (
    <PageSection
      id="impact"
      heading={impact.heading}
      subheading={impact.subheading}
      tone="dark"
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24"
      backdrop={
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_100%_0%,rgba(47,116,224,0.35),transparent),radial-gradient(40rem_20rem_at_0%_100%,rgba(34,195,166,0.15),transparent)]"
        />
      }
    >
      <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {impact.metrics.map((metric) => (
          <div key={metric.label} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <dt className="order-2 mt-2 text-base font-semibold">{metric.label}</dt>
            <dd className="order-1 text-4xl font-bold tracking-tight text-accent-400">{metric.value}</dd>
            <dd className="order-3 mt-2 text-sm leading-relaxed text-brand-100">{metric.description}</dd>
          </div>
        ))}
      </dl>

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
    </PageSection>
  );
}
