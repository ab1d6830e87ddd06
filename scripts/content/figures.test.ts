import fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkPhasesAddUp, checkTimelinePayback, countedFigures, derivedFigures, fillFigures } from './figures';
import type { ContentProblem } from './problems';
import { readContent } from './read-content';
import { parseYaml } from './source';
import { compiledFixtures, copyContent } from './test-support';

/** Every string in the compiled page copy, as one text. */
const copyText = (pages: object) => JSON.stringify(pages);

describe('figures in page copy', () => {
  it('puts in the value of each $name and leaves "$ 96M+" and "$2M" alone', () => {
    const problems: ContentProblem[] = [];
    const text = 'stats:\n  - value: $uptime\n    label: Live in $implementation, $ 96M+ and $2M saved\n';
    const filled = fillFigures(parse(text), { uptime: '99.9%', implementation: '6-12 weeks' }, { shown: 'content/pages/x.yaml', yaml: parseYaml(text, 'x', problems)! }, problems);
    expect(filled).toEqual({ stats: [{ value: '99.9%', label: 'Live in 6-12 weeks, $ 96M+ and $2M saved' }] });
    expect(problems).toEqual([]);
  });

  it('an unknown name is a problem at its line, listing the names there are', () => {
    const problems: ContentProblem[] = [];
    const text = 'hero:\n  headline: Up $uptme of the time\n';
    fillFigures(parse(text), { uptime: '99.9%' }, { shown: 'content/pages/x.yaml', yaml: parseYaml(text, 'x', problems)! }, problems);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/pages/x.yaml', line: 2, message: expect.stringContaining('"$uptme" is no figure'), fix: expect.stringContaining('$uptime') })]);
  });

  it('counts from the content: listed stories, their industries, listed articles, average weeks', async () => {
    const { content } = await compiledFixtures();
    const listed = content.stories.filter((story) => story.listed);
    const weeks = listed.map((story) => Number.parseInt(story.implementation.duration, 10));
    expect(countedFigures(content.stories, content.articles)).toEqual({
      stories: String(listed.length),
      industries: String(new Set(listed.map((story) => story.industry)).size),
      articles: String(content.articles.filter((article) => article.listed).length),
      averageImplementation: `${Math.round(weeks.reduce((sum, value) => sum + value, 0) / weeks.length)} weeks`,
    });
    expect(Object.keys(countedFigures(content.stories, content.articles)).sort()).toEqual(Object.keys(derivedFigures).sort());
  });

  it('a counted figure is only allowed in copy that travels in a payload: elsewhere a new story would re-hash a script chunk', async () => {
    const copy = copyContent();
    // Allowed where it is today (the hero of /success-stories); a problem in the about page's copy, at its line.
    copy.replace('pages/about.yaml', /^( {2}title: ).*$/m, '$1About the $stories companies we serve');
    const lines = copy.read('pages/about.yaml').split('\n');
    const { problems } = await readContent(copy.dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/pages/about.yaml',
        line: lines.findIndex((line) => line.includes('$stories')) + 1,
        message: expect.stringContaining('"$stories" is counted from the stories and articles'),
        fix: expect.stringContaining('claims: in content/site.yaml'),
      }),
    ]);
    fs.rmSync(copy.dir, { recursive: true, force: true });
  });

  it('a claim with a source, changed once in site.yaml, changes on every page that states it, and no placeholder is left', async () => {
    const copy = copyContent();
    const claims = (parse(copy.read('site.yaml')) as { claims: Record<string, { value?: string; basis: { source?: string } }> }).claims;
    const facts = Object.fromEntries(Object.entries(claims).flatMap(([name, claim]) => (claim.basis.source && claim.value ? [[name, claim.value]] : [])));
    const before = await readContent(copy.dir);
    // Each claim's value: line, the first one after the claim's own name.
    for (const name of Object.keys(facts)) copy.replace('site.yaml', new RegExp(`^(  ${name}:\\n(?:    .*\\n)*?    value: ).*$`, 'm'), `$1NEW-${name}`);
    const after = await readContent(copy.dir);
    expect(after.problems).toEqual([]);
    for (const name of Object.keys(facts)) {
      // Every place that showed the figure shows the new one, and no page still types the old.
      const uses = copyText(before.content!.pages).split(facts[name]!).length - 1;
      expect(copyText(after.content!.pages).split(`NEW-${name}`).length - 1, name).toBe(uses);
      expect(copyText(after.content!.pages), name).not.toContain(facts[name]);
    }
    expect(copyText(after.content!.pages)).not.toMatch(/\$[a-z][A-Za-z0-9]*/);
    fs.rmSync(copy.dir, { recursive: true, force: true });
  });
});

describe('checkPhasesAddUp', () => {
  const text = 'methodology:\n  phases:\n    - phase: Discovery\n      duration: 2-4 weeks\n    - phase: Design\n      duration: 4-6 weeks\n';
  const check = (phases: { phase: string; duration: string }[], implementation: string | undefined) => {
    const problems: ContentProblem[] = [];
    const yaml = parseYaml(text, 'x', problems)!;
    checkPhasesAddUp(phases, implementation, { shown: 'content/pages/services.yaml', yaml, at: ['methodology', 'phases'] }, problems);
    return problems;
  };
  const phases = [
    { phase: 'Discovery', duration: '2-4 weeks' },
    { phase: 'Design', duration: '4-6 weeks' },
  ];

  it('accepts phases whose shortest and longest durations add up to the stated implementation time', () => {
    expect(check(phases, '6-10 weeks')).toEqual([]);
  });

  it('names the line, the sum, each phase and the fact when they do not', () => {
    expect(check(phases, '6-12 weeks')).toEqual([
      expect.objectContaining({
        file: 'content/pages/services.yaml',
        line: 2,
        message: expect.stringMatching(/add up to 6-10 weeks \(Discovery 2-4 weeks \+ Design 4-6 weeks\).*6-12 weeks/),
        fix: expect.stringContaining('add up to 6 weeks and their longest to 12'),
      }),
    ]);
  });

  it('leaves alone an implementation time that is not a span of weeks, and no fact at all', () => {
    expect(check(phases, 'about a quarter')).toEqual([]);
    expect(check(phases, undefined)).toEqual([]);
  });
});

describe('checkTimelinePayback', () => {
  const text = 'impact:\n  timeline:\n    - label: Data Connect\n      weeks: Weeks 1-2\n    - label: ROI Realised\n      weeks: Weeks 8-16\n';
  const check = (lastWeeks: string, payback: string | undefined) => {
    const problems: ContentProblem[] = [];
    const yaml = parseYaml(text, 'x', problems)!;
    const timeline = [
      { label: 'Data Connect', weeks: 'Weeks 1-2' },
      { label: 'ROI Realised', weeks: lastWeeks },
    ];
    checkTimelinePayback(timeline, payback, { shown: 'content/pages/home.yaml', yaml, at: ['impact', 'timeline'] }, problems);
    return problems;
  };

  it('accepts a last step whose weeks are the stated payback', () => {
    expect(check('Weeks 8-16', '8-16 weeks')).toEqual([]);
  });

  it("names the last step's line, its weeks and the fact when they differ", () => {
    expect(check('Weeks 8-16', '6-12 weeks')).toEqual([
      expect.objectContaining({
        file: 'content/pages/home.yaml',
        line: 6,
        message: expect.stringMatching(/"ROI Realised", says Weeks 8-16.*payback of 6-12 weeks/),
        fix: expect.stringContaining('weeks: Weeks 6-12'),
      }),
    ]);
  });

  it('leaves alone a payback that is not a span of weeks', () => {
    expect(check('Weeks 8-16', 'one quarter')).toEqual([]);
    expect(check('Weeks 8-16', undefined)).toEqual([]);
  });
});
