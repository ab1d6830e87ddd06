/** The four summary cards above the backup table: total, successful, failed, and the fixed total size. */
import { CircleCheck, CircleX, Database, HardDrive, type LucideIcon } from 'lucide-react';
import type { BackupsPage } from '../../content/pages-schema';
import { backupSummary } from '../../lib/backups';
import { cn } from '../../lib/cn';

export function SummaryCards({ page }: { page: BackupsPage }) {
  const summary = backupSummary(page.records);
  const cards: { label: string; value: string; icon: LucideIcon; tone: string }[] = [
    { label: page.summaryLabels.total, value: String(summary.total), icon: Database, tone: 'bg-brand-50 text-brand-700' },
    { label: page.summaryLabels.successful, value: String(summary.successful), icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
    { label: page.summaryLabels.failed, value: String(summary.failed), icon: CircleX, tone: 'bg-red-50 text-red-700' },
    { label: page.summaryLabels.size, value: page.totalSize, icon: HardDrive, tone: 'bg-accent-500/10 text-accent-600' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label} className="flex items-center gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5">
          <span className={cn('hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex', card.tone)}>
            <card.icon aria-hidden="true" className="size-5" />
          </span>
          <p className="flex flex-col-reverse">
            <span className="text-sm text-ink-600">{card.label}</span>
            <span className="text-2xl font-bold tracking-tight text-ink-900">{card.value}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
