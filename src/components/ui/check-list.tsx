/**
 * Short lines each after a tick (solutions, activities, modules, benefits): one look for every
 * "what you get" list, on the light bands and on the dark ones.
 */
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

const tones = {
  light: { text: 'text-ink-700', tick: 'text-accent-600' },
  dark: { text: 'text-brand-100', tick: 'text-accent-400' },
} as const;

export function CheckList({
  items,
  tone = 'light',
  spacing = 'space-y-2',
  className,
}: {
  items: readonly string[];
  tone?: keyof typeof tones;
  spacing?: 'space-y-1.5' | 'space-y-2' | 'space-y-3';
  /** Margin, border and padding, e.g. "mt-3"; not spacing, which has its own prop. */
  className?: string;
}) {
  const colors = tones[tone];
  return (
    <ul className={cn(spacing, className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2 text-sm', colors.text)}>
          <Check aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', colors.tick)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
