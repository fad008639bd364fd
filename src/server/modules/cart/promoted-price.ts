// Prices bought lines with the pricing context's promotions (issue #20): the quote and the
// checkout both call it, so what a shopper is shown is what an order charges.
import { priceWithPromotions, type PromotionPricing } from '../../../domain/promotions';
import type { CartProduct, CartVariant } from './cart-products';
import type { PricingContext } from './pricing-context';

export interface BoughtLine {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

export function pricePromoted(
  lines: readonly BoughtLine[],
  ctx: PricingContext,
  now = new Date(),
): PromotionPricing {
  return priceWithPromotions(
    lines.map((l) => ({
      unitPricePaise: l.variant.pricePaise,
      quantity: l.quantity,
      productId: l.product.id,
      vendorId: l.product.vendorId,
      category: l.product.category,
    })),
    ctx.settings,
    ctx.promotions,
    { now, firstOrder: ctx.firstPurchase, customerUses: ctx.customerUses, code: ctx.code },
  );
}
