import { describe, expect, it } from 'vitest';
import {
  amountToFreeShipping,
  gstPart,
  percentDiscount,
  priceOrder,
  type PricingSettings,
} from './pricing';

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

describe('amountToFreeShipping', () => {
  it('says how much more unlocks free shipping, and 0 once it is free', () => {
    const lines = [{ unitPricePaise: 39900, quantity: 1 }];
    expect(amountToFreeShipping(priceOrder(lines, settings, noPromo), settings)).toBe(10000);
    const more = [{ unitPricePaise: 39900, quantity: 2 }];
    expect(amountToFreeShipping(priceOrder(more, settings, noPromo), settings)).toBe(0);
  });
});
