/**
 * The `related:` pins of stories and articles: each must name another story or article by
 * its file name, once, and no more of a kind than the page shows. A pin to an entry held back
 * from this build is no mistake (it shows once that entry is published), only a note.
 */
import type { Unpublished } from '../../src/content/types.ts';
import { RELATED_OTHER_KIND, RELATED_SAME_KIND, type RelatedKind } from '../../src/lib/related.ts';
import type { Entry } from './entries.ts';
import { didYouMean } from './error-map.ts';
import type { ContentNote, ContentProblem } from './problems.ts';
import { problemAt } from './source.ts';

export interface PinnedFile {
  kind: RelatedKind;
  entry: Entry;
}

export interface PinTargets {
  /** Every story and article file's slug, read or not, with its kind. */
  kinds: ReadonlyMap<string, RelatedKind>;
  /** Entries that exist but are left out of this build, with why. */
  held: ReadonlyMap<string, Unpublished>;
}

const plural: Record<RelatedKind, string> = { story: 'stories', article: 'articles' };
const folder: Record<RelatedKind, string> = { story: 'content/stories/', article: 'content/articles/' };
const ordinal = (count: number) => `${count}${count % 10 === 1 && count % 100 !== 11 ? 'st' : count % 10 === 2 && count % 100 !== 12 ? 'nd' : count % 10 === 3 && count % 100 !== 13 ? 'rd' : 'th'}`;

/** What a marketer may have pasted instead of a file name: an address or the file's own name. */
const asFileName = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+(success-stories\/|blog\/)?/, '')
    .replace(/(\.md)?\/*$/, '');

export function checkRelatedPins(files: readonly PinnedFile[], targets: PinTargets, options: { preview?: boolean } = {}): { problems: ContentProblem[]; notes: ContentNote[] } {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  const slugs = [...targets.kinds.keys()];
  for (const { kind, entry } of files) {
    const written = (entry.source.yaml.data as { related?: unknown } | null)?.related;
    // A value that is not a list of text has its own problem from the schema.
    if (!Array.isArray(written)) continue;
    const problem = (index: number, message: string, fix: string) => problems.push(problemAt(entry.shownAs, entry.source.yaml, ['related', index], message, fix));
    const firstAt = new Map<string, number>();
    const counts: Record<RelatedKind, number> = { story: 0, article: 0 };
    written.forEach((value: unknown, index) => {
      if (typeof value !== 'string') return;
      const slug = value.trim();
      const targetKind = targets.kinds.get(slug);
      if (slug === entry.slug || (!targetKind && asFileName(slug) === entry.slug)) {
        problem(index, `Found "${value}", which is this ${kind} itself; a page never lists itself as related reading.`, 'Remove this line.');
        return;
      }
      if (!targetKind) {
        const fileName = asFileName(slug);
        const guess = targets.kinds.has(fileName) ? fileName : didYouMean(slug, slugs.filter((other) => other !== entry.slug));
        problem(
          index,
          `Found "${value}", which is no story or article: there is no ${folder.story}${slug}.md and no ${folder.article}${slug}.md.`,
          `${guess ? `Did you mean "${guess}"? ` : ''}Write the file name of a story or an article without .md, as it is in ${folder.story} or ${folder.article}.`,
        );
        return;
      }
      const first = firstAt.get(slug);
      if (first !== undefined) {
        problem(index, `"${slug}" is listed twice (item ${first + 1} is the same).`, 'Remove one of the two.');
        return;
      }
      firstAt.set(slug, index);
      const count = ++counts[targetKind];
      const limit = targetKind === kind ? RELATED_SAME_KIND : RELATED_OTHER_KIND;
      if (count > limit) {
        const shows = limit === 1 ? `1 related ${targetKind}` : `${limit} related ${plural[targetKind]}`;
        problem(
          index,
          `"${slug}" is the ${ordinal(count)} ${targetKind} listed, but a ${kind} page shows ${shows}.`,
          `Keep at most ${limit} ${limit === 1 ? targetKind : plural[targetKind]} in this list: remove this line or another ${targetKind}.`,
        );
        return;
      }
      const held = options.preview ? undefined : targets.held.get(slug);
      if (held) {
        const why = held.kind === 'draft' ? 'is a draft' : `is scheduled for ${held.date}`;
        notes.push({ file: entry.shownAs, message: `related: "${slug}" ${why}, so it is left out of the related reading until it is published` });
      }
    });
  }
  return { problems, notes };
}
