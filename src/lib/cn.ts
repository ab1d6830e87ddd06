import { clsx, type ClassValue } from 'clsx';

/**
 * Join class names (clsx: strings, arrays, `cond && 'class'`, objects). There is no merge
 * step: a list must never hold two utilities of one Tailwind group for the same variant
 * (`px-4` and `px-2`, `text-sm` and `text-base`, `inline-flex` and `hidden`; `sm:px-4` only
 * clashes with another `sm:px-*`), because the order of the rules in the CSS, not the order of
 * the arguments, decides which one wins. Give a component or variant function an option
 * instead of passing an override. tests/e2e/class-conflicts.test.ts checks every element of the
 * built site and src/components/ui/variants.test.ts every button and badge.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
