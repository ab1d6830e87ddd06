/**
 * Runs the run steps of .github/workflows/content-preview.yml locally, as GitHub would on a
 * content pull request: in a clone of this checkout with a fixture story added in a commit,
 * the content check passes, the preview build runs, the changed page is found, and its
 * screenshots are written. Steps that set the machine up (checkout, setup-node, npm ci,
 * apt-get, artifact upload, the comment) are GitHub's and are not run; node_modules is linked.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/content/compile';
import { newStoryFor, setField } from '../../scripts/content/test-support';
import { buildRecord } from '../../scripts/lib/build-mode.mjs';

interface Step {
  name?: string;
  id?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  uses?: string;
}
const workflow = parse(fs.readFileSync(path.join(projectRoot, '.github/workflows/content-preview.yml'), 'utf8')) as {
  on: { pull_request: { paths: string[] } };
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
};
/** Steps that prepare GitHub's machine, not the project: the clone already has all of it. */
const machineSetup = /^(npm ci|sudo apt-get)/;
/** Each step's bound: a preview build and a few screenshots, on a shared machine. */
const STEP_TIMEOUT_MS = 8 * 60_000;

describe('the content pull request workflow, run locally', () => {
  it('runs on pull requests that change content/', () => {
    expect(workflow.on.pull_request.paths).toContain('content/**');
  });

  it(
    'checks, builds a preview and shoots the pages of a fixture draft story added in a commit, from the preview build',
    { timeout: 20 * 60_000 },
    () => {
      const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'content-preview-'));
      try {
        execFileSync('git', ['clone', '--quiet', '--shared', projectRoot, clone]);
        // The project's own node_modules and the working tree's uncommitted state are not the test's: HEAD is.
        fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(clone, 'node_modules'));
        const base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
        const slug = 'workflow-check-story';
        // A draft, as the editor saves one: only a preview build has its page.
        const story = setField(
          setField(newStoryFor(path.join(clone, 'content')), 'pdfFileName', '"Workflow Check Story.pdf"'),
          'draft',
          'true',
        );
        fs.writeFileSync(path.join(clone, `content/stories/${slug}.md`), story);
        execFileSync('git', ['add', 'content'], { cwd: clone });
        execFileSync(
          'git',
          [
            '-c',
            'user.name=Test',
            '-c',
            'user.email=test@example.com',
            'commit',
            '--quiet',
            '-m',
            'A story from the editor',
            '--no-verify',
          ],
          { cwd: clone },
        );

        const outputFile = path.join(clone, '.github-output');
        fs.writeFileSync(outputFile, '');
        const outputs = (): Record<string, string> =>
          Object.fromEntries(
            fs
              .readFileSync(outputFile, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
          );
        /** GitHub's expressions the steps use, resolved as GitHub would for this pull request. */
        const resolve = (value: string) =>
          value
            .replace('origin/${{ github.base_ref }}', base)
            .replace(/\$\{\{ steps\.pages\.outputs\.routes \}\}/g, () => outputs().routes ?? '');
        const [job] = Object.values(workflow.jobs);
        const ran: string[] = [];
        for (const step of job!.steps) {
          if (!step.run || machineSetup.test(step.run)) continue;
          if (step.if === "steps.pages.outputs.routes != ''" && !outputs().routes) continue;
          const env = {
            ...process.env,
            GITHUB_OUTPUT: outputFile,
            ...Object.fromEntries(Object.entries({ ...job!.env, ...step.env }).map(([key, value]) => [key, resolve(value)])),
          };
          const result = spawnSync('bash', ['-eo', 'pipefail', '-c', step.run], {
            cwd: clone,
            env,
            encoding: 'utf8',
            timeout: STEP_TIMEOUT_MS,
          });
          expect(result.status, `${step.name ?? step.run} failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
          ran.push(step.name ?? step.run);
        }
        expect(ran).toEqual(expect.arrayContaining(['Content check', 'Preview build', 'Pages the change shows on', 'Screenshots']));
        // The new story's page is the one shown, and the screenshots of it exist at both widths.
        expect(outputs().routes).toBe(`/${slug}`);
        const shots = fs.readdirSync(path.join(clone, 'shots'));
        expect(shots.filter((name) => name.includes(slug) && name.endsWith('.png'))).toHaveLength(2);
        // What was shot is the preview build: nothing rebuilt the live site over it (npm start would).
        expect(buildRecord(clone)?.mode).toBe('preview');
      } finally {
        fs.rmSync(clone, { recursive: true, force: true });
      }
    },
  );
});
