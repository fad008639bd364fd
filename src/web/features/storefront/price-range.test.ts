import { describe, expect, it } from 'vitest';
import { priceRangeErrors } from './price-range';

describe('priceRangeErrors (issue #37)', () => {
  it('accepts either end blank, rupees with paise, and commas', () => {
    expect(priceRangeErrors('', '')).toEqual({});
    expect(priceRangeErrors('499', '')).toEqual({});
    expect(priceRangeErrors('', '1,999.50')).toEqual({});
    expect(priceRangeErrors('500', '500')).toEqual({});
  });

  it('names the field of a malformed price', () => {
    expect(priceRangeErrors('abc', '900')).toEqual({
      minPrice: 'Use rupees written like 499 or 499.50.',
    });
    expect(priceRangeErrors('100', '1e3').maxPrice).toBeDefined();
  });

  it('marks both fields when the lowest is above the highest', () => {
    expect(priceRangeErrors('900', '500')).toEqual({
      minPrice: 'Make it at most the highest price.',
      maxPrice: 'Make it at least the lowest price.',
    });
  });
});
