/**
 * The images content refers to, checked while content compiles: each must be a picture sharp
 * can read. Each becomes an ImageAsset (src/lib/images.ts) naming the files the build makes,
 * keyed by a hash of the picture's bytes. Large originals are fine but noted: the site only
 * ever serves the resized copies.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { imageUses, planVariants, type ImageAsset } from '../../src/lib/images.ts';
import type { ContentNote, ContentProblem } from './problems.ts';
import type { ImageReference } from './content-types.ts';

/** Above these an original is heavier than any layout needs, and the build says so. */
export const ORIGINAL_BUDGET = { bytes: 2 * 1024 * 1024, side: 2400 } as const;

/** Below this on either side a picture is refused: it cannot be meant to be seen. */
export const MIN_SIDE = 32;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function inspectImages(
  contentDir: string,
  references: readonly ImageReference[],
  shownAs: (file: string) => string,
): Promise<{ assets: ImageAsset[]; problems: ContentProblem[]; notes: ContentNote[] }> {
  const assets: ImageAsset[] = [];
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  const seen = new Map<string, ImageAsset>();
  for (const reference of references) {
    const key = `${reference.use}:${reference.src}`;
    if (seen.has(key)) continue;
    const file = path.join(contentDir, reference.src.slice(1));
    if (!fs.existsSync(file)) continue; // reported by the reference check
    const bytes = fs.readFileSync(file);
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes).metadata();
      if (!metadata.width || !metadata.height) throw new Error('no size');
    } catch (error) {
      problems.push({
        file: reference.file,
        line: reference.line,
        message: `The image ${shownAs(file)} cannot be read as a picture (${(error as Error).message.split('\n')[0]}).`,
        fix: 'Export it again as a JPEG or PNG and replace the file.',
      });
      continue;
    }
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    const smallest = Math.min(...imageUses[reference.use].widths);
    // Stretched to the layout's width, a picture this small is one blur of colour: a failed
    // export or a tracking pixel, never a picture someone meant to show.
    if (Math.min(width, height) < MIN_SIDE) {
      problems.push({
        file: reference.file,
        line: reference.line,
        message: `The image ${shownAs(file)} is only ${width}x${height} px: the layout draws it at least ${smallest} px wide, so it would show as a blur of one colour.`,
        fix: `Export the picture again at its real size (at least ${smallest} px wide) and replace the file.`,
      });
      continue;
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const asset = planVariants(reference.src, reference.use, hash, width, height, metadata.hasAlpha ?? false);
    seen.set(key, asset);
    assets.push(asset);
    if (bytes.length > ORIGINAL_BUDGET.bytes || Math.max(width, height) > ORIGINAL_BUDGET.side) {
      notes.push({
        file: shownAs(file),
        message: `is ${megabytes(bytes.length)}, ${width}x${height} px: resized to at most ${asset.width} px wide for the site (a copy under ${megabytes(ORIGINAL_BUDGET.bytes)} keeps the repository small)`,
      });
    }
    if (width < smallest) notes.push({ file: shownAs(file), message: `is only ${width} px wide; the layout draws it at ${smallest} px, so it may look blurry` });
  }
  return { assets, problems, notes };
}
