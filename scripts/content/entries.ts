/**
 * The files of one collection folder (content/stories/*.md, ...), each read as UTF-8 and split
 * into frontmatter and body. Files that cannot be read still count as existing, so a link to
 * a broken story is not reported as a link to nowhere on top of the story's own problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { zodProblems } from './error-map.ts';
import type { ContentProblem } from './problems.ts';
import { parseFrontmatter, readKeyed, type FrontmatterSource, type YamlSource } from './source.ts';
import { rememberedIf, survivesJson } from './yaml-cache.ts';

export interface Entry {
  /** Absolute path. */
  file: string;
  /** Path as problems name it, e.g. "content/stories/helmet.md". */
  shownAs: string;
  /** File name without extension: the entry's address. */
  slug: string;
  source: FrontmatterSource;
  /** Hash of the file's text (yaml-cache.ts): what the incremental build knows the entry by. */
  key: string;
}

export interface Collection {
  /** The files that could be read. */
  entries: Entry[];
  /** Every file's slug, read or not. */
  slugs: string[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function readCollection(dir: string, extension: string, shownAs: (file: string) => string, problems: ContentProblem[]): Collection {
  if (!fs.existsSync(dir)) return { entries: [], slugs: [] };
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort();
  const entries: Entry[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const shown = shownAs(file);
    const slug = name.slice(0, -extension.length);
    if (!SLUG.test(slug)) {
      const suggestion = slug
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      problems.push({
        file: shown,
        message: `The file name "${name}" is also the page's address, so it must be lowercase words joined by hyphens.`,
        fix: `Rename the file to "${suggestion || 'my-new-page'}${extension}".`,
      });
    }
    const read = readKeyed(file, shown, problems);
    const source = read && parseFrontmatter(read.text, shown, problems, read.key);
    if (source && read) entries.push({ file, shownAs: shown, slug, source, key: read.key });
  }
  return { entries, slugs: names.map((name) => name.slice(0, -extension.length)) };
}

/** The schema's output, or undefined after adding every problem, each with its line. */
export function validate<S extends z.ZodType>(schema: S, shownAs: string, yaml: YamlSource, problems: ContentProblem[]): z.output<S> | undefined {
  const result = schema.safeParse(yaml.data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...zodProblems(shownAs, yaml, schema, result.error));
  return undefined;
}

/**
 * validate() of an entry's fields, remembered by its file's hash when they pass (yaml-cache.ts):
 * the schema reads the file's own fields only, so an unchanged file passes as it did. `name`
 * names the schema (the collection's). A failure is checked again, to report its problems.
 */
export function validateEntry<S extends z.ZodType>(name: string, schema: S, entry: Entry, problems: ContentProblem[]): z.output<S> | undefined {
  return rememberedIf(`valid-${name}`, entry.key, () => validate(schema, entry.shownAs, entry.source.yaml, problems), (data) => data !== undefined && survivesJson(data));
}
