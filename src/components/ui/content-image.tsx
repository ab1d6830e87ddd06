/**
 * A content image (src/lib/images.ts) as a responsive <picture>: AVIF, then WebP, then the
 * JPEG or PNG fallback, each at the widths the build made, with width and height set so the
 * page does not shift as it loads. Below the fold by default, so lazy.
 */
import { imageMimeTypes, imageUses, type ImageAsset, type ImageFormat } from '../../lib/images';

const srcSet = (asset: ImageAsset, format: ImageFormat) =>
  asset.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.path} ${variant.width}w`)
    .join(', ');

export function ContentImage({
  asset,
  alt,
  className,
  eager = false,
  sizes: drawnSizes,
}: {
  asset: ImageAsset;
  /** What the picture shows; empty only when the text beside it says it all. */
  alt: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** How wide it is drawn, when one use is drawn at several fixed sizes (a portrait's 88 or 112 px). */
  sizes?: string;
}) {
  const formats = [...new Set(asset.variants.map((variant) => variant.format))];
  const fallbackFormat = formats.at(-1) ?? 'jpeg';
  const fallback = asset.variants.filter((variant) => variant.format === fallbackFormat).at(-1);
  const sizes = drawnSizes ?? imageUses[asset.use].sizes;
  return (
    <picture>
      {formats.slice(0, -1).map((format) => (
        <source key={format} type={imageMimeTypes[format]} srcSet={srcSet(asset, format)} sizes={sizes} />
      ))}
      <img
        src={fallback?.path}
        srcSet={srcSet(asset, fallbackFormat)}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
