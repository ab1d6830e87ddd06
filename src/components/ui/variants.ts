/**
 * Variant functions for buttons and badges, so a <Link> styled as a button and a <button>
 * share one look. `className` adds classes (margin, width, ring-*, alignment); it must not
 * override a utility the function sets (see cn()): pick a variant, tone or option instead.
 */
import { cn } from '../../lib/cn';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'ghost-inverse' | 'glass' | 'inverse';
type ButtonSize = 'sm' | 'row' | 'md' | 'lg';
/** `hidden lg:inline-flex`: a button shown from the lg breakpoint on. */
type ButtonDisplay = 'inline-flex' | 'hidden lg:inline-flex';

const buttonBase =
  'items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-ink-200 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700',
  /** Secondary with red text, for destructive actions. */
  danger: 'border border-ink-200 bg-white text-red-700 hover:border-red-500 hover:text-red-800',
  ghost: 'text-brand-700 hover:bg-brand-50',
  /** Ghost on a dark background. */
  'ghost-inverse': 'text-white hover:bg-white/10',
  /** Translucent white on a dark background. */
  glass: 'bg-white/10 text-white hover:bg-white/20',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
};

const buttonSizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  /** Small, for equal buttons sharing a phone's row: less side padding, a label may wrap centred. */
  row: 'px-2 py-1.5 text-center text-sm leading-tight sm:px-3',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; display?: ButtonDisplay; className?: string } = {},
): string {
  return cn(
    options.display ?? 'inline-flex',
    buttonBase,
    buttonVariants[options.variant ?? 'primary'],
    buttonSizes[options.size ?? 'md'],
    options.className,
  );
}

type BadgeTone = 'brand' | 'neutral' | 'success' | 'danger' | 'info' | 'accent' | 'inverse' | 'inverse-strong';

const badgeTones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  /** The tones below are for dark backgrounds. */
  accent: 'bg-accent-500/15 text-accent-400 ring-accent-500/40',
  inverse: 'bg-white/10 text-white ring-white/20',
  /** inverse with a ring-white/25 outline instead of ring-white/20 (the home page's case-study cards). */
  'inverse-strong': 'bg-white/10 text-white ring-white/25',
};

export function badgeClass(options: { tone?: BadgeTone; className?: string } = {}): string {
  return cn(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
    badgeTones[options.tone ?? 'brand'],
    options.className,
  );
}
