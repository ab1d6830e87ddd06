/** The offering page's sections below the tabs: industries, methodology and technology. */
import { Clock } from 'lucide-react';
import type { ServicesPage } from '../../content/pages-schema';
import { CheckList } from '../ui/check-list';
import { IconBubble } from '../ui/icon-card';
import { CopySection } from '../ui/section';

export function IndustriesSection({ industries }: { industries: ServicesPage['industries'] }) {
  return (
    <CopySection id="industries" copy={industries} className="bg-ink-50 py-16 sm:py-24">
      <ul className="mt-12 card-grid">
        {industries.items.map((industry) => (
          <li key={industry.id} id={industry.id} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink-900">{industry.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{industry.description}</p>
            <div className="mt-6 grid gap-5 border-t border-ink-100 pt-5">
              <div>
                <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-500">{industries.challengesLabel}</h4>
                <ul className="mt-2 space-y-1.5">
                  {industry.challenges.map((challenge) => (
                    <li key={challenge} className="flex gap-2 text-sm text-ink-700">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500" />
                      {challenge}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-500">{industries.solutionsLabel}</h4>
                <CheckList items={industry.solutions} spacing="space-y-1.5" className="mt-2" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </CopySection>
  );
}

/**
 * The four phases as a timeline, not cards: numbered stops on one line (across on wide screens,
 * down the left on phones), so it reads as a sequence between the industry cards and the dark
 * technology band. On phones the list is indented by half a badge, so the badges centred on the
 * line stay inside the screen (they were clipped at x = -2.8 px).
 */
export function MethodologySection({ methodology }: { methodology: ServicesPage['methodology'] }) {
  return (
    <CopySection id="methodology" copy={methodology} layout="left" className="py-16 sm:py-24">
      <ol className="relative mt-14 ml-5 grid gap-10 border-l-2 border-brand-100 pl-8 lg:ml-0 lg:grid-cols-4 lg:gap-8 lg:border-t-2 lg:border-l-0 lg:pt-10 lg:pl-0">
        {methodology.phases.map((phase, index) => (
          <li key={phase.phase} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[3.3rem] flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-white lg:-top-[3.8rem] lg:left-0"
            >
              {index + 1}
            </span>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              <Clock aria-hidden="true" className="size-3.5" />
              {phase.duration}
            </p>
            <h3 className="mt-3 text-lg font-semibold text-ink-900">{phase.phase}</h3>
            <CheckList items={phase.activities} className="mt-3" />
          </li>
        ))}
      </ol>
    </CopySection>
  );
}

export function TechnologySection({ technology }: { technology: ServicesPage['technology'] }) {
  return (
    <CopySection id="technology" copy={technology} tone="dark" className="bg-brand-900 py-16 text-white sm:py-24">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technology.groups.map((group) => (
          <li key={group.name} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <IconBubble name={group.icon} tone="inverse" />
            <h3 className="mt-5 text-lg font-semibold">{group.name}</h3>
            <CheckList items={group.items} tone="dark" className="mt-3" />
          </li>
        ))}
      </ul>
    </CopySection>
  );
}
