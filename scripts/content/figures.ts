/**
 * Headline figures stated once. Page copy writes `$uptime`, `$stories`... instead of typing a
 * number that another page also states: the compiler puts in the value, from `claims:` in
 * content/site.yaml or counted from the content itself, so two pages can no longer disagree.
 * `$uptime.wording` is the claim's caption (what the figure is: a best result, a median...).
 * An unknown `$name` is a content problem with its line. A `$` followed by a space or a digit
 * ("$ 96M+", "$2M") is text, not a figure.
 *
 * A counted figure changes with every story or article, so it may only be shown by copy that
 * travels with a page's payload (`copyInPayloads`): copy in a script chunk would change that
 * chunk's hash with each new story, and a deploy would then break the tabs visitors still have
 * open on the previous one (they load chunks by the old names).
 */
import type { ArticleSummary, Site, Story } from '../../src/content/types.ts';
import type { claimComputations } from '../../src/content/schema.ts';
import type { ContentProblem } from './problems.ts';
import type { YamlSource } from './source.ts';

/** The figures counted from the content, by the name copy uses, with what each means. */
export const derivedFigures = {
  stories: 'the number of published, listed success stories',
  industries: 'the number of industries those stories cover',
  articles: 'the number of published, listed blog articles',
  averageImplementation: 'the average implementation time of those stories, e.g. "11 weeks"',
} as const;

/**
 * The page copy that reaches the browser in a route payload, not in a script chunk: the whole
 * home page, and the hero of /success-stories (scripts/route-payloads.ts puts them there; the
 * generated copy modules leave them out). Only there may copy use a counted figure.
 */
export const copyInPayloads = { home: [[]], stories: [['hero']] } as const satisfies Partial<Record<string, readonly (readonly string[])[]>>;

/** Whether the copy at `at` (a path inside page `page`'s copy) travels in a payload. */
export function inPayload(page: string, at: readonly PropertyKey[]): boolean {
  const parts: readonly (readonly string[])[] = (copyInPayloads as Partial<Record<string, readonly (readonly string[])[]>>)[page] ?? [];
  return parts.some((prefix) => prefix.every((key, index) => at[index] === key));
}

export function countedFigures(stories: readonly Story[], articles: readonly ArticleSummary[]): Record<keyof typeof derivedFigures, string> {
  const listed = stories.filter((story) => story.listed);
  const weeks = listed.map((story) => Number.parseInt(story.implementation.duration, 10));
  const average = weeks.length > 0 ? Math.round(weeks.reduce((sum, value) => sum + value, 0) / weeks.length) : 0;
  return {
    stories: String(listed.length),
    industries: String(new Set(listed.map((story) => story.industry)).size),
    articles: String(articles.filter((article) => article.listed).length),
    averageImplementation: `${average} weeks`,
  };
}

const placeholder = /\$([A-Za-z][A-Za-z0-9]*(?:\.wording)?)/g;

/**
 * `data` with every `$name` in its strings replaced by its figure; an unknown name is a
 * problem at its line in `file`. `countedAt` says where counted figures (`derivedFigures`)
 * may go besides those in `figures`; elsewhere one is a problem saying where it may be used.
 */
export function fillFigures<T>(
  data: T,
  figures: Readonly<Record<string, string>>,
  file: { shown: string; yaml: YamlSource },
  problems: ContentProblem[],
  counted?: { figures: Readonly<Record<string, string>>; allowedAt: (at: readonly PropertyKey[]) => boolean },
): T {
  const known = [...Object.keys(figures), ...Object.keys(counted?.figures ?? {})].sort();
  const visit = (value: unknown, at: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      return value.replace(placeholder, (whole, name: string) => {
        const figure = figures[name];
        if (figure !== undefined) return figure;
        const countedFigure = counted?.figures[name];
        if (countedFigure !== undefined) {
          if (counted!.allowedAt(at)) return countedFigure;
          problems.push({
            file: file.shown,
            line: file.yaml.lineOf(at),
            message: `"${whole}" is counted from the stories and articles, so it can only be shown in the copy of the home page (content/pages/home.yaml) and the hero of /success-stories (hero: in content/pages/stories.yaml); here every new story would change the page's script and break the pages visitors have open.`,
            fix: `Move "${whole}" to one of those places, or give the claim a value: under claims: in content/site.yaml (the build checks it against the stories).`,
          });
          return whole;
        }
        problems.push({
          file: file.shown,
          line: file.yaml.lineOf(at),
          message: `"${whole}" is no figure this site knows, so the page would show "${whole}" as it is.`,
          fix: `Use one of ${known.map((candidate) => `$${candidate}`).join(', ')}, or add "${name}:" under claims: in content/site.yaml.`,
        });
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...at, index]));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, [...at, key])]));
    return value;
  };
  return visit(data, []) as T;
}

const weekSpan = /^(\d+)-(\d+) weeks$/;

/**
 * The methodology's phases on /services must add up to the implementation time the site
 * states everywhere else (`implementation:` under claims:), or a buyer adding them up (as
 * buyers do) finds 14-22 weeks against a promised 6-12. A problem names the phases' line.
 */
export function checkPhasesAddUp(
  phases: readonly { phase: string; duration: string }[],
  implementation: string | undefined,
  file: { shown: string; yaml: YamlSource; at: PropertyKey[] },
  problems: ContentProblem[],
): void {
  const stated = implementation === undefined ? null : weekSpan.exec(implementation);
  if (!stated) return;
  let low = 0;
  let high = 0;
  for (const { duration } of phases) {
    const span = weekSpan.exec(duration);
    // The schema already reports a duration that does not read "2-4 weeks".
    if (!span) return;
    low += Number(span[1]);
    high += Number(span[2]);
  }
  if (low === Number(stated[1]) && high === Number(stated[2])) return;
  problems.push({
    file: file.shown,
    line: file.yaml.lineOf(file.at),
    message: `The phases add up to ${low}-${high} weeks (${phases.map((phase) => `${phase.phase} ${phase.duration}`).join(' + ')}), but the site states an implementation time of ${implementation} (claims: in content/site.yaml).`,
    fix: `Change the phases' durations so that their shortest add up to ${stated[1]} weeks and their longest to ${stated[2]}.`,
  });
}

const timelineWeeks = /^Weeks? (\d+)(?:-(\d+))?$/;

/**
 * The home timeline's last step is when the investment pays back, so its weeks must be the
 * payback the site states elsewhere (`payback:` under claims:). The timeline keeps its own
 * "Weeks 8-16" form (a window in the project, where the fact is a duration), so the copy
 * cannot write `$payback` there; this check keeps the two from drifting apart.
 */
export function checkTimelinePayback(
  timeline: readonly { label: string; weeks: string }[],
  payback: string | undefined,
  file: { shown: string; yaml: YamlSource; at: PropertyKey[] },
  problems: ContentProblem[],
): void {
  const stated = payback === undefined ? null : weekSpan.exec(payback);
  const last = timeline.at(-1);
  const shown = last ? timelineWeeks.exec(last.weeks) : null;
  // No fact in weeks, no timeline, or weeks the schema already reports.
  if (!stated || !last || !shown) return;
  const [low, high] = [Number(shown[1]), Number(shown[2] ?? shown[1])];
  if (low === Number(stated[1]) && high === Number(stated[2])) return;
  problems.push({
    file: file.shown,
    line: file.yaml.lineOf([...file.at, timeline.length - 1, 'weeks']),
    message: `The timeline's last step, "${last.label}", says ${last.weeks}, but the site states a payback of ${payback} (claims: in content/site.yaml).`,
    fix: `Write "weeks: Weeks ${stated[1]}-${stated[2]}" for "${last.label}", or change the value: of payback: under claims: in content/site.yaml if the payback itself changed.`,
  });
}

type Claims = Site['claims'];

function weeksOf(stories: readonly Story[]): number[] {
  return stories.filter((story) => story.listed).map((story) => Number.parseInt(story.implementation.duration, 10)).sort((a, b) => a - b);
}

/** A result's value as a number to compare ("99.2%" 99.2, "₹350 Cr" 350, "-70%" 70), or null. */
function magnitude(value: string): number | null {
  const match = /\d+(?:[.,]\d+)*/.exec(value);
  return match ? Number(match[0].replaceAll(',', '')) : null;
}

/** The figure a computed claim has in this build's stories, or null when the stories hold none. */
export function computeClaim(basis: { computed: keyof typeof claimComputations; metric?: string | undefined }, stories: readonly Story[]): string | null {
  const listed = stories.filter((story) => story.listed);
  const weeks = weeksOf(stories);
  switch (basis.computed) {
    case 'implementationRange':
      return weeks.length === 0 ? null : `${weeks[0]}-${weeks.at(-1)} weeks`;
    case 'implementationMedian': {
      if (weeks.length === 0) return null;
      const middle = weeks.length / 2;
      const median = weeks.length % 2 === 1 ? weeks[Math.floor(middle)]! : Math.round((weeks[middle - 1]! + weeks[middle]!) / 2);
      return `${median} weeks`;
    }
    case 'companies':
      return String(new Set(listed.map((story) => story.company.trim().toLowerCase())).size);
    case 'bestResult': {
      const name = basis.metric?.trim().toLowerCase();
      let best: { value: string; size: number } | null = null;
      for (const story of listed) {
        for (const result of story.results) {
          const size = magnitude(result.value);
          if (result.metric.trim().toLowerCase() !== name || size === null) continue;
          if (!best || size > best.size) best = { value: result.value, size };
        }
      }
      return best?.value ?? null;
    }
  }
}

/** How many listed stories a computed claim is over, for captions and messages. */
export function claimSample(stories: readonly Story[]): number {
  return stories.filter((story) => story.listed).length;
}

/**
 * The claims as figures for `fillFigures`: `$name` is the value and `$name.wording` the caption.
 * A computed claim without a typed value is counted (only where counted figures may go); one
 * with a typed value must agree with the stories, or it is a problem at its line in site.yaml:
 * the value is typed so that a page's script changes only when the figure does, and checked so
 * that it cannot drift from the stories.
 */
export function claimFigures(
  claims: Claims,
  stories: readonly Story[],
  file: { shown: string; yaml: YamlSource } | undefined,
  problems: ContentProblem[],
  /** The stories are a test's fixtures: a typed value stands unchecked (the tests' stories are not the ones it describes). */
  fixtures = false,
): { figures: Record<string, string>; counted: Record<string, string> } {
  const figures: Record<string, string> = {};
  const counted: Record<string, string> = {};
  for (const [name, claim] of Object.entries(claims)) {
    figures[`${name}.wording`] = claim.wording;
    if (!('computed' in claim.basis)) {
      figures[name] = claim.value!;
      continue;
    }
    if (fixtures && claim.value !== undefined) {
      figures[name] = claim.value;
      continue;
    }
    const computed = computeClaim(claim.basis, stories);
    const what = claim.basis.computed === 'bestResult' ? `the best "${claim.basis.metric}" result of the ${claimSample(stories)} listed stories` : `${claim.basis.computed} of the ${claimSample(stories)} listed stories`;
    if (computed === null) {
      problems.push({
        file: file?.shown ?? 'content/site.yaml',
        line: file?.yaml.lineOf(['claims', name, 'basis']),
        message: `The claim "${name}" is computed from the stories, but no listed story gives ${what}, so there is nothing to show.`,
        fix: claim.basis.computed === 'bestResult' ? `Write metric: as a story's result names it (its metric: in content/stories/), or give the claim a source: and asOf: instead.` : 'Publish a story with implementation: duration:, or give the claim a source: and asOf: instead.',
      });
      continue;
    }
    if (claim.value === undefined) {
      counted[name] = computed;
      continue;
    }
    figures[name] = claim.value;
    if (normalFigure(claim.value) !== normalFigure(computed)) {
      problems.push({
        file: file?.shown ?? 'content/site.yaml',
        line: file?.yaml.lineOf(['claims', name, 'value']),
        message: `The claim "${name}" says ${claim.value}, but ${what} is ${computed}: a buyer who reads the stories would find another figure.`,
        fix: `Write "value: ${computed}" for ${name} under claims: in content/site.yaml (every page showing $${name} follows), or correct the stories if they are wrong.`,
      });
    }
  }
  return { figures, counted };
}

const numberWords: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12', a: '1', an: '1' };

/** A figure in one spelling, to compare: "6–12 Weeks" and "6-12 weeks", "24-Hour" and "24 hours", "one business day" and "1 business day". */
export function normalFigure(figure: string): string {
  return figure
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/\s*-\s*(?=\d)/g, '-')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?)\b(?=[\s-]+(?:business\s+)?(?:hours?|days?|weeks?|months?))/g, (word) => numberWords[word]!)
    .replace(/(\d)[\s-]+(?=[a-z])/g, '$1 ')
    .replace(/\b(hour|day|week|month|second)s?\b/g, '$1s')
    .replace(/\s+/g, ' ')
    .trim();
}

const figureKinds = {
  percentage: /\d+(?:\.\d+)?\s?%/g,
  multiple: /\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?x\b/gi,
  // A project's length (weeks, months) and a wait (seconds to days) are kept apart: "a 30-day
  // pilot" beside an implementation time in weeks is another figure, not another value.
  weeks: /(?:\b\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?))[\s-]+(?:weeks?|months?)\b/gi,
  wait: /(?:\b\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?))[\s-]+(?:business\s+)?(?:hours?|days?|sec(?:ond)?s?)\b/gi,
} as const;

function kindOf(value: string): keyof typeof figureKinds | null {
  for (const kind of Object.keys(figureKinds) as (keyof typeof figureKinds)[]) {
    if (new RegExp(`^${figureKinds[kind].source}$`, 'i').test(value.trim())) return kind;
  }
  return null;
}

/** A page's copy as sentences, each with the path of the copy it is in (a figure's value and label read as one). */
function sentencesOf(data: unknown, at: PropertyKey[] = []): { text: string; at: PropertyKey[] }[] {
  if (typeof data === 'string') return data.split(/(?<=[.!?;])\s+(?=[A-Z])/).map((text) => ({ text, at }));
  if (Array.isArray(data)) return data.flatMap((item, index) => sentencesOf(item, [...at, index]));
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const own = typeof record.value === 'string' && typeof record.label === 'string' ? [{ text: `${record.value} ${record.label}`, at: [...at, 'value'] }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => (own.length > 0 && (key === 'value' || key === 'label') ? [] : sentencesOf(item, [...at, key])))];
}

/** A figure in a text that names a claim (its shownWith: words) with another value than the claim's. */
export interface ClaimMismatch {
  name: string;
  shown: string;
  value: string;
}

/**
 * The figures `text` (one sentence, or a figure with its label) shows for the claims it names
 * other than their values: a text naming several claims may show any of their values ("12 weeks
 * Median Implementation" names the implementation range and its median). The build's check and
 * the end-to-end test of the built pages both use it.
 */
export function claimMismatches(claims: Claims, values: Readonly<Record<string, string>>, text: string): ClaimMismatch[] {
  const lower = text.toLowerCase();
  const mentions = (claim: Claims[string]): boolean =>
    (claim.shownWith ?? []).some((word) => new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(lower));
  const named = Object.entries(claims).filter(([, claim]) => mentions(claim));
  const allowed = named.flatMap(([name]) => (values[name] ? [normalFigure(values[name])] : []));
  const found: ClaimMismatch[] = [];
  for (const [name] of named) {
    const value = values[name];
    const kind = value === undefined ? null : kindOf(value);
    if (!value || !kind) continue;
    for (const match of text.matchAll(figureKinds[kind])) {
      if (!allowed.includes(normalFigure(match[0]))) found.push({ name, shown: match[0].trim(), value });
    }
  }
  return found;
}

/**
 * One value per claim: a sentence of page copy (or a figure with its label) that names a claim
 * (its shownWith: words) and holds a figure of the same kind other than the claim's value is a
 * problem at its line, e.g. "replies within 24 hours" where the claim says one business day.
 * Runs on the filled copy, so a `$name` placeholder always passes.
 */
export function checkClaimsShown(
  claims: Claims,
  values: Readonly<Record<string, string>>,
  copy: unknown,
  file: { shown: string; yaml: YamlSource },
  problems: ContentProblem[],
): void {
  for (const sentence of sentencesOf(copy)) {
    for (const { name, shown, value } of claimMismatches(claims, values, sentence.text)) {
      const claim = claims[name]!;
      problems.push({
        file: file.shown,
        line: file.yaml.lineOf(sentence.at),
        message: `"${sentence.text.trim()}" shows ${name} as ${shown}, but the site's claim is ${value} (${claim.wording}; claims: in content/site.yaml): a buyer would find two values for one claim.`,
        fix: `Write $${name} in place of "${shown}" so the page shows the claim's value, or reword the sentence if it is about something else than ${(claim.shownWith ?? []).join(' / ')}.`,
      });
    }
  }
}
