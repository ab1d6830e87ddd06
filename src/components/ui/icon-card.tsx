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

export function IconBubble({ name, tone = 'brand', className }: { name: IconName; tone?: keyof typeof tones; className?: string }) {
  return (
    <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', tones[tone], className)}>
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
  className,
  children,
}: {
  icon: IconName;
  title: string;
  description: string;
  tone?: keyof typeof tones;
  headingLevel?: 3 | 4;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm', className)}>
      <IconBubble name={icon} tone={tone} />
      <Heading className="mt-5 text-lg font-semibold text-ink-900">{title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{description}</p>
      {children}
    </div>
  );
}
