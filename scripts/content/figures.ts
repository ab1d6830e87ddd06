/**
 * Headline figures stated once. Page copy writes `$uptime`, `$stories`... instead of typing a
 * number that another page also states: the compiler puts in the value, from `facts:` in
 * content/site.yaml or counted from the content itself, so two pages can no longer disagree.
 * An unknown `$name` is a content problem with its line. A `$` followed by a space or a digit
 * ("$ 96M+", "$2M") is text, not a figure.
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
 * problem at its line in `file`.
 */
export function fillFigures<T>(data: T, figures: Readonly<Record<string, string>>, file: { shown: string; yaml: YamlSource }, problems: ContentProblem[]): T {
  const known = Object.keys(figures).sort();
  const visit = (value: unknown, at: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      return value.replace(placeholder, (whole, name: string) => {
        const figure = figures[name];
        if (figure !== undefined) return figure;
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
