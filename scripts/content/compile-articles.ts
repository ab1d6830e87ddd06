/** The articles' compile hook (scripts/collections.ts): the body's syntax checked, the category's label and reading time derived. */
import { imageFormatProblem } from '../../src/content/fields.ts';
import { articleSchema } from '../../src/content/schema.ts';
import type { ArticleSummary } from '../../src/content/types.ts';
import { articleText } from '../../src/lib/article-body.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import type { CompiledCollection, CompiledFile, CompileHook } from './compile-collection.ts';
import type { ImageReference } from './content-types.ts';
import { validateEntry } from './entries.ts';
import { bodyKey, bodyLinksAndImages, bodyOf, lintBody, ofBody } from './line-syntax-body.ts';

export const compileArticles: CompileHook<ArticleSummary> = (files, context): CompiledCollection<ArticleSummary> => {
  const { problems } = context;
  context.reserveNames(files);
  const articles: ArticleSummary[] = [];
  const articleBodies: Record<string, string> = {};
  const sourceKeys: Record<string, string> = {};
  const all: CompiledFile<ArticleSummary>[] = [];
  const categories = context.pages.blog?.categories;
  for (const entry of files.entries) {
    const text = bodyOf(entry);
    const { text: body, line: bodyLine } = text;
    // A picture in a format the site cannot serve (SVG, HEIC) is said as such; the body's own
    // check would call it "not a file in content/images/", though it may well be one.
    const formats = imageFormatProblems(body);
    for (const [line, format] of formats) problems.push({ file: entry.shownAs, line: bodyLine + line - 1, field: 'body', ...format });
    lintBody(entry, text, 'article', problems, new Set(formats.keys()));
    const data = validateEntry('article', articleSchema, entry, problems);
    const category = categories?.find((candidate) => candidate.id === data?.category);
    // An unknown category is reported with the other cross-file checks (read-content.ts).
    if (!data || (categories && !category)) continue;
    const { draft, ...rest } = data;
    const article: ArticleSummary = { ...rest, slug: entry.slug, categoryLabel: category?.label ?? data.category, readingMinutes: ofBody('minutes', text, (words) => readingMinutes(articleText(words))) };
    const state = context.unpublished(draft, data.date);
    all.push({ entry: { ...entry, source: { ...entry.source, bodyLine } }, item: article, body, state });
    const published = context.publish(entry, article, state);
    if (published) {
      articles.push(published);
      articleBodies[entry.slug] = body;
      sourceKeys[entry.slug] = entry.key;
    }
  }
  // Every article's links and images are checked, also those held back: a scheduled article
  // must not fail the build on the morning it goes live.
  const links: NonNullable<CompiledCollection<ArticleSummary>['links']> = [];
  const images: ImageReference[] = [];
  for (const { entry, body } of all) {
    const found = bodyLinksAndImages(entry, { text: body ?? '', line: entry.source.bodyLine, key: bodyKey(entry) });
    links.push(...found.links);
    images.push(...found.images);
  }
  return { entries: articles, all, bodies: articleBodies, sourceKeys, links, images };
};

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
