/**
 * For content tests: a copy of content/ to edit the way a marketer would, valid new entries
 * fitted to the copy (its chips, its next free ids), and the content command run on it.
 * Tests own the data they assert on: the entries and mistakes they add, not today's content.
 * A test that writes an entry under a name of its own uses a copy whose stories and articles
 * are the fixtures only (copyFixtureContent), so no name a marketer chose can clash with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import type { ArticleSummary, Story } from '../../src/content/types.ts';
import { articlePaths, storyPaths } from '../../src/route-table.ts';
import { projectRoot, runContentCommand } from './compile.ts';
import { formatProblems } from './problems.ts';
import { readContent, type CompiledContent } from './read-content.ts';

const fixtureDir = path.join(projectRoot, 'tests/fixtures/content');

export interface ContentCopy {
  /** The copied content folder. */
  dir: string;
  file(relative: string): string;
  read(relative: string): string;
  write(relative: string, text: string | Buffer): void;
  /** Replace the first match; fails the test when the text is not there. */
  replace(relative: string, from: string | RegExp, to: string): void;
  /** A story or article file that compiles in this copy, to be edited into a mistake. */
  newStory(): string;
  newArticle(): string;
}

/** A line "field: value" of a frontmatter or YAML text set to `value` (added if missing). */
export function setField(text: string, field: string, value: string): string {
  const line = new RegExp(`^${field}:.*$`, 'm');
  return line.test(text) ? text.replace(line, `${field}: ${value}`) : text.replace(/^---\n/, `---\n${field}: ${value}\n`);
}

function maxId(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return Math.max(0, ...fs.readdirSync(dir).map((name) => Number(/^id: (\d+)$/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? 0)));
}

/** The tags of every story and article in `dir`, by their lower-case form, as spelled there. */
function tagSpellings(dir: string): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const folder of ['stories', 'articles']) {
    if (!fs.existsSync(path.join(dir, folder))) continue;
    for (const name of fs.readdirSync(path.join(dir, folder)).filter((file) => file.endsWith('.md'))) {
      const fields = fs.readFileSync(path.join(dir, folder, name), 'utf8').split(/^---$/m)[1] ?? '';
      const document = parseDocument(fields);
      // A file a test broke on purpose has no spelling to follow.
      const tags = document.errors.length > 0 ? undefined : (document.toJS() as { tags?: unknown } | null)?.tags;
      if (Array.isArray(tags)) for (const tag of tags) if (typeof tag === 'string' && !spellings.has(tag.toLowerCase())) spellings.set(tag.toLowerCase(), tag);
    }
  }
  return spellings;
}

/** The fixture's tags spelled as the content in `dir` spells them (one spelling per tag is a rule). */
function fitTags(text: string, dir: string): string {
  const spellings = tagSpellings(dir);
  return text.replace(/^tags:\n((?: {2}- .*\n)+)/m, (list) => list.replace(/^( {2}- )(.*)$/gm, (_line: string, dash: string, tag: string) => `${dash}${spellings.get(tag.toLowerCase()) ?? tag}`));
}

/** Where the tests write their fixture entries in a copy (reserved names: reserved-names.ts). */
export const FIXTURE_STORY = 'stories/fixture-story.md';
export const FIXTURE_ARTICLE = 'articles/fixture-article.md';

/** The fixture story (tests/fixtures/content/fixture-story.md) fitted to the content folder `dir`: its next free id, its first industry. */
export function newStoryFor(dir: string): string {
  // The first industry in chip order (content/industries/, each file's name and order).
  const industries = fs
    .readdirSync(path.join(dir, 'industries'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => parse(fs.readFileSync(path.join(dir, 'industries', file), 'utf8').split(/^---\s*$/m)[1] ?? '') as { name: string; order: number })
    .sort((a, b) => a.order - b.order)
    .map((industry) => industry.name);
  let text = fs.readFileSync(path.join(fixtureDir, 'fixture-story.md'), 'utf8');
  text = setField(text, 'id', String(maxId(path.join(dir, 'stories')) + 1));
  return fitTags(setField(text, 'industry', industries[0] ?? 'Industrial'), dir);
}

/** The fixture article (tests/fixtures/content/fixture-article.md) fitted to the content folder `dir`: its next free id, its first category. */
export function newArticleFor(dir: string): string {
  const { categories } = parse(fs.readFileSync(path.join(dir, 'pages/blog.yaml'), 'utf8')) as { categories: { id: string }[] };
  let text = fs.readFileSync(path.join(fixtureDir, 'fixture-article.md'), 'utf8');
  text = setField(text, 'id', String(maxId(path.join(dir, 'articles')) + 1));
  return fitTags(setField(text, 'category', categories[0]?.id ?? 'inventory'), dir);
}

export function copyContent(): ContentCopy {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-')), 'content');
  fs.cpSync(path.join(projectRoot, 'content'), dir, { recursive: true });
  const file = (relative: string) => path.join(dir, relative);
  const copy: ContentCopy = {
    dir,
    file,
    read: (relative) => fs.readFileSync(file(relative), 'utf8'),
    write: (relative, text) => {
      fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
      fs.writeFileSync(file(relative), text);
    },
    replace: (relative, from, to) => {
      const text = copy.read(relative);
      const replaced = text.replace(from, to);
      if (replaced === text) throw new Error(`${relative} has no ${String(from)} to replace`);
      copy.write(relative, replaced);
    },
    newStory: () => newStoryFor(dir),
    newArticle: () => newArticleFor(dir),
  };
  return copy;
}

/** Every address of each story or article in `folder` of the content folder `dir`: its own, its aliases, its canonicalPath. */
function entryAddresses(dir: string, folder: 'stories' | 'articles'): Set<string> {
  const addresses = new Set<string>();
  if (!fs.existsSync(path.join(dir, folder))) return addresses;
  for (const name of fs.readdirSync(path.join(dir, folder)).filter((file) => file.endsWith('.md'))) {
    const slug = name.replace(/\.md$/, '');
    const document = parseDocument(fs.readFileSync(path.join(dir, folder, name), 'utf8').split(/^---$/m)[1] ?? '');
    const fields = (document.errors.length > 0 ? null : document.toJS()) as { id?: unknown; aliases?: unknown; canonicalPath?: unknown } | null;
    const own = folder === 'stories' ? storyPaths(slug) : articlePaths({ slug, id: Number(fields?.id) });
    const others = [...(Array.isArray(fields?.aliases) ? fields.aliases : []), fields?.canonicalPath].filter((other): other is string => typeof other === 'string');
    for (const address of [...own, ...others]) addresses.add(address);
  }
  return addresses;
}

/**
 * A copy of content/ whose stories/ and articles/ hold only the fixture story and article
 * (FIXTURE_STORY and FIXTURE_ARTICLE, fitted to the copy), with the rest of content/ as it is:
 * industries, pages, site.yaml, legal and images, so an entry written into it still meets the
 * real chips, categories, policies and reserved addresses.
 *
 * Why: a test that writes an entry under a name it chose (the editing guide's example story,
 * say) into a copy of all of content/ depends on no marketer having used that name. A
 * marketer who follows the guide's example (its file name, its PDF name, or an article of that
 * file name, since stories and articles share addresses) makes valid content, and that test
 * then fails on a clash with their file (issue 35). Here the only other stories and articles
 * are the fixtures, whose names the compile keeps from marketers (reserved-names.ts), so a
 * name the test writes clashes with nothing a marketer wrote, whatever content/ holds.
 *
 * Whatever the rest of content/ points at among the stories and articles taken out (a home
 * case study's storySlug, a policy's link) is pointed at the fixture of its kind instead, so
 * the copy compiles as content/ does. Compile it with the fixtures allowed (runContent's
 * default, readContent's { fixtures: true }).
 */
export function copyFixtureContent(): ContentCopy {
  const copy = copyContent();
  const fixtureStory = `/${path.basename(FIXTURE_STORY, '.md')}`;
  const fixtureArticle = `/${path.basename(FIXTURE_ARTICLE, '.md')}`;
  const removed = new Map<string, string>([
    ...[...entryAddresses(copy.dir, 'stories')].map((address) => [address, fixtureStory] as const),
    ...[...entryAddresses(copy.dir, 'articles')].map((address) => [address, fixtureArticle] as const),
  ]);
  for (const folder of ['stories', 'articles']) {
    fs.rmSync(copy.file(folder), { recursive: true, force: true });
    fs.mkdirSync(copy.file(folder));
  }
  copy.write(FIXTURE_STORY, copy.newStory());
  copy.write(FIXTURE_ARTICLE, copy.newArticle());
  // Links into the removed entries, in every text file left (the compile checks those of the
  // policies; a link is "](/address)" with an optional ?query or #anchor kept as written).
  const texts = fs.readdirSync(copy.dir, { recursive: true, encoding: 'utf8' }).filter((relative) => /\.(ya?ml|mdx?)$/.test(relative));
  for (const relative of texts) {
    const text = copy.read(relative);
    let pointed = text.replace(/\]\((\/[^)\s?#]*)([^)\s]*)\)/g, (link: string, address: string, rest: string) => {
      const to = removed.get(address);
      return to ? `](${to}${rest})` : link;
    });
    // The home page's case studies each name the story they link to (home-studies.yaml).
    pointed = pointed.replace(/^(\s*-?\s*storySlug:\s*)(["']?)([^"'\s#]+)\2/gm, (line: string, field: string, _quote: string, slug: string) =>
      removed.has(`/${slug}`) ? `${field}${fixtureStory.slice(1)}` : line,
    );
    if (pointed !== text) copy.write(relative, pointed);
  }
  return copy;
}

/**
 * `npm run content` on a copy, in this process: its exit code and everything it printed. The
 * tests' fixture names are accepted (the copy holds fixtures); pass `{ fixtures: false }` to
 * run it exactly as a marketer does.
 */
export async function runContent(copy: ContentCopy, ...args: (string | { fixtures: boolean })[]): Promise<{ code: number; output: string; outDir: string }> {
  const outDir = path.join(path.dirname(copy.dir), 'generated');
  const lines: string[] = [];
  const capture = { log: (text: string) => lines.push(text), error: (text: string) => lines.push(text) };
  const options = args.find((arg) => typeof arg === 'object') ?? { fixtures: true };
  const argv = args.filter((arg) => typeof arg === 'string');
  const code = await runContentCommand(['--content', copy.dir, '--out', outDir, ...argv], capture, options);
  return { code, output: lines.join('\n'), outDir };
}

/** The content folder `dir` compiled with the fixture story and article added, as the unit tests use it. */
export async function compileWithFixtures(copy: ContentCopy): Promise<{ content: CompiledContent; story: Story; article: ArticleSummary }> {
  copy.write(FIXTURE_STORY, copy.newStory());
  copy.write(FIXTURE_ARTICLE, copy.newArticle());
  const { content, problems } = await readContent(copy.dir, { fixtures: true });
  if (!content) throw new Error(`the fixture content does not compile:\n${formatProblems(problems)}`);
  const story = content.stories.find((candidate) => candidate.slug === 'fixture-story');
  const article = content.articles.find((candidate) => candidate.slug === 'fixture-article');
  if (!story || !article) throw new Error('the fixture story or article is missing');
  return { content, story, article };
}

let fixtures: Promise<{ content: CompiledContent; story: Story; article: ArticleSummary }> | undefined;

/**
 * The site's content compiled with the fixture story and article of tests/fixtures/content
 * added (as fixture-story and fixture-article): entries tests can assert on without depending on
 * which stories and articles the marketers have written. Compiled once per test file.
 */
export function compiledFixtures() {
  fixtures ??= compileWithFixtures(copyContent());
  return fixtures;
}
