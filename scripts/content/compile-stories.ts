/** The stories' compile hook (scripts/collections.ts): fields the pages need, derived from each file. */
import { storySchema } from '../../src/content/schema.ts';
import type { Story } from '../../src/content/types.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { storyText } from '../../src/lib/stories.ts';
import { PDFS_FOLDER } from '../../src/site-files.ts';
import type { CompiledCollection, CompiledFile, CompileHook } from './compile-collection.ts';
import { validateEntry } from './entries.ts';
import { reservedPdfProblem } from './reserved-names.ts';
import { problemAt } from './source.ts';
import { remembered } from './yaml-cache.ts';

export const compileStories: CompileHook<Story> = (files, context): CompiledCollection<Story> => {
  const { problems } = context;
  context.reserveNames(files);
  const stories: Story[] = [];
  const sourceKeys: Record<string, string> = {};
  const all: CompiledFile<Story>[] = [];
  for (const entry of files.entries) {
    const data = validateEntry('story', storySchema, entry, problems);
    if (!data) continue;
    const reservedPdf = context.fixtures ? undefined : reservedPdfProblem(data.pdfFileName);
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
    const state = context.unpublished(draft, data.publishDate);
    all.push({ entry, item: story, state });
    const published = context.publish(entry, story, state);
    if (published) {
      stories.push(published);
      sourceKeys[entry.slug] = entry.key;
    }
  }
  return { entries: stories, all, sourceKeys };
};
