/**
 * What the product illustrations share: the window they sit in (title bar and the "Sample data"
 * chip), the SVG drawn at a fixed viewBox, an HTML legend that
 * wraps instead of shrinking with the drawing, and the number helpers. Everything is
 * computed from props during render, with no state or effects, so the prerendered markup and
 * the hydrated one are the same.
 *
 * The window is never wider than the drawing at its own size (1 unit = 1 px), so its 12-unit
 * labels draw at 12 px, the size of the legend and the title bar, on every screen: a drawing
 * stretched to a 700 px column drew them at 23 px. Narrower columns (a phone's) shrink it a
 * little, the drawing and its labels together.
 */
import type { ReactNode } from 'react';
import { WindowDots } from '../ui/window-dots';

/** 12345 -> "12,345", by hand: Intl's output can differ between Node's ICU and the browser's. */
export const formatNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rounds a coordinate to one decimal, keeping the markup short. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A legend entry: its swatch (decorative) and its label. */
export type LegendItem = [swatch: ReactNode, label: string];

/** What every illustration is given: its sample data (whose title the window shows) and the text of the "Sample data" chip. */
export interface IllustrationProps<Data extends { title: string }> {
  data: Data;
  sampleLabel: string;
}

export function IllustrationFrame({
  sample,
  label,
  width,
  height,
  legend,
  children,
}: {
  /** The illustration's own props, for the title bar and the chip. */
  sample: IllustrationProps<{ title: string }>;
  /** What the drawing shows, in words, for screen readers: built from the data. */
  label: string;
  width: number;
  height: number;
  legend?: LegendItem[];
  children: ReactNode;
}) {
  return (
    <div
      style={{ maxWidth: `calc(${width}px + 2.5rem)` }}
      className="mx-auto w-full overflow-hidden rounded-2xl bg-white shadow-xl shadow-brand-900/10 ring-1 ring-ink-900/10"
    >
      <div className="flex items-center gap-3 border-b border-ink-100 bg-ink-50 px-4 py-2.5">
        <WindowDots size="size-2.5" />
        <p className="min-w-0 flex-1 text-xs font-semibold text-ink-900">{sample.data.title}</p>
        <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
          {sample.sampleLabel}
        </span>
      </div>
      <div className="p-3 sm:p-5">
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="h-auto w-full"
          fontSize="12"
        >
          {children}
        </svg>
        {legend && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
            {legend.map(([swatch, text]) => (
              <li key={text} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="flex">
                  {swatch}
                </span>
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A legend swatch: a short line (dashed or not) or a filled box, in Tailwind classes. */
export function Swatch({ className, line, dashed }: { className: string; line?: boolean; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 16 10" width="16" height="10" className="h-2.5 w-4">
      {line ? (
        <path
          d="M1 5h14"
          className={className}
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray={dashed ? '3 3' : undefined}
        />
      ) : (
        <rect x="1" y="0.5" width="14" height="9" rx="2" className={className} />
      )}
    </svg>
  );
}
