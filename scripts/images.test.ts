import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planVariants } from '../src/lib/images';
import { writeImages } from './images';

describe('content images at build time', () => {
  it('makes every planned file at its size and format, then copies them from the cache', { timeout: 60_000 }, async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    const contentDir = path.join(root, 'content');
    fs.mkdirSync(path.join(contentDir, 'images/team'), { recursive: true });
    // A portrait taken sideways: 900 wide, 1200 tall, not square.
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#1d5fc9' } })
      .jpeg()
      .toFile(path.join(contentDir, 'images/team/jane.jpg'));
    const asset = planVariants('/images/team/jane.jpg', 'portrait', 'abc1234567', 900, 1200, false);
    expect(asset).toMatchObject({ width: 336, height: 336 });
    expect(asset.variants.map((variant) => variant.path)).toContain('/images/jane-abc1234567-224.avif');

    const distDir = path.join(root, 'dist');
    const cacheDir = path.join(root, 'cache');
    expect(await writeImages({ contentDir, distDir, cacheDir, images: [asset] })).toEqual({ generated: 9, cached: 0 });
    for (const variant of asset.variants) {
      const metadata = await sharp(path.join(distDir, variant.path)).metadata();
      expect({ width: metadata.width, height: metadata.height, format: metadata.format }, variant.path).toEqual({
        width: variant.width,
        height: variant.height,
        format: variant.format === 'avif' ? 'heif' : variant.format,
      });
    }
    fs.rmSync(distDir, { recursive: true });
    expect(await writeImages({ contentDir, distDir, cacheDir, images: [asset] })).toEqual({ generated: 0, cached: 9 });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never enlarges a small original and keeps a wide picture wide', () => {
    const small = planVariants('/images/a/chart.png', 'article', 'h', 600, 300, true);
    expect([...new Set(small.variants.map((variant) => variant.width))]).toEqual([480, 600]);
    expect(small).toMatchObject({ width: 600, height: 300 });
    expect(small.variants.at(-1)).toMatchObject({ format: 'png', path: '/images/chart-h-600.png' });
  });
});
