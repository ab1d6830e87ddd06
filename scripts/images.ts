/**
 * Build step: the served copies of every content image (src/lib/images.ts plans them), in
 * AVIF, WebP and JPEG or PNG at the widths the layouts use. Made files are kept in
 * .cache/images under their hashed names, so a build converts only new or changed pictures
 * (AVIF encoding is the slow part) and copies the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageAsset, ImageVariant } from '../src/lib/images.ts';

export function encode(image: Sharp, variant: ImageVariant): Sharp {
  switch (variant.format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 4 });
    case 'webp':
      return image.webp({ quality: 78 });
    case 'png':
      return image.png({ compressionLevel: 9, palette: true });
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
  }
}

export async function writeImages(options: {
  contentDir: string;
  distDir: string;
  cacheDir: string;
  images: readonly ImageAsset[];
}): Promise<{ generated: number; cached: number }> {
  fs.mkdirSync(options.cacheDir, { recursive: true });
  let generated = 0;
  let cached = 0;
  for (const asset of options.images) {
    const original = fs.readFileSync(path.join(options.contentDir, asset.src.slice(1)));
    for (const variant of asset.variants) {
      const name = path.basename(variant.path);
      const cacheFile = path.join(options.cacheDir, name);
      if (fs.existsSync(cacheFile)) {
        cached += 1;
      } else {
        // rotate() applies the EXIF orientation; a square use crops to the centre.
        const resized = sharp(original).rotate().resize(variant.width, variant.height, { fit: 'cover', position: 'attention' });
        fs.writeFileSync(`${cacheFile}.tmp`, await encode(resized, variant).toBuffer());
        fs.renameSync(`${cacheFile}.tmp`, cacheFile);
        generated += 1;
      }
      const target = path.join(options.distDir, variant.path.slice(1));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(cacheFile, target);
    }
  }
  return { generated, cached };
}
