/**
 * "Real Success. Real Results.": short case-study cards, each linking to its full
 * story, in a ScrollRow: three side by side from 1280 px, a row that scrolls and snaps below.
 * The cards' parts (header, challenge, solution, impact, quote, link) are rows of one grid
 * (subgrid), so Challenge, Solution and Impact start at the same height in every card.
 */
import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from '../../router/link';
import type { HomeStudy } from '../../content/types';
import { ScrollRow, scrollRowItemClass } from '../ui/scroll-row';
import { PageSection } from '../ui/section';
import { CheckList } from '../ui/check-list';
import { Icon } from '../ui/icon';
import { IconText } from '../ui/icon-text';
import { StatList } from '../ui/stat-list';
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
      <ScrollRow label={heading} itemName="story" rows={CARD_ROWS}>
        {studies.map((study) => (
          <li key={study.id} className={scrollRowItemClass}>
            <StudyCard study={study} labels={labels} />
          </li>
        ))}
      </ScrollRow>
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

/** The rows of a card: header, challenge, solution, impact, quote, link. */
const CARD_ROWS = 6;

function StudyCard({ study, labels }: { study: HomeStudy; labels: SuccessShowcaseLabels }) {
  const titleId = `study-${study.id}-title`;
  const labelClass = 'text-xs font-semibold uppercase tracking-wide text-ink-500';
  return (
    <article
      aria-labelledby={titleId}
      className="row-span-full grid grid-rows-subgrid overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm"
    >
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
        <IconText icon={MapPin} iconClassName="text-accent-400" className="mt-1 text-sm text-brand-100">
          {study.location}
        </IconText>
      </header>
      {/* Its parts are the card's grid rows (display: contents), spaced by their own padding. */}
      <div className="contents">
        <div className="px-6 pt-6">
          <h4 className={labelClass}>{labels.challenge}</h4>
          <p className="mt-2 text-sm leading-relaxed text-ink-700">{study.challenge}</p>
        </div>
        <div className="px-6 pt-6">
          <h4 className={labelClass}>{labels.solution}</h4>
          <CheckList items={study.solution} className="mt-2" />
        </div>
        <div className="px-6 pt-6">
          <h4 className={labelClass}>{labels.impact}</h4>
          <StatList stats={study.impact.map((metric) => ({ label: metric.name, value: metric.value }))} variant="tiles" className="mt-3" />
        </div>
        <figure className="mx-6 mt-6 self-start border-l-4 border-accent-500 pl-4">
          <blockquote className="text-sm italic leading-relaxed text-ink-700">
            <p>“{study.testimonial}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-ink-900">{study.author}</figcaption>
        </figure>
        <Link
          to={`/${study.storySlug}`}
          className="mx-6 mt-6 mb-6 inline-flex items-center gap-1.5 self-end justify-self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {labels.storyLink}
          <span className="sr-only">: {study.client}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
