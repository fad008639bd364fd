// What a vendor earns from a shipment: its lines' subtotal less Angle's commission, taken at the
// vendor's rate (basis points) and rounded to the paisa per shipment. The database's reports use
// the same rule (modules/vendor-reports/sales-sql.ts), so statements and totals agree.
import type { Paise } from './money';

export function commissionPaise(subtotal: Paise, rateBp: number): Paise {
  return Math.round((subtotal * rateBp) / 10_000);
}

export function netPayoutPaise(subtotal: Paise, rateBp: number): Paise {
  return subtotal - commissionPaise(subtotal, rateBp);
}

/** 1000 basis points → 10 (percent). */
export function ratePercent(rateBp: number): number {
  return rateBp / 100;
}
