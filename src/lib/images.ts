/**
 * How content images are served: for each use, the widths the layouts draw them at and the
 * formats made. The content step (scripts/content/images.ts) turns each referenced image into
 * an ImageAsset with these sizes; the build (scripts/images.ts) writes exactly those files;
 * <ContentImage> draws the asset as a responsive <picture>.
 */

import { COVERS_FOLDER, IMAGES_FOLDER } from '../site-files.ts';

/** Where an image is shown, which decides its sizes and crop. */
export type ImageUse = 'portrait' | 'article';

export const imageUses: Record<ImageUse, { widths: readonly number[]; square: boolean; sizes: string }> = {
  // Team cards draw portraits at 88 or 112 CSS px (the card passes its own size as sizes):
  // 1x and 2x of the larger, and 3x phones.
  portrait: { widths: [112, 224, 336], square: true, sizes: '112px' },
  // The article column is the reading measure, 34em (612 px at the 18 px text from 640 px up),
  // inside the page's padding of 1.5rem a side (1rem on phones): see the measure utility in main.css.
  article: {
    widths: [480, 800, 1200],
    square: false,
    sizes: '(min-width: 660px) 612px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
};

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageVariant {
  /** Site path of the file, e.g. "/images/jane-doe-3f9a1c2b7d-224.webp". */
  path: string;
  width: number;
  height: number;
  format: ImageFormat;
}

export interface ImageAsset {
  /** The content path the marketer wrote, e.g. "/images/team/jane-doe.jpg". */
  src: string;
  use: ImageUse;
  /** Size of the largest variant: the width and height attributes (its aspect ratio). */
  width: number;
  height: number;
  /** Every file made, smallest first in each format; the last format is the fallback. */
  variants: ImageVariant[];
}

/**
 * The files to make of an image `width` x `height` px (after EXIF rotation) whose content is
 * hashed as `hash`. Never wider than the original: a small image is not blown up.
 */
export function planVariants(src: string, use: ImageUse, hash: string, width: number, height: number, hasAlpha: boolean): ImageAsset {
  const { widths, square } = imageUses[use];
  const side = Math.min(width, height);
  const fullWidth = square ? side : width;
  const sized = [...new Set(widths.map((wanted) => Math.min(wanted, fullWidth)))];
  const heightAt = (w: number) => (square ? w : Math.max(1, Math.round((height * w) / width)));
  const base = (src.split('/').pop() ?? 'image')
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const formats: ImageFormat[] = ['avif', 'webp', hasAlpha ? 'png' : 'jpeg'];
  const variants = formats.flatMap((format) =>
    sized.map((w) => ({
      path: `${IMAGES_FOLDER}${base}-${hash}-${w}.${format === 'jpeg' ? 'jpg' : format}`,
      width: w,
      height: heightAt(w),
      format,
    })),
  );
  const largest = sized.at(-1) ?? fullWidth;
  return { src, use, width: largest, height: heightAt(largest), variants };
}

export const imageMimeTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** Blog covers: a drawing per category (scripts/cover-art.ts), a vector, so one file fits every width. */
export const COVER_ART = { width: 1200, height: 630 } as const;

/** Where the build writes a category's cover. */
export const coverArtPath = (categoryId: string) => `${COVERS_FOLDER}${encodeURIComponent(categoryId)}.svg`;
