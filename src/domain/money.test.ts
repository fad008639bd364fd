import { describe, expect, it } from 'vitest';
import { formatINR, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats whole rupees with Indian digit grouping and no decimals', () => {
    expect(formatINR(399)).toBe('₹399');
    expect(formatINR(123456)).toBe('₹1,23,456');
  });

  it('shows two decimals when there are paise', () => {
    expect(formatINR(399.5)).toBe('₹399.50');
    expect(formatINR(1299.99)).toBe('₹1,299.99');
  });

  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(39900)).toBe(399);
  });
});
