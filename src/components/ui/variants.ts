/**
 * Variant functions for buttons and badges, so a <Link> styled as a button and a <button>
 * share one look.
 */
import { cn } from '../../lib/cn';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type ButtonSize = 'sm' | 'md' | 'lg';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-ink-200 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
};

const buttonSizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(buttonBase, buttonVariants[options.variant ?? 'primary'], buttonSizes[options.size ?? 'md'], options.className);
}

type BadgeTone = 'brand' | 'neutral' | 'success' | 'danger' | 'info';

const badgeTones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function badgeClass(options: { tone?: BadgeTone; className?: string } = {}): string {
  return cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
    badgeTones[options.tone ?? 'brand'],
    options.className,
  );
}
