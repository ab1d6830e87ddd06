/**
 * /backups as a labelled product demonstration: its first screen says it is an interactive
 * demonstration with sample data (at a desktop's and a phone's size), each button says what it
 * would do in the product (its tooltip, and a note once pressed) while changing nothing, and the
 * page stays out of search engines (noindex, not in the sitemap). The words come from
 * content/pages/backups.yaml, so editing them keeps these tests green.
 */
import { backupsPage } from '@content/pages/backups';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/route-table';
import { axeViolations, baseURL, launchBrowserForFile, openPage } from './support/browser';
import { nth } from './support/derive';

const browser = await launchBrowserForFile();
const { demo } = backupsPage;

/** The notice's box against the first screen (no scrolling). */
const noticeInFirstScreen = (page: Page) =>
  page.locator('[data-demo-notice]').evaluate((notice) => {
    const box = notice.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth && window.scrollY === 0;
  });

describe('/backups as a product demonstration', () => {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`says in its first screen, at ${size.width}x${size.height}, that it is an interactive demonstration with sample data`, async () => {
      const { page, problems } = await openPage(browser, paths.backups);
      await page.setViewportSize(size);
      const notice = page.locator('[data-demo-notice]');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(demo.label);
      expect(await notice.textContent()).toContain(demo.text);
      await expect.poll(() => noticeInFirstScreen(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('stays out of search engines: a robots noindex meta in the served HTML, and no sitemap entry', async () => {
    const html = await (await fetch(`${baseURL()}${paths.backups}`)).text();
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    const { page } = await openPage(browser, paths.backups);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`${paths.backups}<`);
  });

  it('gives every button a tooltip of what it would do in the product, and a press says so and changes nothing', async () => {
    const { page, problems } = await openPage(browser, paths.backups, { viewport: 'mobile' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const record = nth(backupsPage.records, 0, 'backup record');
    const rowButton = (name: string) => page.getByRole('button', { name: `${name} ${record.name}`, exact: true });
    const note = page.locator('[data-action-note]');

    // Each action button of a row, its detail row's and the page's own: the tooltip is the copy's sentence.
    const tooltips: [button: ReturnType<Page['locator']>, sentence: string][] = [
      [page.getByRole('button', { name: 'Create Backup' }), demo.actions.create],
      [rowButton('Download'), demo.actions.download],
      [rowButton('Restore'), demo.actions.restore],
      [rowButton('Delete'), demo.actions.delete],
      [page.getByRole('button', { name: `More actions for ${record.name}` }), demo.actions.more],
    ];
    for (const [button, sentence] of tooltips) {
      expect(await button.getAttribute('title')).toBe(sentence);
      expect(sentence).toMatch(/^In the product this would /);
    }
    await page.getByRole('button', { name: `View details of ${record.name}` }).click();
    const detail = page.locator('tbody tr[id^="backup-detail-"]');
    expect(await detail.getByRole('button', { name: 'Verify Integrity' }).getAttribute('title')).toBe(demo.actions.verify);

    // Delete, pressed: the note says what it would do, that nothing changed, and the row is still there.
    await rowButton('Delete').click();
    await note.waitFor();
    expect(await note.textContent()).toContain(record.name);
    expect(await note.textContent()).toContain(demo.actions.delete);
    expect(await note.textContent()).toContain(demo.nothingChanged);
    expect(await page.locator(`tbody tr[data-backup-id="${record.id}"]`).count()).toBe(1);
    const box = await note.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);

    // The selected rows' Delete says so for the selection; the note can be closed.
    await page.getByRole('checkbox', { name: `Select ${record.name}` }).check();
    const bulkDelete = page.getByRole('button', { name: 'Delete', exact: true });
    expect(await bulkDelete.getAttribute('title')).toBe(demo.actions.deleteSelected);
    await bulkDelete.click();
    await expect.poll(() => note.textContent()).toContain(demo.actions.deleteSelected);
    await note.getByRole('button', { name: 'Close this note' }).click();
    await expect.poll(() => note.count()).toBe(0);

    expect(requests.filter((url) => !url.includes('/assets/'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
