import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentDiscount, priceOrder, type PricingSettings } from './pricing';
import {
  firstPurchasePromotion,
  priceWithPromotions,
  refusalMessage,
  splitDiscount,
  splitPaise,
  type PromoLine,
  type Promotion,
  type PromotionContext,
} from './promotions';

const settings: PricingSettings = {
  shippingFeePaise: 4900,
  freeShippingThresholdPaise: 49900,
  gstRateBp: 1800,
  firstPurchaseDiscountPct: 20,
};
const NOW = new Date('2026-11-27T12:00:00Z');
const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOW,
  firstOrder: false,
  customerUses: {},
  code: null,
  ...over,
});
const promo = (over: Partial<Promotion>): Promotion => ({
  ...firstPurchasePromotion(10),
  id: 'p',
  name: 'Offer',
  firstOrderOnly: false,
  ...over,
});
const line = (unitPricePaise: number, quantity: number, over: Partial<PromoLine> = {}) => ({
  unitPricePaise,
  quantity,
  productId: 'prod-1',
  vendorId: 'vendor-1',
  category: 'makeup',
  ...over,
});
const FLAT200: Promotion = promo({
  id: 'flat200',
  name: 'FLAT200',
  kind: 'flat',
  percentOff: null,
  flatOffPaise: 20000,
  minGoodsPaise: 99900,
  code: 'FLAT200',
});

describe('splitPaise', () => {
  it('splits by largest remainder, the earlier line first on a tie', () => {
    expect(splitPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPaise(20000, [50000, 30000, 20000])).toEqual([10000, 6000, 4000]);
    expect(splitPaise(5, [3, 3])).toEqual([3, 2]);
    expect(splitPaise(0, [3, 3])).toEqual([0, 0]);
  });
});

describe('splitDiscount', () => {
  it('splits in whole rupees when everything is whole rupees, in paise otherwise', () => {
    // ₹1 over three ₹1 lines is ₹1 to the first, not 34/33/33 paise.
    expect(splitDiscount(100, [100, 100, 100])).toEqual([100, 0, 0]);
    expect(splitDiscount(52000, [129900, 129900, 59900])).toEqual([21100, 21100, 9800]);
    expect(splitDiscount(100, [150, 100, 100])).toEqual([43, 29, 28]);
    expect(splitDiscount(150, [100, 100])).toEqual([75, 75]);
  });

  it('adds up exactly and never gives a line more than it costs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, whole, share) => {
          const weights = whole ? raw.map((w) => w * 100) : raw;
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = whole
            ? Math.floor((total / 100) * share) * 100
            : Math.floor(total * share);
          const split = splitDiscount(amount, weights);
          expect(split.reduce((s, d) => s + d, 0)).toBe(total === 0 ? 0 : amount);
          split.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(weights[i]!);
            if (whole) expect(d % 100).toBe(0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('priceWithPromotions', () => {
  it('gives the first-purchase promotion the same totals as the hard-wired rule', () => {
    const lines = [line(129900, 2), line(59900, 1, { vendorId: 'vendor-2' })];
    const withPromo = priceWithPromotions(lines, settings, [firstPurchasePromotion(20)], {
      ...ctx(),
      firstOrder: true,
    });
    const before = priceOrder(lines, settings, { firstPurchase: true });
    expect(withPromo).toMatchObject(before);
    expect(withPromo.applied.map((a) => a.name)).toEqual(['First purchase discount']);
    // Nothing for a second order.
    const second = priceWithPromotions(lines, settings, [firstPurchasePromotion(20)], ctx());
    expect(second).toMatchObject(priceOrder(lines, settings, { firstPurchase: false }));
    expect(second.applied).toEqual([]);
  });

  it('takes FLAT200 off an order of ₹999 or more, split over the lines', () => {
    const lines = [line(60000, 1), line(40000, 1, { productId: 'prod-2' })];
    const priced = priceWithPromotions(lines, settings, [FLAT200], ctx({ code: ' flat200 ' }));
    expect(priced.code).toEqual({ code: 'FLAT200', refusal: null });
    expect(priced.discountPaise).toBe(20000);
    expect(priced.lineDiscounts).toEqual([12000, 8000]);
    expect(priced.totalPaise).toBe(80000);
    expect(priced.taxPaise).toBe(12203); // 800 × 18/118 = 122.03
  });

  it('refuses a code below its minimum, saying how much more to add', () => {
    const priced = priceWithPromotions(
      [line(89900, 1)],
      settings,
      [FLAT200],
      ctx({ code: 'FLAT200' }),
    );
    expect(priced.discountPaise).toBe(0);
    expect(priced.code?.refusal).toEqual({
      reason: 'below-minimum',
      minimumPaise: 99900,
      shortPaise: 10000,
    });
    expect(refusalMessage('FLAT200', priced.code!.refusal!)).toBe(
      'FLAT200 is for orders of ₹999 or more: add ₹100 more.',
    );
  });

  it('names each refusal', () => {
    const refusalFor = (p: Partial<Promotion>, over: Partial<PromotionContext> = {}) =>
      priceWithPromotions(
        [line(120000, 1)],
        settings,
        [{ ...FLAT200, ...p }],
        ctx({ code: 'flat200', ...over }),
      ).code!.refusal;
    expect(refusalFor({ code: 'OTHER' })).toEqual({ reason: 'unknown' });
    expect(refusalFor({ endsAt: '2026-11-27T11:00:00Z' })).toEqual({ reason: 'expired' });
    expect(refusalFor({ status: 'ended' })).toEqual({ reason: 'expired' });
    expect(refusalFor({ status: 'paused' })).toEqual({ reason: 'paused' });
    expect(refusalFor({ startsAt: '2026-11-28T00:00:00Z' })).toMatchObject({
      reason: 'not-started',
    });
    expect(refusalFor({ scope: 'categories', scopeIds: ['hair'] })).toEqual({
      reason: 'not-applicable',
    });
    expect(refusalFor({ firstOrderOnly: true })).toEqual({ reason: 'first-order-only' });
    expect(refusalFor({ perCustomerLimit: 1 }, { customerUses: { flat200: 1 } })).toEqual({
      reason: 'already-used',
    });
    expect(refusalFor({ totalLimit: 50, usesCount: 50 })).toEqual({ reason: 'limit-reached' });
    expect(refusalFor({})).toBeNull();
    expect(refusalMessage('X', { reason: 'not-started', startsAt: '2026-11-28T20:00:00Z' })).toBe(
      'The code X starts on 2026-11-29.',
    );
  });

  it('applies automatic promotions first, then one code, each on what is left', () => {
    const auto = promo({
      id: 'neem',
      name: '15% off Neem',
      percentOff: 15,
      scope: 'products',
      scopeIds: ['prod-1'],
    });
    const lines = [line(100000, 1), line(20000, 1, { productId: 'prod-2' })];
    const priced = priceWithPromotions(lines, settings, [auto, FLAT200], ctx({ code: 'FLAT200' }));
    expect(priced.applied.map((a) => [a.name, a.discountPaise])).toEqual([
      ['15% off Neem', 15000],
      // ₹200 over what is left: ₹850 and ₹200.
      ['FLAT200', 20000],
    ]);
    // In whole rupees: ₹161.90 and ₹38.10 exact, the larger remainder gets the rupee left.
    expect(priced.applied[1]!.lineDiscounts).toEqual([16200, 3800]);
    expect(priced.lineDiscounts).toEqual([31200, 3800]);
  });

  it('gives the cheapest units free on buy X get Y of one product', () => {
    const bogo = promo({
      id: 'bogo',
      name: 'BOGO kajal',
      kind: 'bxgy',
      percentOff: null,
      buyQuantity: 1,
      getQuantity: 1,
    });
    // Two shades of one kajal (₹300 and ₹250) and three of another product.
    const lines = [
      line(30000, 1, { productId: 'kajal' }),
      line(25000, 1, { productId: 'kajal' }),
      line(10000, 3, { productId: 'liner' }),
    ];
    const priced = priceWithPromotions(lines, settings, [bogo], ctx());
    expect(priced.lineDiscounts).toEqual([0, 25000, 10000]);
  });

  it('waives shipping with a free-shipping promotion, and lists it only when it saves', () => {
    const ship = promo({
      id: 'ship',
      name: 'Free shipping',
      kind: 'free-shipping',
      percentOff: null,
    });
    const small = priceWithPromotions([line(20000, 1)], settings, [ship], ctx());
    expect(small).toMatchObject({ shippingPaise: 0, shippingWaivedPaise: 4900, totalPaise: 20000 });
    const big = priceWithPromotions([line(60000, 1)], settings, [ship], ctx());
    expect(big.applied).toEqual([]);
  });

  it('keeps a vendor-funded promotion to its own products', () => {
    const own = promo({ id: 'v', name: 'Vendor 10%', fundedBy: 'vendor-2' });
    const lines = [line(10000, 1), line(10000, 1, { vendorId: 'vendor-2', productId: 'prod-2' })];
    expect(priceWithPromotions(lines, settings, [own], ctx()).lineDiscounts).toEqual([0, 1000]);
  });
});

const lineArb = fc.record({
  unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
  quantity: fc.integer({ min: 0, max: 10 }),
  productId: fc.constantFrom('a', 'b', 'c', 'd'),
  vendorId: fc.constantFrom('v1', 'v2', 'v3'),
  category: fc.constantFrom('makeup', 'skin', 'hair'),
});
const promoArb = fc.record({
  kind: fc.constantFrom('percent', 'flat', 'free-shipping', 'bxgy'),
  percentOff: fc.integer({ min: 1, max: 90 }),
  flatOffPaise: fc.integer({ min: 1, max: 10_000_000 }),
  buyQuantity: fc.integer({ min: 1, max: 3 }),
  getQuantity: fc.integer({ min: 1, max: 3 }),
  scope: fc.constantFrom('cart', 'categories', 'vendors', 'products'),
  scopeIds: fc.subarray(['a', 'b', 'v1', 'v2', 'makeup', 'hair']),
  minGoodsPaise: fc.integer({ min: 0, max: 200_000 }),
  code: fc.option(fc.constantFrom('X1', 'X2'), { nil: null }),
  fundedBy: fc.option(fc.constantFrom('v1', 'v2'), { nil: null }),
});

describe('priceWithPromotions over random carts and promotions', () => {
  it('adds up: totals are the sum of lines, nothing negative, splits exact', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(promoArb, { maxLength: 5 }),
        fc.option(fc.constantFrom('x1', 'X2', 'nope'), { nil: null }),
        fc.boolean(),
        (lines, raw, code, firstOrder) => {
          const promotions = raw.map((r, i) =>
            promo({ ...r, id: `p${i}`, name: `P${i}` } as Partial<Promotion>),
          );
          const p = priceWithPromotions(lines, settings, promotions, ctx({ code, firstOrder }));
          const gross = lines.map((l) => l.unitPricePaise * l.quantity);
          expect(p.subtotalPaise).toBe(gross.reduce((s, g) => s + g, 0));
          expect(p.discountPaise).toBe(p.lineDiscounts.reduce((s, d) => s + d, 0));
          p.lineDiscounts.forEach((d, i) => {
            expect(Number.isInteger(d)).toBe(true);
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(gross[i]!);
          });
          for (const a of p.applied) {
            expect(a.lineDiscounts.reduce((s, d) => s + d, 0)).toBe(a.discountPaise);
            expect(a.lineDiscounts.every((d) => Number.isInteger(d) && d >= 0)).toBe(true);
          }
          expect(p.applied.reduce((s, a) => s + a.discountPaise, 0)).toBe(p.discountPaise);
          expect(p.applied.filter((a) => a.code !== null).length).toBeLessThanOrEqual(1);
          expect(p.totalPaise).toBe(p.subtotalPaise - p.discountPaise + p.shippingPaise);
          expect(p.totalPaise).toBeGreaterThanOrEqual(0);
          expect(p.taxPaise).toBeGreaterThanOrEqual(0);
          expect(p.taxPaise).toBeLessThanOrEqual(p.totalPaise);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prices a first order exactly as the hard-wired first-purchase rule did', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 90 }),
        fc.boolean(),
        (lines, pct, firstOrder) => {
          const s = { ...settings, firstPurchaseDiscountPct: pct };
          const p = priceWithPromotions(
            lines,
            s,
            [firstPurchasePromotion(pct)],
            ctx({ firstOrder }),
          );
          const { itemCount, subtotalPaise, discountPaise, shippingPaise, taxPaise, totalPaise } =
            p;
          expect({
            itemCount,
            subtotalPaise,
            discountPaise,
            shippingPaise,
            taxPaise,
            totalPaise,
          }).toEqual(priceOrder(lines, s, { firstPurchase: firstOrder }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps whole-rupee prices at a whole-rupee total, every discount in whole rupees', () => {
    const rupeeLine = lineArb.map((l) => ({ ...l, unitPricePaise: l.unitPricePaise * 100 }));
    const rupeePromo = promoArb.map((r) => ({
      ...r,
      flatOffPaise: r.flatOffPaise * 100,
      minGoodsPaise: r.minGoodsPaise * 100,
    }));
    fc.assert(
      fc.property(
        fc.array(rupeeLine, { maxLength: 8 }),
        fc.array(rupeePromo, { maxLength: 5 }),
        fc.option(fc.constantFrom('x1', 'X2'), { nil: null }),
        fc.boolean(),
        (lines, raw, code, firstOrder) => {
          const promotions = [
            firstPurchasePromotion(20),
            ...raw.map((r, i) => promo({ ...r, id: `p${i}`, name: `P${i}` } as Partial<Promotion>)),
          ];
          const p = priceWithPromotions(lines, settings, promotions, ctx({ code, firstOrder }));
          expect(p.totalPaise % 100).toBe(0);
          expect(p.lineDiscounts.every((d) => d % 100 === 0)).toBe(true);
          expect(p.applied.every((a) => a.lineDiscounts.every((d) => d % 100 === 0))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never gives the shopper less than the advertised percentage, nor a rupee more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        (base, pct) => {
          const d = percentDiscount(base, pct);
          const exact = (base * pct) / 100;
          expect(d % 100 === 0 || d === base).toBe(true);
          expect(d).toBeLessThanOrEqual(base);
          if (d < base) expect(d).toBeGreaterThanOrEqual(exact);
          expect(d).toBeLessThan(exact + 100);
        },
      ),
      { numRuns: 500 },
    );
  });
});
