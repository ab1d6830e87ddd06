/**
 * A team member's portrait: the photo when the content names one (resized and converted at
 * build time, see src/lib/images.ts), otherwise a monogram tile chosen from the name
 * (src/lib/portrait.ts). Decorative: the name is right beside it.
 */
import { portraits } from '@content/portraits';
import { portraitStyle } from '../../lib/portrait';
import { cn } from '../../lib/cn';
import { ContentImage } from '../ui/content-image';

export function PortraitDrawing({ name, photo, size, className }: { name: string; photo?: string; size: number; className?: string }) {
  const shape = cn('shrink-0 rounded-3xl', className);
  const asset = photo ? portraits[photo] : undefined;
  if (asset) {
    return (
      <div style={{ width: size, height: size }} className={cn(shape, 'overflow-hidden bg-ink-100')}>
        <ContentImage asset={asset} alt="" sizes={`${size}px`} className="size-full object-cover" />
      </div>
    );
  }
  const style = portraitStyle(name);
  // Unique per person and identical on server and client, unlike a counter.
  const gradientId = `portrait-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const [first] = style.nodes;
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" width={size} height={size} className={shape}>
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${style.angle} 0.5 0.5)`}>
          <stop offset="0%" stopColor={style.from} />
          <stop offset="100%" stopColor={style.to} />
        </linearGradient>
      </defs>
      <rect width="120" height="120" rx="28" fill={`url(#${gradientId})`} />
      <polyline
        points={style.nodes.map((node) => `${node.x},${node.y}`).join(' ')}
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.28"
        strokeWidth="1.5"
      />
      {style.nodes.map((node, index) => (
        <circle
          key={index}
          cx={node.x}
          cy={node.y}
          r={index === 0 ? 4 : 2.5}
          fill={index === 0 ? '#3dd6b8' : '#ffffff'}
          fillOpacity={index === 0 ? 1 : 0.6}
        />
      ))}
      {first && <circle cx={first.x} cy={first.y} r="8" fill="none" stroke="#3dd6b8" strokeOpacity="0.5" />}
      <text
        x="16"
        y="100"
        fill="#ffffff"
        fontSize="40"
        fontWeight="700"
        letterSpacing="-1"
        fontFamily="'Inter Variable', ui-sans-serif, system-ui, sans-serif"
      >
        {style.initials}
      </text>
    </svg>
  );
}
