import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { barHeights, figureNumber, IndustryArtDrawing } from './industry-art-drawing';

const draw = (slug: string, figures: string[], industry = 'Food & Beverage') =>
  renderToStaticMarkup(<IndustryArtDrawing industry={industry} slug={slug} figures={figures} />);
const stops = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((match) => match[1]);
const bars = (svg: string) => [...svg.matchAll(/<rect[^>]*rx="2"[^>]*>/g)].length;

describe("a story's cover art", () => {
  it('differs between two stories of one industry, in the same colours', () => {
    const first = draw('ice-cream-cold-chain', ['35%', '2x']);
    const second = draw('bakery-fresh-planning', ['35%', '2x']);
    expect(first).not.toBe(second);
    expect(stops(first)).toEqual(stops(second));
    expect(stops(draw('ice-cream-cold-chain', ['35%'], 'Chemicals & Petrochemicals'))).not.toEqual(stops(first));
  });

  it('draws one bar per figure with a number, at most four, the largest tallest', () => {
    expect(bars(draw('a', ['35%', '2.5x', 'US$1.2M', '12 weeks', '99%']))).toBe(4);
    expect(bars(draw('a', ['Faster decisions']))).toBe(0);
    const heights = barHeights(['10%', '40%']);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
  });

  it('reads the number a figure states', () => {
    expect(['35%', 'US$2.1M', '3x', '4,5 days', 'none'].map(figureNumber)).toEqual([35, 2.1, 3, 4.5, undefined]);
  });
});
