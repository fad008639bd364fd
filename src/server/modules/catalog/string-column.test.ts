// A string column gives back every value as it was kept, nulls and characters of any width
// included, across the chunks it is built in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringColumn } from './string-column';

describe('a string column', () => {
  it('gives back each value, null where null was kept', () => {
    const values = ['', 'Kajal', null, 'काजल · ₹499', '😀 shade', null, ''];
    const column = StringColumn.of(values);
    expect(column.length).toBe(values.length);
    expect(values.map((_, k) => column.nullable(k))).toEqual(values);
    expect(column.at(1)).toBe('Kajal');
  });

  it('keeps random values in order across its build chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string({ unit: 'binary' }), { nil: null }), { maxLength: 9000 }),
        (values) => {
          const column = StringColumn.of(values);
          expect(values.map((_, k) => column.nullable(k))).toEqual(values);
        },
      ),
      { numRuns: 20 },
    );
  });
});
