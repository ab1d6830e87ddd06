/**
 * The company pages: Home, About, Team, the offering page and Backups. Each loads with its
 * heading, axe clean and silent at desktop and phone widths and never overflows at 320px; then
 * the interactive parts: the demo dialog, the feature tabs and the backup table. Copy and counts
 * come from the page copy in content/pages (counts the schemas fix exactly included), so an
 * edit there keeps these tests green.
 */
import { homeStudies } from '@content/home-studies';
import { aboutPage } from '@content/pages/about';
import { backupsPage } from '@content/pages/backups';
import { homePage } from '@content/pages/home';
import { servicesPage } from '@content/pages/services';
import { teamPage } from '@content/pages/team';
import { site } from '@content/site';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backupSummary, filterBackups, noFilters as noBackupFilters } from '../../src/lib/backups';
import { initialsOf } from '../../src/lib/portrait';
import { axeViolations, launchBrowserForFile, openPage, sharedTab } from './support/browser';
import { absentTerm, nth, termOnlyIn } from './support/derive';
import { expectDemoVideo } from './support/demo-video';

const browser = await launchBrowserForFile();

/** Pages read at desktop width by tests that change nothing on them. */
const readOnly = sharedTab(browser);
/** Each company page loaded at 320 px, one after the other. */
const narrow = sharedTab(browser, { viewport: 'narrow' });

const companyPages = [
  { path: '/', h1: homePage.hero.headline },
  { path: '/about', h1: aboutPage.story.heading },
  { path: '/team', h1: teamPage.hero.headline },
  { path: '/services', h1: servicesPage.hero.headline },
  { path: '/backups', h1: backupsPage.heading },
];

/**
 * Sum of layout-shift scores since navigation (the buffered entries included), read after two
 * more frames: shifts are reported per rendered frame, so those are the positive signal that
 * every shift so far is in, where a fixed 300 ms was a guess.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const score = (entries: PerformanceEntryList) =>
          entries.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0);
        let total = 0;
        const observer = new PerformanceObserver((list) => (total += score(list.getEntries())));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            total += score(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );

describe.each(companyPages)('$path', ({ path, h1 }) => {
  it.each(['desktop', 'mobile'] as const)('loads with its heading, axe clean and silent, images sized, at %s width', async (viewport) => {
    const { page, problems } = await openPage(browser, path, { viewport });
    expect(await page.locator('h1').allTextContents()).toEqual([h1]);
    expect(await axeViolations(page)).toEqual([]);
    // Every image and drawing declares its size, so nothing shifts while the page loads.
    const unsized = await page
      .locator('main')
      .evaluate(
        (main) =>
          [...main.querySelectorAll('img, svg')].filter((element) => !element.getAttribute('width') || !element.getAttribute('height'))
            .length,
      );
    expect(unsized).toBe(0);
    expect(await page.locator('main img[loading="lazy"]').count()).toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never scrolls sideways at 320px', async () => {
    const { page, problems } = await narrow.visit(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(problems).toEqual([]);
  });
});

describe('home', () => {
  it('shows the sections in the spec order with their copy', async () => {
    const { page } = await readOnly.read('/');
    // The page's own sections, not those inside them (a static part's wrapper is display: contents, not a band).
    const ids = await page
      .locator('main section')
      .evaluateAll((sections) => sections.filter((section) => !section.parentElement?.closest('section')).map((section) => section.id));
    expect(ids).toEqual([
      'hero',
      'command-center',
      'stats',
      'problems',
      'capabilities',
      'impact',
      'success-stories',
      'why-us',
      'trust',
      'cta',
    ]);
    expect(await page.locator('main h2').allTextContents()).toEqual(
      expect.arrayContaining([homePage.problems.heading, homePage.successTeaser.heading, homePage.closingCta.heading]),
    );
    expect(await page.locator('#success-stories > div > div p').first().textContent()).toBe(homePage.successTeaser.subtitle);
    expect(await page.locator('#problems li').count()).toBe(homePage.problems.cards.length);
    expect(await page.locator('#capabilities > div > ul > li').count()).toBe(homePage.capabilities.cards.length);
    expect(await page.locator('#command-center svg').count()).toBeGreaterThan(0);
  });

  it('links the hero to the stories, the closing buttons to /contact and the stories, and each case study to its story', async () => {
    const { page } = await readOnly.read('/');
    expect(await page.locator('#hero').getByRole('link', { name: homePage.hero.primaryLabel }).getAttribute('href')).toBe(
      '/success-stories',
    );
    const cta = page.locator('#cta');
    expect(await cta.getByRole('link', { name: site.actions.demo }).getAttribute('href')).toBe('/contact');
    expect(await cta.getByRole('link', { name: homePage.closingCta.secondaryLabel }).getAttribute('href')).toBe('/success-stories');
    // One label per action: every link in the page that asks for a demo says the same (the
    // navigation's "Contact" names the page, as the nav names every page).
    const contactLabels = await page
      .locator('main a[href="/contact"]')
      .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    expect(new Set(contactLabels)).toEqual(new Set([site.actions.demo]));
    const storyLinks = page.locator('#success-stories article').getByRole('link', { name: homePage.successTeaser.storyLinkLabel });
    expect(await storyLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      homeStudies.map((study) => `/${study.storySlug}`),
    );
  });

  it('shows every case study whole from 1280 px, and below that a snapping row that scrolls by buttons and keys', async () => {
    const { page } = await openPage(browser, '/');
    const row = page.locator('#success-stories ul').first();
    const cards = page.locator('#success-stories article');
    const boxes = () => cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    const rowFits = () => row.evaluate((list) => list.scrollWidth <= list.clientWidth);

    // 1280 px: nothing is cut; the first three share a row, inside the window.
    expect(await rowFits()).toBe(true);
    const wide = await boxes();
    for (const box of wide) expect(box.left >= 0 && box.right <= 1280).toBe(true);
    expect(new Set(wide.slice(0, 3).map((box) => box.top)).size).toBe(1);

    // 768 px: a row that snaps, whose Next button and arrow keys move it along.
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await rowFits()).toBe(homeStudies.length < 2);
    if (homeStudies.length >= 2) {
      expect(await row.evaluate((list) => getComputedStyle(list).scrollSnapType)).toContain('x mandatory');
      const next = page.getByRole('button', { name: 'Next story' });
      const previous = page.getByRole('button', { name: 'Previous story' });
      expect(await previous.isDisabled()).toBe(true);
      await next.click();
      await page.waitForFunction(() => document.querySelector('#success-stories ul')!.scrollLeft > 100);
      await expect.poll(() => previous.isDisabled()).toBe(false);

      await row.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
      await row.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.querySelector('#success-stories ul')!.scrollLeft > 0);
    }

    // A phone: one card at a time, the next peeking in so the row reads as one that scrolls.
    await page.setViewportSize({ width: 390, height: 800 });
    const small = await boxes();
    expect(nth(small, 0).width).toBeLessThan(390);
    if (small.length > 1) expect(nth(small, 1).left).toBeLessThan(390);
    expect(new Set(small.map((box) => Math.round(box.top))).size).toBe(1);
    await page.context().close();
  });

  it(`demo video (${site.demoVideo ? 'configured' : 'none configured'}): ${site.demoVideo ? 'a poster in an accessible dialog, the player only after play' : 'the hero books a live demo instead'}`, async () => {
    await expectDemoVideo({ browser, site, hero: homePage.hero });
  });

  it('keeps the demo video (or its replacement) axe clean on a phone', async () => {
    await expectDemoVideo({ browser, site, hero: homePage.hero, viewport: 'mobile' });
  });
});

describe('about and team', () => {
  it('about leads to /contact and /success-stories', async () => {
    const { page } = await openPage(browser, '/about');
    expect(await page.locator('#cta').getByRole('link', { name: site.actions.demo }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: aboutPage.cta.secondaryLabel }).getAttribute('href')).toBe('/success-stories');
    expect(await page.locator('#quotes blockquote').allTextContents()).toEqual(
      aboutPage.quotes.items.map((item) => expect.stringContaining(item.quote)),
    );
    await page.context().close();
  });

  it('team shows the leaders and advisors in their groups, with portraits and safe external profile links', async () => {
    const { page } = await openPage(browser, '/team');
    const namesIn = (group: string) => page.locator(`#${group} article h3`).allTextContents();
    expect(await namesIn('leadership')).toEqual(
      teamPage.members.filter((member) => member.group === 'leadership').map((member) => member.name),
    );
    expect(await namesIn('advisors')).toEqual(teamPage.members.filter((member) => member.group === 'advisor').map((member) => member.name));
    const first = nth(teamPage.members, 0, 'team member');
    const card = page.getByRole('article', { name: first.name });
    // A photo when the content names one, otherwise the initials portrait.
    if (first.photo) expect(await card.locator('picture img').count()).toBe(1);
    else expect(await card.locator('svg text').textContent()).toBe(initialsOf(first.name));
    const profile = card.getByRole('link', { name: `View profile of ${first.name} (opens in a new tab)` });
    expect(await profile.getAttribute('href')).toBe(first.profileUrl);
    expect(await profile.getAttribute('target')).toBe('_blank');
    expect(await profile.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator('#culture li').count()).toBe(teamPage.culture.values.length);
    await page.context().close();
  });
});

describe('offering page', () => {
  const categories = servicesPage.features.categories;

  it('prerenders every tab panel, with planning selected', async () => {
    const { page } = await readOnly.read('/services');
    const html = await (await page.request.get('/services')).text();
    for (const category of categories) {
      for (const feature of category.features) expect(html).toContain(feature.name.replace(/&/g, '&amp;'));
    }
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(categories.map((category) => category.name));
    expect(await tabs.evaluateAll((all) => all.map((tab) => [tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')]))).toEqual(
      categories.map((_, index) => (index === 0 ? ['true', '0'] : ['false', '-1'])),
    );
    const panel = page.getByRole('tabpanel');
    expect(await panel.count()).toBe(1);
    expect(await panel.getAttribute('id')).toBe(await tabs.first().getAttribute('aria-controls'));
    expect(await panel.textContent()).toContain(nth(nth(categories, 0).features, 0).name);
  });

  it('moves and selects with ArrowLeft, ArrowRight, Home and End, and Tab goes on to the panel', async () => {
    const { page, problems } = await openPage(browser, '/services');
    const selected = async () => {
      const name = await page.getByRole('tab', { selected: true }).textContent();
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      const panelText = await page.getByRole('tabpanel').textContent();
      return {
        name,
        focused,
        panelShowsIt: panelText?.includes(categories.find((category) => category.name === name)?.description ?? '(no such tab)'),
      };
    };
    const at = (index: number) => ({
      name: nth(categories, index, 'tab').name,
      focused: nth(categories, index, 'tab').name,
      panelShowsIt: true,
    });

    await page.getByRole('tab', { name: nth(categories, 0, 'tab').name }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(at(1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toEqual(at(-1));
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(at(0));
    await page.keyboard.press('End');
    expect(await selected()).toEqual(at(-1));
    await page.keyboard.press('Home');
    expect(await selected()).toEqual(at(0));

    await page.getByRole('tab', { name: nth(categories, 2, 'tab').name }).click();
    expect(await selected()).toEqual(at(2));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the industry panels, the timed phases and the two calls to action', async () => {
    const { page } = await readOnly.read('/services');
    expect(await page.locator('#industries > div > ul > li').count()).toBe(servicesPage.industries.items.length);
    // Each phase, in order, under its name with its duration.
    expect(
      await page
        .locator('#methodology ol > li')
        .evaluateAll((phases) => phases.map((phase) => [phase.querySelector('h3')?.textContent, phase.querySelector('p')?.textContent])),
    ).toEqual(servicesPage.methodology.phases.map((phase) => [phase.phase, phase.duration]));
    const cta = page.locator('#cta');
    expect(await cta.getByRole('link', { name: servicesPage.cta.secondaryLabel }).getAttribute('href')).toBe('/success-stories');
    expect(await cta.getByRole('link', { name: site.actions.demo }).getAttribute('href')).toBe('/contact');
  });
});

describe('backups', () => {
  const records = backupsPage.records;
  const record = (index: number) => nth(records, index, 'backup record');
  const rowNames = (page: Page) =>
    page.locator('tbody tr[data-backup-id] th').evaluateAll((cells) => cells.map((cell) => cell.querySelector('span')?.textContent));
  const checked = (page: Page) =>
    page.locator('tbody input[type="checkbox"]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));
  const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Select all shown backups' });

  it('is noindex without a canonical, and the nav does not link it', async () => {
    const { page } = await readOnly.read('/backups');
    const html = await (await page.request.get('/backups')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('header a[href="/backups"], footer a[href="/backups"]').count()).toBe(0);
  });

  it('summarises the records, with the fixed total size', async () => {
    const { page } = await readOnly.read('/backups');
    const summary = await page
      .locator('main ul')
      .first()
      .evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll('li p')].map((card) => [card.firstElementChild?.textContent, card.lastElementChild?.textContent]),
        ),
      );
    const figures = backupSummary(records);
    expect(summary).toEqual({
      [backupsPage.summaryLabels.total]: String(records.length),
      [backupsPage.summaryLabels.successful]: String(figures.successful),
      [backupsPage.summaryLabels.failed]: String(figures.failed),
      [backupsPage.summaryLabels.size]: backupsPage.totalSize,
    });
  });

  it('searches name and description, filters by type and status, and explains an empty result', async () => {
    const { page, problems } = await openPage(browser, '/backups');
    const search = page.getByRole('searchbox', { name: 'Search backups' });
    const shown = (filters: Partial<typeof noBackupFilters>) =>
      filterBackups(records, { ...noBackupFilters, ...filters }).map((found) => found.name);
    expect(await rowNames(page)).toEqual(records.map((record) => record.name));

    // A word of a name, in capitals; then a description, which no name holds.
    const nameWord = nth(nth(records, 0, 'backup record').name.split(/\s+/), 0).toUpperCase();
    await search.fill(nameWord);
    expect(await rowNames(page)).toEqual(shown({ search: nameWord }));
    const description =
      termOnlyIn(
        records,
        (found) => (found.description ? [found.description] : []),
        (found) => [found.name],
      ) ?? nameWord;
    await search.fill(description);
    expect(await rowNames(page)).toEqual(shown({ search: description }));
    expect(shown({ search: description }).length).toBeGreaterThan(0);
    await search.fill('');

    // The type, then also the status, of a backup that did not complete (when there is one).
    const probe = records.find((record) => record.status !== 'completed') ?? nth(records, 0, 'backup record');
    await page.getByLabel('Type').selectOption(probe.type);
    expect(await rowNames(page)).toEqual(shown({ type: probe.type }));
    await page.getByLabel('Status').selectOption(probe.status);
    expect(await rowNames(page)).toEqual(shown({ type: probe.type, status: probe.status }));
    expect(await rowNames(page)).toContain(probe.name);
    const nothing = absentTerm(records.flatMap((record) => [record.name, record.description ?? '']));
    await search.fill(nothing);
    expect(await rowNames(page)).toEqual([]);
    const table = page.getByRole('region', { name: 'Backup history' });
    expect(await table.textContent()).toContain(backupsPage.emptyState.heading);
    expect(await table.textContent()).toContain(backupsPage.emptyState.filteredHint);
    expect(await selectAll(page).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('selects all filtered rows, shows bulk actions that clear the selection, and logs instead of calling a server', async () => {
    const { page, problems } = await openPage(browser, '/backups');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The backups of one type (full ones in the sample data).
    const shownType = nth(records, 0, 'backup record').type;
    const fulls = records.filter((record) => record.type === shownType);

    await page.getByLabel('Type').selectOption(shownType);
    await selectAll(page).check();
    expect(await checked(page)).toEqual(fulls.map(() => true));
    expect(await page.getByRole('status').textContent()).toBe(`${fulls.length} of ${fulls.length} selected`);

    // Back to every record: the selection is still those backups, and select-all is mixed.
    await page.getByLabel('Type').selectOption('all');
    expect(await checked(page)).toEqual(records.map((record) => record.type === shownType));
    expect(await selectAll(page).evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(fulls.length < records.length);
    await selectAll(page).click();
    expect(await checked(page)).toEqual(records.map(() => true));
    expect(await selectAll(page).evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(false);

    const bulkBar = page.getByRole('status').locator('..');
    await bulkBar.getByRole('button', { name: 'Download' }).click();
    expect(await checked(page)).toEqual(records.map(() => false));
    expect(await bulkBar.getByRole('button', { name: 'Download' }).count()).toBe(0);

    await page.getByRole('checkbox', { name: `Select ${record(1).name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${record(3).name}` }).check();
    await bulkBar.getByRole('button', { name: 'Delete' }).click();
    expect(await checked(page)).toEqual(records.map(() => false));
    expect(await bulkBar.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create Backup' }).click();
    await page.getByRole('button', { name: `Restore ${record(0).name}` }).click();
    await page.getByRole('button', { name: `More actions for ${record(0).name}` }).click();
    expect(logged.some((line) => line.includes('download') && line.includes(record(0).id) && line.includes(record(6).id))).toBe(true);
    expect(logged.some((line) => line.includes('delete') && line.includes(record(1).id) && line.includes(record(3).id))).toBe(true);
    expect(logged.filter((line) => /create|restore|more/.test(line))).toHaveLength(3);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens one detail row at a time with the retention, full path and actions', async () => {
    const { page } = await openPage(browser, '/backups');
    const details = page.locator('tbody tr[id^="backup-detail-"]');
    // A backup with a note (a failed one must have one), and another one.
    const described = records.find((candidate) => candidate.description !== undefined) ?? record(-1);
    const other = nth(
      records.filter((candidate) => candidate.id !== described.id),
      0,
      'second backup record',
    );
    const toggle = (name: string) => page.getByRole('button', { name: `View details of ${name}` });

    await toggle(described.name).click();
    expect(await details.count()).toBe(1);
    expect(await toggle(described.name).getAttribute('aria-expanded')).toBe('true');
    const text = await details.textContent();
    if (described.description) expect(text).toContain(described.description);
    expect(text).toContain(`${described.retention} days`);
    expect(text).toContain(described.location);
    for (const label of ['Restore Backup', 'Download', 'Verify Integrity'])
      expect(await details.getByRole('button', { name: label }).count()).toBe(1);

    await toggle(other.name).click();
    expect(await details.count()).toBe(1);
    expect(await details.getAttribute('id')).toBe(`backup-detail-${other.id}`);
    expect(await toggle(described.name).getAttribute('aria-expanded')).toBe('false');
    await toggle(other.name).click();
    expect(await details.count()).toBe(0);
    await page.context().close();
  });

  it('colours the statuses and spins the in-progress icon unless motion is reduced', async () => {
    const { page } = await openPage(browser, '/backups');
    const badge = (status: string) => page.locator(`[data-status="${status}"]`).first();
    // Green, red, and the brand's blue.
    const colours = { completed: 'green', failed: 'red', in_progress: 'brand' } as const;
    const statuses = [...new Set(records.map((record) => record.status))];
    for (const status of statuses) expect(await badge(status).getAttribute('class'), status).toContain(colours[status]);
    // In progress spins, unless the visitor asked for less motion (the sample data has such a backup).
    if (statuses.includes('in_progress')) {
      const spinner = badge('in_progress').locator('svg');
      expect(await spinner.evaluate((icon) => getComputedStyle(icon).animationName)).not.toBe('none');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await spinner.evaluate((icon) => getComputedStyle(icon).animationName)).toBe('none');
    }
    await page.context().close();
  });

  it('shows each backup as a card on a phone, with the detail in view, and scrolls the table in its focusable region on a tablet', async () => {
    const { page, problems } = await openPage(browser, '/backups', { viewport: 'mobile' });
    const region = page.getByRole('region', { name: 'Backup history' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const scrollsSideways = () => region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrollsSideways()).toBe(false);
    await page.getByRole('button', { name: `View details of ${record(0).name}` }).click();
    const restore = page.locator('tbody tr[id^="backup-detail-"]').getByRole('button', { name: 'Restore Backup' });
    const box = await restore.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A tablet gets the table, wider than its screen: it scrolls inside the region, not the page.
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await scrollsSideways()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
