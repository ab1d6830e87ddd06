import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent, projectRoot } from './compile';

const broken = path.join(projectRoot, 'tests/fixtures/broken-content');

describe('compileContent', () => {
  it('throws listing every problem and writes no output at all', () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compile-')), 'generated');
    expect(() => compileContent({ contentDir: broken, outDir })).toThrow(/Content has \d+ problems:\n.*broken-content\/site\.yaml: email/s);
    expect(fs.existsSync(outDir)).toBe(false);
  });

  it('keeps the previous index whole when a later compile fails', () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compile-')), 'generated');
    compileContent({ outDir });
    const before = fs.readFileSync(path.join(outDir, 'stories.ts'), 'utf8');
    expect(() => compileContent({ contentDir: broken, outDir })).toThrow();
    expect(fs.readFileSync(path.join(outDir, 'stories.ts'), 'utf8')).toBe(before);
    expect(before).toContain('"slug": "helmet-manufacturer-ai-transformation"');
  });

  it('as a command, exits non-zero and prints the problems', () => {
    const run = () =>
      execFileSync('npx', ['tsx', 'scripts/content/compile.ts', '--content', broken, '--out', path.join(os.tmpdir(), 'never-written')], {
        cwd: projectRoot,
        stdio: 'pipe',
        encoding: 'utf8',
      });
    let failure: { status?: number; stderr?: string } = {};
    try {
      run();
    } catch (error) {
      failure = error as { status?: number; stderr?: string };
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('broken-content/stories/broken-story.md: featured: found "yes please" (string), expected boolean');
    expect(fs.existsSync(path.join(os.tmpdir(), 'never-written'))).toBe(false);
  });
});
