// What the shopper is told about free delivery (issue #33): how much more the items need, and the
// real saving of an offer that took them under the line and brought the delivery fee back.
import { formatINR, paiseToRupees, type Paise } from './money';
import type { FreeDeliveryLost, PricingSettings } from './pricing';
import { FIRST_PURCHASE_PROMOTION_ID, normaliseCode, type PromotionPricing } from './promotions';

const rupees = (paise: Paise) => formatINR(paiseToRupees(paise));

/** The shortfall in whole rupees, rounded up so adding it is always enough; null stays null. */
export function shortfallInRupees(shortfallPaise: Paise | null): number | null {
  return shortfallPaise === null ? null : Math.ceil(shortfallPaise / 100);
}

function realSaving(savingPaise: Paise): string {
  if (savingPaise > 0) return `You save ${rupees(savingPaise)}.`;
  if (savingPaise === 0) return 'Your total stays the same.';
  return `You pay ${rupees(-savingPaise)} more in all.`;
}

/**
 * The offer that cost free delivery, in words: its discount, the fee now charged and why, and
 * what it really saves, e.g. "Code SAVE100 applied: −₹100 on items, but delivery is now ₹49
 * (your items are under ₹499 after discounts). You save ₹51."
 */
export function freeDeliveryLostMessage(lost: FreeDeliveryLost, settings: PricingSettings): string {
  const lead =
    lost.code !== null
      ? `Code ${lost.code} applied`
      : lost.promotionId === FIRST_PURCHASE_PROMOTION_ID
        ? 'First-purchase discount'
        : lost.name;
  return (
    `${lead}: −${rupees(lost.discountPaise)} on items, but delivery is now ${rupees(lost.feePaise)} ` +
    `(your items are under ${rupees(settings.freeShippingThresholdPaise)} after discounts). ` +
    realSaving(lost.savingPaise)
  );
}

/** What the shopper is told when the code applies; null when there is no code or it is refused. */
export function codeAppliedMessage(
  pricing: PromotionPricing,
  settings: PricingSettings,
): string | null {
  const code = pricing.code;
  if (code === null || code.refusal !== null) return null;
  const applied = pricing.applied.find(
    (a) => a.code !== null && normaliseCode(a.code) === code.code,
  );
  if (!applied) return `Code ${code.code} applied.`;
  const lost = pricing.freeDeliveryLost;
  if (lost !== null && lost.promotionId === applied.promotionId) {
    return freeDeliveryLostMessage(lost, settings);
  }
  if (applied.freeShipping) return `Code ${code.code} applied: free delivery.`;
  return `Code ${code.code} applied: −${rupees(applied.discountPaise)} on items.`;
}
