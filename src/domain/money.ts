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

/** Intl's own rupee formats, for what the hand-written one below does not write itself. */
const intlRupees = lazy(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
);
const intlRupeesWithPaise = lazy(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
);

/** Indian digit grouping: the last three digits, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A string of digits plus one (`099` → `100`, `99` → `100`). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  const carried = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${carried}`;
}

/**
 * What `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes (with
 * `decimals` places), written by hand: the first construction of that formatter loads ICU's
 * locale data, 14 ms on a fast machine and 55 ms at Lighthouse's 4× CPU, inside the slice of the
 * storefront's hydration that renders the first price (issue #36's profiles). Like ICU, it rounds
 * the number's shortest decimal form (what `String` writes) half away from zero; the unit test
 * compares the two over every kind of amount. Amounts `String` writes with an exponent (and NaN,
 * ∞) go to Intl.
 */
function rupeeText(rupees: number, decimals: 0 | 2): string {
  const abs = Math.abs(rupees);
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  if (abs < 1e-6) return `${sign}₹0${decimals ? '.00' : ''}`;
  if (!(abs < 1e21)) return (decimals ? intlRupeesWithPaise() : intlRupees()).format(rupees);
  const [int = '', fraction = ''] = String(abs).split('.');
  const kept = `${int}${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  const rounded = (fraction[decimals] ?? '0') >= '5' ? plusOne(kept) : kept;
  const whole = rounded.slice(0, rounded.length - decimals);
  return `${sign}₹${groupIndian(whole)}${decimals ? `.${rounded.slice(-decimals)}` : ''}`;
}

/** Formats rupees the Indian way: ₹1,23,456 for whole rupees, ₹399.50 when there are paise. */
export function formatINR(rupees: number): string {
  return rupeeText(rupees, Number.isInteger(Math.round(rupees * 100) / 100) ? 0 : 2);
}

/**
 * Rupees to the nearest whole rupee, the Indian way (₹77 for ₹77.49): for amounts a shopper is
 * told for information, such as the GST a total includes (docs/decisions/026-rupee-rounding.md).
 * Invoices keep the paise.
 */
export function formatWholeINR(rupees: number): string {
  return rupeeText(Math.round(rupees), 0);
}
