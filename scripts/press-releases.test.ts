import fs from 'node:fs';
/**
 * The registry's promise, tested the way issue 26 asked: a newcomer adds "press releases" as
 * one definition (written here, registered for this test only) plus its files, and the site
 * gets its list page, its detail pages, their sitemap entries and site-search hits, and its
 * mistakes named by file, line and field, with no other source file touched. (Screens for its
 * page keys would be src/pages/ files; the prerenderer's rendering is tested elsewhere, so this
 * stops at the routes and payloads the screens would draw.)
 */
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doc, isoDate, nonEmpty } from '../src/content/fields.ts';
import { indexOptions } from '../src/lib/search/search-index.ts';
import { buildRoutes, type PageKey } from '../src/route-table.ts';
import type { PageData } from '../src/router/route-data.ts';
import { defineCollection, registerCollection, type CollectionName, type PageInputs } from './collections.ts';
import type { CompiledContent } from './content/read-content.ts';
import { readContent } from './content/read-content.ts';
import { copyContent, type ContentCopy } from './content/test-support.ts';
import { payloadBuilder } from './route-payloads.ts';
import { searchDocuments } from './search-index.ts';
import { sitemapXml } from './sitemap.ts';

const pressReleaseSchema = z.strictObject({
  title: doc(nonEmpty, 'Headline.', 'TranslytiX opens a Toronto office'),
  date: doc(isoDate, 'Release date, YYYY-MM-DD.', '2026-01-15'),
  summary: doc(nonEmpty, 'One sentence for the list and the meta description.'),
});
type PressRelease = z.infer<typeof pressReleaseSchema> & { slug: string };

// The fixture's names are not in the site's types (PageKey, CollectionName, PageData): a real
// collection adds them there (docs/recipes.md, "Add a content collection", steps 3 to 5); this
// test must touch no source file.
const name = 'pressReleases' as CollectionName;
const listPage = 'press-releases' as PageKey;
const detailPage = 'press-release' as PageKey;
const releasePath = (release: { slug: string }) => `/press/${release.slug}`;
type FixtureData = PageData[keyof PageData];

/** The definition a newcomer writes in scripts/collections.ts: nothing else. */
const pressReleases = defineCollection({
  name,
  folder: 'fixture-press-releases',
  extension: '.md',
  noun: 'press release',
  plural: 'press releases',
  // Its list page's copy by convention: content/pages/press-releases.yaml, no schema of its own.
  copy: 'press-releases',
  schema: pressReleaseSchema,
  // Newest first.
  order: (a, b) => ((b as unknown as PressRelease).date < (a as unknown as PressRelease).date ? -1 : 1),
  // The text below the fields, in the article syntax: compiled and checked with no hook.
  body: 'line-syntax',
  addresses: (release) => [releasePath(release)],
  detail: {
    page: detailPage,
    data: (slug: string, inputs: PageInputs) =>
      ({ release: inputs.entry(name, slug), body: inputs.body(name, slug) }) as unknown as FixtureData,
  },
  directory: {
    page: listPage,
    path: '/press',
    data: (inputs: PageInputs) =>
      ({
        hero: inputs.copy(name).hero,
        releases: inputs.listed(name).map((release) => ({ slug: release.slug, title: (release as unknown as PressRelease).title })),
      }) as unknown as FixtureData,
  },
  search: {
    type: 'page',
    document: (release) => {
      const { slug, title, summary } = release as unknown as PressRelease;
      return { id: releasePath({ slug }), type: 'page', title, summary, keywords: 'press release', body: summary };
    },
  },
  sitemap: true,
  feed: false,
  reference: { title: 'Press release', summary: 'One press release per file.' },
});

const releases = [
  {
    slug: 'fixture-toronto-office',
    title: 'TranslytiX opens a Toronto office',
    date: '2026-01-15',
    summary: 'A third office, for North American customers.',
  },
  {
    slug: 'fixture-series-b',
    title: 'TranslytiX raises its Series B',
    date: '2026-03-02',
    summary: 'Funding for the decision intelligence platform.',
  },
];
/** The text below a release's fields, in the article syntax, with a link to a page of the site. */
const releaseBody = (release: (typeof releases)[number]) => `## ${release.title}\n\nRead [our customers' stories](/success-stories).\n`;
const releaseFile = (release: (typeof releases)[number], extra = '', body = releaseBody(release)) =>
  `---\ntitle: ${release.title}\ndate: ${release.date}\nsummary: ${release.summary}\n${extra}---\n\n${body}`;

/** The list page's copy, by the convention's schema (collectionPageSchema). */
const listCopy = {
  seo: { title: 'Newsroom', description: 'Press releases from TranslytiX, on offices, funding and the platform.' },
  hero: { eyebrow: 'Press', heading: 'Newsroom', subheading: 'What we announced, newest first.' },
  closingCta: { heading: 'See it with your data', text: 'Book a demo.' },
};
const listCopyYaml = `seo:\n  title: ${listCopy.seo.title}\n  description: ${listCopy.seo.description}\nhero:\n  eyebrow: ${listCopy.hero.eyebrow}\n  heading: ${listCopy.hero.heading}\n  subheading: ${listCopy.hero.subheading}\nclosingCta:\n  heading: ${listCopy.closingCta.heading}\n  text: ${listCopy.closingCta.text}\n`;

let unregister: () => void;
let copy: ContentCopy;
let content: CompiledContent;

beforeAll(async () => {
  unregister = registerCollection(pressReleases);
  copy = copyContent();
  for (const release of releases) copy.write(`fixture-press-releases/${release.slug}.md`, releaseFile(release));
  copy.write('pages/press-releases.yaml', listCopyYaml);
  const result = await readContent(copy.dir, { fixtures: true });
  expect(result.problems).toEqual([]);
  content = result.content!;
});
afterAll(() => unregister());

describe('a collection added by its definition alone (press releases)', () => {
  it('compiles its files by its schema, in its order', () => {
    const compiled = (content as unknown as Record<string, PressRelease[]>)[name];
    expect(compiled?.map((release) => release.slug)).toEqual(['fixture-series-b', 'fixture-toronto-office']);
    expect(compiled?.[0]).toEqual({
      title: releases[1]!.title,
      date: releases[1]!.date,
      summary: releases[1]!.summary,
      slug: 'fixture-series-b',
    });
  });

  it('gets its list page and a detail page per file, with their payloads', () => {
    const { routes } = buildRoutes(content);
    const list = routes.find((route) => route.path === '/press');
    expect(list?.page).toBe(listPage);
    const payloadOf = payloadBuilder(content);
    expect(payloadOf(list!).data).toEqual({
      hero: listCopy.hero,
      releases: [
        { slug: 'fixture-series-b', title: releases[1]!.title },
        { slug: 'fixture-toronto-office', title: releases[0]!.title },
      ],
    });
    for (const release of releases) {
      const route = routes.find((candidate) => candidate.path === releasePath(release));
      expect(route, releasePath(release)).toMatchObject({ page: detailPage, contentSlug: release.slug, canonical: releasePath(release) });
      expect(payloadOf(route!).data).toEqual({ release: { ...release, slug: release.slug }, body: releaseBody(release).trimEnd() });
    }
  });

  it('puts its pages in sitemap.xml', () => {
    const xml = sitemapXml({ origin: 'https://www.example.com' }, buildRoutes(content).routes);
    for (const pagePath of ['/press', ...releases.map(releasePath)]) expect(xml).toContain(`<loc>https://www.example.com${pagePath}</loc>`);
  });

  it('is found by the site search', () => {
    const documents = searchDocuments(content, {});
    const index = new MiniSearch(indexOptions);
    index.addAll(documents.map((document, n) => ({ ...document, n })));
    const hits = index.search('Series B funding').map((hit) => documents[hit.id as number]?.id);
    expect(hits[0]).toBe(releasePath(releases[1]!));
    // Its list page too, by its copy's title, with no list of pages to add it to.
    expect(documents.find((document) => document.id === '/press')).toMatchObject({
      type: 'page',
      title: listCopy.seo.title,
      summary: listCopy.seo.description,
    });
  });

  it('asks for its list page copy when the file is missing, and checks it by the convention schema', async () => {
    copy.write('pages/press-releases.yaml', listCopyYaml.replace('  heading: Newsroom\n', ''));
    const missingHeading = await readContent(copy.dir, { fixtures: true });
    fs.rmSync(copy.file('pages/press-releases.yaml'));
    const missingFile = await readContent(copy.dir, { fixtures: true });
    copy.write('pages/press-releases.yaml', listCopyYaml);
    expect(missingHeading.problems).toContainEqual(
      expect.objectContaining({ file: 'content/pages/press-releases.yaml', field: 'hero › heading' }),
    );
    expect(missingFile.problems).toEqual([
      expect.objectContaining({ file: 'content/pages/press-releases.yaml', message: expect.stringContaining('list page has no copy') }),
    ]);
  });

  it('checks its bodies as articles are checked: a heading without its space and a link to no page, each by file and line', async () => {
    copy.write(
      'fixture-press-releases/fixture-bad-body.md',
      releaseFile(releases[0]!, '', '##Toronto\n\nSee [the office](/no-such-page).\n'),
    );
    const { problems } = await readContent(copy.dir, { fixtures: true });
    fs.rmSync(copy.file('fixture-press-releases/fixture-bad-body.md'));
    const file = 'content/fixture-press-releases/fixture-bad-body.md';
    expect(problems).toContainEqual(expect.objectContaining({ file, line: 7, field: 'body' }));
    expect(problems).toContainEqual(expect.objectContaining({ file, line: 9, field: 'body' }));
  });

  it('names a mistake in one of its files by file, line and field', async () => {
    copy.write('fixture-press-releases/fixture-typo.md', releaseFile(releases[0]!, 'titel: Oops\n'));
    const { problems } = await readContent(copy.dir, { fixtures: true });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'content/fixture-press-releases/fixture-typo.md', line: 5, field: 'titel' }),
    );
  });

  it('checks a Markdown body (.mdx) by default too, as a policy is checked: code and a link to no page, by file and line', async () => {
    const notes = defineCollection({
      ...pressReleases,
      name: 'fixtureNotes' as CollectionName,
      folder: 'fixture-notes',
      extension: '.mdx',
      noun: 'note',
      plural: 'notes',
      body: 'mdx',
      directory: undefined,
      detail: { page: detailPage },
    });
    const unregisterNotes = registerCollection(notes);
    try {
      copy.write('fixture-notes/fixture-good.mdx', releaseFile(releases[0]!, '', '## Toronto\n\nSee [our stories](/success-stories).\n'));
      copy.write(
        'fixture-notes/fixture-bad.mdx',
        releaseFile(releases[1]!, '', '## Funding\n\nWe raised {amount}.\n\nSee [the round](/no-such-page).\n'),
      );
      const result = await readContent(copy.dir, { fixtures: true });
      const file = 'content/fixture-notes/fixture-bad.mdx';
      // The good note has none (the other tests' fixture files may have theirs).
      expect(result.problems.filter((problem) => problem.file === 'content/fixture-notes/fixture-good.mdx')).toEqual([]);
      expect(result.problems).toContainEqual(expect.objectContaining({ file, line: 9 }));
      expect(result.problems).toContainEqual(expect.objectContaining({ file, line: 11, field: 'body' }));
    } finally {
      unregisterNotes();
      fs.rmSync(copy.file('fixture-notes'), { recursive: true, force: true });
    }
  });
});
