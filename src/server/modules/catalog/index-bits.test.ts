// The index's bitset counts (index-bits.ts) equal a count row by row: popcounts, intersections,
// counts per value and ranges, on sizes that end inside a word and on empty sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bits, bitsInRange, countBy, countByEither } from './index-bits';

describe('the index bitsets', () => {
  const setArb = fc.integer({ min: 0, max: 200 }).chain((n) =>
    fc.record({
      // Sparse and dense sets alike.
      members: fc.double({ min: 0, max: 1, noNaN: true }).chain((p) =>
        fc.array(
          fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x < p),
          {
            minLength: n,
            maxLength: n,
          },
        ),
      ),
      others: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      values: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: n, maxLength: n }),
      min: fc.integer({ min: -2, max: 5 }),
      max: fc.integer({ min: -2, max: 5 }),
    }),
  );
  const bitsOf = (flags: boolean[]) =>
    Bits.of(
      flags.length,
      flags.flatMap((f, i) => (f ? [i] : [])),
    );

  it('counts, intersects and ranges as a row-by-row count', () => {
    fc.assert(
      fc.property(setArb, ({ members, others, values, min, max }) => {
        const n = members.length;
        const bits = bitsOf(members);
        expect(bits.count()).toBe(members.filter(Boolean).length);
        expect(bits.andCount(bitsOf(others))).toBe(members.filter((m, i) => m && others[i]).length);
        const counts = new Int32Array(5);
        countBy(bits, Int32Array.from(values), counts);
        const expected = new Int32Array(5);
        values.forEach((v, i) => {
          if (members[i] && v >= 0) expected[v]!++;
        });
        expect([...counts]).toEqual([...expected]);
        // The same from the rows left out, for a set of most rows (or not), given every row's.
        const totals = new Int32Array(5);
        countBy(Bits.all(n), Int32Array.from(values), totals);
        const either = new Int32Array(5);
        countByEither(bits, Int32Array.from(values), either, totals);
        expect([...either]).toEqual([...expected]);
        // In place: and, and not.
        const both = bitsOf(members);
        both.andWith(bitsOf(others));
        expect([...both.toArray()]).toEqual(members.flatMap((m, i) => (m && others[i] ? [i] : [])));
        const only = bitsOf(members);
        only.andNotWith(bitsOf(others));
        expect([...only.toArray()]).toEqual(
          members.flatMap((m, i) => (m && !others[i] ? [i] : [])),
        );
        const inRange = bitsInRange(Int32Array.from(values), min, max);
        expect([...inRange.toArray()]).toEqual(
          values.flatMap((v, i) => (v >= min && v <= max ? [i] : [])),
        );
        expect(Bits.all(n).count()).toBe(n);
      }),
    );
  });
});
