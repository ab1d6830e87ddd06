import { Plus } from 'lucide-react';
import { useState } from 'react';
import { backupsPage } from '@content/pages/backups';
import { BackupManager } from '../components/backups/backup-manager';
import { ActionNote, DemoNotice, type DemoActionHandler, type PressedAction } from '../components/backups/demo-notes';
import { SummaryCards } from '../components/backups/summary-cards';
import { Seo } from '../components/seo';
import { Container } from '../components/ui/section';
import { buttonClass } from '../components/ui/variants';
import type { PageProps } from '../router/pages';

/**
 * Backup management: a product demonstration with fixed sample data, noindex, not linked. Its
 * first screen says so, and each button says what it would do in the product (its tooltip, and
 * a note once pressed); no button reaches a server: a press is only logged (console.info).
 */
export default function BackupsPage({ route }: PageProps) {
  const { demo } = backupsPage;
  const [pressed, setPressed] = useState<PressedAction | null>(null);
  const onAction: DemoActionHandler = (press, logged) => {
    console.info(`[backups] ${logged.name} (demo, nothing sent):`, logged.ids.join(', '));
    setPressed(press);
  };

  return (
    <div className="bg-ink-50/60 py-10 sm:py-14">
      <Seo
        title={backupsPage.seo.title}
        description={backupsPage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
      />
      <Container className="space-y-8">
        <div className="space-y-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-ink-900">{backupsPage.heading}</h1>
              <p className="mt-2 text-ink-600">{backupsPage.subheading}</p>
            </div>
            <button
              type="button"
              title={demo.actions.create}
              className={buttonClass({ className: 'self-start sm:self-auto' })}
              onClick={() => onAction({ action: 'create', label: 'Create Backup' }, { name: 'create', ids: [] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Create Backup
            </button>
          </div>
          <DemoNotice demo={demo} />
        </div>
        <SummaryCards page={backupsPage} />
        <BackupManager page={backupsPage} onAction={onAction} />
      </Container>
      <ActionNote demo={demo} pressed={pressed} onClose={() => setPressed(null)} />
    </div>
  );
}
