// Uploaded images: the type is read from the bytes (never the name or the browser's claim), the
// picture is re-encoded to WebP at every width with sharp, which drops EXIF, GPS and colour
// profiles, and the files are named after a hash of their content so URLs never change.
import crypto from 'node:crypto';
import { IMAGE_WIDTHS } from '../../../domain/images';
import { limited } from '../../db/product-art';
import { AppError } from '../../errors';
import type { MediaStore } from './media-store';
import { onDemand } from '../../http/on-demand';

/** Formats a browser or phone produces that sharp decodes here. SVG is refused: it can carry
 * scripts, and a vendor's artwork is a raster photo anyway. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);
export const ACCEPTED_IMAGE_TYPES = 'JPEG, PNG, WebP or AVIF';
/** A decompression bomb (a tiny file of a huge picture) stops here, before any pixel is decoded. */
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
}

export const IMAGE_MESSAGES = {
  notAnImage: `This file is not an image we can use. Upload a ${ACCEPTED_IMAGE_TYPES} image.`,
  tooSmall: (min: number) => `The image is too small: use one at least ${min} × ${min} pixels.`,
  tooManyPixels: 'The image has too many pixels. Use one under 40 megapixels.',
} as const;

async function inspect(buffer: Buffer) {
  const sharp = await onDemand.sharp();
  try {
    return await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupported_media_type', IMAGE_MESSAGES.notAnImage);
  }
}

/**
 * Checks and stores one uploaded image as `${keyPrefix}/${hash}-${width}.webp` in the media
 * store for every width, and answers the key and the size of the largest rendition.
 */
export async function storeUploadedImage(
  buffer: Buffer,
  media: MediaStore,
  keyPrefix: string,
  minSide: number,
): Promise<StoredImage> {
  const meta = await inspect(buffer);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('unsupported_media_type', IMAGE_MESSAGES.notAnImage);
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new AppError('unprocessable', IMAGE_MESSAGES.tooManyPixels);
  }
  // EXIF orientation 5–8 means the picture is stored sideways.
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (Math.min(width, height) < minSide) {
    throw new AppError('unprocessable', IMAGE_MESSAGES.tooSmall(minSide));
  }
  const hash = crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 16);
  const storageKey = `${keyPrefix}/${hash}`;
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const sharp = await onDemand.sharp();
  await limited(async () => {
    for (const target of IMAGE_WIDTHS) {
      const key = `${storageKey}-${target}.webp`;
      if (await media.has(key)) continue;
      let webp: Buffer;
      try {
        webp = await sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: false })
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('unsupported_media_type', IMAGE_MESSAGES.notAnImage);
      }
      await media.put(key, webp, 'image/webp');
    }
  });
  return { storageKey, width: largest, height: Math.round((height * largest) / width) };
}

/** Removes every width of a stored image; missing files are fine (already gone). */
export async function removeStoredImage(media: MediaStore, storageKey: string) {
  for (const width of IMAGE_WIDTHS) await media.delete(`${storageKey}-${width}.webp`);
}
