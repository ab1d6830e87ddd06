import { useId } from 'react';
import type { FilterChip } from '../../lib/filter-chips';
import type { StoryFilters } from '../../lib/stories';
import { paths } from '../../route-table';
import { FilterChipGroup } from '../ui/filter-chip-group';
import { SearchForm } from '../ui/search-form';

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
        <FilterChipGroup
          chips={chips}
          selected={filters.industry}
          onSelect={(industry) => onChange({ ...filters, industry })}
          name={{ 'aria-labelledby': chipsId }}
          padding="wide"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        />
      </div>
    </div>
  );
}
