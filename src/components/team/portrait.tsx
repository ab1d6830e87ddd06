/**
 * A team member's portrait: the photo when the content names one (resized and converted at
 * build time, see src/lib/images.ts), otherwise initials on a gradient chosen from the name
 * (src/lib/portrait.ts). Decorative: the name is right beside it.
 */
import { portraits } from '@content/portraits';
import { portraitStyle } from '../../lib/portrait';
import { cn } from '../../lib/cn';
import { ContentImage } from '../ui/content-image';

export function Portrait({ name, photo, size, className }: { name: string; photo?: string; size: number; className?: string }) {
  const shape = cn('shrink-0 rounded-full', className);
  const asset = photo ? portraits[photo] : undefined;
  if (asset) {
    return (
      <div style={{ width: size, height: size }} className={cn(shape, 'overflow-hidden bg-ink-100')}>
        <ContentImage asset={asset} alt="" className="size-full object-cover" />
      </div>
    );
  }
  const style = portraitStyle(name);
  // Unique per person and identical on server and client, unlike a counter.
  const gradientId = `portrait-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" width={size} height={size} className={shape}>
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${style.angle} 0.5 0.5)`}>
          <stop offset="0%" stopColor={style.from} />
          <stop offset="100%" stopColor={style.to} />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="60" fill={`url(#${gradientId})`} />
      <circle cx="96" cy="18" r="34" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="16" cy="108" r="26" fill="#ffffff" fillOpacity="0.06" />
      <text
        x="60"
        y="61"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontSize="42"
        fontWeight="600"
        letterSpacing="1"
        fontFamily="'Inter Variable', ui-sans-serif, system-ui, sans-serif"
      >
        {style.initials}
      </text>
    </svg>
  );
}
