/**
 * Reads every file under content/, validates it against its collection's schema and derives
 * the fields pages need. Pure apart from reading files: it returns the compiled content or
 * every problem found, and writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import type { z } from 'zod';
import {
  articleSchema,
  homeStudiesSchema,
  legalSchema,
  siteSchema,
  storySchema,
  type HomeStudy,
  type Site,
} from '../../src/content/schema.ts';
import { pageSchemas, type PageName } from '../../src/content/pages-schema.ts';
import type { ArticleSummary, LegalPage, Story } from '../../src/content/types.ts';
import { normaliseDate } from '../../src/lib/dates.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { knownPaths } from '../../src/route-table.ts';
import { problemsFromZod, type ContentProblem } from './problems.ts';

export interface CompiledContent {
  site: Site;
  stories: Story[];
  homeStudies: HomeStudy[];
  articles: ArticleSummary[];
  /** Article bodies by slug, kept apart so each page loads only its own. */
  articleBodies: Record<string, string>;
  legal: LegalPage[];
  /** Legal page bodies (MDX source without frontmatter) by slug, for link checks. */
  legalSources: Record<string, string>;
  /** Page copy from content/pages/<name>.yaml, validated by pageSchemas[name]. */
  pages: PageCopy;
}

export type PageCopy = { [name in PageName]: z.output<(typeof pageSchemas)[name]> };

export interface ReadOptions {
  /** Include entries marked `draft: true` (the dev server does). */
  drafts: boolean;
}

interface Entry {
  file: string;
  slug: string;
  data: unknown;
  body: string;
}

export function readContent(root: string, options: ReadOptions): { content?: CompiledContent; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const rel = (file: string) => path.relative(path.dirname(root), file);

  function validate<S extends z.ZodType>(schema: S, file: string, data: unknown): z.output<S> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    problems.push(...problemsFromZod(rel(file), result.error));
    return undefined;
  }

  function readYaml(file: string): unknown {
    try {
      return loadYaml(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({ file: rel(file), field: '(file)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      return undefined;
    }
  }

  function readCollection(folder: string, extension: string): Entry[] {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .sort()
      .flatMap((name) => {
        const file = path.join(dir, name);
        const slug = name.slice(0, -extension.length);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
          problems.push({ file: rel(file), field: '(file name)', message: `found "${slug}", expected lowercase words joined by hyphens` });
        }
        try {
          const parsed = matter(fs.readFileSync(file, 'utf8'));
          return [{ file, slug, data: parsed.data, body: parsed.content }];
        } catch (error) {
          problems.push({ file: rel(file), field: '(frontmatter)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
          return [];
        }
      });
  }

  const visible = <T extends { draft: boolean }>(item: T) => options.drafts || !item.draft;

  const site = validate(siteSchema, path.join(root, 'site.yaml'), readYaml(path.join(root, 'site.yaml')));

  const stories: Story[] = [];
  for (const entry of readCollection('stories', '.md')) {
    const data = validate(storySchema, entry.file, entry.data);
    if (!data || !visible(data)) continue;
    const { draft: _draft, canonicalPath, ...rest } = data;
    stories.push({
      ...rest,
      slug: entry.slug,
      canonicalPath: canonicalPath ?? `/${entry.slug}`,
      pdfPath: `/pdfs/${encodeURIComponent(`ID ${data.id}`)}.pdf`,
    });
  }

  const homeStudiesFile = path.join(root, 'home-studies.yaml');
  const homeStudies = fs.existsSync(homeStudiesFile) ? validate(homeStudiesSchema, homeStudiesFile, readYaml(homeStudiesFile)) : [];

  const articles: ArticleSummary[] = [];
  const articleBodies: Record<string, string> = {};
  for (const entry of readCollection('articles', '.md')) {
    const data = validate(articleSchema, entry.file, entry.data);
    if (!data || !visible(data)) continue;
    const rawDate = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date;
    const date = normaliseDate(rawDate);
    if (!date) {
      problems.push({ file: rel(entry.file), field: 'date', message: `found "${rawDate}", expected a real date written DD-MM-YYYY, YYYY-MM-DD or M/D/YYYY` });
      continue;
    }
    const body = entry.body.replace(/^\s*\n/, '').trimEnd();
    if (body === '') problems.push({ file: rel(entry.file), field: '(body)', message: 'found an empty body, expected the article text' });
    const { draft: _draft, ...rest } = data;
    articles.push({ ...rest, slug: entry.slug, date, readingMinutes: readingMinutes(body) });
    articleBodies[entry.slug] = body;
  }

  const legal: LegalPage[] = [];
  const legalSources: Record<string, string> = {};
  for (const entry of readCollection('legal', '.mdx')) {
    const data = validate(legalSchema, entry.file, entry.data);
    if (!data) continue;
    legal.push({ ...data, slug: entry.slug });
    legalSources[entry.slug] = entry.body;
  }

  const pages: Partial<Record<PageName, unknown>> = {};
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    const file = path.join(root, 'pages', `${name}.yaml`);
    if (!fs.existsSync(file)) {
      problems.push({ file: rel(file), field: '(file)', message: 'is missing, expected the page copy for this screen' });
      continue;
    }
    pages[name] = validate(pageSchemas[name], file, readYaml(file));
  }

  const storyFile = (slug: string) => rel(path.join(root, 'stories', `${slug}.md`));
  const articleFile = (slug: string) => rel(path.join(root, 'articles', `${slug}.md`));
  checkUnique(problems, 'id', stories.map((story) => ({ key: story.id, file: storyFile(story.slug) })));
  checkUnique(problems, 'pdfFileName', stories.map((story) => ({ key: story.pdfFileName, file: storyFile(story.slug) })));
  checkUnique(problems, 'id', articles.map((article) => ({ key: article.id, file: articleFile(article.slug) })));
  checkUnique(problems, 'path', legal.map((page) => ({ key: page.path, file: rel(path.join(root, 'legal', `${page.slug}.mdx`)) })));
  // Stories and articles share the root: /{slug} must name one thing.
  checkUnique(problems, '(file name)', [
    ...stories.map((story) => ({ key: story.slug, file: storyFile(story.slug) })),
    ...articles.map((article) => ({ key: article.slug, file: articleFile(article.slug) })),
  ]);

  // Links are checked against whatever did parse, so a broken link shows up with the rest.
  problems.push(...checkLinks({ stories, articles, legal, legalSources, articleBodies, homeStudies: homeStudies ?? [] }, rel(root)));
  if (problems.length > 0 || !site || !homeStudies) return { problems };
  return { content: { site, stories, homeStudies, articles, articleBodies, legal, legalSources, pages: pages as PageCopy }, problems };
}

function checkUnique(problems: ContentProblem[], field: string, items: { key: string | number; file: string }[]) {
  const seen = new Map<string | number, string>();
  for (const { key, file } of items) {
    const first = seen.get(key);
    if (first) problems.push({ file, field, message: `found ${JSON.stringify(key)}, which ${first} uses already; expected a unique value` });
    else seen.set(key, file);
  }
}

/** Internal links written in content must open a page: Markdown links and story/home references. */
function checkLinks(
  content: Pick<CompiledContent, 'stories' | 'articles' | 'legal' | 'legalSources' | 'articleBodies' | 'homeStudies'>,
  /** The content folder as problems name it, e.g. "content". */
  folder: string,
): ContentProblem[] {
  const known = knownPaths(content);
  const problems: ContentProblem[] = [];
  const check = (file: string, field: string, target: string) => {
    const pathOnly = target.split(/[?#]/)[0] ?? target;
    if (!known.has(pathOnly)) problems.push({ file, field, message: `links to "${target}", which is no page of this site` });
  };
  for (const [slug, source] of Object.entries(content.legalSources)) {
    for (const match of source.matchAll(/\]\((\/[^)\s]*)\)/g)) check(`${folder}/legal/${slug}.mdx`, 'link', match[1]!);
  }
  for (const [slug, body] of Object.entries(content.articleBodies)) {
    for (const match of body.matchAll(/\]\((\/[^)\s]*)\)/g)) check(`${folder}/articles/${slug}.md`, 'link', match[1]!);
  }
  content.homeStudies.forEach((study, index) => check(`${folder}/home-studies.yaml`, `${index}.storySlug`, `/${study.storySlug}`));
  return problems;
}
