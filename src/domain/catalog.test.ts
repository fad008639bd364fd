import { describe, expect, it } from 'vitest';
import { discountPercent, stockStatusOf } from './catalog';

describe('discountPercent (SPEC §5)', () => {
  it('rounds (original − price) / original × 100', () => {
    expect(discountPercent({ price: 799, originalPrice: 999, isOnSale: true })).toBe(20);
    expect(discountPercent({ price: 1, originalPrice: 3, isOnSale: true })).toBe(67);
  });

  it('shows nothing unless the product is on sale with a higher original price', () => {
    expect(discountPercent({ price: 799, originalPrice: 999, isOnSale: false })).toBeNull();
    expect(discountPercent({ price: 799, isOnSale: true })).toBeNull();
    expect(discountPercent({ price: 999, originalPrice: 999, isOnSale: true })).toBeNull();
    expect(discountPercent({ price: 1000, originalPrice: 999, isOnSale: true })).toBeNull();
  });
});

describe('stockStatusOf', () => {
  it('derives the status from the quantity and the low-stock threshold', () => {
    expect(stockStatusOf(0, 5)).toBe('out-of-stock');
    expect(stockStatusOf(5, 5)).toBe('low-stock');
    expect(stockStatusOf(6, 5)).toBe('in-stock');
  });
});
