/**
 * A row of filter chips (the blog's categories, the stories' industries): toggle buttons, the
 * selected one pressed, each with its count. Filtering happens in the browser, so the caller
 * hides the row without scripts.
 */
import { cn } from '../../lib/cn';
import type { FilterChip } from '../../lib/filter-chips';

/** The padding of a chip: 'narrow' keeps the blog's eight categories on fewer rows. */
const chipPadding = { narrow: 'px-3.5', wide: 'px-4' } as const;

function chipClass(pressed: boolean, padding: keyof typeof chipPadding) {
  return cn(
    'shrink-0 whitespace-nowrap rounded-full',
    chipPadding[padding],
    'py-2 text-sm font-medium ring-1 ring-inset transition-colors',
    pressed
      ? 'bg-brand-600 text-white ring-brand-600'
      : 'bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
  );
}

export function FilterChipGroup({
  chips,
  selected,
  onSelect,
  name,
  padding,
  className,
}: {
  chips: readonly FilterChip[];
  /** The value of the pressed chip. */
  selected: string;
  onSelect: (value: string) => void;
  /** The group's accessible name: its own words, or the id of a visible label. */
  name: { 'aria-label': string } | { 'aria-labelledby': string };
  padding: keyof typeof chipPadding;
  /** The row's layout (how it scrolls or wraps at each width). */
  className: string;
}) {
  return (
    <div role="group" {...name} className={className}>
      {chips.map((chip) => {
        const pressed = selected === chip.value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(chip.value)}
            className={chipClass(pressed, padding)}
          >
            {chip.label} <span className={pressed ? 'text-brand-100' : 'text-ink-500'}>({chip.count})</span>
          </button>
        );
      })}
    </div>
  );
}
