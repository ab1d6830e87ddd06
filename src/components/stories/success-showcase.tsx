/**
 * "Real Success. Real Results.": short case-study cards, each linking to its full
 * story. Stacked on small screens (350px cards, never wider than the screen), a horizontally
 * scrolling row of 410px cards from the md breakpoint up.
 */
import { ArrowRight, Check, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { HomeStudy } from '../../content/types';
import { PageSection } from '../ui/section';
import { Icon } from '../ui/icon';
import { badgeClass, buttonClass } from '../ui/variants';

export interface SuccessShowcaseLabels {
  challenge: string;
  solution: string;
  impact: string;
  storyLink: string;
}

export function SuccessShowcase({
  id,
  heading,
  subtitle,
  studies,
  labels,
  viewAll,
}: {
  /** id of the section (its heading gets `${id}-heading`). */
  id: string;
  heading: string;
  subtitle: string;
  studies: readonly HomeStudy[];
  labels: SuccessShowcaseLabels;
  /** Optional link under the cards, e.g. to /success-stories. */
  viewAll?: { label: string; to: string };
}) {
  return (
    <PageSection id={id} heading={heading} subheading={subtitle} className="bg-ink-50 py-16 sm:py-24">
      {/* relative: the cards' screen-reader-only text is absolutely placed, and only a positioned scroller keeps it inside, instead of widening the page by the row's overflow. */}
      <ul className="relative mt-12 flex snap-x snap-mandatory flex-col items-center gap-6 md:-mx-6 md:scroll-px-6 md:flex-row md:items-stretch md:overflow-x-auto md:px-6 md:pb-4 lg:-mx-8 lg:scroll-px-8 lg:px-8">
        {studies.map((study) => (
          <li key={study.id} className="flex w-[350px] max-w-full snap-start md:w-[410px] md:max-w-none md:shrink-0">
            <StudyCard study={study} labels={labels} />
          </li>
        ))}
      </ul>
      {viewAll && (
        <div className="mt-10 text-center">
          <Link to={viewAll.to} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {viewAll.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </PageSection>
  );
}

function StudyCard({ study, labels }: { study: HomeStudy; labels: SuccessShowcaseLabels }) {
  const titleId = `study-${study.id}-title`;
  const labelClass = 'text-xs font-semibold uppercase tracking-wide text-ink-500';
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
      <header className="bg-linear-to-br from-brand-900 to-brand-700 px-6 py-5 text-white">
        <div className="flex items-center justify-between gap-3">
          <span className={badgeClass({ tone: 'inverse-strong' })}>{study.industry}</span>
          <span className="flex size-9 items-center justify-center rounded-lg bg-white/10 text-accent-400">
            <Icon name={study.icon} className="size-5" />
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-xl font-semibold leading-snug">
          {study.client}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-100">
          <MapPin aria-hidden="true" className="size-4" />
          {study.location}
        </p>
      </header>
      <div className="flex flex-1 flex-col gap-6 p-6">
        <div>
          <h4 className={labelClass}>{labels.challenge}</h4>
          <p className="mt-2 text-sm leading-relaxed text-ink-700">{study.challenge}</p>
        </div>
        <div>
          <h4 className={labelClass}>{labels.solution}</h4>
          <ul className="mt-2 space-y-2">
            {study.solution.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-ink-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className={labelClass}>{labels.impact}</h4>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            {study.impact.map((metric) => (
              <div key={metric.name} className="flex flex-col-reverse rounded-xl bg-brand-50 px-3 py-3">
                <dt className="text-xs font-medium text-ink-600">{metric.name}</dt>
                <dd className="text-2xl font-bold tracking-tight text-brand-700">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="border-l-4 border-accent-500 pl-4">
          <blockquote className="text-sm italic leading-relaxed text-ink-700">
            <p>“{study.testimonial}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-ink-900">{study.author}</figcaption>
        </figure>
        <Link
          to={`/${study.storySlug}`}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {labels.storyLink}
          <span className="sr-only">: {study.client}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
