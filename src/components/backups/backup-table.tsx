/**
 * The backup history table: row checkboxes with a select-all over the shown rows, row actions,
 * one expandable detail row at a time, and the empty state. On phones (below md) each row is a
 * card, so a backup's status and actions are on screen without scrolling: the name over the
 * whole width, then status and type, started and size, duration, and the actions. From md up it
 * is a table that scrolls sideways inside its own labelled, focusable region while it is wider
 * than the screen, so the page itself never overflows.
 */
import { ChevronDown, Download, Ellipsis, Inbox, RotateCcw, Trash2, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { BackupRecord, BackupsPage } from '../../content/pages-schema';
import { selectAllState, type Selection } from '../../lib/backups';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { badgeClass } from '../ui/variants';
import { BackupDetail } from './backup-detail';
import type { DemoActionKey } from './demo-notes';
import { typeLabels } from './labels';
import { StatusBadge } from './status-badge';

const COLUMNS = 8;
export const detailRowId = (record: BackupRecord) => `backup-detail-${record.id}`;
const checkboxClass = 'size-4 rounded border-ink-200 accent-brand-600';
// The checkbox and name columns stay in view while the rest scrolls sideways on tablets,
// so their cells need an opaque background.
// 1rem + a 1rem checkbox + 1rem = exactly the 3rem (left-12) where the name column sticks.
const stickyFirst = 'sticky left-0 z-10 w-12';
// Below md, rows and cells are blocks and grids: no cell is wider than the region.
const stacked = 'max-md:block';
// The cells of a row card below md: grid columns of the checkbox and two halves.
const rowCard = 'max-md:grid max-md:grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)] max-md:items-start max-md:pb-3';
const cardCell = 'max-md:px-0 max-md:py-1';
// A card cell's column name, which the table's header row shows from md up.
const cardLabel = 'block text-xs font-medium text-ink-500 md:hidden';
const stickySecond = 'sticky left-12 z-10';
// The row's icon buttons: one shape, and colours that the open and delete buttons change.
const iconButtonShape = 'inline-flex size-8 items-center justify-center rounded-md transition-colors';
const iconButton = `${iconButtonShape} text-ink-600 hover:bg-ink-100 hover:text-ink-900`;

export interface BackupTableProps {
  rows: BackupRecord[];
  selection: Selection;
  openDetail: string | null;
  filtered: boolean;
  emptyState: BackupsPage['emptyState'];
  /** What each button would do in the product: its tooltip (and accessible description). */
  actions: BackupsPage['demo']['actions'];
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  onToggleDetail: (id: string) => void;
  /** A row's action, with the label of the button pressed. */
  onAction: (action: DemoActionKey, label: string, record: BackupRecord) => void;
}

export function BackupTable({
  rows,
  selection,
  openDetail,
  filtered,
  emptyState,
  actions,
  onToggleRow,
  onToggleAll,
  onToggleDetail,
  onAction,
}: BackupTableProps) {
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
      <table className={cn(stacked, 'w-full text-left text-sm md:min-w-[860px]')}>
        <caption id="backup-table-caption" className="sr-only">
          Backup history
        </caption>
        <TableHead allState={allState} empty={rows.length === 0} onToggleAll={onToggleAll} />
        <tbody className={cn(stacked, 'divide-y divide-ink-100')}>
          {rows.length === 0 && <EmptyRow emptyState={emptyState} filtered={filtered} />}
          {rows.map((record) => {
            const open = openDetail === record.id;
            return (
              <Fragment key={record.id}>
                <BackupRow
                  record={record}
                  selected={selection.has(record.id)}
                  open={open}
                  actions={actions}
                  onToggleRow={onToggleRow}
                  onToggleDetail={onToggleDetail}
                  onAction={onAction}
                />
                {open && (
                  <FullWidthRow id={detailRowId(record)} className="bg-ink-50">
                    <div className="px-4 py-5 sm:px-6">
                      <BackupDetail record={record} actions={actions} onAction={onAction} />
                    </div>
                  </FullWidthRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The header row: the select-all box over the shown rows and the column names. */
function TableHead({
  allState,
  empty,
  onToggleAll,
}: {
  allState: ReturnType<typeof selectAllState>;
  empty: boolean;
  onToggleAll: () => void;
}) {
  return (
    <thead className={cn(stacked, 'border-b border-ink-100 bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-600')}>
      {/* Below md: the select-all box and "Backup" over the cards; the other headers are there for screen readers. */}
      <tr className="max-md:flex max-md:items-center">
        <th scope="col" className={cn(stickyFirst, 'bg-ink-50 px-4 py-3')}>
          <input
            type="checkbox"
            aria-label="Select all shown backups"
            className={checkboxClass}
            checked={allState === 'all'}
            ref={(checkbox) => {
              if (checkbox) checkbox.indeterminate = allState === 'some';
            }}
            disabled={empty}
            onChange={onToggleAll}
          />
        </th>
        <th scope="col" className={cn(stickySecond, 'bg-ink-50 px-3 py-3')}>
          Backup
        </th>
        {/* On a phone each row is a card that names these itself: the headings stay for screen readers only. */}
        {['Status', 'Type', 'Started', 'Size', 'Duration'].map((heading) => (
          <th key={heading} scope="col" className="px-3 py-3 max-md:sr-only">
            {heading}
          </th>
        ))}
        <th scope="col" className="px-3 py-3 text-right max-md:sr-only">
          Actions
        </th>
      </tr>
    </thead>
  );
}

/** A row with one cell over every column: the empty state, or a backup's open detail. */
function FullWidthRow({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <tr id={id} className={cn(stacked, className)}>
      <td colSpan={COLUMNS} className={cn(stacked, 'p-0')}>
        {children}
      </td>
    </tr>
  );
}

/** No row to show: no backups at all, or none that the active filters keep. */
function EmptyRow({ emptyState, filtered }: { emptyState: BackupsPage['emptyState']; filtered: boolean }) {
  return (
    <FullWidthRow>
      <div className="px-4 py-16 text-center">
        <Inbox aria-hidden="true" className="mx-auto size-10 text-ink-200" />
        <p className="mt-3 text-base font-semibold text-ink-900">{emptyState.heading}</p>
        <p className="mt-1 text-ink-600">{filtered ? emptyState.filteredHint : emptyState.noDataHint}</p>
      </div>
    </FullWidthRow>
  );
}

/** One backup: a table row from md up, a card below. */
function BackupRow({
  record,
  selected,
  open,
  actions,
  onToggleRow,
  onToggleDetail,
  onAction,
}: Pick<BackupTableProps, 'actions' | 'onToggleRow' | 'onToggleDetail' | 'onAction'> & {
  record: BackupRecord;
  selected: boolean;
  open: boolean;
}) {
  const cellBackground = selected ? 'bg-brand-50' : 'bg-white group-hover:bg-ink-50';
  return (
    <tr data-backup-id={record.id} className={cn(rowCard, 'group align-middle', selected ? 'bg-brand-50' : 'hover:bg-ink-50')}>
      <td className={cn(stickyFirst, cellBackground, 'px-4 py-3')}>
        <input
          type="checkbox"
          aria-label={`Select ${record.name}`}
          className={checkboxClass}
          checked={selected}
          onChange={() => onToggleRow(record.id)}
        />
      </td>
      <th scope="row" className={cn(stickySecond, cellBackground, 'px-3 py-3 font-normal max-md:col-span-2 max-md:pl-0')}>
        <span className="block font-semibold text-ink-900">{record.name}</span>
        <span className="mt-0.5 block max-w-40 truncate font-mono text-xs text-ink-500 sm:max-w-xs">{record.location}</span>
      </th>
      <td className={cn(cardCell, 'whitespace-nowrap px-3 py-3 max-md:col-start-2')}>
        <StatusBadge status={record.status} />
      </td>
      <td className={cn(cardCell, 'px-3 py-3')}>
        <span className={badgeClass({ tone: 'neutral' })}>{typeLabels[record.type]}</span>
      </td>
      <LabelledCell label="Started" className="max-md:col-start-2">
        <time dateTime={record.date}>{formatLongDate(record.date)}</time>
        <span className="block text-xs text-ink-500">{record.time}</span>
      </LabelledCell>
      <LabelledCell label="Size">{record.size}</LabelledCell>
      <LabelledCell label="Duration" className="max-md:col-start-2">
        {record.duration}
      </LabelledCell>
      <td className={cn(cardCell, 'px-3 py-3 max-md:col-span-2 max-md:col-start-2')}>
        <RowActions record={record} open={open} actions={actions} onToggleDetail={onToggleDetail} onAction={onAction} />
      </td>
    </tr>
  );
}

/** A card cell that names its column on phones (the header row names it from md up). */
function LabelledCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn(cardCell, 'whitespace-nowrap px-3 py-3 text-ink-700', className)}>
      <span aria-hidden="true" className={cardLabel}>
        {label}
      </span>
      {children}
    </td>
  );
}

/** A row's icon buttons: open the detail, then the demo actions on this backup. */
function RowActions({
  record,
  open,
  actions,
  onToggleDetail,
  onAction,
}: Pick<BackupTableProps, 'actions' | 'onToggleDetail' | 'onAction'> & { record: BackupRecord; open: boolean }) {
  const press = (action: DemoActionKey, label: string) => () => onAction(action, label, record);
  return (
    <div className="flex justify-end gap-0.5 max-md:justify-start">
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
      <IconButton icon={Download} label={`Download ${record.name}`} title={actions.download} onClick={press('download', 'Download')} />
      <IconButton icon={RotateCcw} label={`Restore ${record.name}`} title={actions.restore} onClick={press('restore', 'Restore')} />
      <IconButton
        icon={Trash2}
        label={`Delete ${record.name}`}
        title={actions.delete}
        className={cn(iconButtonShape, 'text-ink-600 hover:bg-red-50 hover:text-red-700')}
        onClick={press('delete', 'Delete')}
      />
      <IconButton icon={Ellipsis} label={`More actions for ${record.name}`} title={actions.more} onClick={press('more', 'More actions')} />
    </div>
  );
}

/** An icon-only action button: its name is its accessible label, what it would do its tooltip. */
function IconButton({
  icon: Icon,
  label,
  title,
  className = iconButton,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} aria-label={label} title={title} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
