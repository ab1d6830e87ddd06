/** One related-reading card: a story or an article, its label, title, summary and reading time (the whole card is its link). */
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from '../../router/link';
import type { RelatedItem } from '../../lib/related';
import { ReadingTime } from '../ui/reading-time';

type HeadingLevel = 'h3' | 'h4';

export function RelatedCard({ item, heading: Heading }: { item: RelatedItem; heading: HeadingLevel }) {
  return (
    <div className="relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{item.label}</p>
      <Heading className="mt-2 text-lg font-semibold leading-snug text-balance text-ink-900">
        {/* The title is the link; its ::after covers the card, so the whole card is clickable. */}
        <Link to={item.href} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-3 text-sm leading-6 text-ink-600">{item.summary}</p>
      <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
        <span className="inline-flex items-center gap-1.5 text-ink-600">
          <Clock aria-hidden="true" className="size-4 text-ink-500" />
          <ReadingTime minutes={item.readingMinutes} />
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
          {item.kind === 'story' ? 'Read story' : 'Read article'}
          <ArrowRight className="size-4" />
        </span>
      </p>
    </div>
  );
}
