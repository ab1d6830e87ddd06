/** A fact after a small icon (a place, a date, a duration): the meta lines of cards and heroes. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function IconText({
  icon: Glyph,
  children,
  iconClassName = 'text-ink-500',
  className,
}: {
  icon: LucideIcon;
  children: ReactNode;
  /** The icon's colour, e.g. "text-accent-400" on a dark band. */
  iconClassName?: string;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Glyph aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
      {children}
    </span>
  );
}
