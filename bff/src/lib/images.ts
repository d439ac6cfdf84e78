import type { ImageSet } from '../view-models';

/** The three upstream sizes, made by prefixing the file name. */
const SIZES = [
  { prefix: 'small_', width: 400 },
  { prefix: 'medium_', width: 800 },
  { prefix: '', width: 1200 },
] as const;

/** Intrinsic size of the largest (1200 px) image, so the browser reserves the right box before it loads (4:3 products, 8:3 slides, as the upstream draws them). */
export interface ImageShape {
  width: number;
  height: number;
}

export const PRODUCT_IMAGE: ImageShape = { width: 1200, height: 900 };
export const SLIDE_IMAGE: ImageShape = { width: 1200, height: 450 };

/** A browser URL for a media-relative path: `products/a b.svg` -> `/media/products/a%20b.svg`. */
export function mediaUrl(mediaPath: string): string {
  const clean = mediaPath.replace(/^\/+/, '').replace(/^media\//, '');
  return `/media/${clean.split('/').map(encodeURIComponent).join('/')}`;
}

function sized(mediaPath: string, prefix: string): string {
  const slash = mediaPath.lastIndexOf('/');
  return mediaUrl(`${mediaPath.slice(0, slash + 1)}${prefix}${mediaPath.slice(slash + 1)}`);
}

/** `products/cards.svg` -> src medium_, srcSet of the three sizes under /media/. */
export function imageSet(mediaPath: string, alt: string, shape: ImageShape = PRODUCT_IMAGE): ImageSet {
  return {
    src: sized(mediaPath, 'medium_'),
    srcSet: SIZES.map(({ prefix, width }) => `${sized(mediaPath, prefix)} ${width}w`).join(', '),
    alt,
    width: shape.width,
    height: shape.height,
  };
}
