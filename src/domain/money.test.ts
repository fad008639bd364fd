import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  formatWholeINR,
  formatINR,
  isWholePaise,
  paiseToRupees,
  parseRupeesText,
  parseWholeNumberText,
  rupeesToPaise,
} from './money';

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

  it('tells whole paise exactly: every two-decimal amount, never a tiny or third decimal', () => {
    for (let paise = 0; paise < 200_000; paise++) {
      if (!isWholePaise(paise / 100)) throw new Error(`${paise / 100} should be whole paise`);
    }
    for (const rupees of [19.99, 0.01, 1e7, 9_999_999.99, -0]) {
      expect(isWholePaise(rupees), String(rupees)).toBe(true);
    }
    for (const rupees of [1e-9, 5e-324, 1.005, 0.1 + 0.2, 2.675, Infinity, NaN, 1e-7]) {
      expect(isWholePaise(rupees), String(rupees)).toBe(false);
    }
  });

  it('reads rupees and whole numbers written as text, and nothing that merely parses', () => {
    expect(parseRupeesText('399')).toBe(399);
    expect(parseRupeesText(' ₹1,299.5 ')).toBe(1299.5);
    expect(parseRupeesText('0.07')).toBe(0.07);
    for (const text of ['', '0x10', '1e3', '1e-9', 'Infinity', '-0', '-5', '1.005', '.5', 'NaN']) {
      expect(parseRupeesText(text), text).toBeNull();
    }
    expect(parseWholeNumberText('1,000')).toBe(1000);
    for (const text of ['', '0x10', '1e3', '2.5', '-1', 'ten', 'Infinity']) {
      expect(parseWholeNumberText(text), text).toBeNull();
    }
  });
});

describe('the rupee format written by hand (no ICU on the page, issue #36)', () => {
  const intlWhole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const intlPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  /** What formatINR wrote when it was Intl's. */
  const intlINR = (rupees: number) =>
    Number.isInteger(Math.round(rupees * 100) / 100)
      ? intlWhole.format(rupees)
      : intlPaise.format(rupees);

  it('writes the amounts a page shows without making an Intl formatter (ICU loads on its first)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./money');
      expect(fresh.formatINR(1299.5)).toBe('₹1,299.50');
      expect(fresh.formatINR(123456)).toBe('₹1,23,456');
      expect(fresh.formatWholeINR(77.49)).toBe('₹77');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("writes what Intl's en-IN rupee format writes, for every amount", () => {
    const edges = [
      0,
      -0,
      0.004,
      0.005,
      -0.4,
      0.5,
      1.005,
      2.5,
      999,
      1000,
      99_999,
      1_00_000,
      12_34_567.89,
      9_99_99_99_999,
      -1234.5,
      Number.MAX_SAFE_INTEGER,
      1e20,
      1e21,
      1e300,
      NaN,
      Infinity,
      -Infinity,
      5e-324,
    ];
    for (const rupees of edges) {
      expect(formatINR(rupees), String(rupees)).toBe(intlINR(rupees));
      expect(formatWholeINR(rupees), String(rupees)).toBe(intlWhole.format(Math.round(rupees)));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }).map((paise) => paise / 100),
          fc.integer({ min: -1e9, max: 1e9 }).map((paise) => paise / 100 + 0.005),
          fc.double({ min: -1e22, max: 1e22, noNaN: true }),
        ),
        (rupees) => {
          expect(formatINR(rupees)).toBe(intlINR(rupees));
          expect(formatWholeINR(rupees)).toBe(intlWhole.format(Math.round(rupees)));
        },
      ),
      { numRuns: 20_000, seed: 36 },
    );
  });
});

describe('formatWholeINR', () => {
  it('shows an amount to the nearest whole rupee (the GST line, issue #37)', () => {
    expect(formatWholeINR(77.49)).toBe('₹77');
    expect(formatWholeINR(77.5)).toBe('₹78');
    expect(formatWholeINR(441.76)).toBe('₹442');
    expect(formatWholeINR(123456)).toBe('₹1,23,456');
    expect(formatWholeINR(0)).toBe('₹0');
  });
});
