/**
 * The editor's local repository (repository.ts) as Decap's proxy backend and an attacker meet
 * it, on a copy of content/: saves follow one rule (nothing with problems is written, new,
 * duplicated or existing alike), every path stays inside content/ as the file system resolves
 * it, uploads are pictures by their bytes, deletes take entries and pictures only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../content/compile';
import { readContent } from '../content/read-content';
import { setField } from '../content/test-support';
import { answerAction, entryFoldersOf, RepositoryError, type Repository } from './repository';
import { readEntry, writeEntry } from './serialise';

/** A project folder holding a copy of content/, and a folder beside it that stands for the rest of the disk. */
function repository(): Repository & { outside: string; read(file: string): string; files(): string[] } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-repository-'));
  const root = path.join(base, 'site');
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), '{}\n');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(outside);
  const all = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? all(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    root,
    outside,
    entryFolders: [
      { folder: 'content/stories', extension: 'md' },
      { folder: 'content/articles', extension: 'md' },
    ],
    read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    files: () => [...all(root), ...all(outside)].sort(),
  };
}

const act = (repo: Repository, action: string, params: Record<string, unknown> = {}) => answerAction(repo, { action, params });
/** The action's refusal: its status and message (fails when it was not refused). */
async function refused(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RepositoryError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const firstStory = (repo: Repository) =>
  fs
    .readdirSync(path.join(repo.root, 'content/stories'))
    .filter((name) => name.endsWith('.md'))
    .sort()[0]!;
const nextStoryId = (repo: Repository) =>
  Math.max(
    ...fs
      .readdirSync(path.join(repo.root, 'content/stories'))
      .map((name) => Number(/^id: (\d+)$/m.exec(fs.readFileSync(path.join(repo.root, 'content/stories', name), 'utf8'))?.[1] ?? 0)),
  ) + 1;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d5fc9' } })
    .png()
    .toBuffer();
const asset = (file: string, bytes: Buffer) => ({ path: file, content: bytes.toString('base64'), encoding: 'base64' });

describe('saves follow one rule: nothing with problems is written', () => {
  it('a duplicated story that keeps its source id and PDF name is refused, naming each problem, and nothing is written', async () => {
    const repo = repository();
    const before = repo.files();
    const source = repo.read(`content/stories/${firstStory(repo)}`);
    const duplicate = setField(source, 'title', 'A Duplicated Story');
    const { status, message } = await refused(
      act(repo, 'persistEntry', { entry: { path: 'content/stories/a-duplicated-story.md', raw: duplicate }, assets: [] }),
    );
    expect(status).toBe(422);
    expect(message).toMatch(/^Not saved: content\/stories\/a-duplicated-story\.md has \d+ problems? to fix first\./);
    expect(message).toMatch(/\bid\b.*Fix: /s);
    expect(repo.files()).toEqual(before);
  });

  it('the same story with a free id and its own PDF name is written, and the content compiles', async () => {
    const repo = repository();
    const source = repo.read(`content/stories/${firstStory(repo)}`);
    let story = setField(setField(source, 'title', 'A Duplicated Story'), 'id', String(nextStoryId(repo)));
    story = setField(story, 'pdfFileName', 'A Duplicated Story.pdf')
      .replace(/^canonicalPath:.*\n/m, '')
      .replace(/^aliases:.*\n(?:[ \t]+-.*\n)*/m, '');
    await act(repo, 'persistEntry', { entry: { path: 'content/stories/a-duplicated-story.md', raw: story }, assets: [] });
    expect(repo.read('content/stories/a-duplicated-story.md')).toBe(story);
    const { problems } = await readContent(path.join(repo.root, 'content'));
    expect(problems).toEqual([]);
  });

  it('a new entry as Decap sends it (its own field order, every default filled in) is written in the order and style of its siblings', async () => {
    const repo = repository();
    const config = JSON.parse(fs.readFileSync(path.join(projectRoot, 'scripts/editor/decap-config.json'), 'utf8')) as Parameters<
      typeof entryFoldersOf
    >[0];
    repo.entryFolders = entryFoldersOf(config);
    const source = repo.read(`content/stories/${firstStory(repo)}`);
    const hand = setField(
      setField(setField(source, 'title', 'A Story Written Fresh'), 'id', String(nextStoryId(repo))),
      'pdfFileName',
      'A Story Written Fresh.pdf',
    )
      .replace(/^canonicalPath:.*\n/m, '')
      .replace(/^aliases:.*\n(?:[ \t]+-.*\n)*/m, '');
    const data = readEntry(hand, 'frontmatter');
    // Decap's data: its keys in reverse, and the defaults the form fills in.
    const sent = writeEntry(
      undefined,
      { listed: true, draft: false, ...Object.fromEntries(Object.entries(data).reverse()) },
      'frontmatter',
    );
    await act(repo, 'persistEntry', { entry: { path: 'content/stories/a-story-written-fresh.md', raw: sent }, assets: [] });
    const saved = repo.read('content/stories/a-story-written-fresh.md');
    const keys = (text: string) => [...text.matchAll(/^([A-Za-z]+):/gm)].map((match) => match[1]);
    expect(keys(saved)).toEqual(keys(hand).filter((key) => !['listed', 'draft'].includes(key!)));
    // The same story, less the fields at their default (listed: true, draft: false), which mean the same left out.
    const { listed, draft, ...rest } = data;
    expect(readEntry(saved, 'frontmatter')).toEqual({ ...rest, ...(listed === false && { listed }), ...(draft === true && { draft }) });
  });

  it('an existing entry, a policy and page copy go through the same check', async () => {
    const repo = repository();
    const storyFile = `content/stories/${firstStory(repo)}`;
    const emptied = await refused(
      act(repo, 'persistEntry', { entry: { path: storyFile, raw: setField(repo.read(storyFile), 'company', '""') }, assets: [] }),
    );
    expect(emptied.message).toMatch(/company/);
    const policy = fs.readdirSync(path.join(repo.root, 'content/legal'))[0]!;
    const policyFile = `content/legal/${policy}`;
    const untitled = await refused(
      act(repo, 'persistEntry', { entry: { path: policyFile, raw: setField(repo.read(policyFile), 'title', '""') }, assets: [] }),
    );
    expect(untitled.message).toMatch(new RegExp(`^Not saved: ${policyFile} has .*title`, 's'));
    const pageFile = 'content/pages/team.yaml';
    const page = await refused(act(repo, 'persistEntry', { entry: { path: pageFile, raw: 'members: 3\n' }, assets: [] }));
    expect(page.message).toMatch(/^Not saved: content\/pages\/team\.yaml has/);
    expect(repo.read(pageFile)).toBe(fs.readFileSync(path.join(projectRoot, pageFile), 'utf8'));
  });

  it('a renamed entry is checked under its new name without clashing with its old self, then moved', async () => {
    const repo = repository();
    const name = firstStory(repo);
    const raw = repo
      .read(`content/stories/${name}`)
      .replace(/^canonicalPath:.*\n/m, '')
      .replace(/^aliases:.*\n(?:[ \t]+-.*\n)*/m, '');
    await act(repo, 'persistEntry', {
      dataFiles: [{ path: `content/stories/${name}`, raw, newPath: 'content/stories/a-renamed-story.md' }],
      assets: [],
    });
    expect(fs.existsSync(path.join(repo.root, 'content/stories', name))).toBe(false);
    expect(repo.read('content/stories/a-renamed-story.md')).toBe(raw);
  });
});

describe('every path stays inside content/ as the file system resolves it', () => {
  it('refuses writes outside content/, by spelling or through a linked folder, and writes nothing', async () => {
    const repo = repository();
    fs.symlinkSync(repo.outside, path.join(repo.root, 'content/linked'));
    const before = repo.files();
    for (const file of ['package.json', 'content/../package.json', '/etc/passwd', 'content\\..\\package.json', 'content/linked/story.md']) {
      const { status } = await refused(act(repo, 'persistEntry', { entry: { path: file, raw: 'x' }, assets: [] }));
      expect(status, file).toBe(403);
    }
    const picture = await png(64, 64);
    const { status } = await refused(act(repo, 'persistMedia', { asset: asset('content/linked/chart.png', picture) }));
    expect(status).toBe(403);
    expect(repo.files()).toEqual(before);
  });

  it('reads nothing outside content/: a file elsewhere is missing to it, a linked folder is not listed', async () => {
    const repo = repository();
    fs.writeFileSync(path.join(repo.outside, 'secret.md'), '---\ntitle: secret\n---\n');
    fs.symlinkSync(repo.outside, path.join(repo.root, 'content/stories/linked'));
    fs.symlinkSync(path.join(repo.outside, 'secret.md'), path.join(repo.root, 'content/stories/secret.md'));
    expect(await act(repo, 'getEntry', { path: 'package.json' })).toMatchObject({ data: null });
    expect(await act(repo, 'getEntry', { path: 'content/stories/secret.md' })).toMatchObject({ data: null });
    const listed = (await act(repo, 'entriesByFolder', { folder: 'content/stories', extension: 'md', depth: 2 })) as {
      file: { path: string };
    }[];
    expect(listed.map((entry) => entry.file.path).filter((file) => /secret|linked/.test(file))).toEqual([]);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('deletes an entry or a picture, and nothing else: one refused path in a batch deletes nothing', async () => {
    const repo = repository();
    const picture = await png(64, 64);
    await act(repo, 'persistMedia', { asset: asset('content/images/to-delete.png', picture) });
    const story = `content/stories/${firstStory(repo)}`;
    const before = repo.files();
    for (const file of ['package.json', 'content/site.yaml', 'content/pages/team.yaml', '.ci/run', 'content/stories']) {
      expect((await refused(act(repo, 'deleteFile', { path: file }))).status, file).toBe(403);
    }
    expect((await refused(act(repo, 'deleteFiles', { paths: [story, 'package.json'] }))).status).toBe(403);
    expect(repo.files()).toEqual(before);
    await act(repo, 'deleteFiles', { paths: [story, 'content/images/to-delete.png'] });
    expect(fs.existsSync(path.join(repo.root, story))).toBe(false);
    expect(fs.existsSync(path.join(repo.root, 'content/images/to-delete.png'))).toBe(false);
  });

  it('knows only the actions of local mode', async () => {
    const repo = repository();
    expect((await refused(act(repo, 'publishUnpublishedEntry'))).message).toMatch(/does not do "publishUnpublishedEntry"/);
    expect((await refused(answerAction(repo, { action: '__proto__' }))).status).toBe(422);
  });
});

describe('uploads are pictures by their bytes', () => {
  it('refuses HTML named .jpg, a PNG named .jpg, a picture too small to show, and writes none of them', async () => {
    const repo = repository();
    const before = repo.files();
    const html = Buffer.from('<!doctype html><script>fetch("/api/v1")</script>');
    const cases: [string, Buffer, RegExp][] = [
      ['content/images/evil.jpg', html, /evil\.jpg is not a picture the site can show/],
      ['content/images/chart.jpg', await png(64, 64), /is a PNG picture, but its name ends in "\.jpg": rename it to end in \.png/],
      ['content/images/dot.png', await png(8, 8), /only 8x8 px/],
      [
        'content/images/drawing.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        /not a picture the site can show/,
      ],
    ];
    for (const [file, bytes, message] of cases) {
      expect((await refused(act(repo, 'persistMedia', { asset: asset(file, bytes) }))).message, file).toMatch(message);
    }
    // The same rule for a picture sent with an entry (a team photo).
    const team = 'content/pages/team.yaml';
    expect(
      (
        await refused(
          act(repo, 'persistEntry', { entry: { path: team, raw: repo.read(team) }, assets: [asset('content/images/team/evil.jpg', html)] }),
        )
      ).message,
    ).toMatch(/not a picture/);
    expect(repo.files()).toEqual(before);
  });

  it('writes a real picture byte for byte and answers it as the media library lists it', async () => {
    const repo = repository();
    const bytes = await png(120, 90);
    const answer = await act(repo, 'persistMedia', { asset: asset('content/images/team/new-face.png', bytes) });
    expect(answer).toMatchObject({ path: 'content/images/team/new-face.png', name: 'new-face.png', content: bytes.toString('base64') });
    expect(fs.readFileSync(path.join(repo.root, 'content/images/team/new-face.png')).equals(bytes)).toBe(true);
  });
});
