// The index's sorts without a comparison function (index-order.ts) give the order a comparator
// sort gives — keys compared by subtraction, ties by row number — for keys with many ties, both
// directions and several keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderOf } from './index-order';

const rowsArb = fc.integer({ min: 0, max: 300 }).chain((n) =>
  fc.record({
    // Few distinct values, so ties are common; -0 and 0 are one value, as in a subtraction.
    a: fc.array(fc.constantFrom(0, -0, 1, 2.5, -3, 1e15, 1e15 + 2), { minLength: n, maxLength: n }),
    b: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: n, maxLength: n }),
    aDescending: fc.boolean(),
    bDescending: fc.boolean(),
    idDescending: fc.boolean(),
  }),
);

describe('the index orders', () => {
  it('sorts by packed ranks as a comparator sorts', () => {
    fc.assert(
      fc.property(rowsArb, ({ a, b, aDescending, bDescending, idDescending }) => {
        const n = a.length;
        const dir = (descending: boolean, x: number, y: number) => (descending ? y - x : x - y);
        const expected = Array.from({ length: n }, (_, i) => i).sort(
          (i, j) =>
            dir(aDescending, a[i]!, a[j]!) ||
            dir(bDescending, b[i]!, b[j]!) ||
            dir(idDescending, i, j),
        );
        const keys = [
          { values: a, descending: aDescending },
          { values: b, descending: bDescending },
        ];
        expect([...orderOf(n, keys, idDescending)]).toEqual(expected);
      }),
    );
  });
});
