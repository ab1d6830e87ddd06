/**
 * The interactive part of /backups: filters, selection, bulk actions and the table. It holds
 * the state; the rules live in src/lib/backups.ts. Nothing here talks to a server: actions are
 * only logged (console.info) so the screen can be demonstrated safely.
 */
import { Download, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { BackupRecord, BackupsPage } from '../../content/pages-schema';
import {
  filterBackups,
  hasActiveFilters,
  keepShown,
  noFilters,
  toggleAllShown,
  toggleDetail,
  toggleSelected,
  type BackupFilters as Filters,
  type Selection,
} from '../../lib/backups';
import { buttonClass } from '../ui/variants';
import { BackupFilters } from './backup-filters';
import { BackupTable } from './backup-table';
import type { DemoActionHandler } from './demo-notes';
import { IconTextButton } from './icon-text-button';

export function BackupManager({ page, onAction }: { page: BackupsPage; onAction: DemoActionHandler }) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [selection, setSelection] = useState<Selection>(() => new Set());
  const [openDetail, setOpenDetail] = useState<string | null>(null);

  const rows = filterBackups(page.records, filters);
  const shownIds = rows.map((row) => row.id);
  const selectedIds = shownIds.filter((id) => selection.has(id));

  const changeFilters = (next: Filters) => {
    setFilters(next);
    // Rows that disappear from view leave the selection, so bulk actions only touch what is shown.
    const nextShown = filterBackups(page.records, next).map((row) => row.id);
    setSelection((current) => keepShown(current, nextShown));
  };

  const bulk = (action: 'download' | 'delete') => {
    const count = selectedIds.length;
    onAction(
      {
        action: action === 'download' ? 'downloadSelected' : 'deleteSelected',
        label: action === 'download' ? 'Download' : 'Delete',
        target: count === 1 ? '1 selected backup' : `${count} selected backups`,
      },
      { name: action, ids: selectedIds },
    );
    setSelection(new Set());
  };
  const { actions } = page.demo;

  return (
    <div className="space-y-4">
      <BackupFilters filters={filters} onChange={changeFilters} />
      <SelectionBar
        selectedCount={selectedIds.length}
        shownCount={rows.length}
        totalCount={page.records.length}
        actions={actions}
        onBulk={bulk}
        onClear={() => setSelection(new Set())}
      />
      <BackupTable
        rows={rows}
        selection={selection}
        openDetail={openDetail}
        filtered={hasActiveFilters(filters)}
        emptyState={page.emptyState}
        actions={actions}
        onToggleRow={(id) => setSelection((current) => toggleSelected(current, id))}
        onToggleAll={() => setSelection((current) => toggleAllShown(current, shownIds))}
        onToggleDetail={(id) => setOpenDetail((current) => toggleDetail(current, id))}
        onAction={(action, label, record: BackupRecord) =>
          onAction({ action, label, target: record.name }, { name: action, ids: [record.id] })
        }
      />
    </div>
  );
}

/** The line over the table: how many backups are shown or selected, and the bulk actions on a selection. */
function SelectionBar({
  selectedCount,
  shownCount,
  totalCount,
  actions,
  onBulk,
  onClear,
}: {
  selectedCount: number;
  shownCount: number;
  totalCount: number;
  actions: BackupsPage['demo']['actions'];
  onBulk: (action: 'download' | 'delete') => void;
  onClear: () => void;
}) {
  return (
    <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-2">
      <p role="status" className="text-sm text-ink-700">
        {selectedCount > 0 ? `${selectedCount} of ${shownCount} selected` : `${shownCount} of ${totalCount} backups shown`}
      </p>
      {selectedCount > 0 && (
        <div className="flex flex-wrap gap-2">
          <IconTextButton
            icon={Download}
            label="Download"
            title={actions.downloadSelected}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={() => onBulk('download')}
          />
          <IconTextButton
            icon={Trash2}
            label="Delete"
            title={actions.deleteSelected}
            className={buttonClass({ variant: 'danger', size: 'sm' })}
            onClick={() => onBulk('delete')}
          />
          <IconTextButton icon={X} label="Clear selection" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onClear} />
        </div>
      )}
    </div>
  );
}
