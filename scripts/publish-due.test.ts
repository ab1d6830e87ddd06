/**
 * `npm run publish-due` with a fake clock: the day to publish for is passed in (--now or
 * PUBLISH_DUE_NOW), and the day the last build published for is its record in
 * dist-server/build-mode.json. Content is a copy of content/ with a new article and story
 * dated in the future; the build is a stand-in that records that it ran (the real build takes
 * minutes and is tested elsewhere).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { recordBuildMode } from './lib/build-mode.mjs';
import { copyContent, setField } from './content/test-support';
import { publishDue } from './publish-due';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** A project whose content has an article dated 2030-03-10 and a story dated 2030-03-20, last built for `builtFor`. */
function project(builtFor: string | undefined, mode: 'live' | 'preview' = 'live') {
  const copy = copyContent();
  copy.write('articles/due-article.md', setField(copy.newArticle(), 'date', '2030-03-10'));
  // A PDF name of its own: the fixture's "Fixture ..." name is kept for the unit tests' fixtures.
  copy.write('stories/due-story.md', setField(setField(copy.newStory(), 'publishDate', '2030-03-20'), 'pdfFileName', 'Due Story.pdf'));
  const root = path.dirname(copy.dir);
  if (builtFor) recordBuildMode(root, mode, builtFor);
  return {
    root,
    articleTitle: /^title: (.*)$/m.exec(copy.read('articles/due-article.md'))![1]!,
    storyTitle: /^title: (.*)$/m.exec(copy.read('stories/due-story.md'))![1]!,
  };
}

async function run(root: string, now: string, buildSucceeds = true, after?: () => boolean) {
  const lines: string[] = [];
  let builds = 0;
  const code = await publishDue({
    projectRoot: root,
    now,
    build: () => {
      builds += 1;
      return buildSucceeds;
    },
    after,
    out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  });
  return { code, builds, output: lines.join('\n') };
}

describe('npm run publish-due', () => {
  it('does nothing and says nothing when no entry has come due since the last build', async () => {
    const { root } = project('2030-03-01');
    expect(await run(root, '2030-03-01')).toEqual({ code: 0, builds: 0, output: '' });
    expect(await run(root, '2030-03-09')).toEqual({ code: 0, builds: 0, output: '' });
  });

  it("rebuilds on the article's day, naming what goes live and nothing that is not due", async () => {
    const { root, articleTitle } = project('2030-03-01');
    const result = await run(root, '2030-03-10');
    expect(result.code).toBe(0);
    expect(result.builds).toBe(1);
    expect(result.output).toContain('publish-due: dated after the last build (2030-03-01) and due by 2030-03-10:');
    expect(result.output).toContain(`  content/articles/due-article.md  2030-03-10  "${articleTitle}"`);
    expect(result.output).toContain('publish-due: live now: content/articles/due-article.md.');
    expect(result.output).not.toContain('due-story');
    expect(result.output).toMatch(/restart the Node server \(npm start\)/);
  });

  it("after a build for the article's day, the story goes live on its own day, not before", async () => {
    const { root, storyTitle } = project('2030-03-10');
    expect(await run(root, '2030-03-19')).toEqual({ code: 0, builds: 0, output: '' });
    const result = await run(root, '2030-03-25');
    expect(result.builds).toBe(1);
    expect(result.output).toContain(`  content/stories/due-story.md  2030-03-20  "${storyTitle}"`);
    expect(result.output).not.toContain('due-article');
  });

  it('a draft never goes live, whatever its date', async () => {
    const { root } = project('2030-03-01');
    const article = path.join(root, 'content/articles/due-article.md');
    fs.writeFileSync(article, setField(fs.readFileSync(article, 'utf8'), 'draft', 'true'));
    const result = await run(root, '2030-03-15');
    expect(result.output).not.toContain('due-article');
    expect(result.builds).toBe(0);
  });

  it('a failed build: exit 1, nothing went live, the last build stays', async () => {
    const { root } = project('2030-03-01');
    const result = await run(root, '2030-03-10', false);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'publish-due: the build failed (its problems are above), so nothing went live; the site keeps the build of 2030-03-01.',
    );
  });

  it('runs the --after command only when a rebuild succeeded', async () => {
    const { root } = project('2030-03-01');
    let restarts = 0;
    const after = () => {
      restarts += 1;
      return true;
    };
    await run(root, '2030-03-05', true, after);
    expect(restarts).toBe(0);
    await run(root, '2030-03-10', false, after);
    expect(restarts).toBe(0);
    expect((await run(root, '2030-03-10', true, after)).code).toBe(0);
    expect(restarts).toBe(1);
  });

  it('builds the live site when there is no record of the last build, or it was a preview', async () => {
    expect((await run(project(undefined).root, '2030-03-05')).output).toMatch(
      /no dist-server\/build-mode\.json says which day the last build published for: building the live site for 2030-03-05/,
    );
    const preview = await run(project('2030-03-01', 'preview').root, '2030-03-05');
    expect(preview.builds).toBe(1);
    expect(preview.output).toMatch(/dist\/ holds a preview build, which is never the live site/);
  });

  it('content with a mistake: exit 1 with the problem, no build', async () => {
    const { root } = project('2030-03-01');
    fs.writeFileSync(path.join(root, 'content/articles/broken.md'), '---\ntitle: [unclosed\n---\n');
    const result = await run(root, '2030-03-10');
    expect(result).toMatchObject({ code: 1, builds: 0 });
    expect(result.output).toContain('publish-due: the content has problems, so nothing went live; the site keeps the build of 2030-03-01.');
    expect(result.output).toContain('content/articles/broken.md');
  });

  it('as a command: PUBLISH_DUE_NOW is the clock, npm run build the build, --after the restart', () => {
    const { root } = project('2030-03-01');
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ scripts: { build: "node -e \"require('fs').writeFileSync('built', 'yes')\"" } }),
    );
    const command = (now: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(projectRoot, 'scripts/publish-due.ts'),
          '--root',
          root,
          '--after',
          "node -e \"require('fs').writeFileSync('restarted', 'yes')\"",
        ],
        {
          cwd: projectRoot,
          env: { ...process.env, PUBLISH_DUE_NOW: now },
          encoding: 'utf8',
        },
      );
    const quiet = command('2030-03-09');
    expect([quiet.status, quiet.stdout, fs.existsSync(path.join(root, 'built'))]).toEqual([0, '', false]);
    const due = command('2030-03-10');
    expect(due.status, due.stderr).toBe(0);
    expect(due.stdout).toContain('content/articles/due-article.md  2030-03-10');
    expect(fs.existsSync(path.join(root, 'built'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'restarted'))).toBe(true);
    const wrong = command('10-03-2030');
    expect([wrong.status, wrong.stderr.trim()]).toEqual([
      1,
      'publish-due: "10-03-2030" is not a day written YYYY-MM-DD (from --now or PUBLISH_DUE_NOW).',
    ]);
  });
});

describe('the daily build in CI', () => {
  it('builds the live site from the content every day, failing on a content problem first', () => {
    const workflow = parse(fs.readFileSync(path.join(projectRoot, '.github/workflows/daily-build.yml'), 'utf8')) as {
      on: { schedule: { cron: string }[] };
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const [minute, hour, ...every] = workflow.on.schedule[0]!.cron.split(' ');
    expect([Number.isInteger(Number(minute)), Number.isInteger(Number(hour)), every]).toEqual([true, true, ['*', '*', '*']]);
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.run ? [step.run] : [])));
    expect(runs.indexOf('npm run content')).toBeGreaterThan(-1);
    expect(runs.indexOf('npm run build')).toBeGreaterThan(runs.indexOf('npm run content'));
    // Not a preview: the daily build is the live site.
    expect(runs.join('\n')).not.toContain('--preview');
  });
});
