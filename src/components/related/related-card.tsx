/** One related-reading card: a story or an article, its label, title, summary and reading time (the whole card is its link). */
import type { ReactNode } from 'react';
import { ArrowRight, Clock } from 'lucide-react';
import type { RelatedItem } from '../../lib/related';
import { LinkedCard } from '../ui/linked-card';
import { ReadingTime } from '../ui/reading-time';

export function RelatedCard({
  item,
  heading,
  children,
}: {
  item: RelatedItem;
  heading: 'h3' | 'h4';
  /** Shown over the reading time (an industry page's story figures). */
  children?: ReactNode;
}) {
  return (
    <LinkedCard
      card={item}
      heading={heading}
      footer={
        <>
          <span className="inline-flex items-center gap-1.5 text-ink-600">
            <Clock aria-hidden="true" className="size-4 text-ink-500" />
            <ReadingTime minutes={item.readingMinutes} />
          </span>
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
            {item.kind === 'story' ? 'Read story' : 'Read article'}
            <ArrowRight className="size-4" />
          </span>
        </>
      }
    >
      {children}
    </LinkedCard>
  );
}
