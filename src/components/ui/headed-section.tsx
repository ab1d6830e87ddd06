/**
 * A section of a page's main column, named by its h2 (a story's Challenge, a list's Featured
 * Stories): the left-aligned counterpart of PageSection's centred band heading.
 */
import type { ReactNode } from 'react';

export const sectionTitleClass = 'text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl';

export function HeadedSection({ id, heading, className, children }: { id: string; heading: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={sectionTitleClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
