import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledFixtures } from './content/test-support.ts';
import { writeShareImages } from './share-images.ts';

const { content, article } = await compiledFixtures();
const { site } = content;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'share-images-'));
const distDir = path.join(temp, 'dist');
const cacheDir = path.join(temp, 'cache');
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const pngSize = (file: string) => {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};

describe('writeShareImages', () => {
  it('renders a 1200x630 PNG per article and the site default, then copies unchanged ones from the cache', async () => {
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [article] })).toEqual({ generated: 2, cached: 0 });
    expect(pngSize(path.join(distDir, `og/articles/${article.slug}.png`))).toEqual([1200, 630]);
    expect(pngSize(path.join(distDir, 'og/default.png'))).toEqual([1200, 630]);
    const first = fs.readFileSync(path.join(distDir, `og/articles/${article.slug}.png`));

    fs.rmSync(distDir, { recursive: true });
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [article] })).toEqual({ generated: 0, cached: 2 });
    expect(fs.readFileSync(path.join(distDir, `og/articles/${article.slug}.png`)).equals(first)).toBe(true);
  });

  it('renders again what changed and forgets images no page uses', async () => {
    const renamed = { ...article, title: 'A different headline' };
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [renamed] })).toEqual({ generated: 1, cached: 1 });
    // The default image and the renamed article's PNG: nothing else (covers are cover-art.ts's).
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });
});
