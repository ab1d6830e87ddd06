/**
 * Headline figures stated once. Page copy writes `$uptime`, `$stories`... instead of typing a
 * number that another page also states: the compiler puts in the value, from `facts:` in
 * content/site.yaml or counted from the content itself, so two pages can no longer disagree.
 * An unknown `$name` is a content problem with its line. A `$` followed by a space or a digit
 * ("$ 96M+", "$2M") is text, not a figure.
 *
 * A counted figure changes with every story or article, so it may only be shown by copy that
 * travels with a page's payload (`copyInPayloads`): copy in a script chunk would change that
 * chunk's hash with each new story, and a deploy would then break the tabs visitors still have
 * open on the previous one (they load chunks by the old names).
 */
import type { ArticleSummary, Story } from '../../src/content/types.ts';
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

const placeholder = /\$([A-Za-z][A-Za-z0-9]*)/g;

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
            fix: `Move "${whole}" to one of those places, or write the figure under facts: in content/site.yaml and use that name here.`,
          });
          return whole;
        }
        problems.push({
          file: file.shown,
          line: file.yaml.lineOf(at),
          message: `"${whole}" is no figure this site knows, so the page would show "${whole}" as it is.`,
          fix: `Use one of ${known.map((candidate) => `$${candidate}`).join(', ')}, or add "${name}:" under facts: in content/site.yaml.`,
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
 * states everywhere else (`implementation:` under facts:), or a buyer adding them up (as
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
    message: `The phases add up to ${low}-${high} weeks (${phases.map((phase) => `${phase.phase} ${phase.duration}`).join(' + ')}), but the site states an implementation time of ${implementation} (facts: in content/site.yaml).`,
    fix: `Change the phases' durations so that their shortest add up to ${stated[1]} weeks and their longest to ${stated[2]}, or change "implementation:" under facts: in content/site.yaml if the time itself changed.`,
  });
}

const timelineWeeks = /^Weeks? (\d+)(?:-(\d+))?$/;

/**
 * The home timeline's last step is when the investment pays back, so its weeks must be the
 * payback the site states elsewhere (`payback:` under facts:). The timeline keeps its own
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
    message: `The timeline's last step, "${last.label}", says ${last.weeks}, but the site states a payback of ${payback} (facts: in content/site.yaml).`,
    fix: `Write "weeks: Weeks ${stated[1]}-${stated[2]}" for "${last.label}", or change "payback:" under facts: in content/site.yaml if the payback itself changed.`,
  });
}
