import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articles } from '@content/articles';
import { site } from '@content/site';
import { afterAll, describe, expect, it } from 'vitest';
import { writeShareImages } from './share-images.ts';

const roi = articles.find((article) => article.id === 1);
if (!roi) throw new Error('content/articles has no article 1');
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
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [roi] })).toEqual({ generated: 2, cached: 0 });
    expect(pngSize(path.join(distDir, 'og/articles/roi-of-technology.png'))).toEqual([1200, 630]);
    expect(pngSize(path.join(distDir, 'og/default.png'))).toEqual([1200, 630]);
    const first = fs.readFileSync(path.join(distDir, 'og/articles/roi-of-technology.png'));

    fs.rmSync(distDir, { recursive: true });
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [roi] })).toEqual({ generated: 0, cached: 2 });
    expect(fs.readFileSync(path.join(distDir, 'og/articles/roi-of-technology.png')).equals(first)).toBe(true);
  });

  it('renders again what changed and forgets images no page uses', async () => {
    const renamed = { ...roi, title: 'A different headline' };
    expect(await writeShareImages({ distDir, cacheDir, site, articles: [renamed] })).toEqual({ generated: 1, cached: 1 });
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });
});
