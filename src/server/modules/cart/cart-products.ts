// The product facts a cart or a checkout needs: today's price, stock, vendor and first image.
// Quote and checkout both read them here, so what a shopper is shown is what an order charges.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages, products, vendors } from '../../db/schema';

export interface CartProduct {
  id: string;
  name: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
  vendorId: string;
  vendorName: string;
  vendorSlug: string;
  /** Published by an active vendor: the only products anyone may buy. */
  sellable: boolean;
  image: { key: string; alt: string; width: number; height: number } | null;
}

export async function loadCartProducts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
      stockQuantity: products.stockQuantity,
      status: products.status,
      vendorId: products.vendorId,
      vendorName: vendors.companyName,
      vendorSlug: vendors.slug,
      vendorStatus: vendors.status,
      imageKey: productImages.storageKey,
      imageAlt: productImages.alt,
      imageWidth: productImages.width,
      imageHeight: productImages.height,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.position, 1)),
    )
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        pricePaise: r.pricePaise,
        originalPricePaise: r.originalPricePaise,
        stockQuantity: r.stockQuantity,
        vendorId: r.vendorId,
        vendorName: r.vendorName,
        vendorSlug: r.vendorSlug,
        sellable: r.status === 'published' && r.vendorStatus === 'active',
        image: r.imageKey
          ? {
              key: r.imageKey,
              alt: r.imageAlt || r.name,
              width: r.imageWidth ?? 960,
              height: r.imageHeight ?? 960,
            }
          : null,
      },
    ]),
  );
}

/** The most of one product a cart line may hold now: its stock, capped per line. */
export function lineCap(product: CartProduct, maxPerLine: number): number {
  return product.sellable ? Math.max(0, Math.min(product.stockQuantity, maxPerLine)) : 0;
}
