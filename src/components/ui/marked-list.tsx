/**
 * Items of a title and a sentence, each beside a marker (an icon bubble or a step number):
 * findings, differentiators, reasons, promises, next steps. The marker is the caller's; this
 * keeps the list, the row and the type scale in one place. Ordered lists say so with `ordered`,
 * so steps are read as steps.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface MarkedItem {
  title: string;
  description: string;
}

const frames = {
  /** Rows straight on the band. */
  open: 'flex gap-4',
  /** White cards on a light band. */
  card: 'flex gap-5 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm',
  /** Translucent tiles on a dark band. */
  glass: 'flex gap-4 rounded-xl bg-white/10 p-5 ring-1 ring-white/15 ring-inset',
} as const;

const tones = {
  light: { title: 'text-ink-900', description: 'text-ink-600' },
  dark: { title: '', description: 'text-brand-100' },
} as const;

export function MarkedList<Item extends MarkedItem>({
  items,
  marker,
  ordered = false,
  frame = 'open',
  tone = 'light',
  titleSize = 'text-lg',
  titleTag: Title = 'h3',
  className,
}: {
  items: readonly Item[];
  marker: (item: Item, index: number) => ReactNode;
  ordered?: boolean;
  frame?: keyof typeof frames;
  tone?: keyof typeof tones;
  titleSize?: 'text-base' | 'text-lg';
  /** `p` where the list sits under an h1 with no h2 between (a hero), so no level is skipped. */
  titleTag?: 'h3' | 'p';
  /** The grid and margin, e.g. "mt-12 grid gap-6 md:grid-cols-2". */
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  const colors = tones[tone];
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={frames[frame]}>
          {marker(item, index)}
          <div>
            <Title className={cn('font-semibold', titleSize, colors.title)}>{item.title}</Title>
            <p className={cn('mt-1 text-sm leading-relaxed', colors.description)}>{item.description}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

/** "01", "02": the large step number of findings and principles. */
export function StepNumber({ index, className }: { index: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('font-bold tracking-tight', className)}>
      {String(index + 1).padStart(2, '0')}
    </span>
  );
}

/** A numbered disc, for steps that follow one another. */
export function StepDisc({ index }: { index: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
    >
      {index + 1}
    </span>
  );
}
