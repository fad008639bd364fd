// Returns and refunds (issue #21, docs/decisions/021-returns-and-refunds.md): what a return gives
// back, worked out once, here, in integer paise. The server refunds with it, the customer's and
// the admin's pages preview with it.
//
// A line's paid price is what it cost after its share of the order's discounts (order_items keep
// it: line_total − discount, issue #20). Units of a line are priced cumulatively: the first k
// units returned are worth ⌊paid·k/Q⌋, so any sequence of partial returns of a line adds up to
// exactly its paid price, whatever the order of the returns, and the remainder paisa always goes
// to the last unit (deterministic). The same rule reverses the commission: the group's
// commission is split over its lines by their subtotals (largest remainder), then per unit
// cumulatively. Shipping (the group's share of the order's fee) goes back with the return that
// completes the whole shipment.
import type { Paise } from './money';
import { splitPaise } from './promotions';

export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'wrong-shade',
  'allergic-reaction',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  'wrong-item': 'Wrong item',
  'wrong-shade': 'Wrong shade',
  'allergic-reaction': 'Allergic reaction',
  other: 'Other',
};

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked-up',
  'received',
  'refunded',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  'picked-up': 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Return rejected',
};

/** The moves a return may make; the admin may make any of them, the vendor all but refunding. */
const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['picked-up', 'rejected'],
  'picked-up': ['received'],
  received: ['refunded'],
  refunded: [],
  rejected: [],
};

export function nextReturnStatuses(
  from: ReturnStatus,
  role: 'vendor' | 'admin',
): readonly ReturnStatus[] {
  // Refunding is the refund's own step (it moves money), never a bare status change.
  const next = RETURN_NEXT[from].filter((s) => s !== 'refunded');
  // The admin may also overturn a rejection (the vendor's word is not the last).
  return role === 'admin' && from === 'rejected' ? ['approved'] : next;
}

/** Refunds go back the way the money came: Razorpay, or a transfer for cash on delivery. */
export const REFUND_METHODS = ['razorpay', 'upi', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_LIMITS = { photos: 3, note: 500, reason: 300, pickup: 300 } as const;

const DAY_MS = 86_400_000;

/** When a delivered shipment's return window closes (the window counts whole days). */
export function returnWindowClosesAt(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

export function withinReturnWindow(deliveredAt: Date, windowDays: number, now: Date): boolean {
  return now.getTime() <= returnWindowClosesAt(deliveredAt, windowDays).getTime();
}

/** One line of a vendor's shipment as bought, with what earlier refunds took of it. */
export interface RefundableLine {
  itemId: string;
  quantity: number;
  /** unit price × quantity, before discounts */
  lineTotalPaise: Paise;
  /** the line's share of the order's promotions */
  discountPaise: Paise;
  /** units already given back by refunds made (or on their way) */
  refundedQuantity: number;
}

export interface RefundGroup {
  lines: readonly RefundableLine[];
  /** The group's share of the order's shipping fee (shippingShares). */
  shippingPaise: Paise;
  /** The commission charged on the group's sale. */
  commissionPaise: Paise;
}

export interface RefundLineBreakdown {
  itemId: string;
  quantity: number;
  amountPaise: Paise;
  commissionPaise: Paise;
}

export interface RefundBreakdown {
  lines: RefundLineBreakdown[];
  goodsPaise: Paise;
  shippingPaise: Paise;
  /** goods + shipping: what the customer gets back */
  amountPaise: Paise;
  commissionReversedPaise: Paise;
  /** After this refund every unit of the shipment has gone back. */
  wholeShipment: boolean;
}

export class RefundInputError extends Error {
  override name = 'RefundInputError';
}

/** ⌊value·k/n⌋ in exact integers. */
const cumulative = (value: Paise, k: number, n: number): Paise =>
  Number((BigInt(value) * BigInt(k)) / BigInt(n));

/** The order's shipping fee split over its groups by their subtotals, paise exact. */
export function shippingShares(shippingPaise: Paise, subtotals: readonly Paise[]): Paise[] {
  if (subtotals.length === 1) return [shippingPaise];
  return splitPaise(shippingPaise, subtotals);
}

/**
 * What returning `returning` (item id → units) of a group gives back. Throws RefundInputError
 * for an unknown line, a quantity below 1 or more than what is left to return.
 */
export function refundFor(
  group: RefundGroup,
  returning: readonly { itemId: string; quantity: number }[],
): RefundBreakdown {
  const lineCommissions = splitPaise(
    group.commissionPaise,
    group.lines.map((l) => l.lineTotalPaise),
  );
  const asked = new Map<string, number>();
  for (const r of returning) {
    if (!Number.isInteger(r.quantity) || r.quantity < 1) {
      throw new RefundInputError('Return at least one unit of each line.');
    }
    asked.set(r.itemId, (asked.get(r.itemId) ?? 0) + r.quantity);
  }
  for (const id of asked.keys()) {
    if (!group.lines.some((l) => l.itemId === id)) {
      throw new RefundInputError('That line is not part of this shipment.');
    }
  }
  const lines: RefundLineBreakdown[] = [];
  let wholeShipment = true;
  group.lines.forEach((line, i) => {
    const q = asked.get(line.itemId) ?? 0;
    const before = line.refundedQuantity;
    const after = before + q;
    if (after > line.quantity) {
      throw new RefundInputError(
        `At most ${line.quantity - before} of this line can still be returned.`,
      );
    }
    if (after < line.quantity) wholeShipment = false;
    if (q === 0) return;
    const paid = line.lineTotalPaise - line.discountPaise;
    const commission = lineCommissions[i]!;
    lines.push({
      itemId: line.itemId,
      quantity: q,
      amountPaise: cumulative(paid, after, line.quantity) - cumulative(paid, before, line.quantity),
      commissionPaise:
        cumulative(commission, after, line.quantity) -
        cumulative(commission, before, line.quantity),
    });
  });
  if (lines.length === 0) throw new RefundInputError('Choose at least one item to return.');
  const goodsPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const shippingPaise = wholeShipment ? group.shippingPaise : 0;
  return {
    lines,
    goodsPaise,
    shippingPaise,
    amountPaise: goodsPaise + shippingPaise,
    commissionReversedPaise: lines.reduce((s, l) => s + l.commissionPaise, 0),
    wholeShipment,
  };
}

/** A UPI ID or bank account as shown once saved: never in full again. */
export function maskPayout(
  p: { method: 'upi'; upiId: string } | { method: 'bank'; accountNumber: string; ifsc: string },
): string {
  if (p.method === 'upi') {
    const [name = '', handle = ''] = p.upiId.split('@');
    return `${name.slice(0, 2)}${'•'.repeat(Math.max(2, name.length - 2))}@${handle}`;
  }
  return `Account ••••${p.accountNumber.slice(-4)} · ${p.ifsc.slice(0, 4)}`;
}
