/** Search box and the type and status filters of the backup table. */
import { Search } from 'lucide-react';
import { optionValue, type BackupFilters as Filters } from '../../lib/backups';
import { statusLabels, typeLabels } from './labels';

const fieldClass =
  'h-10 w-full rounded-lg border border-ink-200 bg-white text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500';
const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-ink-600';

/** A drop-down filter: "all", or one of the ids in `labels` (shown by its label). */
function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  allLabel: string;
  labels: Readonly<Record<T, string>>;
  value: T | 'all';
  onChange: (next: T | 'all') => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(optionValue(event.target.value, props.labels))}
        className={`${fieldClass} mt-1 px-3 sm:w-44`}
      >
        <option value="all">{props.allLabel}</option>
        {Object.entries<string>(props.labels).map(([id, label]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BackupFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="backup-search" className={labelClass}>
          Search backups
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-500" />
          <input
            id="backup-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder="Name or description"
            autoComplete="off"
            className={`${fieldClass} pl-9 pr-3`}
          />
        </div>
      </div>
      <FilterSelect
        id="backup-type"
        label="Type"
        allLabel="All types"
        labels={typeLabels}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <FilterSelect
        id="backup-status"
        label="Status"
        allLabel="All statuses"
        labels={statusLabels}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </div>
  );
}
