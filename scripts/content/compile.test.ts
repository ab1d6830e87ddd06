import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent, projectRoot } from './compile';
import { copyContent, FIXTURE_STORY, runContent, setField } from './test-support';
import { collections } from '../collections';

describe('npm run content', () => {
  // It starts npx and tsx in a new process: several seconds on a busy machine, and not a timing test.
  it('as a command: exit code 1, the problems on stderr, no stack trace, nothing written', () => {
    const copy = copyContent();
    const text = setField(copy.newStory(), 'featured', 'yes please');
    copy.write(FIXTURE_STORY, text);
    const line = text.split('\n').findIndex((candidate) => candidate.startsWith('featured:')) + 1;
    const outDir = path.join(path.dirname(copy.dir), 'never-written');
    let failure: { status?: number; stderr?: string } = {};
    try {
      execFileSync('npx', ['tsx', 'scripts/content/compile.ts', '--content', copy.dir, '--out', outDir], { cwd: projectRoot, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      failure = error as { status?: number; stderr?: string };
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain(`content/stories/fixture-story.md:${line}  featured\n  Found "yes please", but this must be true or false.`);
    expect(failure.stderr).not.toMatch(/\n\s+at .*\.ts:\d+/);
    expect(fs.existsSync(outDir)).toBe(false);
  }, 60_000);

  it('keeps the previous index whole when a later compile fails', async () => {
    const copy = copyContent();
    const { code, outDir } = await runContent(copy);
    expect(code).toBe(0);
    const before = fs.readFileSync(path.join(outDir, 'stories.ts'), 'utf8');
    copy.write(FIXTURE_STORY, setField(copy.newStory(), 'featured', 'yes please'));
    await expect(compileContent({ contentDir: copy.dir, outDir, fixtures: true })).rejects.toThrow(/Content has 1 problem/);
    expect(fs.readFileSync(path.join(outDir, 'stories.ts'), 'utf8')).toBe(before);
  });

  it('prints what it compiled and what it held back', async () => {
    const copy = copyContent();
    copy.write(FIXTURE_STORY, setField(copy.newStory(), 'publishDate', '2099-01-01'));
    const { code, output } = await runContent(copy);
    expect(code).toBe(0);
    // The summary, then the notes (other notes, such as a missing demo video, may come first).
    // One count per registered collection, by its plural.
    const counts = collections.map((collection) => `\\d+ ${collection.plural}`).join(', ');
    expect(output).toMatch(new RegExp(`^content: ${counts} compiled\n`));
    expect(output.split('\n')).toContain('note: content/stories/fixture-story.md: held back until 2099-01-01 (its date is in the future)');
  });
});
