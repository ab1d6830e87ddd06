/**
 * The count behind keeping the last deploys' hashed files (old-assets.ts), on real folders:
 * a file stays for KEEP_OLD_ASSETS_FOR_BUILDS builds after the last one that made it, with its
 * compressed copies, and goes on the build after. scripts/deploy-assets.test.ts checks the same
 * through real builds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryInto, KEEP_OLD_ASSETS_FOR_BUILDS, oldAssets } from './old-assets.ts';

let root: string;
let dist: string;
let cache: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'old-assets-'));
  dist = path.join(root, 'dist');
  cache = path.join(root, '.cache');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const put = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), file);
};

/** One published build that makes `files`: its ledger saved, expired files deleted as build.ts does. */
function build(files: string[]) {
  const result = oldAssets(dist, cache, files);
  for (const file of result.expired) for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(dist, file + suffix), { force: true });
  for (const file of files) put(file);
  result.save();
  return result;
}

describe('files of earlier builds in dist/assets/', () => {
  it(`stay for ${KEEP_OLD_ASSETS_FOR_BUILDS} builds after the last build that made them, then go with their compressed copies`, () => {
    build(['assets/page-old.js', 'assets/page-old.js.br', 'assets/page-old.js.gz', 'index.html']);
    for (let later = 1; later <= KEEP_OLD_ASSETS_FOR_BUILDS; later++) {
      const result = build(['assets/page-new.js', 'index.html']);
      expect(result.kept, `build ${later} after`).toEqual(['assets/page-old.js']);
      expect(result.expired).toEqual([]);
    }
    const result = build(['assets/page-new.js', 'index.html']);
    expect(result.kept).toEqual([]);
    expect(result.expired).toEqual(['assets/page-old.js']);
    expect(fs.readdirSync(path.join(dist, 'assets'))).toEqual(['page-new.js']);
  });

  it('counts again from the start when a build makes a kept file again', () => {
    build(['assets/a.js']);
    for (let later = 1; later < KEEP_OLD_ASSETS_FOR_BUILDS; later++) build(['assets/b.js']);
    build(['assets/a.js', 'assets/b.js']);
    for (let later = 1; later <= KEEP_OLD_ASSETS_FOR_BUILDS; later++) expect(build(['assets/b.js']).kept).toEqual(['assets/a.js']);
    expect(build(['assets/b.js']).expired).toEqual(['assets/a.js']);
  });

  it('leaves files outside assets/ to the build: a deleted page is not kept', () => {
    build(['old-page/index.html', 'assets/a.js']);
    expect(build(['assets/a.js'])).toMatchObject({ kept: [], expired: [] });
  });

  it('without a ledger (a fresh .cache/), an old file starts its count with this build', () => {
    put('assets/left-over.js');
    expect(build(['assets/a.js']).kept).toEqual(['assets/left-over.js']);
    fs.rmSync(cache, { recursive: true });
    for (let later = 1; later <= KEEP_OLD_ASSETS_FOR_BUILDS; later++) expect(build(['assets/a.js']).kept).toEqual(['assets/left-over.js']);
    expect(build(['assets/a.js']).expired).toEqual(['assets/left-over.js']);
  });

  it('a cold build carries the kept files and their compressed copies into its new folder', () => {
    for (const file of ['assets/old.js', 'assets/old.js.br', 'assets/old.js.gz']) put(file);
    const staging = path.join(root, 'staging');
    fs.mkdirSync(path.join(staging, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'assets/new.js'), 'new');
    carryInto(dist, staging, oldAssets(dist, cache, ['assets/new.js']).kept);
    expect(fs.readdirSync(path.join(staging, 'assets')).sort()).toEqual(['new.js', 'old.js', 'old.js.br', 'old.js.gz']);
    expect(fs.readFileSync(path.join(staging, 'assets/old.js.br'), 'utf8')).toBe('assets/old.js.br');
  });
});
