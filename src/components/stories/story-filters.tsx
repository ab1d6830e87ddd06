import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { ALL_INDUSTRIES, type StoryFilters } from '../../lib/stories';

const chipClass = (pressed: boolean) =>
  cn(
    'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition-colors',
    pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
  );

/** The search box and the industry chips; filtering is live. */
export function StoryFilterBar({
  filters,
  industries,
  onChange,
}: {
  filters: StoryFilters;
  industries: readonly string[];
  onChange: (next: StoryFilters) => void;
}) {
  const searchId = useId();
  const chipsId = useId();
  const chips = [{ value: ALL_INDUSTRIES, label: 'All Industries' }, ...industries.map((industry) => ({ value: industry, label: industry }))];

  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="sr-only">
          Search stories by title, company or tag
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
          <input
            id={searchId}
            type="search"
            placeholder="Search Stories"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
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
                {chip.label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
