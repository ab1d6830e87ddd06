/**
 * What changes with the stories reaches the page in its payload, not in a script chunk (so a
 * new story renames no chunk, scripts/deploy-assets.test.ts): the home page's trust strip
 * names the industries of the listed stories, in the chips' order, and /success-stories shows
 * its hero figures, counted from the stories. Expectations come from the content.
 */
import { describe, expect, it } from 'vitest';
import { storiesHero } from '@content/pages/stories-hero';
import { stories } from '@content/stories';
import { listedStories } from '../../src/lib/stories';
import { baseURL } from './support/browser';
import { industryNames } from '@content/industry-names';

const escaped = (text: string) => text.replaceAll('&', '&amp;');

describe('copy counted from the stories', () => {
  it('the home page lists the industries of the listed stories, in chip order, in its HTML and its payload', async () => {
    const covered = new Set(listedStories(stories).map((story) => story.industry));
    const industries = industryNames.filter((industry) => covered.has(industry));
    expect(industries.length).toBeGreaterThan(0);
    const html = await (await fetch(`${baseURL()}/`)).text();
    const strip = /<section id="stats"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const positions = industries.map((industry) => strip.indexOf(`>${escaped(industry)}<`));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify({ industries, positions }),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const payload = (await (await fetch(`${baseURL()}/_data/index.json`)).json()) as { data: { industries: string[] } };
    expect(payload.data.industries).toEqual(industries);
  });

  it('/success-stories carries its hero, with the counted figures, in its payload', async () => {
    const payload = (await (await fetch(`${baseURL()}/_data/success-stories.json`)).json()) as { data: { hero: typeof storiesHero } };
    expect(payload.data.hero).toEqual(storiesHero);
    expect(JSON.stringify(payload.data.hero)).not.toMatch(/\$[a-z]/);
  });
});
