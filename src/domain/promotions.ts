// Promotions (issue #20, docs/decisions/018-promotions.md): what an offer is, when it applies,
// and the one pure function that prices a cart with them. The web previews with it, the server
// decides with it; money is integer paise throughout.
//
// Order of application: every automatic promotion that applies, in the order they were created
// (the first-purchase promotion, seeded first, comes first), then at most one code. Each one
// takes its discount from what the lines still cost after the ones before it, so no line ever
// goes below ₹0. A percentage is rounded up to a whole rupee (docs/decisions/026-rupee-rounding.md).
// A discount over several lines is split in proportion to what each still costs, by largest
// remainder (ties to the earlier line): in whole rupees when everything is whole rupees, else in
// paise. Free shipping waives the fee. Delivery is decided last, by `deliveryFeeFor`: free when the
// items come to the threshold or more after every discount (issue #33).
// GST stays inclusive: it is the GST part of the discounted total.
import { formatINR, paiseToRupees, type Paise } from './money';
import {
  deliveryFeeFor,
  freeDeliveryLostTo,
  freeDeliveryShortfall,
  gstPart,
  percentDiscount,
  type FreeDeliveryLost,
  type OrderTotals,
  type PricingSettings,
} from './pricing';
import { indianDateOf } from './india-time';

export const PROMOTION_KINDS = ['percent', 'flat', 'free-shipping', 'bxgy'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_SCOPES = ['cart', 'categories', 'vendors', 'products'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The seeded automatic promotion that replaces the hard-wired first-purchase discount. */
export const FIRST_PURCHASE_PROMOTION_ID = 'promo-first-purchase';
/** Its name as seeded (it cannot be renamed: its terms are the store setting's). */
export const FIRST_PURCHASE_NAME = 'First purchase discount';
/**
 * Issue #39 (decision 041): the admin's discount for paying online, a platform promotion the
 * pricing context adds only when the order is paid online (its row exists for promotion_uses).
 */
export const PREPAID_PROMOTION_ID = 'promo-prepaid';
export const PREPAID_NAME = 'Prepaid discount';

export interface Promotion {
  id: string;
  name: string;
  kind: PromotionKind;
  /** 'percent': whole percent off (1–90). */
  percentOff: number | null;
  /** 'flat': paise off the lines in scope. */
  flatOffPaise: Paise | null;
  /** 'bxgy': buy this many of one product… */
  buyQuantity: number | null;
  /** …and get this many more of it free (the cheapest units). */
  getQuantity: number | null;
  scope: PromotionScope;
  /** The categories, vendor ids or product ids the scope names; empty for 'cart'. */
  scopeIds: readonly string[];
  /** The lines in scope must cost at least this before any discount. */
  minGoodsPaise: Paise;
  firstOrderOnly: boolean;
  /** ISO instants; null: no bound. */
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  /** Upper case; null: applied automatically. */
  code: string | null;
  /** The vendor that funds it (its own products only); null: the platform. */
  fundedBy: string | null;
  status: PromotionStatus;
  /** Live uses (orders not cancelled) so far. */
  usesCount: number;
}

export interface PromoLine {
  unitPricePaise: Paise;
  quantity: number;
  productId: string;
  vendorId: string;
  category: string;
}

export interface PromotionContext {
  now: Date;
  /** The customer has no order that is not cancelled (guests count as first orders). */
  firstOrder: boolean;
  /** This customer's live uses of each promotion, by id. */
  customerUses: Readonly<Record<string, number>>;
  /** The code the shopper typed, if any (any case). */
  code: string | null;
}

export type Refusal =
  | { reason: 'unknown' }
  | { reason: 'expired' }
  | { reason: 'paused' }
  | { reason: 'not-started'; startsAt: string }
  | { reason: 'below-minimum'; minimumPaise: Paise; shortPaise: Paise }
  | { reason: 'not-applicable' }
  | { reason: 'first-order-only' }
  | { reason: 'already-used' }
  | { reason: 'limit-reached' };

export interface AppliedPromotion {
  promotionId: string;
  name: string;
  code: string | null;
  fundedBy: string | null;
  /** Taken off the goods: the sum of lineDiscounts. */
  discountPaise: Paise;
  /** Per input line, in input order. */
  lineDiscounts: Paise[];
  /** 'free-shipping': marks the fee waived (the saving is in shippingWaivedPaise of the result). */
  freeShipping: boolean;
}

export interface PromotionPricing extends OrderTotals {
  /** What each input line's goods discount is, all promotions together. */
  lineDiscounts: Paise[];
  applied: AppliedPromotion[];
  /** The fee a free-shipping promotion saved; 0 when none did. */
  shippingWaivedPaise: Paise;
  /** How much more the items must come to after discounts to ship free; null when they do. */
  freeDeliveryShortfallPaise: Paise | null;
  /** The applied offer that took the items under the free-delivery line, if one did. */
  freeDeliveryLost: FreeDeliveryLost | null;
  code: null | { code: string; refusal: Refusal | null };
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a promotion's scope takes in a line (a vendor's offer only its own products); the
 * offers a product page lists use it too (server/modules/promotions/public-offers.ts). */
export function inScope(
  p: Pick<Promotion, 'fundedBy' | 'scope' | 'scopeIds'>,
  line: Pick<PromoLine, 'productId' | 'vendorId' | 'category'>,
): boolean {
  if (p.fundedBy !== null && line.vendorId !== p.fundedBy) return false;
  switch (p.scope) {
    case 'cart':
      return true;
    case 'categories':
      return p.scopeIds.includes(line.category);
    case 'vendors':
      return p.scopeIds.includes(line.vendorId);
    case 'products':
      return p.scopeIds.includes(line.productId);
  }
}

/** Why a promotion does not apply to these lines now, or null when it does. */
export function refusalOf(
  p: Promotion,
  lines: readonly PromoLine[],
  ctx: PromotionContext,
): Refusal | null {
  const now = ctx.now.getTime();
  if (p.status === 'ended' || (p.endsAt !== null && Date.parse(p.endsAt) <= now)) {
    return { reason: 'expired' };
  }
  if (p.status === 'paused') return { reason: 'paused' };
  if (p.startsAt !== null && Date.parse(p.startsAt) > now) {
    return { reason: 'not-started', startsAt: p.startsAt };
  }
  if (p.totalLimit !== null && p.usesCount >= p.totalLimit) return { reason: 'limit-reached' };
  if (p.perCustomerLimit !== null && (ctx.customerUses[p.id] ?? 0) >= p.perCustomerLimit) {
    return { reason: 'already-used' };
  }
  if (p.firstOrderOnly && !ctx.firstOrder) return { reason: 'first-order-only' };
  const scoped = lines.filter((l) => l.quantity > 0 && inScope(p, l));
  if (scoped.length === 0) return { reason: 'not-applicable' };
  const goods = scoped.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (goods < p.minGoodsPaise) {
    return {
      reason: 'below-minimum',
      minimumPaise: p.minGoodsPaise,
      shortPaise: p.minGoodsPaise - goods,
    };
  }
  return null;
}

const rupees = (paise: Paise) => formatINR(paiseToRupees(paise));

/** What the shopper is told when a code does not apply. */
export function refusalMessage(code: string, refusal: Refusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return `There is no offer with the code ${code}.`;
    case 'expired':
      return `The code ${code} has expired.`;
    case 'paused':
      return `The code ${code} is not available right now.`;
    case 'not-started':
      return `The code ${code} starts on ${indianDateOf(new Date(refusal.startsAt))}.`;
    case 'below-minimum':
      return `${code} is for orders of ${rupees(refusal.minimumPaise)} or more: add ${rupees(refusal.shortPaise)} more.`;
    case 'not-applicable':
      return `${code} is not for the products in your cart.`;
    case 'first-order-only':
      return `${code} is for your first order only.`;
    case 'already-used':
      return `You have already used ${code}.`;
    case 'limit-reached':
      return `${code} has reached its usage limit.`;
  }
}

/**
 * Splits `amount` over lines in proportion to `weights` (what each still costs), paise exact:
 * each line gets the floor of its share, and the paise left go one each to the lines with the
 * largest remainders, the earlier line first on a tie. Needs 0 ≤ amount ≤ Σ weights, so no line
 * gets more than its weight.
 */
export function splitPaise(amount: Paise, weights: readonly Paise[]): Paise[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const t = BigInt(total);
  const shares = weights.map((w) => a * BigInt(w));
  const result = shares.map((s) => Number(s / t));
  let left = amount - result.reduce((s, x) => s + x, 0);
  const order = shares
    .map((s, i) => ({ i, rem: s % t }))
    .sort((x, y) => (x.rem === y.rem ? x.i - y.i : x.rem > y.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}

/**
 * Splits a promotion's discount over the lines it covers (docs/decisions/026-rupee-rounding.md):
 * in whole rupees when the discount and every line's remaining cost are whole rupees, so each
 * line keeps a whole-rupee price and the next promotion (a cap at what a line still costs, a
 * free unit) stays in whole rupees too; otherwise in paise. Same largest-remainder rule either way.
 */
export function splitDiscount(amount: Paise, weights: readonly Paise[]): Paise[] {
  if (amount % 100 === 0 && weights.every((w) => w % 100 === 0)) {
    return splitPaise(
      amount / 100,
      weights.map((w) => w / 100),
    ).map((r) => r * 100);
  }
  return splitPaise(amount, weights);
}

/** Buy X get Y of one product: the cheapest units of each product in scope are free. */
function bxgyDiscounts(
  p: Promotion,
  lines: readonly PromoLine[],
  net: readonly Paise[],
  scoped: readonly boolean[],
): Paise[] {
  const result = lines.map(() => 0);
  const buy = p.buyQuantity ?? 0;
  const get = p.getQuantity ?? 0;
  if (buy < 1 || get < 1) return result;
  const byProduct = new Map<string, number[]>();
  lines.forEach((l, i) => {
    if (scoped[i]) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), i]);
  });
  for (const indexes of byProduct.values()) {
    const units = indexes.reduce((s, i) => s + lines[i]!.quantity, 0);
    let free = Math.floor(units / (buy + get)) * get;
    // Cheapest first; among equal prices the later line first, so the earlier keeps its price.
    const cheapest = [...indexes].sort(
      (x, y) => lines[x]!.unitPricePaise - lines[y]!.unitPricePaise || y - x,
    );
    for (const i of cheapest) {
      if (free === 0) break;
      const n = Math.min(free, lines[i]!.quantity);
      result[i] = Math.min(net[i]!, n * lines[i]!.unitPricePaise);
      free -= n;
    }
  }
  return result;
}

/**
 * Prices lines with the promotions that apply. `promotions` holds the automatic ones and the one
 * the code names (if it exists); the order they are given in is the order automatic ones apply.
 */
export function priceWithPromotions(
  lines: readonly PromoLine[],
  settings: PricingSettings,
  promotions: readonly Promotion[],
  ctx: PromotionContext,
): PromotionPricing {
  let itemCount = 0;
  let subtotalPaise = 0;
  for (const l of lines) {
    itemCount += l.quantity;
    subtotalPaise += l.unitPricePaise * l.quantity;
  }
  const code = ctx.code === null || ctx.code.trim() === '' ? null : normaliseCode(ctx.code);
  const codeResult = code === null ? null : { code, refusal: null as Refusal | null };
  const zero = lines.map(() => 0);
  if (itemCount === 0) {
    if (codeResult) codeResult.refusal = { reason: 'not-applicable' };
    return {
      itemCount,
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
      lineDiscounts: zero,
      applied: [],
      shippingWaivedPaise: 0,
      freeDeliveryShortfallPaise: null,
      freeDeliveryLost: null,
      code: codeResult,
    };
  }

  const net = lines.map((l) => l.unitPricePaise * l.quantity);
  const applied: AppliedPromotion[] = [];
  const apply = (p: Promotion) => {
    const scoped = lines.map((l) => l.quantity > 0 && inScope(p, l));
    const weights = net.map((n, i) => (scoped[i] ? n : 0));
    const base = weights.reduce((s, w) => s + w, 0);
    let lineDiscounts: Paise[];
    if (p.kind === 'percent') {
      lineDiscounts = splitDiscount(percentDiscount(base, p.percentOff ?? 0), weights);
    } else if (p.kind === 'flat') {
      lineDiscounts = splitDiscount(Math.min(base, p.flatOffPaise ?? 0), weights);
    } else if (p.kind === 'bxgy') {
      lineDiscounts = bxgyDiscounts(p, lines, net, scoped);
    } else {
      lineDiscounts = lines.map(() => 0);
    }
    const discountPaise = lineDiscounts.reduce((s, d) => s + d, 0);
    const freeShipping = p.kind === 'free-shipping';
    if (discountPaise === 0 && !freeShipping) return;
    lineDiscounts.forEach((d, i) => (net[i]! -= d));
    applied.push({
      promotionId: p.id,
      name: p.name,
      code: p.code,
      fundedBy: p.fundedBy,
      discountPaise,
      lineDiscounts,
      freeShipping,
    });
  };

  for (const p of promotions) {
    if (p.code === null && refusalOf(p, lines, ctx) === null) apply(p);
  }
  if (codeResult) {
    const p = promotions.find((x) => x.code !== null && normaliseCode(x.code) === code);
    codeResult.refusal = p ? refusalOf(p, lines, ctx) : { reason: 'unknown' };
    if (p && codeResult.refusal === null) apply(p);
  }

  const lineDiscounts = lines.map((l, i) => l.unitPricePaise * l.quantity - net[i]!);
  const discountPaise = lineDiscounts.reduce((s, d) => s + d, 0);
  const goodsPaise = subtotalPaise - discountPaise;
  const fee = deliveryFeeFor(goodsPaise, settings);
  // A free-shipping offer that saves nothing (the goods already ship free) is not listed.
  const kept = fee === 0 ? applied.filter((a) => !a.freeShipping) : applied;
  const waived = kept.some((a) => a.freeShipping);
  const shippingPaise = waived ? 0 : fee;
  const totalPaise = goodsPaise + shippingPaise;
  return {
    itemCount,
    subtotalPaise,
    discountPaise,
    shippingPaise,
    taxPaise: gstPart(totalPaise, settings.gstRateBp),
    totalPaise,
    lineDiscounts,
    applied: kept,
    shippingWaivedPaise: waived ? fee : 0,
    freeDeliveryShortfallPaise: freeDeliveryShortfall(goodsPaise, shippingPaise, settings),
    freeDeliveryLost: freeDeliveryLostTo(subtotalPaise, kept, shippingPaise, settings),
    code: codeResult,
  };
}

/** The first-purchase promotion as seeded from the store's setting. */
export function firstPurchasePromotion(percentOff: number, usesCount = 0): Promotion {
  return {
    id: FIRST_PURCHASE_PROMOTION_ID,
    name: FIRST_PURCHASE_NAME,
    kind: 'percent',
    percentOff,
    flatOffPaise: null,
    buyQuantity: null,
    getQuantity: null,
    scope: 'cart',
    scopeIds: [],
    minGoodsPaise: 0,
    firstOrderOnly: true,
    startsAt: null,
    endsAt: null,
    totalLimit: null,
    perCustomerLimit: null,
    code: null,
    fundedBy: null,
    status: 'active',
    usesCount,
  };
}

/** The prepaid discount as the payment setting gives it (decision 041). */
export function prepaidPromotion(percentOff: number): Promotion {
  return {
    ...firstPurchasePromotion(percentOff),
    id: PREPAID_PROMOTION_ID,
    name: PREPAID_NAME,
    firstOrderOnly: false,
  };
}
