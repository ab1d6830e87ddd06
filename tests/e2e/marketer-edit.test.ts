/**
 * A marketer's valid edit keeps everything working. In a copy of the project this test does
 * what docs/editing.md tells a marketer: it adds a story (the fixture story, as a new file with the
 * next free id and an industry chip), adds an article that uses every construct of the body
 * syntax, with a picture it puts in content/images, and edits a policy. Then `npm run content`
 * and `npm run build` must succeed, and the site `npm start` serves from the copy must show the
 * new pages wherever they belong: their addresses, the lists, chips and searches, the sitemap,
 * the feed, the PDF and the share image. Last, an ordinary mistake must stop the build with
 * the file and line, and leave the site already built as it was.
 *
 * The copy's own content, read with the content compiler, is what the expectations are
 * computed from, so the test holds whatever stories and articles the project has.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent, type CompiledContent } from '../../scripts/content/read-content';
import { newArticleFor, newStoryFor, setField } from '../../scripts/content/test-support';
import { escapeXml } from '../../src/lib/escape';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import type { ArticleSummary, PolicyPage, Story } from '../../src/content/types';
import { ALL_CATEGORIES, filterArticles, latestHeading, listedArticles } from '../../src/lib/blog';
import { formatLongDate } from '../../src/lib/dates';
import { pageSlice } from '../../src/lib/pagination';
import { imageUses } from '../../src/lib/images';
import { readingDuration, readingTimeLabel } from '../../src/lib/reading-time';
import { allMatchesHeading, countLine, featuredStories, filterStories, industrySlug, listedStories } from '../../src/lib/stories';
import { articlePaths, buildRoutes, storyPaths } from '../../src/route-table';
import { articleBody, expectedOutline, renderedOutline } from './support/article-outline';
import { axeViolations, launchBrowser, openPage } from './support/browser';
import { chipName, nth, termOnlyIn } from './support/derive';
import { expectDemoVideo } from './support/demo-video';
import { npmIn } from './support/npm-in-copy';
import { expectTagManagerMode } from './support/tag-manager';
import { looksLikePdf, pngSize } from './support/files';
import { collections } from '../../scripts/collections';

/** The new entries' file names (their addresses) and what the test writes into them. */
const storySlug = 'marketer-check-spare-parts';
const storyAlias = '/Marketer-Check-Spare-Parts';
const articleSlug = 'marketer-check-safety-stock';
const imagePath = '/images/articles/marketer-check-fill-rate.png';
const image = { width: 960, height: 540 };
const imageAlt = 'Fill rate before and after the safety stock review';
const externalLink = 'https://www.ascm.org/';
const policyHeading = 'Reviews of This Policy';
const containerId = 'GTM-MKTG123';
const youtubeId = 'aqz-KE-bpKQ';
const policySentence = 'We review this policy every quarter, and say here when we last did.';

/** Every construct of the article syntax (docs/editing.md, "A new article"), one or more times. */
const articleText = (storyTitle: string) =>
  [
    'Title: When Safety Stock Stops Working',
    '',
    'Safety stock is the **buffer** against what a forecast *cannot* know.',
    '',
    '## Sign one: it never changes',
    '',
    '### Demand moved, the buffer did not',
    '',
    '- Demand variability doubled after the range grew.',
    '- Lead times from the main supplier went from 3 to 5 weeks.',
    '',
    '1. Measure demand variability per item and week.',
    '2. Measure lead-time variability per supplier.',
    '3. Set the buffer from the service level each item needs.',
    '',
    '✅ Review the buffers every quarter',
    '❌ Copy last year’s values',
    '',
    '✓ Service level held at target through the peak',
    '📊 Variability is measured every week',
    '📈 Fill rate rose after the first review',
    '',
    '> A buffer nobody revisits is a guess that got old.',
    '',
    'Measure\tBefore\tAfter',
    'Fill rate\t91%\t97%',
    'Safety stock\t40 days\t28 days',
    '',
    `![${imageAlt}](${imagePath})`,
    '',
    `Read how it went in [${storyTitle}](/${storySlug}), or look the terms up in the [ASCM dictionary](${externalLink}).`,
  ].join('\n');

let copy: ProjectCopy | undefined;
let copyDir: string;
let contentDir: string;
let site: RunningSite | undefined;
let browser: Browser | undefined;
let content: CompiledContent;
let story: Story;
let article: ArticleSummary;
let policy: PolicyPage;
let buildOutput: string;
let contentOutput: string;
const timings: Record<string, number> = {};

/** Runs an npm script in the copy: its exit code and everything it printed. */
const npm = (args: string[], timeoutMs: number) => npmIn(copyDir, args, timeoutMs);

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[name] = Math.round(performance.now() - started) / 1000;
  }
}

/** A chart-like picture, drawn with sharp: what a marketer would export from a slide. */
async function writePicture(file: string): Promise<void> {
  const bars = [91, 97].map(
    (value, index) =>
      `<rect x="${220 + index * 300}" y="${500 - value * 4}" width="180" height="${value * 4}" fill="${index === 0 ? '#94a3b8' : '#1d5fc9'}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}"><rect width="100%" height="100%" fill="#f8fafc"/>${bars.join('')}</svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toFile(file);
}

beforeAll(async () => {
  // A marketer's checkout: every file git knows of (new ones too), without the build output;
  // rendered PDFs, share images and pictures are cached by content, so only the new ones are made.
  copy = await timed('copy', async () => copyProject({ caches: true }));
  copyDir = copy.dir;
  contentDir = path.join(copyDir, 'content');

  // docs/editing.md's steps: a new story file, named after its address, with a new id...
  for (const taken of [`stories/${storySlug}.md`, `articles/${articleSlug}.md`])
    expect(fs.existsSync(path.join(contentDir, taken)), taken).toBe(false);
  let storyText = newStoryFor(contentDir);
  // ...with a PDF file name of its own (the fixture's "Fixture ..." name is kept for the unit tests)...
  storyText = setField(storyText, 'pdfFileName', 'Marketer Check Spare Parts.pdf');
  // ...made the first featured story, with an old address that leads to it.
  storyText = setField(storyText, 'order', '1');
  storyText = setField(storyText, 'aliases', `[${storyAlias}]`);
  // ...pointing its readers to the new article first.
  storyText = setField(storyText, 'related', `[${articleSlug}]`);
  fs.writeFileSync(path.join(contentDir, 'stories', `${storySlug}.md`), storyText);
  const storyTitle = /^title: (.*)$/m.exec(storyText)?.[1] ?? '';

  // A new article: the fixture's fields with a new id and a category, and a body of every construct.
  const fields = newArticleFor(contentDir).split(/^---$/m)[1];
  fs.writeFileSync(path.join(contentDir, 'articles', `${articleSlug}.md`), `---${fields}---\n${articleText(storyTitle)}\n`);
  await writePicture(path.join(contentDir, imagePath.slice(1)));

  // A policy edit: a new section, a link to another page, and the date it changed.
  const policyFile = path.join(contentDir, 'legal', nth(fs.readdirSync(path.join(contentDir, 'legal')).sort(), 0, 'policy file'));
  const today = new Date().toISOString().slice(0, 10);
  let policyText = setField(fs.readFileSync(policyFile, 'utf8'), 'lastUpdated', today);
  policyText = `${policyText.trimEnd()}\n\n## ${policyHeading}\n\n${policySentence} See our [success stories](/success-stories).\n`;
  fs.writeFileSync(policyFile, policyText);

  // The analytics team's container, switched on in site.yaml (the sample content has none).
  const siteFile = path.join(contentDir, 'site.yaml');
  fs.writeFileSync(siteFile, `${fs.readFileSync(siteFile, 'utf8').trimEnd()}\ngoogleTagManagerId: ${containerId}\n`);
  // ...and the demo video, recorded and put on YouTube (the sample content has none).
  fs.writeFileSync(siteFile, `${fs.readFileSync(siteFile, 'utf8').trimEnd()}\ndemoVideo:\n  youtubeId: ${youtubeId}\n`);

  // Check, build and start the copy, as docs/editing.md says.
  const checked = await timed('npm run content', () => npm(['run', 'content'], 180_000));
  contentOutput = checked.output;
  if (checked.code !== 0) throw new Error(`npm run content failed on a valid edit:\n${checked.output}`);
  const built = await timed('npm run build', () => npm(['run', 'build'], 480_000));
  buildOutput = built.output;
  if (built.code !== 0) throw new Error(`npm run build failed on a valid edit:\n${built.output}`);
  site = await timed('npm start', () => startSite({ cwd: copyDir }));
  browser = await launchBrowser();

  // What the copy holds, read the way the build reads it.
  const read = await readContent(contentDir);
  if (!read.content) throw new Error('the edited copy does not compile');
  content = read.content;
  story = nth(
    content.stories.filter((found) => found.slug === storySlug),
    0,
    'new story',
  );
  article = nth(
    content.articles.filter((found) => found.slug === articleSlug),
    0,
    'new article',
  );
  policy = nth(
    content.policies.filter((found) => found.slug === path.basename(policyFile, '.mdx')),
    0,
    'edited policy',
  );
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  copy?.remove();
  console.log(`marketer-edit timings (s): ${JSON.stringify(timings)}`);
});

const open = (pagePath: string, options: { viewport?: 'mobile' | 'desktop' } = {}) =>
  openPage(browser!, pagePath, { ...options, baseURL: site!.baseURL });
const get = (pagePath: string) => fetch(`${site!.baseURL}${pagePath}`, { redirect: 'manual' });

describe('a marketer adds a story, an article with a picture, and edits a policy', () => {
  it('npm run content and npm run build succeed, and the build made the new PDF, share image and picture', () => {
    expect(contentOutput).toMatch(
      new RegExp(`content: ${collections.map((collection) => `\\d+ ${collection.plural}`).join(', ')} compiled`),
    );
    expect(buildOutput).toMatch(/build: \d+ pages, \d+ rendered, \d+ files precompressed/);
    expect(buildOutput).toMatch(/build: [1-9]\d* story PDFs? generated/);
    expect(buildOutput).toMatch(/build: [1-9]\d* share images? generated/);
    expect(buildOutput).toMatch(/build: [1-9]\d* image files made/);
  });

  it('every page of the edited site answers 200', async () => {
    const { routes } = buildRoutes(content);
    const pagePaths = routes.filter((route) => !route.path.includes('*')).map((route) => route.path);
    expect(pagePaths).toEqual(expect.arrayContaining([...storyPaths(storySlug), ...articlePaths(article), policy.path]));
    for (const pagePath of pagePaths) expect((await get(pagePath)).status, pagePath).toBe(200);
  });

  describe('the new story', () => {
    it('ends with related reading, the article it pins as its one article', async () => {
      const { page, problems } = await open(`/${storySlug}`);
      const related = page.getByRole('region', { name: 'Related success stories', exact: true });
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.at(-1)).toBe(`/${articleSlug}`);
      expect(await related.getByRole('link', { name: article.title, exact: true }).count()).toBe(1);
      expect(hrefs).not.toContain(`/${storySlug}`);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('is at /{slug} and /success-stories/{slug}, with its canonical address, call to action and no console problems', async () => {
      for (const storyPath of storyPaths(storySlug)) {
        const { page, problems } = await open(storyPath);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), storyPath).toBe(story.title);
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), storyPath).toBe(
          `${content.site.origin}/${storySlug}`,
        );
        // Its date, then the reading time the build measured on its text (the related cards have their own).
        const ownTimes = (times: Element[]) =>
          times
            .filter((time) => !time.closest('[aria-labelledby^="related-"]'))
            .map((time) => [time.getAttribute('datetime'), time.textContent]);
        expect(await page.locator('main time').evaluateAll(ownTimes), storyPath).toEqual([
          [story.publishDate, formatLongDate(story.publishDate)],
          [readingDuration(story.readingMinutes), readingTimeLabel(story.readingMinutes)],
        ]);
        const cta = page.getByRole('region', { name: content.pages.stories.closingCta.heading });
        expect(await cta.getByRole('link', { name: content.site.actions.demo }).getAttribute('href'), storyPath).toBe('/contact');
        expect(problems, storyPath).toEqual([]);
        await page.context().close();
      }
    });

    it('is in the list among the featured stories (order: 1), under its industry chip and found by the search', async () => {
      const listed = listedStories(content.stories);
      const featured = featuredStories(listed);
      // order: 1 puts it among the featured whatever the ids (first, unless another story also has order 1).
      expect(featured.map((found) => found.slug)).toContain(storySlug);
      const { page, problems } = await open('/success-stories');
      const countText = () => page.getByText(/^Showing \d+ of \d+ stories/).textContent();
      const titlesIn = (section: string) =>
        page.getByRole('region', { name: section, exact: true }).locator('article h3').allTextContents();
      expect(await countText()).toBe(countLine(listed.length, listed.length, { search: '', industry: 'all' }));
      expect(await titlesIn('Featured Stories')).toEqual(featured.map((found) => found.title));
      expect(await titlesIn(allMatchesHeading(1))).toEqual(pageSlice(listed, 1).map((found) => found.title));

      await page
        .getByRole('group', { name: 'Filter by industry' })
        .getByRole('button', { name: chipName(story.industry) })
        .click();
      const inIndustry = filterStories(listed, { search: '', industry: story.industry });
      await expect.poll(countText).toBe(countLine(inIndustry.length, listed.length, { search: '', industry: story.industry }));
      expect(await page.locator('main article h3').allTextContents()).toContain(story.title);
      await expect.poll(() => new URL(page.url()).searchParams.get('industry')).toBe(industrySlug(story.industry));

      // A tag that neither its title nor its company contains: found through the tags.
      const tag = termOnlyIn(
        [story],
        (found) => found.tags,
        (found) => [found.title, found.company],
      );
      expect(tag, 'the fixture story has a tag its title and company do not contain').toBeDefined();
      const term = (tag ?? '').toLowerCase();
      await page.getByRole('button', { name: chipName('All Industries') }).click();
      await page.getByRole('searchbox', { name: /Search stories/ }).fill(term);
      const found = filterStories(listed, { search: term, industry: 'all' });
      await expect.poll(countText).toBe(countLine(found.length, listed.length, { search: term, industry: 'all' }));
      expect(found).toContain(story);
      expect(await page.locator('main article h3').allTextContents()).toContain(story.title);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('has its old address redirect to it, on the server and in the browser', async () => {
      const response = await get(storyAlias);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/${storySlug}`);
      const { page, problems } = await open(storyAlias);
      expect(new URL(page.url()).pathname).toBe(`/${storySlug}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('has a real PDF at /pdfs/ID {id}.pdf that downloads under its file name', async () => {
      expect(story.pdfPath).toBe(`/pdfs/${encodeURIComponent(`ID ${story.id}`)}.pdf`);
      const response = await get(story.pdfPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(looksLikePdf(Buffer.from(await response.arrayBuffer()))).toBe(true);
      const { page } = await open(`/${storySlug}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(story.pdfFileName);
      expect(looksLikePdf(fs.readFileSync(await download.path()))).toBe(true);
      await page.context().close();
    });
  });

  describe('the new article', () => {
    it('is at its root path, /blog/{id} and /blog/{slug}, with its share image', async () => {
      expect(articlePaths(article)).toEqual([`/${articleSlug}`, `/blog/${article.id}`, `/blog/${articleSlug}`]);
      for (const articlePath of articlePaths(article)) {
        const response = await get(articlePath);
        expect(response.status, articlePath).toBe(200);
        const html = await response.text();
        expect(html, articlePath).toContain(`<link rel="canonical" href="${content.site.origin}/${articleSlug}"/>`);
        expect(html, articlePath).toContain(`<meta property="og:image" content="${content.site.origin}/og/articles/${articleSlug}.png"/>`);
      }
      const shareImage = await get(`/og/articles/${articleSlug}.png`);
      expect(shareImage.status).toBe(200);
      expect(shareImage.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await shareImage.arrayBuffer()))).toEqual([1200, 630]);
    });

    it('draws every construct of the body syntax as its element', async () => {
      const { page, problems } = await open(`/blog/${article.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
      const body = page.locator('article > div > div').first();
      // Title: is the body's h2 under the page's h1, so ## and ### are h3 and h4.
      expect(await body.locator('h2').allTextContents()).toEqual(['When Safety Stock Stops Working']);
      expect(await body.locator('h3').allTextContents()).toEqual(['Sign one: it never changes']);
      expect(await body.locator('h4').allTextContents()).toEqual(['Demand moved, the buffer did not']);
      expect(await body.locator('ul:not(:has([role="img"])) > li').allTextContents()).toEqual([
        'Demand variability doubled after the range grew.',
        'Lead times from the main supplier went from 3 to 5 weeks.',
      ]);
      expect(await body.locator('ol > li').count()).toBe(3);
      expect(await body.locator('ol').getAttribute('start')).toBe('1');
      expect(await body.locator('ol > li').first().textContent()).toBe('Measure demand variability per item and week.');
      expect(await body.getByRole('img', { name: 'Yes' }).count()).toBe(1);
      expect(await body.getByRole('img', { name: 'No' }).count()).toBe(1);
      expect(
        await body.locator('[data-marker]').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-marker'))),
      ).toEqual(['✓', '📊', '📈']);
      expect(await body.locator('blockquote').textContent()).toBe('A buffer nobody revisits is a guess that got old.');
      const table = body.getByRole('table');
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Measure', 'Before', 'After']);
      expect(
        await table
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))),
      ).toEqual([
        ['Fill rate', '91%', '97%'],
        ['Safety stock', '40 days', '28 days'],
      ]);
      expect(await body.locator('strong').allTextContents()).toEqual(['buffer']);
      expect(await body.locator('em').allTextContents()).toEqual(['cannot']);

      // The picture: a <picture> with AVIF and WebP sources, sized, lazy, described.
      const picture = body.locator('figure picture');
      const img = picture.locator('img');
      expect(await img.getAttribute('alt')).toBe(imageAlt);
      const width = Math.min(Math.max(...imageUses.article.widths), image.width);
      expect(await img.getAttribute('width')).toBe(String(width));
      expect(await img.getAttribute('height')).toBe(String(Math.round((image.height * width) / image.width)));
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')))).toEqual([
        'image/avif',
        'image/webp',
      ]);
      // Lazy: it loads once scrolled into view.
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0))
        .toBe(true);
      const files = await picture.evaluate((element) =>
        [...element.querySelectorAll('source, img')].flatMap((candidate) =>
          (candidate.getAttribute('srcset') ?? '')
            .split(',')
            .map((entry) => entry.trim().split(/\s+/))
            .filter((entry) => entry[0]),
        ),
      );
      expect(files.length).toBeGreaterThanOrEqual(3);
      for (const [file, descriptor] of files) {
        const response = await get(file ?? '');
        expect(response.status, file).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(`${metadata.width}w`, file).toBe(descriptor);
      }

      // Links: the internal one through the router, the external one in a new tab, safely.
      const external = body.locator(`a[href="${externalLink}"]`);
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
      const internal = body.locator(`a[href="/${storySlug}"]`);
      expect(await internal.textContent()).toBe(story.title);
      expect(await internal.getAttribute('target')).toBeNull();

      // Block by block, as the parser reads the file, with no syntax left in the text.
      expect(await renderedOutline(body)).toEqual(expectedOutline(articleBody(articleSlug, contentDir)));
      expect(problems).toEqual([]);

      // The internal link navigates in the page: only the story's data is fetched.
      await internal.click();
      await page.waitForURL((url) => url.pathname === `/${storySlug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.startsWith('/_data/')),
      );
      expect(fetched).toEqual([`/_data/${storySlug}.json`]);
      await page.context().close();
    });

    it('is in the /blog list, under its category chip and found by the search', async () => {
      const listed = listedArticles(content.articles);
      const category = nth(
        content.pages.blog.categories.filter((candidate) => candidate.id === article.category),
        0,
        'category',
      );
      const { page, problems } = await open('/blog');
      const latest = page.getByRole('region', { name: /Articles$/ }).last();
      const titles = () => latest.locator('article h3').allTextContents();
      expect(await titles()).toEqual(pageSlice(listed, 1).map((found) => found.title));
      expect(await titles()).toContain(article.title);
      const card = latest.locator('article').nth(listed.indexOf(article));
      expect(await card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe(`/${articleSlug}`);
      expect(await card.textContent()).toContain(category.label);

      await page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name: chipName(category.label) })
        .click();
      await expect
        .poll(() => latest.getByRole('heading', { level: 2 }).textContent())
        .toBe(latestHeading(category.id, content.pages.blog.categories));
      // The chip's matches come from the list's index, loaded on this first use.
      await expect
        .poll(titles)
        .toEqual(pageSlice(filterArticles(listed, { category: category.id, search: '' }), 1).map((found) => found.title));
      expect(await titles()).toContain(article.title);

      // A tag that neither its title nor its excerpt contains: found through the tags.
      const tag = termOnlyIn(
        [article],
        (found) => found.tags,
        (found) => [found.title, found.excerpt],
      );
      expect(tag, 'the fixture article has a tag its title and excerpt do not contain').toBeDefined();
      const term = (tag ?? '').toLowerCase();
      await page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name: chipName('All Posts') })
        .click();
      // Type once the chip's navigation has landed, as a visitor does: it re-creates the search
      // box from the URL, and text typed into the box it replaces would be lost.
      await expect
        .poll(() => latest.getByRole('heading', { level: 2 }).textContent())
        .toBe(latestHeading(ALL_CATEGORIES, content.pages.blog.categories));
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(term);
      const found = filterArticles(listed, { category: 'all', search: term });
      await expect.poll(titles).toEqual(pageSlice(found, 1).map((match) => match.title));
      expect(found).toContain(article);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('is in the RSS feed', async () => {
      const feed = await (await get('/blog/feed.xml')).text();
      const items = [...feed.matchAll(/<item>([^]*?)<\/item>/g)].map((match) => match[1] ?? '');
      expect(items.map((item) => /<link>([^<]*)<\/link>/.exec(item)?.[1])).toEqual(
        listedArticles(content.articles).map((found) => `${content.site.origin}/${found.slug}`),
      );
      expect(items.find((item) => item.includes(`<link>${content.site.origin}/${articleSlug}</link>`))).toContain(
        `<title>${escapeXml(article.title)}</title>`,
      );
    });
  });

  it('puts both new pages in the sitemap under their canonical addresses only', async () => {
    const locations = [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = content.site.origin;
    expect(locations).toContain(`${origin}/${storySlug}`);
    expect(locations).toContain(`${origin}/${articleSlug}`);
    for (const other of [`/success-stories/${storySlug}`, `/blog/${article.id}`, `/blog/${articleSlug}`])
      expect(locations).not.toContain(`${origin}${other}`);
  });

  it('switching on a tag manager in site.yaml loads it after the consent defaults, opens the CSP to it and changes the Cookie Policy', async () => {
    expect(content.site.googleTagManagerId).toBe(containerId);
    await expectTagManagerMode({ baseURL: site!.baseURL, browser: browser!, site: content.site, policies: content.policies, contentDir });
  });

  it('setting a YouTube demo video turns Watch Demo into a dialog whose poster loads nothing until play', async () => {
    expect(content.site.demoVideo).toEqual({ youtubeId });
    await expectDemoVideo({ browser: browser!, baseURL: site!.baseURL, site: content.site, hero: content.pages.home.hero });
  });

  it('shows the policy edit on its page', async () => {
    const { page, problems } = await open(policy.path);
    expect(await page.getByRole('heading', { level: 2, name: policyHeading }).count()).toBe(1);
    const paragraph = page.locator('main p', { hasText: policySentence });
    expect(await paragraph.count()).toBe(1);
    expect(await paragraph.getByRole('link', { name: 'success stories' }).getAttribute('href')).toBe('/success-stories');
    expect(await page.locator('main').textContent()).toContain(`Last updated ${formatLongDate(policy.lastUpdated)}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([`/${storySlug}`, `/${articleSlug}`])('%s is axe clean', async (pagePath) => {
    const { page } = await open(pagePath);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a colon in a title stops the build at its file and line, and the built site stays as it was', async () => {
    const distDir = path.join(copyDir, 'dist');
    /** Every file of dist/ with the hash of its bytes. */
    const snapshot = () =>
      fs
        .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
        .sort()
        .map((file) => {
          const full = path.join(distDir, file);
          return fs.statSync(full).isDirectory() ? file : `${file} ${createHash('sha256').update(fs.readFileSync(full)).digest('hex')}`;
        });
    const before = snapshot();
    const storyFile = path.join(contentDir, 'stories', `${storySlug}.md`);
    const text = fs.readFileSync(storyFile, 'utf8');
    const lines = text.split('\n');
    const titleLine = lines.findIndex((line) => line.startsWith('title: ')) + 1;
    // The kind of slip a marketer makes: a colon inside a value without quotes.
    lines[titleLine - 1] = 'title: Spare parts: fewer stockouts';
    fs.writeFileSync(storyFile, lines.join('\n'));

    const failed = await timed('failed build', () => npm(['run', 'build'], 300_000));
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain(`content/stories/${storySlug}.md:${titleLine}`);
    expect(failed.output).toMatch(/colon/i);
    expect(failed.output).not.toMatch(/\n\s+at .*\.ts:\d+/);
    expect(snapshot()).toEqual(before);
    expect(fs.readdirSync(copyDir).filter((name) => name.startsWith('.dist-building-') || name.startsWith('dist.old-'))).toEqual([]);
    // The server still serves the last good site.
    expect((await get(`/${storySlug}`)).status).toBe(200);
  });
});
