/** Status of a backup: completed green, failed red, in progress blue with a spinning icon (still when motion is reduced). */
import { CircleCheck, CircleX, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { BackupStatus } from '../../lib/backups';
import { badgeClass } from '../ui/variants';
import { statusLabels } from './labels';

const looks: Record<BackupStatus, { tone: NonNullable<Parameters<typeof badgeClass>[0]>['tone']; Icon: LucideIcon; iconClass: string }> = {
  completed: { tone: 'success', Icon: CircleCheck, iconClass: 'size-3.5' },
  failed: { tone: 'danger', Icon: CircleX, iconClass: 'size-3.5' },
  in_progress: { tone: 'brand', Icon: LoaderCircle, iconClass: 'size-3.5 animate-spin motion-reduce:animate-none' },
};

export function StatusBadge({ status }: { status: BackupStatus }) {
  const { tone, Icon, iconClass } = looks[status];
  return (
    <span data-status={status} className={badgeClass({ tone })}>
      <Icon aria-hidden="true" className={iconClass} />
      {statusLabels[status]}
    </span>
  );
}
