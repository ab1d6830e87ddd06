/**
 * The content compiler's checks on a draft, before it is saved: the editor's dev endpoint
 * (POST /api/editor/check, scripts/editor/server.ts) runs these on the edited file in a copy of
 * content/ and answers with the problems, each with its file, line, field and fix, so the form
 * shows what `npm run content` (and the pull request's check) would say.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentProblem } from '../content/problems.ts';
import { readContent, type ReadOptions } from '../content/read-content.ts';

export interface DraftFile {
  /** Path relative to the project, e.g. "content/stories/new-story.md". */
  path: string;
  raw: string;
  /**
   * Pictures uploaded into the draft and not saved yet (Decap keeps them with the entry and
   * writes them with it): their paths ("content/images/team/jane.png") and bytes, so a draft
   * that names them is checked as it will be once saved, not as missing a picture.
   */
  pictures?: readonly { path: string; base64: string }[];
  /** The file this draft takes the place of (an entry renamed on save): left out of the check, so it does not clash with itself. */
  replaces?: string;
}

export interface DraftCheck {
  /** Problems in the draft's own file, and clashes with other files that name it. */
  problems: ContentProblem[];
  /** Problems elsewhere, there before the draft. */
  elsewhere: ContentProblem[];
}

/** A path under content/, refused otherwise: the endpoint must never write outside its copy. */
function contentRelative(file: string): string {
  const normal = path.posix.normalize(file.replace(/\\/g, '/'));
  if (!normal.startsWith('content/') || normal.includes('..')) throw new Error(`Not a content file: ${file}`);
  return normal.slice('content/'.length);
}

/** `from`'s files linked (not copied) into `to`, folder by folder, so a file can be added to `to` alone. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name));
    else fs.symlinkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

/** Check the content with `draft` written in (or over) it; the project's own files are not touched. */
export async function checkDraft(projectRoot: string, draft: DraftFile, options: ReadOptions = {}): Promise<DraftCheck> {
  const relative = contentRelative(draft.path);
  const copyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-draft-'));
  try {
    const contentCopy = path.join(copyRoot, 'content');
    const source = path.join(projectRoot, 'content');
    // Pictures are only looked at: linked, not copied, each file on its own so an upload of the
    // draft can sit beside them (or replace one) without writing into the real content/images/.
    fs.cpSync(source, contentCopy, { recursive: true, filter: (from) => path.relative(source, from) !== 'images' });
    if (fs.existsSync(path.join(source, 'images'))) linkTree(path.join(source, 'images'), path.join(contentCopy, 'images'));
    for (const picture of draft.pictures ?? []) {
      const at = contentRelative(picture.path);
      if (!at.startsWith('images/')) throw new Error(`Not a picture in content/images/: ${picture.path}`);
      const file = path.join(contentCopy, at);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.rmSync(file, { force: true }); // a link to the picture it replaces, never written through
      fs.writeFileSync(file, Buffer.from(picture.base64, 'base64'));
    }
    if (draft.replaces) fs.rmSync(path.join(contentCopy, contentRelative(draft.replaces)), { force: true });
    const target = path.join(contentCopy, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, draft.raw);
    const { problems } = await readContent(contentCopy, { preview: true, ...options });
    // A clash between files (a duplicate id) is reported on the folder and names both files.
    const concernsDraft = (problem: ContentProblem) => problem.file === draft.path || problem.message.includes(draft.path);
    return { problems: problems.filter(concernsDraft), elsewhere: problems.filter((problem) => !concernsDraft(problem)) };
  } finally {
    fs.rmSync(copyRoot, { recursive: true, force: true });
  }
}
