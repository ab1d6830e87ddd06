/**
 * The backup screen's filtering and selection, as plain functions over the sample records.
 * Search matches name or description (case-insensitive substring), type and
 * status match exactly unless "all"; select-all works on the rows currently shown.
 */
import type { BackupRecord } from '../content/pages-schema';

export type BackupType = BackupRecord['type'];
export type BackupStatus = BackupRecord['status'];

export interface BackupFilters {
  /** Free text matched against name and description. */
  search: string;
  type: BackupType | 'all';
  status: BackupStatus | 'all';
}

export const noFilters: BackupFilters = { search: '', type: 'all', status: 'all' };

/** A <select>'s value as a filter: one of the ids in `known`, anything else is "all". */
export function optionValue<T extends string>(value: string, known: Readonly<Record<T, unknown>>): T | 'all' {
  // The own-key check is what makes the narrowing safe.
  return Object.hasOwn(known, value) ? (value as T) : 'all';
}

/** Whether any filter narrows the list (surrounding whitespace in the search box does not count). */
export function hasActiveFilters(filters: BackupFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== 'all' || filters.status !== 'all';
}

/** The records the filters let through, in their original order. */
export function filterBackups<T extends Pick<BackupRecord, 'name' | 'description' | 'type' | 'status'>>(
  records: readonly T[],
  filters: BackupFilters,
): T[] {
  const term = filters.search.trim().toLowerCase();
  return records.filter(
    (record) =>
      (filters.type === 'all' || record.type === filters.type) &&
      (filters.status === 'all' || record.status === filters.status) &&
      (term === '' || record.name.toLowerCase().includes(term) || (record.description ?? '').toLowerCase().includes(term)),
  );
}

/** Figures of the summary cards (the total size is a fixed content value). */
export function backupSummary(records: readonly Pick<BackupRecord, 'status'>[]) {
  return {
    total: records.length,
    successful: records.filter((record) => record.status === 'completed').length,
    failed: records.filter((record) => record.status === 'failed').length,
  };
}

export type Selection = ReadonlySet<string>;

/** Select or unselect one row. */
export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** State of the select-all checkbox over the shown rows: checked, indeterminate or clear. */
export function selectAllState(selection: Selection, shownIds: readonly string[]): 'all' | 'some' | 'none' {
  const selected = shownIds.filter((id) => selection.has(id)).length;
  if (selected === 0) return 'none';
  return selected === shownIds.length ? 'all' : 'some';
}

/** The select-all checkbox: selects every shown row, or clears them when all are already selected. */
export function toggleAllShown(selection: Selection, shownIds: readonly string[]): Selection {
  if (shownIds.length > 0 && selectAllState(selection, shownIds) === 'all') {
    const next = new Set(selection);
    for (const id of shownIds) next.delete(id);
    return next;
  }
  return new Set([...selection, ...shownIds]);
}

/** Keep only the rows still shown, so the selection never includes rows the visitor cannot see. */
export function keepShown(selection: Selection, shownIds: readonly string[]): Selection {
  const shown = new Set(shownIds);
  const next = new Set([...selection].filter((id) => shown.has(id)));
  return next.size === selection.size ? selection : next;
}

/** The one open detail row: opening another closes the first; opening the open one closes it. */
export function toggleDetail(openId: string | null, id: string): string | null {
  return openId === id ? null : id;
}
