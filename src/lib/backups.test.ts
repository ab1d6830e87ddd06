import { describe, expect, it } from 'vitest';
import {
  backupSummary,
  filterBackups,
  hasActiveFilters,
  keepShown,
  noFilters,
  optionValue,
  selectAllState,
  toggleAllShown,
  toggleDetail,
  toggleSelected,
  type BackupFilters,
} from './backups';
import type { BackupRecord } from '../content/pages-schema';

type Row = Pick<BackupRecord, 'id' | 'name' | 'description' | 'type' | 'status'>;
const rows: Row[] = [
  { id: 'a', name: 'Nightly Full Backup - Production', description: 'Whole database', type: 'full', status: 'completed' },
  { id: 'b', name: 'Incremental - Models', description: 'Failed due to permission error', type: 'incremental', status: 'failed' },
  { id: 'c', name: 'Month-End Differential', type: 'differential', status: 'completed' },
  { id: 'd', name: 'Full Backup - Warehouse', description: 'Running now', type: 'full', status: 'in_progress' },
];
const ids = (list: Row[]) => list.map((row) => row.id);
const filters = (patch: Partial<BackupFilters>): BackupFilters => ({ ...noFilters, ...patch });

describe('filterBackups', () => {
  it('returns every record, in order, without filters', () => {
    expect(ids(filterBackups(rows, noFilters))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the search in the name or the description, ignoring case', () => {
    expect(ids(filterBackups(rows, filters({ search: 'FULL' })))).toEqual(['a', 'd']);
    expect(ids(filterBackups(rows, filters({ search: 'permission' })))).toEqual(['b']);
    expect(ids(filterBackups(rows, filters({ search: 'running' })))).toEqual(['d']);
  });

  it('treats a missing description as empty and trims the search term', () => {
    expect(ids(filterBackups(rows, filters({ search: '  differential  ' })))).toEqual(['c']);
    expect(ids(filterBackups(rows, filters({ search: '   ' })))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes the search literally (no pattern syntax)', () => {
    expect(filterBackups(rows, filters({ search: '.*' }))).toEqual([]);
    expect(ids(filterBackups(rows, filters({ search: 'month-end' })))).toEqual(['c']);
    expect(ids(filterBackups(rows, filters({ search: '(' })))).toEqual([]);
  });

  it('matches type and status exactly and combines all three filters', () => {
    expect(ids(filterBackups(rows, filters({ type: 'full' })))).toEqual(['a', 'd']);
    expect(ids(filterBackups(rows, filters({ status: 'completed' })))).toEqual(['a', 'c']);
    expect(ids(filterBackups(rows, filters({ type: 'full', status: 'in_progress' })))).toEqual(['d']);
    expect(ids(filterBackups(rows, filters({ type: 'full', status: 'completed', search: 'warehouse' })))).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search, true for any narrowing filter', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ type: 'incremental' }))).toBe(true);
    expect(hasActiveFilters(filters({ status: 'failed' }))).toBe(true);
  });
});

describe('optionValue', () => {
  const known = { full: 'Full', incremental: 'Incremental' } as const;
  it('passes known ids and turns anything else into "all"', () => {
    expect(optionValue('full', known)).toBe('full');
    expect(optionValue('all', known)).toBe('all');
    expect(optionValue('FULL', known)).toBe('all');
    expect(optionValue('toString', known)).toBe('all');
    expect(optionValue('__proto__', known)).toBe('all');
  });
});

describe('backupSummary', () => {
  it('counts all, completed and failed records', () => {
    expect(backupSummary(rows)).toEqual({ total: 4, successful: 2, failed: 1 });
    expect(backupSummary([])).toEqual({ total: 0, successful: 0, failed: 0 });
  });
});

describe('selection', () => {
  it('toggles one row without changing the given set', () => {
    const start = new Set(['a']);
    expect([...toggleSelected(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleSelected(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('reports none, some or all of the shown rows as selected', () => {
    expect(selectAllState(new Set(), ['a', 'b'])).toBe('none');
    expect(selectAllState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(selectAllState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    // Selected rows that are not shown do not count.
    expect(selectAllState(new Set(['c']), ['a', 'b'])).toBe('none');
    expect(selectAllState(new Set(['a']), [])).toBe('none');
  });

  it('select-all selects every shown row, and clears them when all are selected', () => {
    expect([...toggleAllShown(new Set(), ['a', 'c'])].sort()).toEqual(['a', 'c']);
    expect([...toggleAllShown(new Set(['a']), ['a', 'c'])].sort()).toEqual(['a', 'c']);
    expect([...toggleAllShown(new Set(['a', 'c']), ['a', 'c'])]).toEqual([]);
    expect([...toggleAllShown(new Set(['b']), [])]).toEqual(['b']);
  });

  it('drops rows that are no longer shown, keeping the same set when nothing changes', () => {
    const selection = new Set(['a', 'b']);
    expect([...keepShown(selection, ['b', 'c'])]).toEqual(['b']);
    expect(keepShown(selection, ['a', 'b', 'c'])).toBe(selection);
    expect([...keepShown(selection, [])]).toEqual([]);
  });
});

describe('toggleDetail', () => {
  it('keeps at most one detail row open', () => {
    expect(toggleDetail(null, 'a')).toBe('a');
    expect(toggleDetail('a', 'b')).toBe('b');
    expect(toggleDetail('b', 'b')).toBeNull();
  });
});
