/**
 * The editor's file formats: stories, articles and policies are YAML frontmatter with a body,
 * page copy is YAML. Reading and writing go through scripts/editor/serialise.ts; the editor's
 * server (server.ts) then rewrites a saved file over its old text so untouched fields keep
 * their bytes (Decap hands a format the data only, not the file it came from).
 */
import { FRONTMATTER_FORMAT, YAML_FORMAT } from '../config-names.ts';
import { readEntry, writeEntry, type EntryData } from '../serialise.ts';

export interface FormatRegistry {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(value: unknown): string }): void;
}

export function registerFormats(cms: FormatRegistry): void {
  cms.registerCustomFormat(FRONTMATTER_FORMAT, 'md', {
    fromFile: (text) => readEntry(text, 'frontmatter'),
    toFile: (value) => writeEntry(undefined, value as EntryData, 'frontmatter'),
  });
  cms.registerCustomFormat(YAML_FORMAT, 'yaml', {
    fromFile: (text) => readEntry(text, 'yaml'),
    toFile: (value) => writeEntry(undefined, value as EntryData, 'yaml'),
  });
}
