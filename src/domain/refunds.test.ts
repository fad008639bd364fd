import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionPaise } from './payout';
import { priceWithPromotions, firstPurchasePromotion, type Promotion } from './promotions';
import {
  maskPayout,
  nextReturnStatuses,
  refundFor,
  RefundInputError,
  shippingShares,
  withinReturnWindow,
  type RefundGroup,
} from './refunds';

const line = (itemId: string, unit: number, quantity: number, discount = 0, refunded = 0) => ({
  itemId,
  quantity,
  lineTotalPaise: unit * quantity,
  discountPaise: discount,
  refundedQuantity: refunded,
});

describe('refundFor', () => {
  // Two shades of a lipstick (3 × ₹499) and a toner (1 × ₹349), 20% first-purchase off.
  const group: RefundGroup = {
    lines: [line('shade-a', 49_900, 3, 29_940), line('toner', 34_900, 1, 6_980)],
    shippingPaise: 4_900,
    commissionPaise: commissionPaise(49_900 * 3 + 34_900, 1000),
  };

  it('gives back one unit’s paid price after its share of the discount, paise exact', () => {
    const r = refundFor(group, [{ itemId: 'shade-a', quantity: 1 }]);
    // (149 700 − 29 940) / 3 = 39 920 exactly.
    expect(r.lines).toEqual([
      { itemId: 'shade-a', quantity: 1, amountPaise: 39_920, commissionPaise: 4_990 },
    ]);
    expect(r).toMatchObject({ goodsPaise: 39_920, shippingPaise: 0, amountPaise: 39_920 });
    expect(r.wholeShipment).toBe(false);
  });

  it('adds the shipping when the return completes the whole shipment', () => {
    const r = refundFor(
      { ...group, lines: [line('shade-a', 49_900, 3, 29_940, 1), group.lines[1]!] },
      [
        { itemId: 'shade-a', quantity: 2 },
        { itemId: 'toner', quantity: 1 },
      ],
    );
    expect(r.wholeShipment).toBe(true);
    expect(r.shippingPaise).toBe(4_900);
    expect(r.goodsPaise).toBe(39_920 * 2 + 27_920);
    expect(r.amountPaise).toBe(r.goodsPaise + 4_900);
    expect(r.commissionReversedPaise).toBe(group.commissionPaise - 4_990);
  });

  it('keeps the remainder paisa for the last unit, so partial returns add up exactly', () => {
    // ₹100.00 paid for 3 units: 33.33, 33.33, 33.34.
    const g: RefundGroup = {
      lines: [line('x', 4_000, 3, 2_000)],
      shippingPaise: 0,
      commissionPaise: 100,
    };
    const first = refundFor(g, [{ itemId: 'x', quantity: 1 }]);
    const second = refundFor({ ...g, lines: [line('x', 4_000, 3, 2_000, 1)] }, [
      { itemId: 'x', quantity: 1 },
    ]);
    const third = refundFor({ ...g, lines: [line('x', 4_000, 3, 2_000, 2)] }, [
      { itemId: 'x', quantity: 1 },
    ]);
    expect([first, second, third].map((r) => r.amountPaise)).toEqual([3_333, 3_333, 3_334]);
    expect([first, second, third].map((r) => r.commissionReversedPaise)).toEqual([33, 33, 34]);
  });

  it('refuses more than is left, an unknown line and nothing at all', () => {
    expect(() => refundFor(group, [{ itemId: 'shade-a', quantity: 4 }])).toThrow(
      'At most 3 of this line can still be returned.',
    );
    expect(() => refundFor(group, [{ itemId: 'nope', quantity: 1 }])).toThrow(RefundInputError);
    expect(() => refundFor(group, [])).toThrow('Choose at least one item to return.');
    expect(() => refundFor(group, [{ itemId: 'toner', quantity: 0 }])).toThrow(RefundInputError);
  });

  it('for a cart priced with promotions, any sequence of partial returns gives back exactly what was paid', () => {
    const percent: Promotion = { ...firstPurchasePromotion(10), id: 'p', firstOrderOnly: false };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 1, max: 500_000 }),
            qty: fc.integer({ min: 1, max: 6 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 9_999 }),
        fc.infiniteStream(fc.nat()),
        (items, pct, shipping, rateBp, picks) => {
          const priced = priceWithPromotions(
            items.map((it, i) => ({
              unitPricePaise: it.unit,
              quantity: it.qty,
              productId: `p${i}`,
              vendorId: 'v',
              category: 'makeup',
            })),
            {
              shippingFeePaise: shipping,
              freeShippingThresholdPaise: 10_000_000,
              gstRateBp: 1800,
              firstPurchaseDiscountPct: 0,
            },
            [{ ...percent, percentOff: pct }],
            {
              now: new Date('2026-11-27T00:00:00Z'),
              firstOrder: true,
              customerUses: {},
              code: null,
            },
          );
          const subtotal = items.reduce((s, it) => s + it.unit * it.qty, 0);
          const lines = items.map((it, i) =>
            line(`l${i}`, it.unit, it.qty, priced.lineDiscounts[i]!),
          );
          const g = { shippingPaise: shipping, commissionPaise: commissionPaise(subtotal, rateBp) };
          const refunded = lines.map(() => 0);
          let back = 0;
          let reversed = 0;
          const it = picks[Symbol.iterator]();
          while (refunded.some((r, i) => r < lines[i]!.quantity)) {
            const i = refunded.findIndex(
              (r, j) => r < lines[j]!.quantity && it.next().value % 2 === 0,
            );
            const at = i === -1 ? refunded.findIndex((r, j) => r < lines[j]!.quantity) : i;
            const left = lines[at]!.quantity - refunded[at]!;
            const q = 1 + (it.next().value % left);
            const r = refundFor(
              { ...g, lines: lines.map((l, j) => ({ ...l, refundedQuantity: refunded[j]! })) },
              [{ itemId: `l${at}`, quantity: q }],
            );
            for (const l of r.lines) {
              expect(Number.isInteger(l.amountPaise)).toBe(true);
              expect(l.amountPaise).toBeGreaterThanOrEqual(0);
            }
            refunded[at]! += q;
            back += r.amountPaise;
            reversed += r.commissionReversedPaise;
          }
          const paid = lines.reduce((s, l) => s + l.lineTotalPaise - l.discountPaise, 0);
          expect(back).toBe(paid + shipping);
          expect(reversed).toBe(g.commissionPaise);
        },
      ),
    );
  });
});

describe('shippingShares', () => {
  it('gives a single shipment the whole fee and splits it over several by subtotal', () => {
    expect(shippingShares(4_900, [10_000])).toEqual([4_900]);
    expect(shippingShares(4_900, [10_000, 10_000, 10_000])).toEqual([1_634, 1_633, 1_633]);
    expect(shippingShares(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('the return window and moves', () => {
  it('is open until the window’s last moment after delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T10:00:00Z'))).toBe(true);
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T10:00:01Z'))).toBe(false);
  });

  it('lets the vendor approve or reject a request and the admin overturn a rejection', () => {
    expect(nextReturnStatuses('requested', 'vendor')).toEqual(['approved', 'rejected']);
    expect(nextReturnStatuses('received', 'vendor')).toEqual([]);
    expect(nextReturnStatuses('rejected', 'vendor')).toEqual([]);
    expect(nextReturnStatuses('rejected', 'admin')).toEqual(['approved']);
  });
});

describe('maskPayout', () => {
  it('never shows a UPI ID or account number in full', () => {
    expect(maskPayout({ method: 'upi', upiId: 'ananya.iyer@okicici' })).toBe('an•••••••••@okicici');
    expect(maskPayout({ method: 'bank', accountNumber: '001234567890', ifsc: 'HDFC0001234' })).toBe(
      'Account ••••7890 · HDFC',
    );
  });
});
