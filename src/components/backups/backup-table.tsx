/**
 * The backup history table: row checkboxes with a select-all over the shown rows, row actions,
 * one expandable detail row at a time, and the empty state. It scrolls sideways inside its own
 * labelled, focusable region on narrow screens, so the page itself never overflows.
 */
import { ChevronDown, Download, Ellipsis, Inbox, RotateCcw, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import type { BackupRecord, BackupsPage } from '../../content/pages-schema';
import { selectAllState, type Selection } from '../../lib/backups';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { badgeClass } from '../ui/variants';
import { BackupDetail } from './backup-detail';
import { typeLabels } from './labels';
import { StatusBadge } from './status-badge';

const COLUMNS = 8;
export const detailRowId = (record: BackupRecord) => `backup-detail-${record.id}`;
const checkboxClass = 'size-4 rounded border-ink-200 accent-brand-600';
// The checkbox and name columns stay in view while the rest scrolls sideways on small screens,
// so their cells need an opaque background.
// 1rem + a 1rem checkbox + 1rem = exactly the 3rem (left-12) where the name column sticks.
const stickyFirst = 'sticky left-0 z-10 w-12';
// Full-width rows (detail, empty state) keep their content as wide as the visible part of the
// region on small screens, so nothing hides off to the side (the container's padding is 1rem, then 1.5rem).
const visibleWidth = 'sticky left-0 w-[calc(100vw-2rem-2px)] sm:w-[calc(100vw-3rem-2px)] md:static md:w-auto';
const stickySecond = 'sticky left-12 z-10 shadow-[inset_-1px_0_0_var(--color-ink-100)] md:shadow-none';
// The row's icon buttons: one shape, and colours that the open and delete buttons change.
const iconButtonShape = 'inline-flex size-8 items-center justify-center rounded-md transition-colors';
const iconButton = `${iconButtonShape} text-ink-600 hover:bg-ink-100 hover:text-ink-900`;

export interface BackupTableProps {
  rows: BackupRecord[];
  selection: Selection;
  openDetail: string | null;
  filtered: boolean;
  emptyState: BackupsPage['emptyState'];
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  onToggleDetail: (id: string) => void;
  onAction: (action: string, record: BackupRecord) => void;
}

export function BackupTable({ rows, selection, openDetail, filtered, emptyState, onToggleRow, onToggleAll, onToggleDetail, onAction }: BackupTableProps) {
  const allState = selectAllState(
    selection,
    rows.map((row) => row.id),
  );
  return (
    <div
      role="region"
      aria-labelledby="backup-table-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-sm"
    >
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption id="backup-table-caption" className="sr-only">
          Backup history
        </caption>
        <thead className="border-b border-ink-100 bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-600">
          <tr>
            <th scope="col" className={cn(stickyFirst, 'bg-ink-50 px-4 py-3')}>
              <input
                type="checkbox"
                aria-label="Select all shown backups"
                className={checkboxClass}
                checked={allState === 'all'}
                ref={(checkbox) => {
                  if (checkbox) checkbox.indeterminate = allState === 'some';
                }}
                disabled={rows.length === 0}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className={cn(stickySecond, 'bg-ink-50 px-3 py-3')}>
              Backup
            </th>
            <th scope="col" className="px-3 py-3">Status</th>
            <th scope="col" className="px-3 py-3">Type</th>
            <th scope="col" className="px-3 py-3">Started</th>
            <th scope="col" className="px-3 py-3">Size</th>
            <th scope="col" className="px-3 py-3">Duration</th>
            <th scope="col" className="px-3 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS} className="p-0">
                <div className={cn(visibleWidth, 'px-4 py-16 text-center')}>
                  <Inbox aria-hidden="true" className="mx-auto size-10 text-ink-200" />
                  <p className="mt-3 text-base font-semibold text-ink-900">{emptyState.heading}</p>
                  <p className="mt-1 text-ink-600">{filtered ? emptyState.filteredHint : emptyState.noDataHint}</p>
                </div>
              </td>
            </tr>
          )}
          {rows.map((record) => {
            const selected = selection.has(record.id);
            const open = openDetail === record.id;
            const cellBackground = selected ? 'bg-brand-50' : 'bg-white group-hover:bg-ink-50';
            return (
              <Fragment key={record.id}>
                <tr data-backup-id={record.id} className={cn('group align-middle', selected ? 'bg-brand-50' : 'hover:bg-ink-50')}>
                  <td className={cn(stickyFirst, cellBackground, 'px-4 py-3')}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${record.name}`}
                      className={checkboxClass}
                      checked={selected}
                      onChange={() => onToggleRow(record.id)}
                    />
                  </td>
                  <th scope="row" className={cn(stickySecond, cellBackground, 'w-44 px-3 py-3 font-normal sm:w-auto')}>
                    <span className="block font-semibold text-ink-900">{record.name}</span>
                    <span className="mt-0.5 block max-w-40 truncate font-mono text-xs text-ink-500 sm:max-w-xs">{record.location}</span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-3">
                    <StatusBadge status={record.status} />
                  </td>
                  <td className="px-3 py-3">
                    <span className={badgeClass({ tone: 'neutral' })}>{typeLabels[record.type]}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-ink-700">
                    <time dateTime={record.date}>{formatLongDate(record.date)}</time>
                    <span className="block text-xs text-ink-500">{record.time}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-ink-700">{record.size}</td>
                  <td className="whitespace-nowrap px-3 py-3 text-ink-700">{record.duration}</td>
                  <td className="px-3 py-3">
                    <div className="flex justify-end gap-0.5">
                      <button
                        type="button"
                        className={cn(iconButtonShape, 'hover:bg-ink-100 hover:text-ink-900', open ? 'bg-brand-50 text-brand-700' : 'text-ink-600')}
                        aria-label={`View details of ${record.name}`}
                        aria-expanded={open}
                        aria-controls={open ? detailRowId(record) : undefined}
                        onClick={() => onToggleDetail(record.id)}
                      >
                        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
                      </button>
                      <button type="button" className={iconButton} aria-label={`Download ${record.name}`} onClick={() => onAction('download', record)}>
                        <Download aria-hidden="true" className="size-4" />
                      </button>
                      <button type="button" className={iconButton} aria-label={`Restore ${record.name}`} onClick={() => onAction('restore', record)}>
                        <RotateCcw aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className={cn(iconButtonShape, 'text-ink-600 hover:bg-red-50 hover:text-red-700')}
                        aria-label={`Delete ${record.name}`}
                        onClick={() => onAction('delete', record)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                      <button type="button" className={iconButton} aria-label={`More actions for ${record.name}`} onClick={() => onAction('more', record)}>
                        <Ellipsis aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={detailRowId(record)} className="bg-ink-50">
                    <td colSpan={COLUMNS} className="p-0">
                      <div className={cn(visibleWidth, 'px-4 py-5 sm:px-6')}>
                        <BackupDetail record={record} onAction={onAction} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
