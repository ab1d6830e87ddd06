import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../content/compile';
import { keepStyle } from './repository';
import { readEntry, writeEntry, type EntryData } from './serialise';

/** A project folder holding a copy of content/, as the editor's server sees one. */
function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-save-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  return root;
}

describe("the editor's save path (what the editor sends, rewritten over the file on disk)", () => {
  it('editing one field of an existing article changes exactly one line of its file', () => {
    const root = projectCopy();
    const folder = path.join(root, 'content/articles');
    const name = fs.readdirSync(folder).find((file) => file.endsWith('.md'))!;
    const file = `content/articles/${name}`;
    const before = fs.readFileSync(path.join(root, file), 'utf8');
    // What Decap sends: the whole file written fresh from the edited data by the format's toFile.
    const data = readEntry(before, 'frontmatter');
    const sent = writeEntry(undefined, { ...data, author: 'A New Author' } as EntryData, 'frontmatter');
    const [saved] = keepStyle({ root, entryFolders: [] }, [{ path: file, raw: sent }]);
    const beforeLines = before.split('\n');
    const savedLines = saved!.raw.split('\n');
    expect(savedLines).toHaveLength(beforeLines.length);
    const changed = savedLines.filter((line, index) => line !== beforeLines[index]);
    // In the quoting the old value had (quoted or plain), as a marketer would have typed it.
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^author: "?A New Author"?$/);
  });

  it('passes a new file through as the editor wrote it', () => {
    const root = projectCopy();
    const raw = '---\ntitle: New\n---\n';
    expect(keepStyle({ root, entryFolders: [] }, [{ path: 'content/stories/brand-new.md', raw }])).toEqual([
      { path: 'content/stories/brand-new.md', raw },
    ]);
  });
});
