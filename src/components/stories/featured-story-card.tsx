import { Clock, Quote, Users } from 'lucide-react';
import type { StoryListItem } from '../../router/route-data';
import { LARGE_CARD_CHALLENGE_CHARS, truncate } from '../../lib/stories';
import { IconText } from '../ui/icon-text';
import { StatList } from '../ui/stat-list';
import { badgeClass } from '../ui/variants';
import { resultStats } from './outcome';
import { IndustryArt } from './industry-art';
import { CompanyLine, ReadStoryLink } from './story-bits';

/** A large card of "Featured Stories": challenge cut at 200 characters, four results, the quote. */
export function FeaturedStoryCard({ story }: { story: StoryListItem }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <IndustryArt
        industry={story.industry}
        slug={story.slug}
        figures={story.results.map((result) => result.value)}
        className="block h-20 w-full"
      />
      <div className="border-b border-ink-100 bg-gradient-to-br from-brand-50 via-white to-white px-6 pb-5 pt-6 sm:px-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className={badgeClass()}>Success Story</span>
          <span className={badgeClass({ tone: 'neutral' })}>{story.industry}</span>
        </div>
        <h3 className="mt-4 text-xl font-bold leading-snug tracking-tight text-ink-900 sm:text-2xl">{story.title}</h3>
        <CompanyLine story={story} className="mt-3" />
      </div>

      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <p className="leading-relaxed text-ink-700">{truncate(story.challenge, LARGE_CARD_CHALLENGE_CHARS)}</p>

        <StatList stats={resultStats(story.results.slice(0, 4))} variant="tiles" />

        <figure className="rounded-xl border-l-4 border-accent-500 bg-white px-4 py-1">
          <Quote aria-hidden="true" className="size-5 text-accent-600" />
          <blockquote className="mt-1 text-sm italic leading-relaxed text-ink-700">“{story.testimonial.quote}”</blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-ink-900">{story.testimonial.role}</figcaption>
        </figure>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-ink-100 pt-5">
          <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
            <IconText icon={Clock}>{story.implementation.duration}</IconText>
            <IconText icon={Users}>{story.implementation.team}</IconText>
          </p>
          <ReadStoryLink story={story} stretched />
        </div>
      </div>
    </article>
  );
}
