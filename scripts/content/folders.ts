/**
 * Every file in content/ is accounted for. The compile reads content/stories/*.md,
 * content/articles/*.md, content/legal/*.mdx, content/pages/<name>.yaml and two files at the
 * top; anything else in those places would be silently skipped (a story saved as
 * "x.md.txt", ".MD" or ".markdown", or put in a subfolder, never appears on the site). So any
 * other file is a problem naming the rename or the move that makes it count; the litter
 * operating systems and editors leave (.DS_Store, swap files) is listed as ignored, by name.
 * content/images/ and content/videos/ are read by the paths written in content, so they are
 * not checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentNote, ContentProblem } from './problems.ts';

/** What one folder of content/ holds. */
export interface FolderRule {
  /** Folder under content/, e.g. "stories". */
  folder: string;
  /** The extension its files must have, e.g. ".md". */
  extension: string;
  /** What one file is, e.g. "story". */
  noun: string;
  /** When only these names (with the extension) are read, e.g. the page-copy files. */
  names?: readonly string[];
}

/** Files an operating system or an editor writes on its own, never content. */
const LITTER = [/^\.DS_Store$/, /^Thumbs\.db$/i, /^desktop\.ini$/i, /^\._/, /^\.~lock\./, /^~\$/, /^\.#/, /\.sw[po]$/, /~$/, /^\.gitkeep$/];
export const isLitter = (name: string) => LITTER.some((pattern) => pattern.test(name));

/** "a story", "an article". */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** Extensions a marketer's editor may have given a text file meant as `extension`. */
const TEXT_EXTENSIONS = /\.(md|mdx|markdown|mdown|mkd|txt|text|yaml|yml)$/i;

/** The file name a stray file should have: its name without text extensions, in address form, with `extension`. */
function renamed(name: string, extension: string): string {
  let stem = name;
  while (TEXT_EXTENSIONS.test(stem)) stem = stem.replace(TEXT_EXTENSIONS, '');
  const slug = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'my-new-page'}${extension}`;
}

/** Files under `dir`, relative to it, litter apart. */
function filesBelow(dir: string): { files: string[]; litter: string[] } {
  const files: string[] = [];
  const litter: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    (isLitter(entry.name) ? litter : files).push(relative);
  }
  return { files: files.sort(), litter: litter.sort() };
}

/** The problem with one file of a folder, or undefined when the compile reads it. */
function strayProblem(rule: FolderRule, relative: string, shown: string): ContentProblem | undefined {
  const { folder, extension, noun, names } = rule;
  const name = path.posix.basename(relative);
  const inSubfolder = relative.includes('/');
  if (!inSubfolder && name.endsWith(extension) && (!names || names.includes(name.slice(0, -extension.length)))) return undefined;
  const file = `${shown}/${relative}`;
  const isText = TEXT_EXTENSIONS.test(name);
  const target = names && names.includes(name.replace(TEXT_EXTENSIONS, '')) ? `${name.replace(TEXT_EXTENSIONS, '')}${extension}` : renamed(name, extension);
  if (inSubfolder) {
    return {
      file,
      message: `This file is in a subfolder of ${shown}/, and only files directly in ${shown}/ are read, so it would never appear on the site.`,
      fix: isText ? `Move it to ${shown}/${target} (the file name is the address; dates and groups go in its fields), then delete the empty folder.` : `Move it out of ${shown}/: it is not ${withArticle(noun)}.`,
    };
  }
  if (names && name.endsWith(extension)) {
    return {
      file,
      message: `"${name}" is not one of the files this folder holds, so nothing on the site would read it.`,
      fix: `The ${noun} files are: ${names.map((known) => `${known}${extension}`).join(', ')}. Rename it to one of them, or move it out of ${shown}/.`,
    };
  }
  if (isText) {
    const why =
      name.toLowerCase().endsWith(extension) && !name.endsWith(extension)
        ? `its extension must be written "${extension}" in small letters`
        : `only "${extension}" files are read here`;
    return {
      file,
      message: `"${name}" looks like ${withArticle(noun)} but is never read: ${why}, so it would not appear on the site.`,
      fix: `Rename it to "${target}".${folder === 'articles' && /\.mdx$/i.test(name) ? ' (Articles use the article syntax in .md files; .mdx is for policies.)' : ''}`,
    };
  }
  return {
    file,
    message: `"${name}" is not ${withArticle(noun)}: only "${extension}" files are read in ${shown}/, so this file does nothing here.`,
    fix: `Move it out of content/${/\.(png|jpe?g|webp|avif|gif|svg|heic)$/i.test(name) ? ' (pictures go in content/images/)' : ''}.`,
  };
}

/**
 * Problems for every file in `root` (content/) that the compile would not read, and notes
 * for the litter it ignores. `topFiles` are the files read at the top of content/.
 */
export function accountForFiles(
  root: string,
  rules: readonly FolderRule[],
  topFiles: readonly string[],
  shownAs: (file: string) => string,
): { problems: ContentProblem[]; notes: ContentNote[] } {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  const ignored = (shown: string, litter: string[]) => {
    if (litter.length > 0) notes.push({ file: shown, message: `ignored (not content): ${litter.join(', ')}` });
  };
  for (const rule of rules) {
    const dir = path.join(root, rule.folder);
    if (!fs.existsSync(dir)) continue;
    const shown = shownAs(dir);
    const { files, litter } = filesBelow(dir);
    for (const relative of files) {
      const problem = strayProblem(rule, relative, shown);
      if (problem) problems.push(problem);
    }
    ignored(shown, litter);
  }
  const known = new Set([...rules.map((rule) => rule.folder), 'images', 'videos', ...topFiles]);
  const litter: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (known.has(entry.name)) continue;
    if (isLitter(entry.name)) {
      litter.push(entry.name);
      continue;
    }
    const file = `${shownAs(root)}/${entry.name}${entry.isDirectory() ? '/' : ''}`;
    const collection = /\.(md|markdown|txt)$/i.test(entry.name) ? 'Stories go in content/stories/ and articles in content/articles/; ' : '';
    const yaml = /\.ya?ml$/i.test(entry.name) ? topFiles.find((top) => top.replace(/\.yaml$/, '') === entry.name.replace(/\.ya?ml$/i, '').toLowerCase()) : undefined;
    problems.push({
      file,
      message: `"${entry.name}" is not something the site reads from ${shownAs(root)}/, so it would do nothing.`,
      fix: yaml
        ? `Rename it to "${yaml}".`
        : `${collection}the top of content/ holds only ${topFiles.join(', ')} and the folders ${[...rules.map((rule) => rule.folder), 'images', 'videos'].join(', ')}. Move it where it belongs, or out of content/.`,
    });
  }
  ignored(shownAs(root), litter.sort());
  return { problems, notes };
}
