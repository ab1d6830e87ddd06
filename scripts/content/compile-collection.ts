/**
 * How a collection's files become its entries: the contract of a definition's `compile` hook
 * (scripts/collections.ts), and the one most collections use, by their schema alone.
 * read-content.ts reads each collection's files and hands them to its hook; the checks across
 * collections run on what the hooks return.
 */
import type { z } from 'zod';
import type { Unpublished } from '../../src/content/types.ts';
import type { ContentProblem } from './problems.ts';
import type { Collection as Files, Entry } from './entries.ts';
import type { CheckedFile, ImageReference, PageCopy } from './content-types.ts';
import { validateEntry } from './entries.ts';
import { bodyLinksAndImages, bodyOf, lintBody } from './line-syntax-body.ts';
import { checkPolicy } from './policy-mdx.ts';

/** What a hook may use besides its files. */
export interface CompileContext {
  /** Where every problem goes (file, line, field, fix). */
  problems: ContentProblem[];
  /** The page copy read so far, by name (content/pages/<name>.yaml; absent if it has problems). */
  pages: Partial<PageCopy>;
  /** Why an entry with these fields is not live yet (a draft, or dated after today), or undefined. */
  unpublished(draft: boolean, date: string): Unpublished | undefined;
  /** The entry as this build keeps it: as is when live; marked in a preview build; else undefined, with a note. */
  publish<T extends object>(entry: Entry, item: T, state: Unpublished | undefined): (T & { unpublished?: Unpublished }) | undefined;
  /** Report files whose names the tests keep for their fixtures (not in a test's own build). */
  reserveNames(files: Files): void;
  /** A folder under content/ as messages name it ("content/stories"). */
  folder(name: string): string;
  /** Accept the tests' fixture names (ReadOptions.fixtures). */
  fixtures: boolean;
}

/** A compiled entry with its file, whether published or not: what the checks across files read. */
export interface CompiledFile<T> {
  entry: Entry;
  item: T;
  state?: Unpublished;
  /** The text below its fields, as compiled (line-syntax bodies). */
  body?: string;
}

/** What a hook gives back. */
export interface CompiledCollection<T> {
  /** The entries of this build, in order (held-back ones left out; in a preview, marked). */
  entries: T[];
  /** Every entry that compiled, published or not. */
  all?: CompiledFile<T>[];
  /** The published entries' bodies by slug (the definition's `bodies` field of the compiled content). */
  bodies?: Record<string, string>;
  /** The published entries' file hashes by slug (CompiledContent.sourceKeys). */
  sourceKeys?: Record<string, string>;
  /** Internal links written in the entries, checked once every address is known. */
  links?: { file: string; line: number; field: string; href: string }[];
  /** Pictures the entries show, checked and made into served sizes (content/images/). */
  images?: ImageReference[];
}

/** A definition's compile hook. */
export type CompileHook<T> = (files: Files, context: CompileContext) => CompiledCollection<T> | Promise<CompiledCollection<T>>;

/**
 * The usual way: each file's fields as the schema gives them, plus its slug; the definition's
 * rules across its own files (checkFiles); its entries in its order, file order if none. The
 * text below the fields, when the definition has a body, is checked and kept by slug for the
 * pages that show it: `line-syntax` as an article's is (its mistakes with their lines, its links
 * and pictures), `mdx` (Markdown in an .mdx file) as a policy's is (compiled by the site's MDX
 * compiler, code and tags refused with their lines, its links checked); its page draws the
 * compiled file as src/pages/policy.tsx does (import.meta.glob of content/<folder>/*.mdx).
 */
export function compileBySchema<T>(definition: {
  schema: z.ZodType;
  folder: string;
  noun: string;
  body: 'none' | 'line-syntax' | 'mdx';
  order?(a: T, b: T): number;
  checkFiles?(files: readonly CheckedFile<T>[], folder: string): ContentProblem[];
}): CompileHook<T> {
  return async (files, context) => {
    context.reserveNames(files);
    const bodies: Record<string, string> = {};
    const links: NonNullable<CompiledCollection<T>['links']> = [];
    const images: ImageReference[] = [];
    const checked: CheckedFile<T>[] = [];
    for (const entry of files.entries) {
      if (definition.body === 'line-syntax') {
        const body = bodyOf(entry);
        lintBody(entry, body, definition.noun, context.problems);
        const found = bodyLinksAndImages(entry, body);
        links.push(...found.links);
        images.push(...found.images);
        bodies[entry.slug] = body.text;
      } else if (definition.body === 'mdx') {
        const { body, bodyLine } = entry.source;
        const check = await checkPolicy(body, entry.shownAs, bodyLine);
        context.problems.push(...check.problems);
        links.push(...check.links.map((link) => ({ ...link, file: entry.shownAs, field: 'body' })));
        bodies[entry.slug] = body;
      }
      const data = validateEntry(definition.folder, definition.schema, entry, context.problems) as T | undefined;
      if (data) checked.push({ slug: entry.slug, data, shownAs: entry.shownAs, yaml: entry.source.yaml });
    }
    context.problems.push(...(definition.checkFiles?.(checked, context.folder(definition.folder)) ?? []));
    const entries = checked.map(({ slug, data }) => ({ ...data, slug }));
    const ordered = definition.order ? entries.sort(definition.order) : entries;
    return definition.body === 'none' ? { entries: ordered } : { entries: ordered, bodies, links, images };
  };
}
