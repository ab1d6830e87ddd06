/** A card with an icon, a title and a sentence or two: the most common block of the company pages. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from './icon';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-500/10 text-accent-600',
  danger: 'bg-red-50 text-red-600',
  inverse: 'bg-white/10 text-accent-400',
} as const;

export function IconBubble({
  name,
  tone = 'brand',
  size = 'size-11',
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: 'size-11' | 'size-12';
}) {
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center rounded-xl', size, tones[tone])}>
      <Icon name={name} className="size-5" />
    </span>
  );
}

export function IconCard({
  icon,
  title,
  description,
  tone = 'brand',
  headingLevel = 3,
  padding = 'p-6',
  className,
  children,
}: {
  icon: IconName;
  title: string;
  description: string;
  tone?: keyof typeof tones;
  headingLevel?: 3 | 4;
  padding?: 'p-6' | 'p-7';
  /** Added classes (a border accent, say); not padding, which has its own prop. */
  className?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('flex h-full flex-col rounded-2xl border border-ink-100 bg-white shadow-sm', padding, className)}>
      <IconBubble name={icon} tone={tone} />
      <Heading className="mt-5 text-lg font-semibold text-ink-900">{title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{description}</p>
      {children}
    </div>
  );
}

/** Icon cards four to a row on wide screens, two from sm (home problems, about obsessions, team culture). */
export function IconCardGrid({
  items,
  tone,
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  tone?: keyof typeof tones;
}) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title} description={item.description} tone={tone} />
        </li>
      ))}
    </ul>
  );
}
