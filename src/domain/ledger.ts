// The vendor ledger's rules (issue #21, docs/decisions/023-ledger-and-payouts.md): the kinds of
// money event, the taxes a marketplace withholds, settlement periods and bank references. Every
// amount is integer paise; an entry's amount is its effect on what Angle owes the vendor
// (positive: owed to the vendor; negative: kept by Angle).
import { addDays, indianDateOf } from './india-time';
import type { Paise } from './money';

export const LEDGER_KINDS = [
  'sale',
  'vendor-discount',
  'commission',
  'tcs',
  'tds',
  'cod-collected',
  'refund',
  'commission-reversal',
  'tcs-reversal',
  'rto-shipping',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Sale (delivered)',
  'vendor-discount': 'Your offer’s discount',
  commission: 'Commission',
  tcs: 'TCS withheld (GST s.52)',
  tds: 'TDS withheld (s.194-O)',
  'cod-collected': 'Cash collected by the courier, shipping included',
  refund: 'Refund',
  'commission-reversal': 'Commission reversed',
  'tcs-reversal': 'TCS reversed',
  'rto-shipping': 'Returned to you undelivered: shipping both ways',
};

/**
 * Statutory defaults, in basis points. TCS under s.52 CGST Act: 0.5% of the net value of taxable
 * supplies since 10 July 2024 (Notification 15/2024-Central Tax, 01/2024-Integrated Tax). TDS
 * under s.194-O Income-tax Act: 0.1% of the gross amount since 1 October 2024 (Finance (No. 2)
 * Act, 2024). The admin may change both in the store settings.
 */
export const DEFAULT_TCS_RATE_BP = 50;
export const DEFAULT_TDS_RATE_BP = 10;
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const SETTLEMENT_PERIOD_DAYS = 7;

/** `amount` at `rateBp` basis points, rounded to the paisa. */
export function atRate(amount: Paise, rateBp: number): Paise {
  return Math.round((amount * rateBp) / 10_000);
}

/**
 * The taxable value in a GST-inclusive amount: prices on Angle include GST at `gstRateBp`, and
 * both TCS (net value of taxable supplies) and TDS (CBDT Circular 17/2020: GST shown separately
 * on the invoice is left out) are on the value without it.
 */
export function taxableValue(inclusive: Paise, gstRateBp: number): Paise {
  return Math.round((inclusive * 10_000) / (10_000 + gstRateBp));
}

/**
 * `total` split over `weights` in proportion, the rounding remainders going to the largest
 * fractions, so the parts always add up to `total` exactly.
 */
export function splitByWeight(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A part of `whole` proportional to `part / of`, rounded, for cumulative reversals. */
export function proportion(whole: Paise, part: Paise, of: Paise): Paise {
  if (of <= 0) return 0;
  return Math.round((whole * Math.min(part, of)) / of);
}

/** The last full settlement week (Monday to Sunday, India) before `now`. */
export function lastFullWeek(now: Date): { from: string; to: string } {
  const today = indianDateOf(now);
  // 1970-01-05 was a Monday: days since then modulo 7 is 0 on Mondays.
  const weekday = Math.round(Date.parse(`${today}T00:00:00Z`) / 86_400_000 - 4) % 7;
  const thisMonday = addDays(today, -weekday);
  return { from: addDays(thisMonday, -SETTLEMENT_PERIOD_DAYS), to: addDays(thisMonday, -1) };
}

/**
 * A bank's reference for a transfer (UTR): 16 characters for NEFT (the sending bank's four
 * letters, then twelve letters or digits), 22 for RTGS, or the 12-digit reference of IMPS/UPI.
 */
export const UTR_PATTERN = /^(?:[A-Z]{4}[A-Z0-9]{12}|[A-Z]{4}[A-Z0-9]{18}|\d{12})$/;

export function normaliseUtr(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export interface OrderRefundSplit {
  /** Everything refunded of the order's own payment so far, this refund included. */
  refundedPaise: Paise;
  shippingPaise: Paise;
  /** What the customer paid for the cancelled shipments' goods: no vendor was credited it. */
  cancelledPaidPaise: Paise;
  live: ReadonlyArray<{ id: string; paidPaise: Paise }>;
}

/**
 * How much of an order's refunds so far is each live shipment's (decision 023): a refund covers
 * the cancelled shipments first, then shipping (both Angle's: no vendor was credited them), and
 * the rest is spread over the live shipments by what was paid for them, never beyond it.
 */
export function orderRefundShares(split: OrderRefundSplit): Map<string, Paise> {
  const livePaid = split.live.reduce((sum, g) => sum + g.paidPaise, 0);
  const forVendors = Math.min(
    livePaid,
    Math.max(0, split.refundedPaise - split.cancelledPaidPaise - split.shippingPaise),
  );
  const parts = splitByWeight(
    forVendors,
    split.live.map((g) => g.paidPaise),
  );
  return new Map(split.live.map((g, i) => [g.id, parts[i]!]));
}
