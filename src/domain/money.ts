// Money is integer paise inside Angle; rupees only at the edges (API responses, screens).
import { lazy } from './lazy';

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * Whether `rupees` is a whole number of paise, exactly: 19.99 and 0.01 are, 1e-9, 1.005 and
 * 0.1 + 0.2 are not. A tolerance (|v·100 − round(v·100)| < ε) let 1e-9 through as "₹0.00",
 * which then broke the database's price > 0 check (issue #16). Dividing the rounded paise back
 * is exact: the nearest double to a two-decimal number is what `paise / 100` gives.
 */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.round(rupees * 100) / 100 === rupees;
}

/** Decimal rupees as people write them: digits, then at most two decimals. */
const RUPEES_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Reads rupees typed as text (a CSV cell, a query string): `399`, `399.5`, `₹1,299.00`. Anything
 * else is null: `Number()` would also take `0x10` (16), `1e3`, `Infinity`, `-0` and blanks.
 */
export function parseRupeesText(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  return RUPEES_TEXT.test(cleaned) ? Number(cleaned) : null;
}

/** A whole number typed as text (a stock count): digits only. */
export function parseWholeNumberText(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}

const wholeRupees = lazy(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
);
const withPaise = lazy(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
);

/** Formats rupees the Indian way: ₹1,23,456 for whole rupees, ₹399.50 when there are paise. */
export function formatINR(rupees: number): string {
  return Number.isInteger(Math.round(rupees * 100) / 100)
    ? wholeRupees().format(rupees)
    : withPaise().format(rupees);
}

/**
 * Rupees to the nearest whole rupee, the Indian way (₹77 for ₹77.49): for amounts a shopper is
 * told for information, such as the GST a total includes (docs/decisions/026-rupee-rounding.md).
 * Invoices keep the paise.
 */
export function formatWholeINR(rupees: number): string {
  return wholeRupees().format(Math.round(rupees));
}
