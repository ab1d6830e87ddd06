/** Search box and the type and status filters of the backup table. */
import { Search } from 'lucide-react';
import { optionValue, type BackupFilters as Filters } from '../../lib/backups';
import { statusLabels, typeLabels } from './labels';

const fieldClass =
  'h-10 w-full rounded-lg border border-ink-200 bg-white text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500';

export function BackupFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="backup-search" className="block text-xs font-semibold uppercase tracking-wide text-ink-600">
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
      <div>
        <label htmlFor="backup-type" className="block text-xs font-semibold uppercase tracking-wide text-ink-600">
          Type
        </label>
        <select
          id="backup-type"
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: optionValue(event.target.value, typeLabels) })}
          className={`${fieldClass} mt-1 px-3 sm:w-44`}
        >
          <option value="all">All types</option>
          {Object.entries(typeLabels).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="backup-status" className="block text-xs font-semibold uppercase tracking-wide text-ink-600">
          Status
        </label>
        <select
          id="backup-status"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: optionValue(event.target.value, statusLabels) })}
          className={`${fieldClass} mt-1 px-3 sm:w-44`}
        >
          <option value="all">All statuses</option>
          {Object.entries(statusLabels).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
