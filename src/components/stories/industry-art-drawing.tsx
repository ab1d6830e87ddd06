/**
 * The banner of an industry: a gradient and a supply-network pattern drawn from the industry's
 * name alone, so every story of one industry carries the same picture, on its card and on its
 * page, and a new industry in content gets its own without anyone drawing it. Decorative: the
 * industry is named in text beside it.
 */
import { useId } from 'react';
import { hashString, portraitPalette, scatter } from '../../lib/portrait';

const WIDTH = 400;
const HEIGHT = 120;

export function IndustryArtDrawing({ industry, className }: { industry: string; className?: string }) {
  const key = industry.trim().toLowerCase();
  const [from, to] = portraitPalette[hashString(key) % portraitPalette.length] ?? portraitPalette[0];
  const nodes = scatter(key, 9, { x: 12, y: 12, width: WIDTH - 24, height: HEIGHT - 24 }).sort((a, b) => a.x - b.x);
  // Several cards of one industry share a page: the gradient's id must still be unique.
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
    </svg>
  );
}
