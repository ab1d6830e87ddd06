/** Status of a backup: completed green, failed red, in progress blue with a spinning icon (still when motion is reduced). */
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { BackupStatus } from '../../lib/backups';
import { badgeClass } from '../ui/variants';
import { statusLabels } from './labels';

export function StatusBadge({ status }: { status: BackupStatus }) {
  switch (status) {
    case 'completed':
      return (
        <span data-status={status} className={badgeClass({ tone: 'success' })}>
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {statusLabels[status]}
        </span>
      );
    case 'failed':
      return (
        <span data-status={status} className={badgeClass({ tone: 'danger' })}>
          <CircleX aria-hidden="true" className="size-3.5" />
          {statusLabels[status]}
        </span>
      );
    case 'in_progress':
      return (
        <span data-status={status} className={badgeClass({ tone: 'brand' })}>
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
          {statusLabels[status]}
        </span>
      );
  }
}
