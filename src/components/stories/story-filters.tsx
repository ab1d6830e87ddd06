import { useId } from 'react';
import { cn } from '../../lib/cn';
import type { FilterChip } from '../../lib/filter-chips';
import type { StoryFilters } from '../../lib/stories';
import { paths } from '../../route-table';
import { SearchForm } from '../ui/search-form';

const chipClass = (pressed: boolean) =>
  cn(
    'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition-colors',
    pressed
      ? 'bg-brand-600 text-white ring-brand-600'
      : 'bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
  );

/** The search box and the industry chips; filtering is live (with scripts only). */
export function StoryFilterBar({
  filters,
  chips,
  onChange,
}: {
  filters: StoryFilters;
  /** All Industries, then every industry with stories (industryChips). */
  chips: readonly FilterChip[];
  onChange: (next: StoryFilters) => void;
}) {
  const chipsId = useId();

  return (
    // Filtering happens in the browser: without scripts every story is listed and this panel is left out.
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6 no-js:hidden">
      <SearchForm
        action={paths.successStories}
        label="Search stories by title, company or tag"
        placeholder="Search Stories"
        look="panel"
        value={filters.search}
        onText={(search) => onChange({ ...filters, search })}
      />
      <div className="mt-4">
        <p id={chipsId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-500">
          Filter by industry
        </p>
        {/* One swipeable row on phones, wrapped rows from sm up. */}
        <div
          role="group"
          aria-labelledby={chipsId}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {chips.map((chip) => {
            const pressed = filters.industry === chip.value;
            return (
              <button
                key={chip.value}
                type="button"
                aria-pressed={pressed}
                className={chipClass(pressed)}
                onClick={() => onChange({ ...filters, industry: chip.value })}
              >
                {chip.label} <span className={pressed ? 'text-brand-100' : 'text-ink-500'}>({chip.count})</span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
