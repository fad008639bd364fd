// The one pricing function (DESIGN §6): the web previews with it, the server decides with it.
// Everything is integer paise; prices already include GST, so tax is the GST part of the total.
import type { Paise } from './money';

export interface PricingSettings {
  shippingFeePaise: Paise;
  /** Shipping is free when the goods (after the first-purchase discount) cost at least this. */
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
  const shippingPaise =
    goodsPaise >= settings.freeShippingThresholdPaise ? 0 : settings.shippingFeePaise;
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

/** How much more the shopper must add for free shipping; 0 when it is already free. */
export function amountToFreeShipping(totals: OrderTotals, settings: PricingSettings): Paise {
  if (totals.itemCount === 0) return settings.freeShippingThresholdPaise;
  const goods = totals.subtotalPaise - totals.discountPaise;
  return Math.max(0, settings.freeShippingThresholdPaise - goods);
}
