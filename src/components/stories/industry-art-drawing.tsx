/**
 * A story's cover: drawn from its industry and its figures, so no two stories carry the same
 * picture and a new story gets its own without anyone drawing it. The industry gives the
 * gradient (the stories of one industry look related); the story's address gives the supply
 * network's layout; its results give the bars, one per result, as tall as its figure is large
 * beside the others'. Decorative: the industry and the figures are in text beside it.
 */
import { useId } from 'react';
import { hashString, portraitPalette, scatter } from '../../lib/portrait';

const WIDTH = 400;
const HEIGHT = 120;
/** The bars' corner: the lower right, where the text beside the art never reaches on the hero. */
const BARS = { right: WIDTH - 16, bottom: HEIGHT - 14, width: 14, gap: 8, tallest: 64, lowest: 14 } as const;

/** The number a result's figure states ("35%" 35, "US$2.1M" 2.1, "3x" 3), or undefined when it states none. */
export function figureNumber(value: string): number | undefined {
  const match = /\d+(?:[.,]\d+)?/.exec(value);
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/** Bar heights for the figures, in the drawing's units: the largest is the tallest, none below the lowest. */
export function barHeights(values: readonly string[]): number[] {
  const numbers = values.map(figureNumber).filter((number): number is number => number !== undefined && number > 0);
  const largest = Math.max(...numbers, 0);
  return numbers.map((number) => BARS.lowest + ((BARS.tallest - BARS.lowest) * number) / largest);
}

export interface StoryArtProps {
  industry: string;
  /** The story's address (its file name): the network's layout. */
  slug: string;
  /** Its results' figures ("35%"), at most four drawn. */
  figures: readonly string[];
  className?: string;
}

export function IndustryArtDrawing({ industry, slug, figures, className }: StoryArtProps) {
  const [from, to] = portraitPalette[hashString(industry.trim().toLowerCase()) % portraitPalette.length] ?? portraitPalette[0];
  const nodes = scatter(slug, 9, { x: 12, y: 12, width: WIDTH - 24, height: HEIGHT - 24 }).sort((a, b) => a.x - b.x);
  const bars = barHeights(figures.slice(0, 4));
  // Several cards share a page: the gradient's id must still be unique.
  const gradientId = useId();
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid slice" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={from} />
          <stop offset="100%" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
      {/* Lanes: each site to the next two along the chain, like a plant feeding two warehouses. */}
      {nodes.flatMap((node, index) =>
        nodes
          .slice(index + 1, index + 3)
          .map((next, offset) => (
            <line
              key={`${index}-${offset}`}
              x1={node.x}
              y1={node.y}
              x2={next.x}
              y2={next.y}
              stroke="#ffffff"
              strokeOpacity="0.22"
              strokeWidth="1.25"
            />
          )),
      )}
      {nodes.map((node, index) => (
        <circle
          key={index}
          cx={node.x}
          cy={node.y}
          r={index % 4 === 0 ? 5 : 3}
          fill={index % 4 === 0 ? '#3dd6b8' : '#ffffff'}
          fillOpacity={index % 4 === 0 ? 0.95 : 0.55}
        />
      ))}
      {/* The results, one bar each, right to left from the corner. */}
      {bars.map((height, index) => (
        <rect
          key={`bar-${index}`}
          x={BARS.right - (bars.length - index) * (BARS.width + BARS.gap) + BARS.gap}
          y={BARS.bottom - height}
          width={BARS.width}
          height={height}
          rx="2"
          fill="#3dd6b8"
          fillOpacity={0.55 + 0.1 * index}
        />
      ))}
    </svg>
  );
}
