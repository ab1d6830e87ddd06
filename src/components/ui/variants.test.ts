/**
 * Every button and badge the variant functions can make is free of conflicting Tailwind
 * utilities (see cn()): tailwind-merge, a dev dependency used only by tests, keeps every class.
 * The classNames pages add on top are checked where they end up, in the rendered pages
 * (tests/e2e/class-conflicts.test.ts).
 */
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeClass, buttonClass } from './variants';

type ButtonOptions = NonNullable<Parameters<typeof buttonClass>[0]>;
type BadgeOptions = NonNullable<Parameters<typeof badgeClass>[0]>;

// Records, so typecheck fails when a variant, size, display or tone is added and not listed here.
const variants: Record<NonNullable<ButtonOptions['variant']>, true> = {
  primary: true,
  secondary: true,
  danger: true,
  ghost: true,
  'ghost-inverse': true,
  glass: true,
  inverse: true,
};
const sizes: Record<NonNullable<ButtonOptions['size']>, true> = { sm: true, row: true, md: true, lg: true };
const displays: Record<NonNullable<ButtonOptions['display']>, true> = { 'inline-flex': true, 'hidden lg:inline-flex': true };
const tones: Record<NonNullable<BadgeOptions['tone']>, true> = {
  brand: true,
  neutral: true,
  success: true,
  danger: true,
  info: true,
  accent: true,
  inverse: true,
  'inverse-strong': true,
};

const keys = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[];
/** "variant=ghost size=sm className=-ml-3", for failure messages. */
const describeOptions = (options: Record<string, string | undefined>) =>
  Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');

/** "options -> classes: loses ..." when tailwind-merge would drop classes of the list, else null. */
function conflict(options: Record<string, string | undefined>, classList: string): string | null {
  const kept = new Set(twMerge(classList).split(' '));
  const dropped = classList.split(' ').filter((name) => !kept.has(name));
  return dropped.length > 0 ? `${describeOptions(options)} -> ${classList} -> loses ${dropped.join(', ')}` : null;
}

describe('buttonClass', () => {
  it('makes no conflicting classes for any variant, size and display', () => {
    const found: string[] = [];
    for (const variant of keys(variants))
      for (const size of keys(sizes))
        for (const display of keys(displays)) {
          const options = { variant, size, display };
          const problem = conflict(options, buttonClass(options));
          if (problem) found.push(problem);
        }
    expect(found).toEqual([]);
  });

  it('appends a className after its own classes', () => {
    expect(buttonClass({ className: 'mt-6 w-full' }).endsWith(' mt-6 w-full')).toBe(true);
  });

  it('defaults to a primary, md, inline-flex button', () => {
    expect(buttonClass()).toBe(buttonClass({ variant: 'primary', size: 'md', display: 'inline-flex' }));
    expect(buttonClass().split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'bg-brand-600', 'px-4', 'text-sm']));
  });
});

describe('badgeClass', () => {
  it('makes no conflicting classes for any tone', () => {
    const found: string[] = [];
    for (const tone of keys(tones)) {
      const problem = conflict({ tone }, badgeClass({ tone }));
      if (problem) found.push(problem);
    }
    expect(found).toEqual([]);
  });
});
