import { describe, expect, it } from 'vitest';
import { colors } from '../src/design-tokens.ts';
import { COVER_ART } from '../src/lib/images.ts';
import { coverArtSvg } from './cover-art.ts';

const palette = new Set(
  Object.values(colors)
    .flatMap((scale) => Object.values(scale))
    .map((hex) => hex.toLowerCase()),
);
const colorsIn = (svg: string) =>
  [...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-fA-F]{6})"/g)].map((match) => match[1]?.toLowerCase());

describe('coverArtSvg', () => {
  const ids = ['inventory', 'ai-ml', 'retail', 'digital-twin', 'a-category-nobody-drew'];

  it('draws a cover for any category id, at the cover size, with no text on it', () => {
    for (const id of ids) {
      const svg = coverArtSvg(id);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${COVER_ART.width} ${COVER_ART.height}"`));
      expect(svg).not.toMatch(/<text|<tspan|<image/);
    }
  });

  it('uses only the colours of src/design-tokens.ts', () => {
    for (const id of ids) {
      const used = colorsIn(coverArtSvg(id));
      expect(used.length).toBeGreaterThan(2);
      for (const hex of used) expect(palette).toContain(hex);
    }
  });

  it('draws the same cover for a category every build, and different ones for different categories', () => {
    expect(coverArtSvg('inventory')).toBe(coverArtSvg('inventory'));
    expect(new Set(ids.map(coverArtSvg)).size).toBe(ids.length);
  });
});
