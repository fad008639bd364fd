// Prices a list of cart lines as they can be bought now: products not on sale are left out,
// quantities beyond the stock or the per-line cap are flagged, and only what can be bought is
// totalled.
import { paiseToRupees } from '../../../domain/money';
import { amountToFreeShipping, priceOrder } from '../../../domain/pricing';
import {
  MAX_LINE_QUANTITY,
  type LineIssue,
  type Quote,
  type QuoteLine,
} from '../../../domain/schemas/order';
import type { DbOrTx } from '../../db/client';
import { imageOf } from '../catalog/product-rows';
import { loadCartProducts, lineCap, type CartProduct } from './cart-products';
import { paymentMethodsFor, type PricingContext } from './pricing-context';

export interface RequestedLine {
  productId: string;
  quantity: number;
}

/** One line per product, in the order first asked for; quantities of repeated ids add up. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const byId = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    byId.set(productId, (byId.get(productId) ?? 0) + quantity);
  }
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

function issueOf(product: CartProduct, requested: number, cap: number): LineIssue | null {
  if (product.stockQuantity === 0) return 'out-of-stock';
  return requested > cap ? 'reduced' : null;
}

function quoteLine(product: CartProduct, requested: number, perOrder: number): QuoteLine {
  const cap = lineCap(product, Math.min(MAX_LINE_QUANTITY, perOrder));
  const quantity = Math.min(requested, cap);
  return {
    productId: product.id,
    name: product.name,
    image: product.image
      ? imageOf(product.image.key, product.image.alt, product.image.width, product.image.height)
      : null,
    vendorId: product.vendorId,
    vendorName: product.vendorName,
    vendorSlug: product.vendorSlug,
    unitPrice: paiseToRupees(product.pricePaise),
    originalPrice:
      product.originalPricePaise === null ? null : paiseToRupees(product.originalPricePaise),
    quantity,
    requestedQuantity: requested,
    maxQuantity: cap,
    lineTotal: paiseToRupees(product.pricePaise * quantity),
    // The request carries no price, so 'price-changed' is for the browser to note against
    // the price it stored; the server reports what it can see.
    issue: issueOf(product, requested, cap),
  };
}

/**
 * Only products on sale are priced: an id of a draft, unpublished or archived product, or of a
 * suspended vendor's, is left out exactly like an id that names nothing. The quote is public,
 * and it showed such a product's name, price and picture to anyone who knew its id (#16).
 */
export function priceLines(
  requested: readonly RequestedLine[],
  found: Map<string, CartProduct>,
  ctx: PricingContext,
): Quote {
  const lines = mergeLines(requested).flatMap(({ productId, quantity }) => {
    const product = found.get(productId);
    return product?.sellable ? [quoteLine(product, quantity, ctx.settings.maxUnitsPerProduct)] : [];
  });
  const totals = priceOrder(
    lines.map((l) => ({
      unitPricePaise: found.get(l.productId)!.pricePaise,
      quantity: l.quantity,
    })),
    ctx.settings,
    { firstPurchase: ctx.firstPurchase },
  );
  return {
    lines,
    totals: {
      itemCount: totals.itemCount,
      subtotal: paiseToRupees(totals.subtotalPaise),
      discount: paiseToRupees(totals.discountPaise),
      shipping: paiseToRupees(totals.shippingPaise),
      tax: paiseToRupees(totals.taxPaise),
      total: paiseToRupees(totals.totalPaise),
    },
    firstPurchase: ctx.firstPurchase,
    firstPurchaseDiscountPct: ctx.settings.firstPurchaseDiscountPct,
    shippingFee: paiseToRupees(ctx.settings.shippingFeePaise),
    freeShippingThreshold: paiseToRupees(ctx.settings.freeShippingThresholdPaise),
    amountToFreeShipping: paiseToRupees(amountToFreeShipping(totals, ctx.settings)),
    paymentMethods: paymentMethodsFor(ctx.payment, totals.totalPaise),
  };
}

export async function buildQuote(
  db: DbOrTx,
  requested: readonly RequestedLine[],
  ctx: PricingContext,
): Promise<Quote> {
  const found = await loadCartProducts(
    db,
    requested.map((l) => l.productId),
  );
  return priceLines(requested, found, ctx);
}
