/**
 * Reads every file under content/, validates it against its collection's schema, checks what
 * spans files (unique ids, addresses, chips, links, images) and derives the fields pages need.
 * It writes nothing: it returns the compiled content, or every problem found, each with its
 * file, line and fix; and notes (entries held back until their date).
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectionPageSchema, pageSchemas, type CollectionPageCopy, type PageName } from '../../src/content/pages-schema.ts';
import { homeStudiesSchema, siteSchema, type Site } from '../../src/content/schema.ts';
import type { ArticleSummary, Story, Unpublished } from '../../src/content/types.ts';
import { articlePaths, knownPaths, storyPaths, type CollectionPages } from '../../src/route-table.ts';
import { checkAddresses } from './addresses.ts';
import { checkMember, checkUnique, linkProblem, type LinkTargets } from './checks.ts';
import type { CompileContext, CompiledCollection } from './compile-collection.ts';
import { readCollection, validate, type Collection, type Entry } from './entries.ts';
import {
  articles as articleCollection,
  collectionNamed,
  collectionPagesOf,
  collections,
  compilerOf,
  conventionCopyNames,
  stories as storyCollection,
  type Collection as RegisteredCollection,
  type CollectionContent,
} from '../collections.ts';
import { checkClaimsShown, checkPhasesAddUp, checkTimelinePayback, claimFigures, countedFigures, fillFigures, inPayload } from './figures.ts';
import { accountForFiles } from './folders.ts';
import { parseAhead } from './parse-ahead.ts';
import { inspectImages } from './images.ts';
import type { ContentNote, ContentProblem } from './problems.ts';
import { checkRelatedPins } from './related-pins.ts';
import { reservedSlugProblem } from './reserved-names.ts';
import { checkTagSpellings } from './tag-spellings.ts';
import { parseYaml, problemAt, readKeyed, type YamlSource } from './source.ts';

// The compiled content's shape lives in a module of types only, which the registry and the
// compile hooks import without importing this file (content-types.ts).
export type { CompiledContent, ImageReference, PageCopy } from './content-types.ts';
import type { CompiledContent, ImageReference, PageCopy } from './content-types.ts';

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
  const reading = startReading(root, options);
  const { problems, notes } = reading;
  // Every file accounted for: anything the compile would skip is a problem or a note.
  const folders = accountForFiles(
    root,
    [
      ...collections.map(({ folder, extension, noun }) => ({ folder, extension, noun })),
      { folder: 'pages', extension: '.yaml', noun: 'page copy', names: [...Object.keys(pageSchemas), ...conventionCopyNames()] },
    ],
    ['site.yaml', 'home-studies.yaml'],
    reading.shownAs,
  );
  problems.push(...folders.problems);
  notes.push(...folders.notes);

  const copy = readSiteAndPages(reading);
  const { files, compiled } = await compileCollections(reading, copy.pages);
  const gathered = gatherCollections(files, compiled);
  const studiesFile = reading.readYamlFile('home-studies.yaml');
  const homeStudies = studiesFile && validate(homeStudiesSchema, studiesFile.shown, studiesFile.yaml, problems);

  checkUniqueFields(reading, files);
  problems.push(...checkAddresses({ stories: gathered.allStories, articles: gathered.allArticles, policies: gathered.entriesOf.policies }));
  problems.push(...checkTagSpellings([...gathered.storyFiles.entries, ...gathered.articleFiles.entries]));
  checkReferences(reading, files, copy.pages.blog?.categories);
  checkPins(reading, gathered);
  const collectionPages = collectionPagesOf(gathered.entriesOf);
  const imageReferences = checkLinks(reading, gathered, collectionPages, compiled, homeStudies && studiesFile && { studies: homeStudies, file: studiesFile });
  addTeamPhotos(copy, imageReferences);
  checkImagesExist(reading, imageReferences);
  if (copy.site) fillHeadlineFigures(reading, copy.site, copy, gathered.entriesOf);

  const images = await inspectImages(root, imageReferences, reading.shownAs);
  problems.push(...images.problems);
  notes.push(...images.notes);

  const { site, pages, collectionCopy } = copy;
  if (problems.length > 0 || !site || !homeStudies || Object.keys(pages).length !== Object.keys(pageSchemas).length) return { problems, notes };
  const { entriesOf, bodies, collectionBodies, sourceKeys } = gathered;
  return {
    content: { ...entriesOf, site, homeStudies, ...bodies, collectionBodies, collectionPages, pages: pages as PageCopy, collectionCopy, images: images.assets, sourceKeys } as CompiledContent,
    problems,
    notes,
  };
}

/** One run of readContent: where its problems and notes go, and how it names and reads files. */
interface Reading {
  root: string;
  options: ReadOptions;
  problems: ContentProblem[];
  notes: ContentNote[];
  today: string;
  /** A path as problems name it ("content/stories/helmet.md"). */
  shownAs(file: string): string;
  /** A folder under content/ as problems name it. */
  folder(name: string): string;
  /** A YAML file under content/, parsed; undefined (with its problem) when missing or broken. */
  readYamlFile(name: string): YamlFile | undefined;
}

interface YamlFile {
  yaml: YamlSource;
  shown: string;
}

function startReading(root: string, options: ReadOptions): Reading {
  const problems: ContentProblem[] = [];
  const shownAs = (file: string) => path.relative(path.dirname(root), file).split(path.sep).join('/');
  return {
    root,
    options,
    problems,
    notes: [],
    today: options.today ?? new Date().toISOString().slice(0, 10),
    shownAs,
    folder: (name) => shownAs(path.join(root, name)),
    readYamlFile: (name) => {
      const file = path.join(root, name);
      const shown = shownAs(file);
      if (!fs.existsSync(file)) {
        problems.push({ file: shown, message: 'This file is missing.', fix: 'Restore it from git (git checkout -- ' + shown + ') or copy it from another copy of the site.' });
        return undefined;
      }
      const read = readKeyed(file, shown, problems);
      const yaml = read && parseYaml(read.text, shown, problems, read.key);
      return yaml && { yaml, shown };
    },
  };
}

/** site.yaml, and the page copy: each page's own schema, then the collections' copy by the convention's. */
interface SiteAndPages {
  site?: Site;
  siteFile?: YamlFile;
  pages: Partial<PageCopy>;
  pageFiles: Partial<Record<PageName, YamlFile>>;
  collectionCopy: Record<string, CollectionPageCopy>;
}

function readSiteAndPages(reading: Reading): SiteAndPages {
  const { problems } = reading;
  const siteFile = reading.readYamlFile('site.yaml');
  const site = siteFile && validate(siteSchema, siteFile.shown, siteFile.yaml, problems);
  if (site && siteFile) checkDemoVideo(site, siteFile, reading.root, problems, reading.notes);
  const pages: Partial<PageCopy> = {};
  const pageFiles: Partial<Record<PageName, YamlFile>> = {};
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    const read = reading.readYamlFile(`pages/${name}.yaml`);
    if (!read) continue;
    pageFiles[name] = read;
    (pages as Record<PageName, unknown>)[name] = validate(pageSchemas[name], read.shown, read.yaml, problems);
  }
  // A collection's copy without a schema of its own: by the convention's (scripts/collections.ts, copy).
  const collectionCopy: Record<string, CollectionPageCopy> = {};
  for (const name of conventionCopyNames()) {
    const file = `pages/${name}.yaml`;
    if (!fs.existsSync(path.join(reading.root, file))) {
      problems.push({
        file: reading.folder(file),
        message: `The ${name} list page has no copy: this file is missing.`,
        fix: `Create it with seo (title, description), hero (eyebrow, heading, subheading) and closingCta (heading, text); docs/content.md describes each field.`,
      });
      continue;
    }
    const read = reading.readYamlFile(file);
    const copy = read && validate(collectionPageSchema, read.shown, read.yaml, problems);
    if (copy) collectionCopy[name] = copy;
  }
  return { ...(site && { site }), ...(siteFile && { siteFile }), pages, pageFiles, collectionCopy };
}

/** Every collection's files, compiled by its definition's hook (scripts/collections.ts), in the registry's order. */
async function compileCollections(reading: Reading, pages: Partial<PageCopy>): Promise<{ files: Record<string, Collection>; compiled: Record<string, CompiledCollection<unknown>> }> {
  const { root, options, problems, notes } = reading;
  /** Held back from this build, with the note that says so; or kept, marked in a preview. */
  const publish = <T extends object>(entry: Entry, item: T, state: Unpublished | undefined): (T & { unpublished?: Unpublished }) | undefined => {
    if (!state) return item;
    if (options.preview) return { ...item, unpublished: state };
    if (state.kind === 'scheduled') notes.push({ file: entry.shownAs, message: `held back until ${state.date} (its date is in the future)` });
    return undefined;
  };
  const context = (collection: RegisteredCollection): CompileContext => ({
    problems,
    pages,
    unpublished: (draft, date) => unpublished(draft, date, reading.today),
    publish,
    reserveNames: (files) => {
      if (options.fixtures) return;
      for (const slug of files.slugs) {
        const problem = reservedSlugProblem(slug, reading.folder(`${collection.folder}/${slug}${collection.extension}`), collection.extension);
        if (problem) problems.push(problem);
      }
    },
    folder: reading.folder,
    fixtures: Boolean(options.fixtures),
  });
  await parseAhead(collections.map((collection) => ({ dir: path.join(root, collection.folder), extension: collection.extension, lineSyntax: collection.body === 'line-syntax' })));
  const files: Record<string, Collection> = {};
  const compiled: Record<string, CompiledCollection<unknown>> = {};
  for (const collection of collections) {
    files[collection.name] = readCollection(path.join(root, collection.folder), collection.extension, reading.shownAs, problems);
    compiled[collection.name] = await compilerOf(collection)(files[collection.name]!, context(collection));
  }
  return { files, compiled };
}

/** What the hooks gave, as the checks across collections and the compiled content take it. */
function gatherCollections(files: Record<string, Collection>, compiled: Record<string, CompiledCollection<unknown>>) {
  /** The entries of this build, by collection name. */
  const entriesOf = Object.fromEntries(collections.map((collection) => [collection.name, compiled[collection.name]!.entries])) as unknown as CollectionContent;
  const sourceKeys: Record<string, string> = Object.assign({}, ...collections.map((collection) => compiled[collection.name]!.sourceKeys ?? {}));
  /** The bodies of the collections whose pages carry them, by the compiled content's field (articleBodies). */
  const bodies = Object.fromEntries(collections.flatMap((collection) => (collection.bodies ? [[collection.bodies, compiled[collection.name]!.bodies ?? {}]] : [])));
  /** Every other collection's bodies (a definition with a body and no field of its own), by collection name. */
  const collectionBodies = Object.fromEntries(
    collections.flatMap((collection) => {
      const compiledBodies = compiled[collection.name]!.bodies;
      return !collection.bodies && compiledBodies ? [[collection.name, compiledBodies]] : [];
    }),
  );
  return {
    entriesOf,
    sourceKeys,
    bodies,
    collectionBodies,
    storyFiles: files[storyCollection.name]!,
    articleFiles: files[articleCollection.name]!,
    allStories: (compiled[storyCollection.name]!.all ?? []).map(({ entry, item, state }) => ({ entry, story: item as Story, state })),
    allArticles: (compiled[articleCollection.name]!.all ?? []).map(({ entry, item, body, state }) => ({ entry, article: item as ArticleSummary, body: body ?? '', state })),
  };
}

type Gathered = ReturnType<typeof gatherCollections>;

/** A field as written in each readable file, so cross-file checks also cover files with other problems. */
function written<T>(collection: readonly Entry[], field: string, type: 'number' | 'string') {
  return collection.flatMap((entry) => {
    const value = (entry.source.yaml.data as Record<string, unknown> | null)?.[field];
    return typeof value === type ? [{ key: value as T, file: entry.shownAs, line: entry.source.yaml.lineOf([field]), entry }] : [];
  });
}

/** Fields no two files of a collection may share (ids, PDF names, policy paths), as its definition lists them; and /{file name} at the site's root. */
function checkUniqueFields(reading: Reading, files: Record<string, Collection>): void {
  const { problems, folder } = reading;
  for (const collection of collections) {
    for (const { field, type, fix } of collection.unique ?? []) {
      const uses = written<string | number>(files[collection.name]?.entries ?? [], field, type);
      checkUnique(problems, folder(collection.folder), field, uses, fix(uses.map((use) => use.key)));
    }
  }
  // The collections at the site's root (stories, articles) share it: /{file name} must name one thing.
  const atRoot = collections.filter((collection) => collection.atRoot);
  checkUnique(
    problems,
    reading.shownAs(reading.root),
    'file name',
    atRoot.flatMap((collection) => files[collection.name]!.slugs.map((slug) => ({ key: slug, file: `${folder(collection.folder)}/${slug}${collection.extension}` }))),
    `Rename one of the files: ${joinedWithAnd(atRoot.map((collection) => `${/^[aeiou]/.test(collection.noun) ? 'an' : 'a'} ${collection.noun}`))} cannot have the same address.`,
  );
}

/** A field naming an entry of another collection (a story's industry: an industry file's name) names one that exists; an article's category is one of the blog's. */
function checkReferences(reading: Reading, files: Record<string, Collection>, categories: PageCopy['blog']['categories'] | undefined): void {
  const { problems, folder } = reading;
  for (const collection of collections) {
    for (const { field, collection: targetName, by } of collection.references ?? []) {
      const target = collectionNamed(targetName);
      const fileNameOf = target.fileNameOf;
      // by 'slug': the target's file name (an article's author is an author file's name).
      const names = by === 'slug' ? (files[target.name]?.slugs ?? []).map((key) => ({ key })) : written<string>(files[target.name]?.entries ?? [], by, 'string');
      for (const use of written<string>(files[collection.name]?.entries ?? [], field, 'string')) {
        const problem = checkMember(
          (message, fix) => problemAt(use.file, use.entry.source.yaml, [field], message, fix),
          use.key,
          names.map(({ key }) => ({ value: key })),
          {
            noun: target.name,
            listedIn: by === 'slug' ? `${folder(target.folder)}/ (the file names)` : `${folder(target.folder)}/ (each file's ${by}:)`,
            // A chip only where the target is a list's facet (a story's industry); otherwise a name with no page behind it.
            ...(by === 'slug' && { consequence: `so the ${collection.noun} would name no ${target.noun} and link to no page` }),
            ...(fileNameOf && { addition: (value: string) => `add the ${target.noun} as ${folder(target.folder)}/${fileNameOf(value)}${target.extension}${by === 'slug' ? '' : ` with ${by}: ${value}`}` }),
          },
        );
        if (problem) problems.push(problem);
      }
    }
  }
  for (const use of categories ? written<string>(files[articleCollection.name]?.entries ?? [], 'category', 'string') : []) {
    const problem = checkMember(
      (message, fix) => problemAt(use.file, use.entry.source.yaml, ['category'], message, fix),
      use.key,
      (categories ?? []).map(({ id, label }) => ({ value: id, label })),
      { noun: 'category ids', listedIn: 'content/pages/blog.yaml (categories)' },
    );
    if (problem) problems.push(problem);
  }
}

/** The related entries each story and article pins name ones that exist and are published. */
function checkPins(reading: Reading, { storyFiles, articleFiles, allStories, allArticles }: Gathered): void {
  const pins = checkRelatedPins(
    [...storyFiles.entries.map((entry) => ({ kind: 'story' as const, entry })), ...articleFiles.entries.map((entry) => ({ kind: 'article' as const, entry }))],
    {
      kinds: new Map([...storyFiles.slugs.map((slug) => [slug, 'story'] as const), ...articleFiles.slugs.map((slug) => [slug, 'article'] as const)]),
      held: new Map([...allStories.map(({ story, state }) => [story.slug, state] as const), ...allArticles.map(({ article, state }) => [article.slug, state] as const)].filter((held): held is readonly [string, Unpublished] => held[1] !== undefined)),
    },
    reading.options,
  );
  reading.problems.push(...pins.problems);
  reading.notes.push(...pins.notes);
}

/**
 * Links: to published pages; to entries held back, a word why; to broken files, nothing more.
 * Returns the pictures the collections show, for the image checks.
 */
function checkLinks(
  reading: Reading,
  { allStories, allArticles, storyFiles, articleFiles }: Gathered,
  collectionPages: CollectionPages[],
  compiled: Record<string, CompiledCollection<unknown>>,
  home: { studies: { storySlug: string }[]; file: YamlFile } | undefined,
): ImageReference[] {
  const targets = linkTargets({ collectionPages }, [...allStories, ...allArticles.map(({ article, state }) => ({ story: undefined, article, state }))], [...storyFiles.slugs, ...articleFiles.slugs]);
  const checkLink = (file: string, line: number | undefined, field: string, href: string) => {
    const problem = linkProblem(targets, href);
    if (problem) reading.problems.push({ file, line, field, ...problem });
  };
  const imageReferences: ImageReference[] = [];
  for (const collection of collections) {
    for (const link of compiled[collection.name]!.links ?? []) checkLink(link.file, link.line, link.field, link.href);
    imageReferences.push(...(compiled[collection.name]!.images ?? []));
  }
  home?.studies.forEach((study, index) => {
    checkLink(home.file.shown, home.file.yaml.lineOf([index, 'storySlug']), `item ${index + 1} › storySlug`, `/${study.storySlug}`);
  });
  return imageReferences;
}

/** The team page's portraits, among the pictures to check. */
function addTeamPhotos({ pages, pageFiles }: SiteAndPages, imageReferences: ImageReference[]): void {
  pages.team?.members.forEach((member, index) => {
    const teamFile = pageFiles.team;
    if (member.photo && teamFile) imageReferences.push({ src: member.photo, use: 'portrait', file: teamFile.shown, line: teamFile.yaml.lineOf(['members', index, 'photo']) });
  });
}

function checkImagesExist({ root, problems, folder }: Reading, imageReferences: readonly ImageReference[]): void {
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
}

/**
 * Headline figures: site.yaml's claims (checked against the stories) and the counts of this
 * build's content, put into page copy; then no page may show a claim with another value.
 */
function fillHeadlineFigures({ problems, options }: Reading, site: Site, { siteFile, pages, pageFiles }: SiteAndPages, { stories, articles }: CollectionContent): void {
  const claims = claimFigures(site.claims, stories, siteFile, problems, Boolean(options.fixtures));
  // Counted figures only where the copy travels in a payload (figures.ts copyInPayloads).
  const counted = { ...countedFigures(stories, articles), ...claims.counted };
  const values = { ...claims.figures, ...claims.counted };
  for (const name of Object.keys(pages) as PageName[]) {
    const file = pageFiles[name];
    if (!file) continue;
    (pages as Record<PageName, unknown>)[name] = fillFigures(pages[name], claims.figures, file, problems, { figures: counted, allowedAt: (at) => inPayload(name, at) });
    checkClaimsShown(site.claims, values, pages[name], file, problems);
  }
  const servicesFile = pageFiles.services;
  if (pages.services && servicesFile) {
    checkPhasesAddUp(pages.services.methodology.phases, values.implementation, { ...servicesFile, at: ['methodology', 'phases'] }, problems);
  }
  const homeFile = pageFiles.home;
  if (pages.home && homeFile) {
    checkTimelinePayback(pages.home.impact.timeline, values.payback, { ...homeFile, at: ['impact', 'timeline'] }, problems);
  }
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

/** "a, b and c". */
function joinedWithAnd(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
