import { Clock } from 'lucide-react';
import type { StoryListItem } from '../../router/route-data';
import { TEASER_CHALLENGE_CHARS, truncate } from '../../lib/stories';
import { IconText } from '../ui/icon-text';
import { StatList } from '../ui/stat-list';
import { resultStats } from './outcome';
import { IndustryArt } from './industry-art';
import { CompanyLine, ReadStoryLink } from './story-bits';

/**
 * A compact story card: industry, title, company and location, the challenge's
 * first 150 characters, two results, three tags and the implementation duration.
 */
export function StoryCard({ story }: { story: StoryListItem }) {
  return (
    <article className="relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <IndustryArt
        industry={story.industry}
        slug={story.slug}
        figures={story.results.map((result) => result.value)}
        className="-mx-6 -mt-6 mb-5 block h-16 w-[calc(100%+3rem)] max-w-none rounded-t-2xl"
      />
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{story.industry}</p>
      <h3 className="mt-2 text-lg font-semibold leading-snug text-ink-900">{story.title}</h3>
      <CompanyLine story={story} className="mt-2" />
      <p className="mt-4 text-sm leading-relaxed text-ink-600">{truncate(story.challenge, TEASER_CHALLENGE_CHARS)}</p>

      <StatList stats={resultStats(story.results.slice(0, 2))} variant="tiles" className="mt-5" />

      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
        {story.tags.slice(0, 3).map((tag) => (
          <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {tag}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-5">
        <div className="flex items-center justify-between gap-3 border-t border-ink-100 pt-4">
          <IconText icon={Clock} className="text-sm text-ink-600">
            {story.implementation.duration}
          </IconText>
          <ReadStoryLink story={story} stretched />
        </div>
      </div>
    </article>
  );
}
