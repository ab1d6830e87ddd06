/** The expanded detail of one backup: description, retention, full path, flags and actions. */
import { Download, RotateCcw, ShieldCheck } from 'lucide-react';
import type { BackupRecord, BackupsPage } from '../../content/pages-schema';
import { badgeClass, buttonClass } from '../ui/variants';
import type { DemoActionKey } from './demo-notes';
import { IconTextButton } from './icon-text-button';

export function BackupDetail({
  record,
  actions,
  onAction,
}: {
  record: BackupRecord;
  /** What each button would do in the product: its tooltip. */
  actions: BackupsPage['demo']['actions'];
  onAction: (action: DemoActionKey, label: string, record: BackupRecord) => void;
}) {
  const term = 'text-xs font-semibold uppercase tracking-wide text-ink-500';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="sm:col-span-2">
          <dt className={term}>Description</dt>
          <dd className="mt-1 text-ink-900">{record.description ?? 'No description'}</dd>
        </div>
        <div>
          <dt className={term}>Retention</dt>
          <dd className="mt-1 text-ink-900">{record.retention} days</dd>
        </div>
        <div>
          <dt className={term}>Storage</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            <span className={badgeClass({ tone: record.compressed ? 'success' : 'neutral' })}>
              {record.compressed ? 'Compressed' : 'Uncompressed'}
            </span>
            <span className={badgeClass({ tone: record.encrypted ? 'success' : 'danger' })}>
              {record.encrypted ? 'Encrypted' : 'Not encrypted'}
            </span>
          </dd>
        </div>
        <div className="sm:col-span-2 xl:col-span-4">
          <dt className={term}>Full path</dt>
          <dd className="mt-1 break-all font-mono text-xs text-ink-900">{record.location}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <IconTextButton
          icon={RotateCcw}
          label="Restore Backup"
          title={actions.restore}
          className={buttonClass({ size: 'sm' })}
          onClick={() => onAction('restore', 'Restore Backup', record)}
        />
        <IconTextButton
          icon={Download}
          label="Download"
          title={actions.download}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => onAction('download', 'Download', record)}
        />
        <IconTextButton
          icon={ShieldCheck}
          label="Verify Integrity"
          title={actions.verify}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => onAction('verify', 'Verify Integrity', record)}
        />
      </div>
    </div>
  );
}
