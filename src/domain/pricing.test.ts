import { describe, expect, it } from 'vitest';
import { codeAppliedMessage, freeDeliveryLostMessage, shortfallInRupees } from './free-delivery';
import {
  deliveryFeeFor,
  gstPart,
  percentDiscount,
  priceOrder,
  type PricingSettings,
} from './pricing';
import { firstPurchasePromotion, priceWithPromotions, type Promotion } from './promotions';

const settings: PricingSettings = {
  shippingFeePaise: 4900,
  freeShippingThresholdPaise: 49900,
  gstRateBp: 1800,
  firstPurchaseDiscountPct: 20,
};
const noPromo = { firstPurchase: false };

describe('priceOrder', () => {
  it('sums the lines and adds the flat fee below the free-shipping threshold', () => {
    const totals = priceOrder([{ unitPricePaise: 39900, quantity: 1 }], settings, noPromo);
    expect(totals).toMatchObject({
      itemCount: 1,
      subtotalPaise: 39900,
      discountPaise: 0,
      shippingPaise: 4900,
      totalPaise: 44800,
    });
  });

  it('ships free exactly at the threshold, and charges one paisa below it', () => {
    const at = priceOrder([{ unitPricePaise: 49900, quantity: 1 }], settings, noPromo);
    expect(at.shippingPaise).toBe(0);
    expect(at.totalPaise).toBe(49900);
    const below = priceOrder([{ unitPricePaise: 49899, quantity: 1 }], settings, noPromo);
    expect(below.shippingPaise).toBe(4900);
  });

  it('takes 20% off the subtotal of a first purchase, as its own line', () => {
    const totals = priceOrder([{ unitPricePaise: 129900, quantity: 2 }], settings, {
      firstPurchase: true,
    });
    expect(totals.subtotalPaise).toBe(259800);
    // 20% of ₹2,598 is ₹519.60: the shopper gets ₹520 off.
    expect(totals.discountPaise).toBe(52000);
    expect(totals.totalPaise).toBe(207800);
  });

  it('gives a second purchase no discount', () => {
    const lines = [{ unitPricePaise: 129900, quantity: 2 }];
    expect(priceOrder(lines, settings, noPromo).discountPaise).toBe(0);
  });

  it('decides free shipping on the goods after the discount', () => {
    // ₹599 − ₹120 (20% is ₹119.80, rounded up) = ₹479: under ₹499, so the fee applies.
    const totals = priceOrder([{ unitPricePaise: 59900, quantity: 1 }], settings, {
      firstPurchase: true,
    });
    expect(totals.discountPaise).toBe(12000);
    expect(totals.shippingPaise).toBe(4900);
    expect(totals.totalPaise).toBe(59900 - 12000 + 4900);
  });

  it('rounds the discount up to a whole rupee, never past what the goods cost', () => {
    const discount = (unitPricePaise: number, quantity = 1) =>
      priceOrder([{ unitPricePaise, quantity }], settings, { firstPurchase: true }).discountPaise;
    expect(discount(50000)).toBe(10000); // exactly ₹100
    expect(discount(50100)).toBe(10100); // ₹100.20 → ₹101
    expect(discount(39950)).toBe(8000); // ₹79.90 → ₹80; the ₹319.50 left keeps its paise
    expect(discount(1, 3)).toBe(3); // 0.6 paise → ₹1, capped at the 3 paise the goods cost
    expect(percentDiscount(50000, 0)).toBe(0);
  });

  it('reports the GST included in the total, never adding it on top', () => {
    const totals = priceOrder([{ unitPricePaise: 118000, quantity: 1 }], settings, noPromo);
    expect(totals.totalPaise).toBe(118000);
    expect(totals.taxPaise).toBe(18000);
    expect(gstPart(44800, 1800)).toBe(6834); // 448 × 18/118 = 68.338…
    expect(gstPart(10000, 0)).toBe(0);
  });

  it('prices an empty cart at zero, with no shipping fee', () => {
    expect(priceOrder([], settings, { firstPurchase: true })).toEqual({
      itemCount: 0,
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    });
  });

  it('follows the settings: another fee, threshold and rate', () => {
    const custom = { ...settings, shippingFeePaise: 9900, freeShippingThresholdPaise: 99900 };
    const totals = priceOrder([{ unitPricePaise: 59900, quantity: 1 }], custom, noPromo);
    expect(totals.shippingPaise).toBe(9900);
  });
});

describe('free delivery across offers (issue #33)', () => {
  // A ₹699 cart: the first-purchase 20% (₹140) leaves ₹559, over the ₹499 line; a ₹100 code
  // then leaves ₹459, under it, so delivery goes from free to ₹49 and the code saves ₹51.
  const cart = [
    { unitPricePaise: 69900, quantity: 1, productId: 'p1', vendorId: 'v1', category: 'hair' },
  ];
  const save100: Promotion = {
    ...firstPurchasePromotion(0),
    id: 'promo-save100',
    name: 'Save ₹100',
    kind: 'flat',
    percentOff: null,
    flatOffPaise: 10000,
    firstOrderOnly: false,
    code: 'SAVE100',
  };
  const offers = [firstPurchasePromotion(20), save100];
  const ctx = (code: string | null) => ({
    now: new Date('2026-12-01T12:00:00Z'),
    firstOrder: true,
    customerUses: {},
    code,
  });

  it('charges delivery under the line, on what the items cost', () => {
    expect(deliveryFeeFor(49900, settings)).toBe(0);
    expect(deliveryFeeFor(49899, settings)).toBe(4900);
  });

  it('decides delivery on the items after every discount, and names the code that cost it', () => {
    const without = priceWithPromotions(cart, settings, offers, ctx(null));
    expect(without).toMatchObject({ discountPaise: 14000, shippingPaise: 0, totalPaise: 55900 });
    expect(without.freeDeliveryShortfallPaise).toBeNull();
    expect(without.freeDeliveryLost).toBeNull();

    const coded = priceWithPromotions(cart, settings, offers, ctx('save100'));
    expect(coded).toMatchObject({ discountPaise: 24000, shippingPaise: 4900, totalPaise: 50800 });
    expect(coded.freeDeliveryShortfallPaise).toBe(4000);
    expect(coded.freeDeliveryLost).toEqual({
      promotionId: 'promo-save100',
      name: 'Save ₹100',
      code: 'SAVE100',
      discountPaise: 10000,
      feePaise: 4900,
      savingPaise: 5100,
    });
    expect(without.totalPaise - coded.totalPaise).toBe(coded.freeDeliveryLost!.savingPaise);
    expect(codeAppliedMessage(coded, settings)).toBe(
      'Code SAVE100 applied: −₹100 on items, but delivery is now ₹49 (your items are under ₹499 after discounts). You save ₹51.',
    );
    expect(shortfallInRupees(coded.freeDeliveryShortfallPaise)).toBe(40);
  });

  it('names an automatic offer that takes the items under the line, and a saving the fee eats', () => {
    const small = [{ ...cart[0]!, unitPricePaise: 55000 }];
    const first = priceWithPromotions(small, settings, offers, ctx(null));
    expect(first.freeDeliveryLost).toMatchObject({ name: 'First purchase discount', code: null });
    expect(freeDeliveryLostMessage(first.freeDeliveryLost!, settings)).toBe(
      'First-purchase discount: −₹110 on items, but delivery is now ₹49 (your items are under ₹499 after discounts). You save ₹61.',
    );
    const tiny = { ...save100, flatOffPaise: 1000 };
    const atLine = [{ ...cart[0]!, unitPricePaise: 50000 }];
    const lost = priceWithPromotions(atLine, settings, [tiny], {
      ...ctx('SAVE100'),
      firstOrder: false,
    });
    expect(lost.totalPaise).toBe(53900);
    expect(codeAppliedMessage(lost, settings)).toMatch(/You pay ₹39 more in all\.$/);
  });

  it('says nothing was lost when the items were under the line before any offer', () => {
    const under = [{ ...cart[0]!, unitPricePaise: 39900 }];
    const priced = priceWithPromotions(under, settings, offers, ctx('SAVE100'));
    expect(priced.freeDeliveryLost).toBeNull();
    expect(priced.freeDeliveryShortfallPaise).toBe(49900 - (39900 - 8000 - 10000));
    expect(codeAppliedMessage(priced, settings)).toBe('Code SAVE100 applied: −₹100 on items.');
  });

  it('has no shortfall when a free-shipping offer waives the fee', () => {
    const free = {
      ...save100,
      kind: 'free-shipping' as const,
      flatOffPaise: null,
      code: 'SHIPFREE',
    };
    const under = [{ ...cart[0]!, unitPricePaise: 39900 }];
    const priced = priceWithPromotions(under, settings, [free], {
      ...ctx('SHIPFREE'),
      firstOrder: false,
    });
    expect(priced.shippingPaise).toBe(0);
    expect(priced.freeDeliveryShortfallPaise).toBeNull();
    expect(codeAppliedMessage(priced, settings)).toBe('Code SHIPFREE applied: free delivery.');
  });
});
