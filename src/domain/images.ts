// Product images are stored once per width as WebP; the URL of each width follows from its key.
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Public URL of one stored width. `storageKey` is relative to the uploads folder and already
 * carries a content hash, so every URL is immutable and cached for a year. */
export function imageUrl(storageKey: string, width: ImageWidth = 640): string {
  return `/media/${storageKey}-${width}.webp`;
}

export function imageSrcSet(storageKey: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(storageKey, w)} ${w}w`).join(', ');
}
