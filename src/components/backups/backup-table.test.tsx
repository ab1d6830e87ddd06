/** The table's empty state, rendered to markup: which hint shows depends on whether filters are active. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { backupsPage } from '@content/pages/backups';
import { BackupTable, type BackupTableProps } from './backup-table';

const noop = () => {};
const render = (props: Partial<BackupTableProps>) =>
  renderToStaticMarkup(
    <BackupTable
      rows={[]}
      selection={new Set()}
      openDetail={null}
      filtered={false}
      emptyState={backupsPage.emptyState}
      actions={backupsPage.demo.actions}
      onToggleRow={noop}
      onToggleAll={noop}
      onToggleDetail={noop}
      onAction={noop}
      {...props}
    />,
  );

describe('BackupTable empty state', () => {
  it('says there is no history when nothing is filtered', () => {
    const html = render({ filtered: false });
    expect(html).toContain(backupsPage.emptyState.heading);
    expect(html).toContain(backupsPage.emptyState.noDataHint);
    expect(html).not.toContain(backupsPage.emptyState.filteredHint);
  });

  it('suggests changing the search or filters when they are active', () => {
    const html = render({ filtered: true });
    expect(html).toContain(backupsPage.emptyState.heading);
    expect(html).toContain(backupsPage.emptyState.filteredHint);
    expect(html).not.toContain(backupsPage.emptyState.noDataHint);
  });

  it('shows rows and no empty state when there are records, with the detail only for the open one', () => {
    const [first, second] = backupsPage.records;
    if (!first || !second) throw new Error('content/pages/backups.yaml needs at least two records');
    const html = render({ rows: [first, second], openDetail: second.id });
    expect(html).not.toContain(backupsPage.emptyState.heading);
    expect(html).toContain(`id="backup-detail-${second.id}"`);
    expect(html).not.toContain(`id="backup-detail-${first.id}"`);
  });
});
