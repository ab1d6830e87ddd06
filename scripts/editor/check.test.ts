import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
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

  it("checks a draft's unsaved picture as if saved: the path it names is there, and content/images/ is not written", async () => {
    const teamPath = 'content/pages/team.yaml';
    const team = readEntry(fs.readFileSync(path.join(projectRoot, teamPath), 'utf8'), 'yaml');
    const [first, ...others] = team.members as Record<string, unknown>[];
    const photo = '/images/team/editor-check-photo.png';
    const raw = writeEntry(undefined, { ...team, members: [{ ...first, photo }, ...others] }, 'yaml');
    const picture = `content${photo}`;
    const pictureNamed = (problems: { message: string }[]) => problems.some((problem) => problem.message.includes(photo));

    // Without the upload the check says the picture is missing...
    expect(pictureNamed((await checkDraft(projectRoot, { path: teamPath, raw })).problems)).toBe(true);
    // ...with it, nothing; and a file that is no picture is named as one that cannot be read.
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#1d5fc9' } })
      .png()
      .toBuffer();
    const pictures = [{ path: picture, base64: png.toString('base64') }];
    expect((await checkDraft(projectRoot, { path: teamPath, raw, pictures })).problems).toEqual([]);
    const notAPicture = [{ path: picture, base64: Buffer.from('not a picture').toString('base64') }];
    const { problems } = await checkDraft(projectRoot, { path: teamPath, raw, pictures: notAPicture });
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(/cannot be read as a picture/);
    expect(fs.existsSync(path.join(projectRoot, picture))).toBe(false);
    // An upload is only ever a picture under content/images/.
    await expect(checkDraft(projectRoot, { path: teamPath, raw, pictures: [{ path: 'content/site.yaml', base64: '' }] })).rejects.toThrow(
      /Not a picture/,
    );
  });

  it('refuses a path outside content/', async () => {
    await expect(checkDraft(projectRoot, { path: '../etc/passwd', raw: '' })).rejects.toThrow(/Not a content file/);
    await expect(checkDraft(projectRoot, { path: 'content/../package.json', raw: '' })).rejects.toThrow(/Not a content file/);
  });
});
