import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, type Manifest } from './bench/page-weight.ts';
import { heaviestPerScreen } from './bench/browser-load.ts';
import { checkBudget, idleReport } from './check-budget.ts';

/**
 * A built site in miniature: two prerendered pages whose screens differ in size, the entry and
 * hydrate chunks, and a chunk both screens import. Chunks hold random hex (it barely compresses),
 * so their gzip sizes are far apart and known from the files themselves.
 */
let distDir: string;
const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true },
  'src/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/pages/home.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/pages/about.tsx': { file: 'assets/about.js', imports: ['_shared.js'] },
  // A screen with content chunks it loads only after client navigation (policy bodies).
  'src/pages/policy.tsx': { file: 'assets/policy.js', dynamicImports: ['content/legal/cookies.mdx', 'content/legal/privacy.mdx'] },
  'content/legal/cookies.mdx': { file: 'assets/cookies.js' },
  'content/legal/privacy.mdx': { file: 'assets/privacy.js' },
};
const page = (name: string, contentSlug?: string) =>
  `<!doctype html><html><body><div id="root"></div><script type="application/json" id="route-data">${JSON.stringify({ route: { path: '/x', page: name, contentSlug }, data: null })}</script></body></html>`;
const gz = (file: string) => gzipSize(path.join(distDir, 'assets', file));

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.mkdirSync(path.join(distDir, 'about'));
  const chunk = (file: string, bytes: number) =>
    fs.writeFileSync(path.join(distDir, 'assets', file), `export const x="${crypto.randomBytes(bytes).toString('hex')}";`);
  chunk('entry.js', 500);
  chunk('hydrate.js', 1000);
  chunk('shared.js', 1000);
  chunk('home.js', 4000);
  chunk('about.js', 2000);
  chunk('policy.js', 100);
  chunk('cookies.js', 300);
  chunk('privacy.js', 3000);
  fs.writeFileSync(path.join(distDir, 'index.html'), page('home'));
  fs.writeFileSync(path.join(distDir, 'about/index.html'), page('about'));
  fs.mkdirSync(path.join(distDir, 'cookies'));
  fs.writeFileSync(path.join(distDir, 'cookies/index.html'), page('policy', 'cookies'));
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('checkBudget', () => {
  it('counts each chunk a first visit downloads once: entry, hydrate, the screen and their imports', () => {
    const home = gz('entry.js') + gz('hydrate.js') + gz('shared.js') + gz('home.js');
    expect(checkBudget(distDir, manifest, home).ok).toBe(true);
    expect(checkBudget(distDir, manifest, home - 1).ok).toBe(false);
  });

  it('names each route over the budget, its size and the budget, and only those', () => {
    const about = gz('entry.js') + gz('hydrate.js') + gz('shared.js') + gz('about.js');
    const { ok, report } = checkBudget(distDir, manifest, about);
    expect(ok).toBe(false);
    expect(report).toMatch(
      new RegExp(`^  /: [\\d.]+ KB \\(\\d+ bytes\\) of first-load JavaScript, over the budget of [\\d.]+ KB \\(${about} bytes\\)`, 'm'),
    );
    expect(report).not.toMatch(/^ {2}\/about:/m);
    expect(report).toContain('on 1 of 3 routes');
  });

  it("leaves out the content chunks a screen loads only after client navigation (a policy's body)", () => {
    const cookies = gz('entry.js') + gz('hydrate.js') + gz('shared.js') + gz('policy.js');
    expect(checkBudget(distDir, manifest, cookies).report).not.toMatch(/^ {2}\/cookies:/m);
    expect(checkBudget(distDir, manifest, cookies - 1).report).toMatch(/^ {2}\/cookies:/m);
  });

  it('fails when there is no built page to check', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-empty-'));
    try {
      expect(checkBudget(empty, manifest).ok).toBe(false);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the count in the browser', () => {
  const row = (route: string, screen: string, jsGzip: number) => ({ route, screen, jsGzip, cssGzip: 0, htmlGzip: 0 });

  it('measures the heaviest served page of each screen, and no 404 file', () => {
    const rows = [
      row('/a', 'story', 10),
      row('/b', 'story', 30),
      row('/c', 'story', 20),
      row('/blog', 'blog', 5),
      row('/404.html (404)', 'not-found', 99),
    ];
    expect(heaviestPerScreen(rows).map((picked) => picked.route)).toEqual(['/b', '/blog']);
  });

  it('fails only when a page is over the limit, and names it with its excess', () => {
    const loads = [
      { route: '/light', jsGzip: 1000, scripts: ['a.js'] },
      { route: '/heavy', jsGzip: 1001, scripts: ['a.js', 'b.js'] },
    ];
    expect(idleReport(loads, 1001).ok).toBe(true);
    const { ok, report } = idleReport(loads, 1000);
    expect(ok).toBe(false);
    expect(report).toContain('over 1.0 KB on 1 of 2 screens');
    expect(report).toMatch(/^ {2}\/heavy +1\.0 KB \(1001 bytes, 2 scripts\) over by 1 bytes$/m);
    expect(report).not.toMatch(/^ {2}\/light.*over by/m);
  });
});
