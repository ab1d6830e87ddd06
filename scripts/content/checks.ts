/**
 * Checks across files: values that must be unique, addresses that must belong to one entry,
 * industries and categories that must have a chip, and internal links that must open a page.
 */
import { didYouMean } from './error-map.ts';
import type { ContentProblem } from './problems.ts';

/** One use of a value that must be unique: where it is written. */
export interface Use {
  key: string | number;
  file: string;
  line?: number;
}

const at = (use: Pick<Use, 'file' | 'line'>) => (use.line ? `${use.file}:${use.line}` : use.file);

/**
 * Values used by two or more files. The problem names every file and blames none: which one
 * should change is the marketer's call. `folder` is where the problem is listed.
 */
export function checkUnique(problems: ContentProblem[], folder: string, field: string, uses: readonly Use[], fix: string): void {
  const byKey = new Map<string | number, Use[]>();
  for (const use of uses) byKey.set(use.key, [...(byKey.get(use.key) ?? []), use]);
  for (const [key, same] of byKey) {
    if (same.length < 2) continue;
    const files = same.map(at);
    const verb = same.length === 2 ? 'both use' : 'all use';
    problems.push({
      file: folder,
      field,
      message: `${files.slice(0, -1).join(', ')} and ${files.at(-1)} ${verb} ${field} ${JSON.stringify(key)}; each ${field} must be used once.`,
      fix,
    });
  }
}

/** The smallest id greater than every id in use: what a new entry should take. */
export const nextFreeId = (ids: readonly number[]) => Math.max(0, ...ids) + 1;

/** A value that must be one of a content-defined list (a chip), with a suggestion. */
export function checkMember(
  problem: (message: string, fix: string) => ContentProblem,
  value: string,
  allowed: readonly { value: string; label?: string }[],
  what: {
    noun: string;
    listedIn: string;
    /** How to add the value, when that is not "add it to listedIn". */
    addition?: (value: string) => string;
    /** What would go wrong on the site, when it is not a missing filter chip. */
    consequence?: string;
  },
): ContentProblem | undefined {
  if (allowed.some((option) => option.value === value)) return undefined;
  // A marketer may type the label where the id belongs ("Inventory Optimization" for "inventory").
  const byLabel = allowed.find((option) => option.label !== undefined && option.label.toLowerCase() === value.toLowerCase());
  const guess = byLabel?.value ?? didYouMean(value, allowed.map((option) => option.value));
  const list = allowed.map((option) => option.value).join(', ');
  return problem(
    `Found "${value}", which is not one of the ${what.noun} in ${what.listedIn}, ${what.consequence ?? 'so no filter chip would show it'}.`,
    guess ? `Did you mean "${guess}"? (The ${what.noun}: ${list}.)` : `Use one of: ${list}; or ${what.addition?.(value) ?? `add "${value}" to ${what.listedIn}`}.`,
  );
}

/** Where an internal link may lead, and what else a marketer may have meant. */
export interface LinkTargets {
  /** Published page paths and redirect sources. */
  known: ReadonlySet<string>;
  /** Paths of entries that exist but are not published in this build, with why. */
  held: ReadonlyMap<string, string>;
  /** Paths of entries whose files have problems of their own: not reported again. */
  broken: ReadonlySet<string>;
}

/** The problem with an internal link, or undefined when it opens a page. */
export function linkProblem(targets: LinkTargets, href: string): { message: string; fix: string } | undefined {
  const pathOnly = href.split(/[?#]/)[0] ?? href;
  if (targets.known.has(pathOnly) || targets.broken.has(pathOnly)) return undefined;
  const held = targets.held.get(pathOnly);
  if (held) return { message: `Links to "${href}", which ${held}, so the link would lead to a missing page.`, fix: 'Remove the link until that page is published, or publish it first.' };
  const sameIgnoringCase = [...targets.known].find((path) => path.toLowerCase() === pathOnly.toLowerCase());
  return {
    message: `Links to "${href}", which is no page of this site.`,
    fix: sameIgnoringCase ? `Addresses are case-sensitive: did you mean "${sameIgnoringCase}"?` : 'Check the address; copy it from the browser\'s address bar on the page you mean.',
  };
}
