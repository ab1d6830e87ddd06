import { ArrowLeft, Calendar, Clock, Users } from 'lucide-react';
import { Link } from '../../router/link';
import { UnpublishedNotice } from '../layout/preview-banner';
import { site } from '@content/site';
import type { Story } from '../../content/types';
import { formatLongDate } from '../../lib/dates';
import { industrySlug } from '../../lib/stories';
import { industryPath, paths } from '../../route-table';
import { IconText } from '../ui/icon-text';
import { HeroBand } from '../ui/hero-band';
import { ReadingTime } from '../ui/reading-time';
import { DownloadPdfLink } from './download-pdf-link';
import { IndustryArt } from './industry-art';
import { CompanyLine } from './story-bits';

const heroIcon = 'text-accent-400';

/**
 * The four headline results, first thing under the title as in the story's PDF: buyers scan for
 * outcomes. The figure reads first; the metric is its term (dt), the figure its description.
 */
function HeadlineResults({ story }: { story: Story }) {
  return (
    <dl aria-label="Headline results" className="mt-8 grid max-w-5xl grid-cols-2 gap-3 lg:grid-cols-4">
      {story.results.map((result) => (
        <div key={result.metric} className="flex flex-col-reverse justify-end rounded-xl bg-white/10 p-4 ring-1 ring-inset ring-white/15">
          <dt className="mt-1 text-sm font-medium leading-snug text-brand-100">{result.metric}</dt>
          <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{result.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The story page's opening block: badges, title, client line, headline results, date, reading time and the PDF. */
export function StoryHero({ story }: { story: Story }) {
  return (
    <HeroBand className="pb-14 pt-8 sm:pb-16 lg:pb-20">
      <IndustryArt
        industry={story.industry}
        slug={story.slug}
        figures={story.results.map((result) => result.value)}
        className="pointer-events-none absolute inset-y-0 right-0 -z-10 hidden h-full w-1/2 opacity-50 [mask-image:linear-gradient(to_left,black,transparent)] lg:block"
      />
      <Link
        to={paths.successStories}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-100 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Success Stories
      </Link>

      <div className="mt-8">
        <UnpublishedNotice unpublished={story.unpublished} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Every story's industry has a page: the build checks its name against content/industries/. */}
        <Link
          to={industryPath(industrySlug(story.industry))}
          className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-inset ring-white/25 hover:bg-white/20"
        >
          {story.industry}
        </Link>
        <span className="inline-flex items-center rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-brand-900">
          Success Story
        </span>
      </div>
      <h1 className="mt-5 max-w-4xl text-3xl font-bold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{story.title}</h1>
      <CompanyLine story={story} inverse className="mt-5" />
      <HeadlineResults story={story} />

      <div className="mt-8 flex flex-col gap-6 border-t border-white/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
          <IconText icon={Users} iconClassName={heroIcon}>
            {site.name} Team
          </IconText>
          <IconText icon={Calendar} iconClassName={heroIcon}>
            <time dateTime={story.publishDate}>{formatLongDate(story.publishDate)}</time>
          </IconText>
          <IconText icon={Clock} iconClassName={heroIcon}>
            <ReadingTime minutes={story.readingMinutes} />
          </IconText>
        </p>
        <DownloadPdfLink story={story} className="self-start sm:self-auto" />
      </div>
    </HeroBand>
  );
}
