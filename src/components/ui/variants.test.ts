/**
 * Every button and badge the variant functions can make is free of conflicting Tailwind
 * utilities (see cn()): tailwind-merge, a dev dependency used only by tests, keeps every class.
 */
import fs from 'node:fs';
import path from 'node:path';
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
const sizes: Record<NonNullable<ButtonOptions['size']>, true> = { sm: true, md: true, lg: true };
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

/** Every className the code base passes to buttonClass (the last one through DownloadPdfLink's prop). */
const buttonClassNames = [
  '-ml-3',
  'mt-6',
  'mt-8',
  'mt-10',
  'mt-6 w-full',
  'w-full sm:w-auto',
  'w-full ring-1 ring-white/30 sm:w-auto',
  'ring-1 ring-white/40',
  'ring-1 ring-inset ring-white/30',
  'self-start sm:self-auto',
];
/** Every className the code base passes to badgeClass: none today. */
const badgeClassNames: string[] = [];

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

/** The string literals passed as `className:` to a variant function anywhere in src/. */
function classNamesInSource(fn: 'buttonClass' | 'badgeClass'): string[] {
  const srcDir = path.resolve(import.meta.dirname, '../..');
  const found = new Set<string>();
  for (const file of fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(srcDir, file), 'utf8');
    for (const call of source.matchAll(new RegExp(`${fn}\\(\\{([^}]*)\\}\\)`, 'g'))) {
      const literal = /className: '([^']*)'/.exec(call[1]!);
      if (literal) found.add(literal[1]!);
    }
  }
  return [...found].sort();
}

describe('buttonClass', () => {
  it('the lists above hold every className the code base passes', () => {
    expect(classNamesInSource('buttonClass').filter((name) => !buttonClassNames.includes(name))).toEqual([]);
  });

  it('makes no conflicting classes for any variant, size and display, with or without each className', () => {
    const found: string[] = [];
    for (const variant of keys(variants))
      for (const size of keys(sizes))
        for (const display of keys(displays))
          for (const className of [undefined, ...buttonClassNames]) {
            const options = { variant, size, display, className };
            const problem = conflict(options, buttonClass(options));
            if (problem) found.push(problem);
          }
    expect(found).toEqual([]);
  });

  it('defaults to a primary, md, inline-flex button', () => {
    expect(buttonClass()).toBe(buttonClass({ variant: 'primary', size: 'md', display: 'inline-flex' }));
    expect(buttonClass().split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'bg-brand-600', 'px-4', 'text-sm']));
  });
});

describe('badgeClass', () => {
  it('the list above holds every className the code base passes', () => {
    expect(classNamesInSource('badgeClass').filter((name) => !badgeClassNames.includes(name))).toEqual([]);
  });

  it('makes no conflicting classes for any tone, with or without each className', () => {
    const found: string[] = [];
    for (const tone of keys(tones))
      for (const className of [undefined, ...badgeClassNames]) {
        const options = { tone, className };
        const problem = conflict(options, badgeClass(options));
        if (problem) found.push(problem);
      }
    expect(found).toEqual([]);
  });
});
