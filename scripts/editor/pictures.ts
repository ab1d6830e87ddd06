/**
 * Pictures the editor accepts, and how it serves them back. An upload is a picture by its
 * bytes (PNG, JPEG, WebP, AVIF or GIF, as sharp reads its header), its name's extension says
 * the same format, and it is within the content check's limits (scripts/content/images.ts):
 * anything else (HTML named .jpg, an SVG with a script, a file too small to show) is refused
 * before it reaches the disk. Served back, a picture gets the type its extension names,
 * nosniff, and a sandbox policy, so even a file that slipped in some other way is never run as
 * a page on the editor's origin.
 */
import path from 'node:path';
import sharp from 'sharp';
import { MIN_SIDE } from '../content/images.ts';

/** The formats the site makes pictures from, with the extensions each may have. */
const FORMATS = {
  png: { label: 'PNG', extensions: ['.png'], type: 'image/png' },
  jpeg: { label: 'JPEG', extensions: ['.jpg', '.jpeg'], type: 'image/jpeg' },
  webp: { label: 'WebP', extensions: ['.webp'], type: 'image/webp' },
  avif: { label: 'AVIF', extensions: ['.avif'], type: 'image/avif' },
  gif: { label: 'GIF', extensions: ['.gif'], type: 'image/gif' },
} as const;
type Format = keyof typeof FORMATS;

/** The largest side accepted: more is a photo straight off a camera's sensor, or a decompression bomb. */
export const MAX_PICTURE_SIDE = 12_000;
/** The largest upload (bytes): the editor's request limit leaves room for base64. */
export const MAX_PICTURE_BYTES = 12 * 1024 * 1024;

const labels = Object.values(FORMATS).map((format) => format.label);
const ACCEPTED = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** The format of a picture's bytes as sharp reads them (AVIF is a HEIF file compressed with AV1). */
async function formatOf(bytes: Buffer): Promise<{ format: Format; width: number; height: number } | undefined> {
  try {
    const metadata = await sharp(bytes).metadata();
    const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : undefined) : metadata.format;
    if (!format || !(format in FORMATS) || !metadata.width || !metadata.height) return undefined;
    return { format: format as Format, width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/** Why the picture `name` with these bytes is refused, in plain words, or undefined when it is accepted. */
export async function pictureProblem(name: string, bytes: Buffer): Promise<string | undefined> {
  const shown = path.posix.basename(name);
  if (bytes.length > MAX_PICTURE_BYTES) {
    return `${shown} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; upload a copy under ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`;
  }
  const found = await formatOf(bytes);
  if (!found) return `${shown} is not a picture the site can show: upload a ${ACCEPTED} file.`;
  const { label, extensions } = FORMATS[found.format];
  const extension = path.posix.extname(name).toLowerCase();
  if (!(extensions as readonly string[]).includes(extension)) {
    return `${shown} is a ${label} picture, but its name ends in "${extension || 'nothing'}": rename it to end in ${extensions[0]}.`;
  }
  if (Math.min(found.width, found.height) < MIN_SIDE) {
    return `${shown} is only ${found.width}x${found.height} px: upload a picture at least ${MIN_SIDE} px on each side.`;
  }
  if (Math.max(found.width, found.height) > MAX_PICTURE_SIDE) {
    return `${shown} is ${found.width}x${found.height} px: upload a copy at most ${MAX_PICTURE_SIDE} px on its longer side.`;
  }
  return undefined;
}

/** The Content-Type a picture is served with, by its extension; undefined: not a picture, not served. */
export function pictureType(file: string): string | undefined {
  const extension = path.extname(file).toLowerCase();
  return Object.values(FORMATS).find((format) => (format.extensions as readonly string[]).includes(extension))?.type;
}

/** The headers every picture the editor serves carries: never sniffed as anything else, never run as a page. */
export const PICTURE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': 'sandbox',
  'cross-origin-resource-policy': 'same-origin',
} as const;
