// The cart's "View offers" (issue #37): every listed code priced against the shopper's lines by
// the same pricing function the quote and the checkout use, so what a code is said to save is
// what applying it saves. Private codes are not loaded, so never listed.
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { Refusal } from '../../../domain/promotions';
import type { CartOffer, CartOffers } from '../../../domain/schemas/promotions';
import type { DbOrTx } from '../../db/client';
import { loadCartCatalog } from './cart-products';
import type { PricingContext } from './pricing-context';
import { pricePromoted, type BoughtLine } from './promoted-price';
import { quoteLinesOf, type RequestedLine } from './quote';

/** Why a code does not apply yet, when the shopper can still make it apply; else null (hidden). */
function notYetReason(refusal: Refusal): string | null {
  if (refusal.reason === 'below-minimum') {
    return `Add ${formatINR(paiseToRupees(refusal.shortPaise))} more`;
  }
  if (refusal.reason === 'not-applicable') return 'Not for the products in your cart';
  return null;
}

/** Each listed code of the context priced against the bought lines. */
export function offersForLines(
  bought: readonly BoughtLine[],
  ctx: PricingContext,
  now = new Date(),
): CartOffers {
  const base = pricePromoted(bought, { ...ctx, code: null }, now);
  const applicable: CartOffer[] = [];
  const notYet: CartOffer[] = [];
  for (const p of ctx.promotions) {
    if (p.code === null) continue;
    const priced = pricePromoted(bought, { ...ctx, code: p.code }, now);
    const refusal = priced.code?.refusal ?? null;
    const offer = { code: p.code, name: p.name };
    if (refusal === null) {
      const saving = base.totalPaise - priced.totalPaise;
      if (saving > 0) {
        applicable.push({ ...offer, saving: paiseToRupees(saving), shortfall: null, reason: null });
      }
      continue;
    }
    const reason = notYetReason(refusal);
    if (reason === null) continue;
    notYet.push({
      ...offer,
      saving: 0,
      shortfall: refusal.reason === 'below-minimum' ? paiseToRupees(refusal.shortPaise) : null,
      reason,
    });
  }
  applicable.sort((a, b) => b.saving - a.saving);
  notYet.sort((a, b) => (a.shortfall ?? Infinity) - (b.shortfall ?? Infinity));
  return { applicable, notYet };
}

export async function cartOffers(
  db: DbOrTx,
  requested: readonly RequestedLine[],
  ctx: PricingContext,
): Promise<CartOffers> {
  const { bought } = quoteLinesOf(requested, await loadCartCatalog(db, requested), ctx);
  return offersForLines(bought, ctx);
}
