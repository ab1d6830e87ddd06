/**
 * A card whose title is its link: the link's ::after covers the card, so the whole card is
 * clickable, while a screen reader's list of links reads the title alone. A label over the
 * title, the summary, anything else the card shows (`children`, e.g. a story's figures), and a
 * footer line pinned to the card's bottom.
 */
import type { ReactNode } from 'react';
import { Link } from '../../router/link';

/** What a linked card shows: its title, leading to `href`, an optional label over it, and a summary. */
export interface CardText {
  href: string;
  title: string;
  /** A line over the title (a story's industry, an article's category). */
  label?: string;
  summary: string;
}

export function LinkedCard({
  card,
  heading: Heading,
  footer,
  children,
}: {
  card: CardText;
  /** The title's heading level, one below the section's. */
  heading: 'h2' | 'h3' | 'h4';
  /** What the card's bottom line says (a count, a reading time and a call to read). */
  footer: ReactNode;
  /** Shown between the summary and the footer. */
  children?: ReactNode;
}) {
  return (
    <div className="relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      {card.label && <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-700">{card.label}</p>}
      <Heading className="text-lg font-semibold leading-snug text-balance text-ink-900">
        <Link to={card.href} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-3 text-sm leading-6 text-ink-600">{card.summary}</p>
      {children}
      <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">{footer}</p>
    </div>
  );
}
