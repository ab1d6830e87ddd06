/**
 * Headline figures as a description list: the label is the term and the figure its
 * description, so a screen reader says "Forecast accuracy: 95%", while the figure is drawn
 * above its label. The variants are the places figures appear: open on a light band, in a
 * white panel, glass tiles on a dark hero, cards with a sentence on a dark band, and small tiles
 * in a card.
 */
import { cn } from '../../lib/cn';

export interface Stat {
  label: string;
  value: string;
  /** A sentence under the label (the `cards` variant shows it). */
  description?: string;
  /** Colours the figure instead of the variant's colour, e.g. a story result's gain or loss. */
  valueClassName?: string;
}

const variants = {
  open: {
    list: 'grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4',
    item: 'items-center text-center',
    label: 'mt-1 text-sm font-medium text-ink-600',
    value: 'text-2xl sm:text-4xl',
    color: 'bg-linear-to-r from-brand-700 to-accent-600 bg-clip-text text-transparent',
  },
  glass: {
    list: 'grid-cols-2 gap-4 lg:grid-cols-4',
    item: 'gap-1 rounded-2xl bg-white/10 px-5 py-5 ring-1 ring-white/15',
    label: 'text-sm font-medium text-brand-100',
    value: 'text-2xl sm:text-4xl',
    color: 'text-white',
  },
  cards: {
    list: 'gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6',
    item: 'rounded-2xl bg-white/5 p-6 ring-1 ring-white/10',
    label: 'mt-2 text-base font-semibold',
    value: 'text-4xl',
    color: 'text-accent-400',
  },
  /** Two by two, open, inside a white panel (the About page's figures beside its story). */
  panel: {
    list: 'grid-cols-2 gap-x-6 gap-y-8',
    item: 'border-l-2 border-accent-500 pl-4',
    label: 'mt-1 text-sm font-medium text-ink-600',
    value: 'text-2xl sm:text-3xl',
    color: 'text-brand-800',
  },
  tiles: {
    list: 'grid-cols-2 gap-3',
    item: 'gap-1 rounded-xl bg-ink-50 px-4 py-3',
    label: 'text-xs font-medium leading-snug text-ink-600',
    value: 'text-2xl',
    color: 'text-brand-700',
  },
} as const;

export type StatVariant = keyof typeof variants;

export function StatList({ stats, variant, className }: { stats: readonly Stat[]; variant: StatVariant; className?: string }) {
  const look = variants[variant];
  return (
    <dl className={cn('grid', look.list, className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn('flex flex-col', look.item)}>
          <dt className={look.label}>{stat.label}</dt>
          <dd className={cn('order-first font-bold tracking-tight', look.value, stat.valueClassName ?? look.color)}>{stat.value}</dd>
          {stat.description && <dd className="mt-2 text-sm leading-relaxed text-brand-100">{stat.description}</dd>}
        </div>
      ))}
    </dl>
  );
}
