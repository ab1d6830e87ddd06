import { Plus } from 'lucide-react';
import { backupsPage } from '@content/pages/backups';
import { BackupManager } from '../components/backups/backup-manager';
import { SummaryCards } from '../components/backups/summary-cards';
import { Seo } from '../components/seo';
import { Container } from '../components/ui/section';
import { buttonClass } from '../components/ui/variants';
import type { PageProps } from '../router/pages';

/** Backup management: fixed sample data, noindex, not linked; no button reaches a server. */
export default function BackupsPage({ route }: PageProps) {
  return (
    <div className="bg-ink-50/60 py-10 sm:py-14">
      <Seo
        title={backupsPage.seo.title}
        description={backupsPage.seo.description}
        canonicalPath={route.canonical}
        noindex={route.noindex}
      />
      <Container className="space-y-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink-900">{backupsPage.heading}</h1>
            <p className="mt-2 text-ink-600">{backupsPage.subheading}</p>
          </div>
          <button
            type="button"
            className={buttonClass({ className: 'self-start sm:self-auto' })}
            onClick={() => console.info('[backups] create (demo, nothing sent)')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Create Backup
          </button>
        </div>
        <SummaryCards page={backupsPage} />
        <BackupManager page={backupsPage} />
      </Container>
    </div>
  );
}
