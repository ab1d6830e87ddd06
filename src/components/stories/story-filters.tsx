import { Search } from 'lucide-react';
import { useId } from 'react';
import { settlePageView } from '../../analytics/events';
import { cn } from '../../lib/cn';
import type { IndustryChip, StoryFilters } from '../../lib/stories';
import { paths } from '../../route-table';

const chipClass = (pressed: boolean) =>
  cn(
    'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition-colors',
    pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
  );

/** The search box and the industry chips; filtering is live. */
export function StoryFilterBar({
  filters,
  chips,
  onChange,
}: {
  filters: StoryFilters;
  /** All Industries, then every industry with stories (industryChips). */
  chips: readonly IndustryChip[];
  onChange: (next: StoryFilters) => void;
}) {
  const searchId = useId();
  const chipsId = useId();

  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6">
      {/* Without JavaScript the search is a plain GET the prerendered list answers. */}
      <form
        role="search"
        action={paths.successStories}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          settlePageView();
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search stories by title, company or tag
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
          <input
            id={searchId}
            name="search"
            type="search"
            placeholder="Search Stories"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            onBlur={settlePageView}
            className="block w-full rounded-xl border border-ink-200 bg-ink-50 py-3 pl-11 pr-4 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
          />
        </div>
      </form>
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
