import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../content/compile';
import { copyContent, FIXTURE_STORY } from '../content/test-support';
import { checkDraft } from './check';
import { readEntry, writeEntry } from './serialise';

describe("the editor's check of a draft", () => {
  // The fixture story fitted to today's content (its free id, its industry chip): valid by construction.
  const story = copyContent().newStory();
  // The fixture's names are kept for tests: the check is told so, as the content tests do.
  const draftPath = `content/${FIXTURE_STORY}`;

  it('finds no problem in a valid new story, and leaves content/ untouched', async () => {
    const result = await checkDraft(projectRoot, { path: draftPath, raw: story }, { fixtures: true });
    expect(result.problems).toEqual([]);
    expect(fs.existsSync(path.join(projectRoot, draftPath))).toBe(false);
  });

  it('names the file, the field and the fix when a result is missing', async () => {
    const data = readEntry(story, 'frontmatter');
    const results = data.results as unknown[];
    const raw = writeEntry(story, { ...data, results: results.slice(0, -1) }, 'frontmatter');
    const { problems } = await checkDraft(projectRoot, { path: draftPath, raw }, { fixtures: true });
    expect(problems.length).toBeGreaterThan(0);
    const problem = problems.find((p) => p.field?.startsWith('results'));
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.file).toBe(draftPath);
    expect(problem!.line).toBeGreaterThan(0);
    expect(`${problem!.message} ${problem!.fix ?? ''}`).toMatch(/4|four/);
  });

  it('names the clash when a new story copies the id of an existing one', async () => {
    const existing = fs.readdirSync(path.join(projectRoot, 'content/stories')).find((name) => name.endsWith('.md'))!;
    const { id } = readEntry(fs.readFileSync(path.join(projectRoot, 'content/stories', existing), 'utf8'), 'frontmatter');
    const raw = writeEntry(story, { ...readEntry(story, 'frontmatter'), id }, 'frontmatter');
    const { problems } = await checkDraft(projectRoot, { path: draftPath, raw }, { fixtures: true });
    const clash = problems.find((problem) => problem.field === 'id');
    expect(clash, JSON.stringify(problems)).toBeDefined();
    expect(clash!.message).toContain(`content/stories/${existing}`);
    expect(clash!.fix).toMatch(/next free story id/);
  });

  it('refuses a path outside content/', async () => {
    await expect(checkDraft(projectRoot, { path: '../etc/passwd', raw: '' })).rejects.toThrow(/Not a content file/);
    await expect(checkDraft(projectRoot, { path: 'content/../package.json', raw: '' })).rejects.toThrow(/Not a content file/);
  });
});
