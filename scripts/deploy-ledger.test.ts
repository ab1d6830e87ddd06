/**
 * Deploys of builds made in fresh clones (no dist/ and no build cache before them, as in CI's
 * daily build): the served folder keeps the hashed files of the last deploys for pages open in
 * a tab, and only those. Synthetic builds; tests/e2e/deploy-open-tabs.test.ts does it with two
 * real builds, nginx and a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from './build-cache.ts';
import { deploy } from './deploy.ts';
import { DEPLOY_LEDGER, KEEP_ASSETS_FOR_DEPLOYS } from './deploy-ledger.ts';

let root: string;
let served: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ledger-'));
  served = path.join(root, 'served');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

let clones = 0;
/** A build as a fresh clone makes it: only its own files, nothing kept from earlier builds. */
function freshBuild(files: Record<string, string>): string {
  const dist = path.join(root, `clone-${++clones}`, 'dist');
  for (const [file, text] of Object.entries({ 'robots.txt': 'Sitemap: https://www.translytix.example/sitemap.xml\n', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}
const servedFiles = () => filesUnder(served).sort();

describe('deploys from fresh clones', () => {
  it('keep the last deploy’s hashed files (and their compressed copies) when the new build renamed them, and remove its old pages', () => {
    deploy(
      freshBuild({
        'index.html': 'one',
        'about/index.html': 'about',
        'assets/entry-aaa.js': '1',
        'assets/entry-aaa.js.br': '1',
        'assets/search-111.json': 's',
      }),
      served,
    );
    const second = deploy(freshBuild({ 'index.html': 'two', 'assets/entry-bbb.js': '2', 'assets/search-222.json': 't' }), served);
    expect(second).toMatchObject({ removed: 1, kept: 3 });
    expect(servedFiles()).toEqual(
      [
        DEPLOY_LEDGER,
        'assets/entry-aaa.js',
        'assets/entry-aaa.js.br',
        'assets/entry-bbb.js',
        'assets/search-111.json',
        'assets/search-222.json',
        'index.html',
        'robots.txt',
      ].sort(),
    );
    expect(fs.readFileSync(path.join(served, 'index.html'), 'utf8')).toBe('two');
  });

  it(`remove a hashed file once ${KEEP_ASSETS_FOR_DEPLOYS} deploys have gone by without it, whatever ran in between`, () => {
    deploy(freshBuild({ 'index.html': 'one', 'assets/old-aaa.js': 'old', 'assets/old-aaa.js.gz': 'old' }), served);
    const present: boolean[] = [];
    for (let deploys = 1; deploys <= KEEP_ASSETS_FOR_DEPLOYS; deploys++) {
      deploy(freshBuild({ 'index.html': `deploy ${deploys}`, [`assets/new-${deploys}.js`]: 'new' }), served);
      present.push(fs.existsSync(path.join(served, 'assets/old-aaa.js')) && fs.existsSync(path.join(served, 'assets/old-aaa.js.gz')));
    }
    expect(present).toEqual([...Array.from({ length: KEEP_ASSETS_FOR_DEPLOYS - 1 }, () => true), false]);
    // The files of the deploys since are all there.
    for (let deploys = 1; deploys <= KEEP_ASSETS_FOR_DEPLOYS; deploys++)
      expect(fs.existsSync(path.join(served, `assets/new-${deploys}.js`))).toBe(true);
  });

  it('count a file shipped again as new, and treat a folder deployed before the ledger existed as the last deploy', () => {
    fs.mkdirSync(path.join(served, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(served, 'assets/before-ledger.js'), 'old');
    fs.writeFileSync(path.join(served, 'stale.html'), 'old page');
    deploy(freshBuild({ 'index.html': 'one', 'assets/back.js': 'b' }), served);
    expect(fs.existsSync(path.join(served, 'assets/before-ledger.js'))).toBe(true);
    expect(fs.existsSync(path.join(served, 'stale.html'))).toBe(false);
    for (let deploys = 0; deploys < KEEP_ASSETS_FOR_DEPLOYS - 1; deploys++) deploy(freshBuild({ 'index.html': 'x' }), served);
    expect(fs.existsSync(path.join(served, 'assets/back.js'))).toBe(true);
    // Shipped again just before its time was up: its count starts over.
    deploy(freshBuild({ 'index.html': 'x', 'assets/back.js': 'b' }), served);
    deploy(freshBuild({ 'index.html': 'x' }), served);
    expect(fs.existsSync(path.join(served, 'assets/back.js'))).toBe(true);
    expect(fs.existsSync(path.join(served, 'assets/before-ledger.js'))).toBe(false);
  });
});
