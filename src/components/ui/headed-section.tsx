/**
 * A section of a page's main column, named by its h2 (a story's Challenge, a list's Featured
 * Stories): the left-aligned counterpart of PageSection's centred band heading.
 */
import type { ReactNode } from 'react';

/** The size of every section's h2, in a band (SectionHeading) or a column: one size per heading level. */
export const sectionTitleSize = 'text-3xl font-bold tracking-tight sm:text-4xl';
export const sectionTitleClass = `${sectionTitleSize} text-ink-900`;

export function HeadedSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={sectionTitleClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
