// A product is published only with a picture (issue #25): a card or page without one looks
// broken, and on the vendor form a product could be published before its first image upload.
// The rule holds wherever a status can become "published" (the vendor's form and API, the CSV
// import, Angle Admin's product edit) and when the last picture of a published product goes.
// Likewise a product none of whose variants has stock is published only when the request says
// so (`publishOutOfStock`, issue #33): the storefront would show every shade "Out of Stock".
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages } from '../../db/schema';
import { AppError } from '../../errors';

export const PUBLISH_MESSAGES = {
  needsImage:
    'Add at least one image before publishing. Save it as a draft, add its images, then publish.',
  lastImage:
    'A published product needs at least one image: add another before deleting this one, or unpublish the product first.',
} as const;

/** "shade" for a product with shades, "size" for sizes, "variant" with two options. */
function variantNoun(options: readonly { name: string; kind: string }[]): string | null {
  const [only, second] = options;
  if (!only) return null;
  if (second) return 'variant';
  return only.kind === 'shade' ? 'shade' : only.name.trim().toLowerCase() || 'variant';
}

const REMEDY = {
  confirm: 'Add stock, or confirm that you want to publish it anyway.',
  // A file cannot confirm: the product is published from its page, which asks.
  csv: 'Add stock, or import it unpublished and publish it from its product page.',
} as const;

export function outOfStockMessage(
  options: readonly { name: string; kind: string }[],
  remedy: keyof typeof REMEDY = 'confirm',
): string {
  const noun = variantNoun(options);
  const subject = noun ? `Every ${noun} of this product has` : 'This product has';
  return `${subject} 0 in stock, so shoppers would only see “Out of Stock”. ${REMEDY[remedy]}`;
}

/** Whether moving from `from` to `to` publishes a product whose every variant has 0 in stock. */
export function publishesOutOfStock(
  from: string | null,
  to: string,
  stocks: readonly number[],
): boolean {
  return to === 'published' && from !== 'published' && stocks.every((n) => n === 0);
}

/** Refuses (409) publishing a product with nothing in stock, unless the request allows it. */
export function assertInStockToPublish(input: {
  from: string | null;
  to: string;
  stocks: readonly number[];
  options: readonly { name: string; kind: string }[];
  allowed: boolean | undefined;
}): void {
  if (input.allowed === true || !publishesOutOfStock(input.from, input.to, input.stocks)) return;
  const message = outOfStockMessage(input.options);
  throw new AppError('conflict', message, [
    { path: 'publishOutOfStock', message, location: 'body' },
  ]);
}

export async function imageCountOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

/** Whether moving from `from` to `to` publishes a product that has no image. */
export function publishesWithoutImage(from: string | null, to: string, images: number): boolean {
  return to === 'published' && from !== 'published' && images === 0;
}

export function publishNeedsImage(): AppError {
  return new AppError('unprocessable', PUBLISH_MESSAGES.needsImage, [
    { path: 'status', message: PUBLISH_MESSAGES.needsImage, location: 'body' },
  ]);
}

/** Refuses a change of `productId` (null for a new product) to `to` while it has no image. */
export async function assertPublishable(
  tx: DbOrTx,
  productId: string | null,
  from: string | null,
  to: string,
): Promise<void> {
  if (to !== 'published' || from === 'published') return;
  const images = productId === null ? 0 : await imageCountOf(tx, productId);
  if (publishesWithoutImage(from, to, images)) throw publishNeedsImage();
}
