// The one pricing function (DESIGN §6): the web previews with it, the server decides with it.
// Everything is integer paise; prices already include GST, so tax is the GST part of the total.
import type { Paise } from './money';

export interface PricingSettings {
  shippingFeePaise: Paise;
  /** Delivery is free when the items, after every discount, cost at least this (deliveryFeeFor). */
  freeShippingThresholdPaise: Paise;
  /** GST rate in basis points (1800 = 18%); prices include it. */
  gstRateBp: number;
  /** The first-purchase promotion ('Get 20% Off Your First Purchase'). */
  firstPurchaseDiscountPct: number;
}

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface OrderTotals {
  itemCount: number;
  subtotalPaise: Paise;
  /** The first-purchase discount; 0 when the customer is not eligible. */
  discountPaise: Paise;
  shippingPaise: Paise;
  /** The GST included in the total (shown on the invoice; never added on top). */
  taxPaise: Paise;
  totalPaise: Paise;
}

/** Half-up rounding of a non-negative paise amount computed as a fraction. */
function roundPaise(value: number): Paise {
  return Math.floor(value + 0.5);
}

/**
 * A percentage off `basePaise`, as the shopper is given it (docs/decisions/026-rupee-rounding.md):
 * the exact share rounded UP to a whole rupee, so the shopper never gets less than the advertised
 * percentage (at most 99 paise more) and whole-rupee prices keep a whole-rupee total; never more
 * than the base itself. Integer arithmetic, no floating point: ⌈base·pct / 10 000⌉ rupees.
 */
export function percentDiscount(basePaise: Paise, pct: number): Paise {
  if (basePaise <= 0 || pct <= 0) return 0;
  const rupees = Math.ceil((basePaise * pct) / 10_000);
  return Math.min(basePaise, rupees * 100);
}

/** The first-purchase discount: the same rounding as every percentage promotion. */
export function firstPurchaseDiscount(subtotalPaise: Paise, pct: number): Paise {
  return percentDiscount(subtotalPaise, pct);
}

/** The GST part of a tax-inclusive amount: amount × r / (1 + r). */
export function gstPart(amountPaise: Paise, gstRateBp: number): Paise {
  return roundPaise((amountPaise * gstRateBp) / (10_000 + gstRateBp));
}

export function priceOrder(
  lines: readonly PricedLine[],
  settings: PricingSettings,
  { firstPurchase }: { firstPurchase: boolean },
): OrderTotals {
  let itemCount = 0;
  let subtotalPaise = 0;
  for (const { unitPricePaise, quantity } of lines) {
    itemCount += quantity;
    subtotalPaise += unitPricePaise * quantity;
  }
  if (itemCount === 0) {
    return {
      itemCount,
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    };
  }
  const discountPaise = firstPurchase
    ? firstPurchaseDiscount(subtotalPaise, settings.firstPurchaseDiscountPct)
    : 0;
  const goodsPaise = subtotalPaise - discountPaise;
  const shippingPaise = deliveryFeeFor(goodsPaise, settings);
  const totalPaise = goodsPaise + shippingPaise;
  return {
    itemCount,
    subtotalPaise,
    discountPaise,
    shippingPaise,
    taxPaise: gstPart(totalPaise, settings.gstRateBp),
    totalPaise,
  };
}

/**
 * The delivery rule (issue #33), decided here and nowhere else: delivery is free when the items'
 * total **after every discount and offer** (first purchase, vendor promotions, the code: what the
 * shopper pays for the items) is at least the free-delivery threshold; otherwise it costs the flat
 * fee. So an offer can take a cart under the line and bring the fee back: `freeDeliveryLostTo`
 * names that offer so the shopper is told the real saving (docs/decisions/018-promotions.md).
 */
export function deliveryFeeFor(goodsPaise: Paise, settings: PricingSettings): Paise {
  return goodsPaise >= settings.freeShippingThresholdPaise ? 0 : settings.shippingFeePaise;
}

/**
 * How much more the items must come to, after discounts, for free delivery; null when delivery
 * is already free (over the line, waived by an offer, or no fee at all) or nothing is bought.
 */
export function freeDeliveryShortfall(
  goodsPaise: Paise,
  shippingPaise: Paise,
  settings: PricingSettings,
): Paise | null {
  if (shippingPaise === 0) return null;
  return Math.max(0, settings.freeShippingThresholdPaise - goodsPaise);
}

/** An offer as applied, in the order offers apply. */
export interface OfferStep {
  promotionId: string;
  name: string;
  code: string | null;
  discountPaise: Paise;
}

/** The offer that took the items under the free-delivery line, and what it really saves. */
export interface FreeDeliveryLost extends OfferStep {
  /** The delivery fee the shopper now pays because of it. */
  feePaise: Paise;
  /** Its discount less that fee: the real saving (0 or less when the fee eats it all). */
  savingPaise: Paise;
}

/**
 * Which applied offer took the items from at or over the free-delivery line to under it, when
 * the fee is charged; null otherwise. Offers only ever lower the items' total, so at most one
 * crosses the line.
 */
export function freeDeliveryLostTo(
  subtotalPaise: Paise,
  steps: readonly OfferStep[],
  shippingPaise: Paise,
  settings: PricingSettings,
): FreeDeliveryLost | null {
  if (shippingPaise === 0) return null;
  let goods = subtotalPaise;
  for (const step of steps) {
    const before = goods;
    goods -= step.discountPaise;
    if (deliveryFeeFor(before, settings) === 0 && deliveryFeeFor(goods, settings) > 0) {
      const { promotionId, name, code, discountPaise } = step;
      return {
        promotionId,
        name,
        code,
        discountPaise,
        feePaise: shippingPaise,
        savingPaise: discountPaise - shippingPaise,
      };
    }
  }
  return null;
}
