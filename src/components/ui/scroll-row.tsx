/**
 * A row of cards that scrolls sideways below the xl breakpoint and lays every card out in a
 * grid of three from xl (1280 px) up. The row snaps card by card, is a focusable region
 * (arrow keys scroll it without scripts), and after hydration gets previous/next buttons that
 * say when there is more to see. The next card always peeks in, so the row reads as one that
 * scrolls even before anyone touches it.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';

/**
 * One card of the row. The row is a grid at every width (one line of columns that scrolls, then
 * three columns from xl), so a card may span `rows` of it and line its parts up with its
 * neighbours' through subgrid: each card's third part starts where the others' does.
 */
export const scrollRowItemClass = 'grid snap-start grid-rows-subgrid';

export function ScrollRow({
  label,
  itemName,
  rows = 1,
  children,
}: {
  label: string;
  itemName: string;
  /** Rows each card spans (its parts). */ rows?: number;
  children: ReactNode;
}) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    setEdges({ atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const step = (direction: 1 | -1) => {
    const element = list.current;
    const card = element?.firstElementChild as HTMLElement | null;
    if (!element || !card) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const arrowClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="mt-12">
      <ul
        ref={list}
        id={listId}
        tabIndex={0}
        aria-label={label}
        onScroll={measure}
        // Each card spans `rows` rows of one grid line (its subgrid); most of a phone, a fixed
        // width on tablets, a third of the row from xl. Row gaps are the cards' own spacing.
        style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
        className="relative -mx-4 grid snap-x snap-mandatory auto-cols-[85%] grid-flow-col scroll-px-4 gap-x-6 gap-y-0 overflow-x-auto px-4 pb-4 *:row-span-full sm:-mx-6 sm:auto-cols-[60%] sm:scroll-px-6 sm:px-6 md:auto-cols-[410px] lg:-mx-8 lg:scroll-px-8 lg:px-8 xl:mx-0 xl:grid-cols-3 xl:overflow-visible xl:px-0 xl:pb-0"
      >
        {children}
      </ul>
      {/* Buttons only once scripts run: without them the row still scrolls by touch, wheel and keyboard. */}
      <div className={cn('mt-4 flex justify-end gap-3 xl:hidden', !hydrated && 'invisible')}>
        <button type="button" aria-controls={listId} onClick={() => step(-1)} disabled={!hydrated || edges.atStart} className={arrowClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous {itemName}</span>
        </button>
        <button type="button" aria-controls={listId} onClick={() => step(1)} disabled={!hydrated || edges.atEnd} className={arrowClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next {itemName}</span>
        </button>
      </div>
    </div>
  );
}
