/** Display names of the backup types and statuses (the content stores the ids). */
import type { BackupStatus, BackupType } from '../../lib/backups';

export const typeLabels: Record<BackupType, string> = {
  full: 'Full',
  incremental: 'Incremental',
  differential: 'Differential',
};

export const statusLabels: Record<BackupStatus, string> = {
  completed: 'Completed',
  failed: 'Failed',
  in_progress: 'In Progress',
};
