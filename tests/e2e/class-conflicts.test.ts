/**
 * No element of the built site carries two Tailwind utilities that fight over one property
 * (`px-4 px-2`, `inline-flex hidden`, `text-sm text-base`). cn() is plain clsx: nothing in the
 * browser removes the loser, and the order of the rules in the CSS, not the order of the
 * classes, would decide which one wins. tailwind-merge is only the judge here: merging a
 * class attribute must keep every class. Reads the prerendered pages in dist/; no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

const distDir = path.resolve(import.meta.dirname, '../../dist');

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

/** The classes of a class list that tailwind-merge would drop, each with the later class that beats it. */
function conflicts(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classList).split(' '));
  return classes
    .map((loser, index) => {
      if (kept.has(loser)) return null;
      const winners = classes.slice(index + 1).filter((later) => later !== loser && twMerge(`${loser} ${later}`) === later);
      return `${loser} (overridden by ${winners.join(', ')})`;
    })
    .filter((conflict): conflict is string => conflict !== null);
}

function htmlFiles(): string[] {
  if (!fs.existsSync(distDir)) throw new Error(`${distDir} is missing: run "npm run build" first`);
  return fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('class attributes of the built pages', () => {
  it('the check itself notices a conflict', () => {
    expect(conflicts('inline-flex px-4 sm:px-4 hidden px-2 lg:inline-flex')).toEqual([
      'inline-flex (overridden by hidden)',
      'px-4 (overridden by px-2)',
    ]);
    expect(conflicts('rounded-lg px-3 py-1.5 text-sm text-white hover:bg-white/10')).toEqual([]);
  });

  it('hold no conflicting Tailwind utilities in any page', () => {
    const files = htmlFiles();
    expect(files.length, 'HTML files in dist/').toBeGreaterThan(10);
    let attributes = 0;
    const losersOf = new Map<string, string[]>();
    // Offending class attribute -> the files it is in (the header's would be in every one).
    const found = new Map<string, Set<string>>();
    for (const file of files) {
      const html = fs.readFileSync(path.join(distDir, file), 'utf8');
      for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
        attributes += 1;
        const classList = decode(match[1]!);
        if (!losersOf.has(classList)) losersOf.set(classList, conflicts(classList));
        if (losersOf.get(classList)!.length > 0) found.set(classList, (found.get(classList) ?? new Set()).add(file));
      }
    }
    expect(attributes, 'class attributes read').toBeGreaterThan(1000);
    const report = [...found].map(
      ([classList, inFiles]) =>
        `class="${classList}" conflicts: ${losersOf.get(classList)!.join('; ')}; in ${inFiles.size} file(s): ${[...inFiles].join(', ')}`,
    );
    expect(report).toEqual([]);
  });
});
