// Prices a list of cart lines as they can be bought now: products not on sale are left out,
// quantities beyond the stock or the per-product cap are flagged, a product in shades or sizes
// asked for without one is flagged 'choose-variant', and only what can be bought is totalled.
import { paiseToRupees } from '../../../domain/money';
import {
  codeAppliedMessage,
  freeDeliveryLostMessage,
  shortfallInRupees,
} from '../../../domain/free-delivery';
import type { PricingSettings } from '../../../domain/pricing';
import { refusalMessage, type PromotionPricing } from '../../../domain/promotions';
import {
  MAX_LINE_QUANTITY,
  type LineIssue,
  type Quote,
  type QuoteLine,
} from '../../../domain/schemas/order';
import type { DbOrTx } from '../../db/client';
import { imageOf } from '../catalog/product-rows';
import {
  lineCap,
  loadCartCatalog,
  resolveLine,
  type CartCatalog,
  type CartImage,
  type CartProduct,
  type CartVariant,
} from './cart-products';
import { codVerdict, NO_COD_FACTS, type CodFacts } from '../../../domain/cod';
import { forPaymentMethod, paymentMethodsFor, type PricingContext } from './pricing-context';
import { pricePromoted, type BoughtLine } from './promoted-price';

export interface RequestedLine {
  productId: string;
  /** Absent: the product's only variant (old clients, plain products). */
  variantId?: string | undefined;
  quantity: number;
}

/** A requested line once its variant is known; repeats of one variant are added up. */
export type ResolvedLine =
  | { kind: 'variant'; product: CartProduct; variant: CartVariant; quantity: number; index: number }
  | { kind: 'choose'; product: CartProduct; quantity: number; index: number }
  | {
      kind: 'unavailable';
      product: CartProduct;
      variantId: string;
      quantity: number;
      index: number;
    };

/**
 * One line per variant, in the order first asked for (a product id without a variant and its
 * only variant's id are the same line); lines of products not on sale are dropped. `index` is
 * the first request line's position, for field errors.
 */
export function resolveLines(
  requested: readonly RequestedLine[],
  catalog: CartCatalog,
): ResolvedLine[] {
  const byKey = new Map<string, ResolvedLine>();
  requested.forEach((line, index) => {
    const r = resolveLine(catalog, line);
    if (r.kind === 'missing') return;
    const key =
      r.kind === 'variant'
        ? `v:${r.variant.id}`
        : r.kind === 'choose'
          ? `p:${r.product.id}`
          : `u:${r.product.id}:${line.variantId ?? ''}`;
    const seen = byKey.get(key);
    // Object.assign onto the fresh `r`, not a spread into a new object (productFields below).
    if (seen) seen.quantity += line.quantity;
    else if (r.kind === 'unavailable') {
      byKey.set(
        key,
        Object.assign(r, { variantId: line.variantId ?? '', quantity: line.quantity, index }),
      );
    } else byKey.set(key, Object.assign(r, { quantity: line.quantity, index }));
  });
  return [...byKey.values()];
}

/** The most units of one product an order (or a cart) may hold, all its variants together. */
export function unitsPerProduct(ctx: PricingContext): number {
  return Math.min(MAX_LINE_QUANTITY, ctx.settings.maxUnitsPerProduct);
}

function imageDto(image: CartImage | null) {
  return image ? imageOf(image.key, image.alt, image.width, image.height) : null;
}

/**
 * A line's product fields, as a new object the line's own fields are assigned onto: V8 (Node 20)
 * makes a spread followed by more fields (`{ ...productFields(p), variantId, … }`) field by field
 * through new shapes, 12 µs a line against 0.2 µs (issue #35: a third of pricing a 40-line cart).
 */
function productFields(product: CartProduct) {
  return {
    productId: product.id,
    name: product.name,
    vendorId: product.vendorId,
    vendorName: product.vendorName,
    vendorSlug: product.vendorSlug,
  };
}

function variantLine(
  product: CartProduct,
  variant: CartVariant,
  requested: number,
  room: number,
): QuoteLine {
  const cap = lineCap(variant, room);
  const quantity = Math.min(requested, cap);
  // The request carries no price, so 'price-changed' is for the browser to note against the
  // price it stored; the server reports what it can see.
  const issue: LineIssue | null =
    variant.stockQuantity === 0 ? 'out-of-stock' : requested > cap ? 'reduced' : null;
  return Object.assign(productFields(product), {
    variantId: variant.id,
    sku: variant.sku,
    variantLabel: variant.label,
    options: variant.options,
    swatchHex: variant.swatchHex,
    image: imageDto(variant.image),
    unitPrice: paiseToRupees(variant.pricePaise),
    originalPrice:
      variant.originalPricePaise === null ? null : paiseToRupees(variant.originalPricePaise),
    quantity,
    requestedQuantity: requested,
    maxQuantity: cap,
    lineTotal: paiseToRupees(variant.pricePaise * quantity),
    issue,
  });
}

/** A line nothing of which can be bought as asked: a variant to choose, or one gone. */
function blockedLine(
  product: CartProduct,
  requested: number,
  issue: 'choose-variant' | 'unavailable',
  variantId: string | null,
): QuoteLine {
  return Object.assign(productFields(product), {
    variantId,
    sku: null,
    variantLabel: '',
    options: [],
    swatchHex: null,
    image: imageDto(product.image),
    unitPrice: paiseToRupees(product.pricePaise),
    originalPrice:
      product.originalPricePaise === null ? null : paiseToRupees(product.originalPricePaise),
    quantity: 0,
    requestedQuantity: requested,
    maxQuantity: 0,
    lineTotal: 0,
    issue,
  });
}

/** The quote's lines, and those of them that can be bought as the pricing function takes them. */
export function quoteLinesOf(
  requested: readonly RequestedLine[],
  catalog: CartCatalog,
  ctx: PricingContext,
): { lines: QuoteLine[]; bought: BoughtLine[] } {
  const most = unitsPerProduct(ctx);
  const used = new Map<string, number>();
  const bought: BoughtLine[] = [];
  const lines = resolveLines(requested, catalog).map((line) => {
    if (line.kind === 'choose')
      return blockedLine(line.product, line.quantity, 'choose-variant', null);
    if (line.kind === 'unavailable') {
      return blockedLine(line.product, line.quantity, 'unavailable', line.variantId);
    }
    const room = most - (used.get(line.product.id) ?? 0);
    const quoted = variantLine(line.product, line.variant, line.quantity, room);
    used.set(line.product.id, (used.get(line.product.id) ?? 0) + quoted.quantity);
    if (quoted.quantity > 0) {
      bought.push({ product: line.product, variant: line.variant, quantity: quoted.quantity });
    }
    return quoted;
  });
  return { lines, bought };
}

/**
 * Only products on sale are priced: an id of a draft, unpublished or archived product, or of a
 * suspended vendor's, is left out exactly like an id that names nothing. The quote is public,
 * and it showed such a product's name, price and picture to anyone who knew its id (#16). The
 * cap of units per product counts its variants together, in the order of the lines.
 */
/** What the cash-on-delivery rules read besides the order (issue #39): none for a guest's cart. */
export interface CodQuoteInput {
  facts: CodFacts;
  pincode: string | null;
  signedIn: boolean;
}
const NO_COD_INPUT: CodQuoteInput = { facts: NO_COD_FACTS, pincode: null, signedIn: false };

export function priceLines(
  requested: readonly RequestedLine[],
  catalog: CartCatalog,
  ctx: PricingContext,
  codInput: CodQuoteInput = NO_COD_INPUT,
): Quote {
  const { lines, bought } = quoteLinesOf(requested, catalog, ctx);
  const totals = pricePromoted(bought, ctx);
  const methods = paymentMethodsFor(ctx.payment, totals.totalPaise);
  const verdict = codVerdict(ctx.payment, codInput.facts, {
    totalPaise: totals.totalPaise,
    pincode: codInput.pincode,
    signedIn: codInput.signedIn,
  });
  const paymentMethods = verdict.offered ? methods : methods.filter((m) => m !== 'cod');
  // The prepaid nudge: the same lines priced as an online order (the checkout prices it so).
  const prepaidCtx = forPaymentMethod(ctx, 'razorpay');
  const prepaidTotals =
    prepaidCtx !== ctx && paymentMethods.includes('razorpay') && totals.itemCount > 0
      ? pricePromoted(bought, prepaidCtx)
      : null;
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
    freeDeliveryShortfall: shortfallInRupees(totals.freeDeliveryShortfallPaise),
    freeDeliveryLost: freeDeliveryLostOf(totals, ctx.settings),
    paymentMethods,
    cod: verdict.offered
      ? { offered: true, message: null, confirmByCode: verdict.confirm.length > 0 }
      : { offered: false, message: verdict.message, confirmByCode: false },
    prepaid: prepaidTotals && {
      discount: paiseToRupees(totals.totalPaise - prepaidTotals.totalPaise),
      total: paiseToRupees(prepaidTotals.totalPaise),
      percent: ctx.payment.prepaidDiscountPct,
    },
    promotions: appliedPromotions(totals),
    code: totals.code && {
      code: totals.code.code,
      applied: totals.code.refusal === null,
      message: totals.code.refusal
        ? refusalMessage(totals.code.code, totals.code.refusal)
        : codeAppliedMessage(totals, ctx.settings),
    },
  };
}

/** The offer that cost free delivery (issue #33), in rupees and in words. */
function freeDeliveryLostOf(totals: PromotionPricing, settings: PricingSettings) {
  const lost = totals.freeDeliveryLost;
  return (
    lost && {
      offer: lost.name,
      code: lost.code,
      discount: paiseToRupees(lost.discountPaise),
      deliveryFee: paiseToRupees(lost.feePaise),
      saving: paiseToRupees(lost.savingPaise),
      message: freeDeliveryLostMessage(lost, settings),
    }
  );
}

/** The promotions a price applied, by name, in rupees. */
export function appliedPromotions(totals: PromotionPricing) {
  return totals.applied.map((a) => ({
    name: a.name,
    code: a.code,
    discount: paiseToRupees(a.discountPaise),
    shippingWaived: a.freeShipping ? paiseToRupees(totals.shippingWaivedPaise) : 0,
    fundedBy: a.fundedBy === null ? ('platform' as const) : ('vendor' as const),
  }));
}

export async function buildQuote(
  db: DbOrTx,
  requested: readonly RequestedLine[],
  ctx: PricingContext,
  codInput?: CodQuoteInput,
): Promise<Quote> {
  return priceLines(requested, await loadCartCatalog(db, requested), ctx, codInput);
}
