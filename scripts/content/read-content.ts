/**
 * Reads every file under content/, validates it against its collection's schema, checks what
 * spans files (unique ids, addresses, chips, links, images) and derives the fields pages need.
 * It writes nothing: it returns the compiled content, or every problem found, each with its
 * file, line and fix; and notes (entries held back until their date).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { imageFormatProblem } from '../../src/content/fields.ts';
import { pageSchemas, type PageName } from '../../src/content/pages-schema.ts';
import { articleSchema, homeStudiesSchema, legalSchema, siteSchema, storySchema, type HomeStudy, type Site } from '../../src/content/schema.ts';
import type { ArticleSummary, IndustryPage, LegalPage, Story, Unpublished } from '../../src/content/types.ts';
import { articleText, bodyReferences, lintArticleBody } from '../../src/lib/article-body.ts';
import type { ImageAsset, ImageUse } from '../../src/lib/images.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { industrySlug, storyText } from '../../src/lib/stories.ts';
import { articlePaths, knownPaths, storyPaths, type CollectionPages } from '../../src/route-table.ts';
import { PDFS_FOLDER } from '../../src/site-files.ts';
import { checkAddresses } from './addresses.ts';
import { checkMember, checkUnique, linkProblem, nextFreeId, type LinkTargets } from './checks.ts';
import { readCollection, validate, type Collection, type Entry } from './entries.ts';
import { articles as articleCollection, collectionPagesOf, collections, industries as industryCollection, policies as policyCollection, stories as storyCollection, type Collection as RegisteredCollection } from '../collections.ts';
import { checkPhasesAddUp, checkTimelinePayback, countedFigures, fillFigures, inPayload } from './figures.ts';
import { accountForFiles } from './folders.ts';
import { inspectImages } from './images.ts';
import { checkPolicy } from './legal-mdx.ts';
import type { ContentNote, ContentProblem } from './problems.ts';
import { checkRelatedPins } from './related-pins.ts';
import { reservedPdfProblem, reservedSlugProblem } from './reserved-names.ts';
import { checkTagSpellings } from './tag-spellings.ts';
import { parseYaml, problemAt, readUtf8, type YamlSource } from './source.ts';
import { derived, derivedAsync, remembered } from './yaml-cache.ts';

export type PageCopy = { [name in PageName]: z.output<(typeof pageSchemas)[name]> };

export interface CompiledContent {
  site: Site;
  stories: Story[];
  homeStudies: HomeStudy[];
  articles: ArticleSummary[];
  /** Article bodies by slug, kept apart so each page loads only its own. */
  articleBodies: Record<string, string>;
  legal: LegalPage[];
  /** The industries of content/industries/, in their `order` (the chips' order). */
  industries: IndustryPage[];
  /** Every collection's pages, as the route table takes them (collectionPagesOf in scripts/collections.ts). */
  collectionPages: CollectionPages[];
  /** Page copy from content/pages/<name>.yaml, validated by pageSchemas[name]. */
  pages: PageCopy;
  /** The images content refers to, with the files the build makes of each. */
  images: ImageAsset[];
  /**
   * The hash of each published story's and article's file, by slug. A compiled story or article
   * is a function of its own file and of the rest of this object apart from the other entries
   * (as an article's category label comes from blog.yaml): the incremental build keys its page
   * by this hash instead of serialising it (scripts/route-payloads.ts). Whatever is added to an
   * entry from other entries must be keyed there too.
   */
  sourceKeys: Record<string, string>;
}

export interface ImageReference {
  /** Site path, e.g. "/images/team/jane.jpg"; the file is content/images/team/jane.jpg. */
  src: string;
  /** What the layout shows it as, which decides the sizes made. */
  use: ImageUse;
  file: string;
  line: number;
}

export interface ReadOptions {
  /**
   * Include drafts and entries dated after `today`, marked as unpublished (the dev server and
   * `npm run build -- --preview` do); otherwise they are left out and listed in the notes.
   */
  preview?: boolean;
  /** The publication day to compare dates with, YYYY-MM-DD; today (UTC) by default. */
  today?: string;
  /**
   * Accept the names the tests keep for their fixture entries (scripts/content/reserved-names.ts).
   * Only tests set it, on a copy of content/ they add fixtures to.
   */
  fixtures?: boolean;
}

export interface ReadResult {
  content?: CompiledContent;
  problems: ContentProblem[];
  notes: ContentNote[];
}

/** Why an entry is not live yet, or undefined when it is. */
function unpublished(draft: boolean, date: string, today: string): Unpublished | undefined {
  if (draft) return { kind: 'draft' };
  if (date > today) return { kind: 'scheduled', date };
  return undefined;
}

export async function readContent(root: string, options: ReadOptions = {}): Promise<ReadResult> {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const shownAs = (file: string) => path.relative(path.dirname(root), file).split(path.sep).join('/');
  const folder = (name: string) => shownAs(path.join(root, name));

  function readYamlFile(name: string): { yaml: YamlSource; shown: string } | undefined {
    const file = path.join(root, name);
    const shown = shownAs(file);
    if (!fs.existsSync(file)) {
      problems.push({ file: shown, message: 'This file is missing.', fix: 'Restore it from git (git checkout -- ' + shown + ') or copy it from another copy of the site.' });
      return undefined;
    }
    const text = readUtf8(file, shown, problems);
    const yaml = text === undefined ? undefined : parseYaml(text, shown, problems);
    return yaml && { yaml, shown };
  }

  /** Held back from this build, with the note that says so; or kept, marked in a preview. */
  function publish<T extends object>(entry: Entry, item: T, state: Unpublished | undefined): (T & { unpublished?: Unpublished }) | undefined {
    if (!state) return item;
    if (options.preview) return { ...item, unpublished: state };
    if (state.kind === 'scheduled') notes.push({ file: entry.shownAs, message: `held back until ${state.date} (its date is in the future)` });
    return undefined;
  }

  // --- Every file accounted for --------------------------------------------------------------
  const folders = accountForFiles(
    root,
    [
      ...collections.map(({ folder, extension, noun }) => ({ folder, extension, noun })),
      { folder: 'pages', extension: '.yaml', noun: 'page copy', names: Object.keys(pageSchemas) },
    ],
    ['site.yaml', 'home-studies.yaml'],
    shownAs,
  );
  problems.push(...folders.problems);
  notes.push(...folders.notes);

  // --- Site constants and page copy ----------------------------------------------------------
  const siteFile = readYamlFile('site.yaml');
  const site = siteFile && validate(siteSchema, siteFile.shown, siteFile.yaml, problems);
  if (site && siteFile) checkDemoVideo(site, siteFile, root, problems, notes);
  const pages: Partial<PageCopy> = {};
  const pageFiles: Partial<Record<PageName, { yaml: YamlSource; shown: string }>> = {};
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    const read = readYamlFile(`pages/${name}.yaml`);
    if (!read) continue;
    pageFiles[name] = read;
    (pages as Record<PageName, unknown>)[name] = validate(pageSchemas[name], read.shown, read.yaml, problems);
  }

  // --- Stories -------------------------------------------------------------------------------
  /** A collection's files, as its definition (scripts/collections.ts) places them. */
  const filesOf = (collection: RegisteredCollection) => readCollection(path.join(root, collection.folder), collection.extension, shownAs, problems);
  const storyFiles = filesOf(storyCollection);
  const reserved = (files: Collection, { folder: name, extension }: RegisteredCollection) => {
    if (options.fixtures) return;
    for (const slug of files.slugs) {
      const problem = reservedSlugProblem(slug, folder(`${name}/${slug}${extension}`), extension);
      if (problem) problems.push(problem);
    }
  };
  reserved(storyFiles, storyCollection);
  const stories: Story[] = [];
  const sourceKeys: Record<string, string> = {};
  const allStories: { entry: Entry; story: Story; state?: Unpublished }[] = [];
  for (const entry of storyFiles.entries) {
    const data = validate(storySchema, entry.shownAs, entry.source.yaml, problems);
    if (!data) continue;
    const reservedPdf = options.fixtures ? undefined : reservedPdfProblem(data.pdfFileName);
    if (reservedPdf) problems.push(problemAt(entry.shownAs, entry.source.yaml, ['pdfFileName'], reservedPdf.message, reservedPdf.fix));
    const { draft, canonicalPath, ...rest } = data;
    const story: Story = {
      ...rest,
      slug: entry.slug,
      canonicalPath: canonicalPath ?? `/${entry.slug}`,
      pdfPath: `${PDFS_FOLDER}${encodeURIComponent(`ID ${data.id}`)}.pdf`,
      // A function of the fields, so of the file: remembered by its hash (yaml-cache.ts).
      readingMinutes: remembered('story-minutes', entry.key, () => readingMinutes(storyText(data))),
    };
    const state = unpublished(draft, data.publishDate, today);
    allStories.push({ entry, story, state });
    const published = publish(entry, story, state);
    if (published) {
      stories.push(published);
      sourceKeys[entry.slug] = entry.key;
    }
  }

  // --- Articles ------------------------------------------------------------------------------
  const articleFiles = filesOf(articleCollection);
  reserved(articleFiles, articleCollection);
  const articles: ArticleSummary[] = [];
  const articleBodies: Record<string, string> = {};
  const allArticles: { entry: Entry; article: ArticleSummary; body: string; state?: Unpublished }[] = [];
  const categories = pages.blog?.categories;
  for (const entry of articleFiles.entries) {
    const { yaml } = entry.source;
    // Blank lines between the fields and the text are not part of the body.
    const leading = /^\s*\n/.exec(entry.source.body)?.[0] ?? '';
    const body = entry.source.body.slice(leading.length).trimEnd();
    const bodyLine = entry.source.bodyLine + (leading.match(/\n/g)?.length ?? 0);
    // A picture in a format the site cannot serve (SVG, HEIC) is said as such; the body's own
    // check would call it "not a file in content/images/", though it may well be one.
    const formats = imageFormatProblems(body);
    for (const [line, format] of formats) problems.push({ file: entry.shownAs, line: bodyLine + line - 1, field: 'body', ...format });
    for (const problem of derived('lint', body, lintArticleBody)) {
      if (formats.has(problem.line)) continue;
      problems.push({ file: entry.shownAs, line: bodyLine + problem.line - 1, field: 'body', message: problem.message, fix: problem.fix });
    }
    // An empty body is pointed at the "---" line that closes the fields.
    if (body === '') problems.push({ file: entry.shownAs, line: entry.source.bodyLine - 1, field: 'body', message: 'The article has no text below its fields.', fix: 'Write the article below the second "---" line.' });
    const data = validate(articleSchema, entry.shownAs, yaml, problems);
    const category = categories?.find((candidate) => candidate.id === data?.category);
    // An unknown category is reported with the other cross-file checks below.
    if (!data || (categories && !category)) continue;
    const { draft, ...rest } = data;
    const article: ArticleSummary = { ...rest, slug: entry.slug, categoryLabel: category?.label ?? data.category, readingMinutes: derived('minutes', body, (text) => readingMinutes(articleText(text))) };
    const state = unpublished(draft, data.date, today);
    allArticles.push({ entry: { ...entry, source: { ...entry.source, bodyLine } }, article, body, state });
    const published = publish(entry, article, state);
    if (published) {
      articles.push(published);
      articleBodies[entry.slug] = body;
      sourceKeys[entry.slug] = entry.key;
    }
  }

  // --- Policies ------------------------------------------------------------------------------
  const legalFiles = filesOf(policyCollection);
  const legal: LegalPage[] = [];
  const policyLinks: { file: string; href: string; line: number }[] = [];
  for (const entry of legalFiles.entries) {
    const data = validate(legalSchema, entry.shownAs, entry.source.yaml, problems);
    // Compiling MDX (and loading the compiler) is most of the policies' time: a policy as it was
    // in an earlier build of this code gives what it gave then.
    const { body, bodyLine } = entry.source;
    const check = await derivedAsync('policy', JSON.stringify([entry.shownAs, bodyLine, body]), () => checkPolicy(body, entry.shownAs, bodyLine));
    problems.push(...check.problems);
    policyLinks.push(...check.links.map((link) => ({ ...link, file: entry.shownAs })));
    if (data) legal.push({ ...data, slug: entry.slug, headings: check.headings });
  }

  // --- Collections compiled by their schemas (scripts/collections.ts, compiled: 'by-schema') ---
  /** Their entries by collection name, and their files (for the checks across collections below). */
  const bySchema: Record<string, { slug: string }[]> = {};
  const bySchemaFiles: Record<string, Entry[]> = {};
  for (const collection of collections.filter((candidate) => candidate.compiled === 'by-schema')) {
    const files = filesOf(collection);
    reserved(files, collection);
    bySchemaFiles[collection.name] = files.entries;
    const checked = files.entries.flatMap((entry) => {
      const data = validate(collection.schema, entry.shownAs, entry.source.yaml, problems) as object | undefined;
      return data ? [{ slug: entry.slug, data, shownAs: entry.shownAs, yaml: entry.source.yaml }] : [];
    });
    problems.push(...(collection.checkFiles?.(checked, folder(collection.folder)) ?? []));
    const entries = checked.map(({ slug, data }) => ({ ...data, slug }));
    bySchema[collection.name] = collection.order ? entries.sort(collection.order) : entries;
  }
  const industries = (bySchema[industryCollection.name] ?? []) as IndustryPage[];

  // --- Home page case studies ----------------------------------------------------------------
  const studiesFile = readYamlFile('home-studies.yaml');
  const homeStudies = studiesFile && validate(homeStudiesSchema, studiesFile.shown, studiesFile.yaml, problems);

  // --- Across files --------------------------------------------------------------------------
  /** A field as written in each readable file, so cross-file checks also cover files with other problems. */
  const written = <T>(collection: readonly Entry[], field: string, type: 'number' | 'string') =>
    collection.flatMap((entry) => {
      const value = (entry.source.yaml.data as Record<string, unknown> | null)?.[field];
      return typeof value === type ? [{ key: value as T, file: entry.shownAs, line: entry.source.yaml.lineOf([field]), entry }] : [];
    });
  const storyIds = written<number>(storyFiles.entries, 'id', 'number');
  const articleIds = written<number>(articleFiles.entries, 'id', 'number');
  checkUnique(
    problems,
    folder('stories'),
    'id',
    storyIds,
    `Give one of them another id; the next free story id is ${nextFreeId(storyIds.map((use) => use.key))}. (The id is in the story's PDF address, so keep the one already published.)`,
  );
  checkUnique(problems, folder('stories'), 'pdfFileName', written<string>(storyFiles.entries, 'pdfFileName', 'string'), 'Give one of them another PDF file name.');
  checkUnique(
    problems,
    folder('articles'),
    'id',
    articleIds,
    `Give one of them another id; the next free article id is ${nextFreeId(articleIds.map((use) => use.key))}. (The id is in the address /blog/{id}, so keep the one already published.)`,
  );
  checkUnique(
    problems,
    folder('legal'),
    'path',
    legalFiles.entries.flatMap((entry) => {
      const value = (entry.source.yaml.data as { path?: unknown } | null)?.path;
      return typeof value === 'string' ? [{ key: value, file: entry.shownAs, line: entry.source.yaml.lineOf(['path']) }] : [];
    }),
    'Give each policy its own path.',
  );
  // Stories and articles share the site's root: /{file name} must name one thing.
  checkUnique(
    problems,
    shownAs(root),
    'file name',
    [
      ...storyFiles.slugs.map((slug) => ({ key: slug, file: `${folder('stories')}/${slug}.md` })),
      ...articleFiles.slugs.map((slug) => ({ key: slug, file: `${folder('articles')}/${slug}.md` })),
    ],
    'Rename one of the files: a story and an article cannot have the same address.',
  );
  problems.push(...checkAddresses({ stories: allStories, articles: allArticles, legal }));
  problems.push(...checkTagSpellings([...storyFiles.entries, ...articleFiles.entries]));

  // A story's industry is one of the industry files' names (content/industries/).
  const industryNames = written<string>(bySchemaFiles[industryCollection.name] ?? [], 'name', 'string');
  for (const use of written<string>(storyFiles.entries, 'industry', 'string')) {
    const problem = checkMember(
      (message, fix) => problemAt(use.file, use.entry.source.yaml, ['industry'], message, fix),
      use.key,
      industryNames.map(({ key }) => ({ value: key })),
      {
        noun: 'industries',
        listedIn: `${folder('industries')}/ (each file's name:)`,
        addition: (value) => `add the industry as ${folder('industries')}/${industrySlug(value)}.md with name: ${value}`,
      },
    );
    if (problem) problems.push(problem);
  }
  for (const use of categories ? written<string>(articleFiles.entries, 'category', 'string') : []) {
    const problem = checkMember(
      (message, fix) => problemAt(use.file, use.entry.source.yaml, ['category'], message, fix),
      use.key,
      (categories ?? []).map(({ id, label }) => ({ value: id, label })),
      { noun: 'category ids', listedIn: 'content/pages/blog.yaml (categories)' },
    );
    if (problem) problems.push(problem);
  }

  const pins = checkRelatedPins(
    [...storyFiles.entries.map((entry) => ({ kind: 'story' as const, entry })), ...articleFiles.entries.map((entry) => ({ kind: 'article' as const, entry }))],
    {
      kinds: new Map([...storyFiles.slugs.map((slug) => [slug, 'story'] as const), ...articleFiles.slugs.map((slug) => [slug, 'article'] as const)]),
      held: new Map([...allStories.map(({ story, state }) => [story.slug, state] as const), ...allArticles.map(({ article, state }) => [article.slug, state] as const)].filter((held): held is readonly [string, Unpublished] => held[1] !== undefined)),
    },
    options,
  );
  problems.push(...pins.problems);
  notes.push(...pins.notes);

  // Links: to published pages; to entries held back, a word why; to broken files, nothing more.
  const collectionPages = collectionPagesOf({ ...bySchema, stories, articles, legal });
  const targets = linkTargets({ collectionPages }, [...allStories, ...allArticles.map(({ article, state }) => ({ story: undefined, article, state }))], [...storyFiles.slugs, ...articleFiles.slugs]);
  const checkLink = (file: string, line: number | undefined, field: string, href: string) => {
    const problem = linkProblem(targets, href);
    if (problem) problems.push({ file, line, field, ...problem });
  };
  const imageReferences: ImageReference[] = [];
  // Every article's links and images are checked, also those held back: a scheduled article
  // must not fail the build on the morning it goes live.
  for (const { entry, body } of allArticles) {
    for (const reference of derived('references', body, bodyReferences)) {
      const line = entry.source.bodyLine + reference.line - 1;
      if (reference.href?.startsWith('/')) checkLink(entry.shownAs, line, 'body', reference.href);
      if (reference.image) imageReferences.push({ src: reference.image, use: 'article', file: entry.shownAs, line });
    }
  }
  for (const link of policyLinks) checkLink(link.file, link.line, 'link', link.href);
  homeStudies?.forEach((study, index) => {
    if (studiesFile) checkLink(studiesFile.shown, studiesFile.yaml.lineOf([index, 'storySlug']), `item ${index + 1} › storySlug`, `/${study.storySlug}`);
  });
  pages.team?.members.forEach((member, index) => {
    const teamFile = pageFiles.team;
    if (member.photo && teamFile) imageReferences.push({ src: member.photo, use: 'portrait', file: teamFile.shown, line: teamFile.yaml.lineOf(['members', index, 'photo']) });
  });
  for (const reference of imageReferences) {
    if (!fs.existsSync(path.join(root, reference.src.slice(1)))) {
      problems.push({
        file: reference.file,
        line: reference.line,
        message: `The image "${reference.src}" does not exist: there is no file ${folder(reference.src.slice(1))}.`,
        fix: `Put the picture at ${folder(reference.src.slice(1))}, or correct the path (file names are case-sensitive).`,
      });
    }
  }

  // Headline figures: site.yaml's facts and the counts of this build's content, put into page copy.
  if (site) {
    // Counted figures only where the copy travels in a payload (figures.ts copyInPayloads).
    const counted = countedFigures(stories, articles);
    for (const name of Object.keys(pages) as PageName[]) {
      const file = pageFiles[name];
      if (file) (pages as Record<PageName, unknown>)[name] = fillFigures(pages[name], site.facts, file, problems, { figures: counted, allowedAt: (at) => inPayload(name, at) });
    }
    const servicesFile = pageFiles.services;
    if (pages.services && servicesFile) {
      checkPhasesAddUp(pages.services.methodology.phases, site.facts.implementation, { ...servicesFile, at: ['methodology', 'phases'] }, problems);
    }
    const homeFile = pageFiles.home;
    if (pages.home && homeFile) {
      checkTimelinePayback(pages.home.impact.timeline, site.facts.payback, { ...homeFile, at: ['impact', 'timeline'] }, problems);
    }
  }

  const images = await inspectImages(root, imageReferences, shownAs);
  problems.push(...images.problems);
  notes.push(...images.notes);

  if (problems.length > 0 || !site || !homeStudies || Object.keys(pages).length !== Object.keys(pageSchemas).length) return { problems, notes };
  return { content: { ...bySchema, site, stories, homeStudies, articles, articleBodies, legal, industries, collectionPages, pages: pages as PageCopy, images: images.assets, sourceKeys }, problems, notes };
}

/** Image lines of an article body whose picture format the site cannot serve, by 1-based line. */
function imageFormatProblems(body: string): Map<number, { message: string; fix: string }> {
  const found = new Map<number, { message: string; fix: string }>();
  if (!body.includes('](/images/')) return found;
  body.split('\n').forEach((line, index) => {
    const src = /^!\[[^\]]*\]\((\/images\/[^\s)]+)\)\s*$/.exec(line)?.[1];
    const problem = src === undefined ? undefined : imageFormatProblem(src);
    if (problem) found.set(index + 1, problem);
  });
  return found;
}

/** Where internal links may lead in this build, what is held back, and what is broken. */
function linkTargets(
  published: { collectionPages: CollectionPages[] },
  all: { story?: Story; article?: ArticleSummary; state?: Unpublished }[],
  slugs: string[],
): LinkTargets {
  const held = new Map<string, string>();
  for (const { story, article, state } of all) {
    if (!state) continue;
    const why = state.kind === 'scheduled' ? `is scheduled for ${state.date} and not published yet` : 'is a draft';
    for (const path of story ? storyPaths(story.slug) : article ? articlePaths(article) : []) held.set(path, why);
  }
  // A file that did not validate has its own problem; links to it are not reported again.
  const parsed = new Set(all.map(({ story, article }) => story?.slug ?? article?.slug));
  const broken = new Set(slugs.filter((slug) => !parsed.has(slug)).flatMap((slug) => [...storyPaths(slug), `/blog/${slug}`]));
  return { known: knownPaths(published), held, broken };
}

/**
 * The demo video: a file of our own must be in content/videos/ (the build serves it at
 * /videos/); no video at all is allowed, with a note, since Watch Demo then books a live demo.
 */
function checkDemoVideo(site: Site, siteFile: { yaml: YamlSource; shown: string }, root: string, problems: ContentProblem[], notes: ContentNote[]): void {
  const file = site.demoVideo?.file;
  if (file && !fs.existsSync(path.join(root, file.slice(1)))) {
    problems.push({
      file: siteFile.shown,
      line: siteFile.yaml.lineOf(['demoVideo', 'file']),
      field: 'demoVideo › file',
      message: `The video "${file}" does not exist: there is no file content${file}.`,
      fix: `Put the video at content${file}, or correct the name (file names are case-sensitive).`,
    });
  }
  if (!site.demoVideo) notes.push({ file: siteFile.shown, message: "no demoVideo: the home page's Watch Demo leads to /contact to book a live demo until one is set" });
}
