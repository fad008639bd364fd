// What may be refunded of an order (issue #33: one money state per order, every refund path reads
// it): what was collected (the captured payment for online orders; for cash on delivery what the
// couriers collected for the shipments they delivered, never the order total) less what refunds
// hold (asked for, on their way or done; order-level and return refunds are all refund rows). A
// refund is claimed against one collected payment under the order's lock, so however refunds race
// or whichever path makes them, none gives back more than that payment brought in (issue #16);
// migration 0022's trigger refuses any row that would. The admin's order page, the order refund,
// the return refund and the gateway's reported refunds use this.
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { OrderRow, PaymentRow } from '../../db/schema-commerce';

/** A refund row's life: claimed before the gateway is called, then settled one way or the other. */
export const REFUND = {
  requested: 'refund-requested',
  pending: 'refund-pending',
  done: 'refunded',
  failed: 'refund-failed',
  /** Reported by the gateway beyond what was paid: recorded for the admin, counted nowhere. */
  unmatched: 'refund-unmatched',
} as const;

/** Refunds that hold money: asked for, on their way back, or back. */
export const HOLDING_REFUND_STATUSES: readonly string[] = [
  REFUND.requested,
  REFUND.pending,
  REFUND.done,
];
/** Refunds the gateway accepted (or cash handed back): what the customer is told came back. */
export const SETTLED_REFUND_STATUSES: readonly string[] = [REFUND.pending, REFUND.done];

/** A second capture for a paid order: to be given back, then given back. */
export const EXTRA = { owed: 'needs-refund', returned: 'returned' } as const;

export interface Collected {
  /** The payment row; null for cash on delivery (the courier collected it, no row). */
  id: string | null;
  providerPaymentId: string | null;
  amountPaise: number;
  /** A second payment for an order already paid: the customer's money, not the order's. */
  extra: boolean;
  /** Held by refunds asked for, on their way or done. */
  heldPaise: number;
  /** Accepted by the gateway (or handed back). */
  settledPaise: number;
}

/** A shipment as the money state reads it. */
export interface MoneyGroup {
  status: string;
  subtotalPaise: number;
  discountPaise: number;
  /** Cash on delivery its courier collected (0 online, and until delivered). */
  collectedPaise: number;
}

export interface MoneyState {
  /** The order's own payment, once collected (for cash on delivery: what couriers collected). */
  main: Collected | null;
  groups: readonly MoneyGroup[];
  extras: Collected[];
  /** A refund sent to the gateway that has not been answered yet. */
  inFlight: PaymentRow | null;
}

type OrderMoney = Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'totalPaise'>;

const isCod = (order: Pick<OrderRow, 'paymentMethod'>) => order.paymentMethod === 'cod';

const collected = (row: PaymentRow | null, amountPaise: number, extra: boolean): Collected => ({
  id: row?.id ?? null,
  providerPaymentId: row?.providerPaymentId ?? null,
  amountPaise,
  extra,
  heldPaise: 0,
  settledPaise: 0,
});

export function moneyStateOf(
  order: OrderMoney,
  rows: readonly PaymentRow[],
  groups: readonly MoneyGroup[],
): MoneyState {
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const mainRow = rows.find((r) => r.status === 'captured' && !r.extra) ?? null;
  // Cash on delivery is collected shipment by shipment; a shipment cancelled before delivery
  // collected nothing, so the order total is never what was collected.
  const codCollected = groups.reduce((sum, g) => sum + g.collectedPaise, 0);
  const main = isCod(order)
    ? codCollected > 0
      ? collected(null, codCollected, false)
      : null
    : mainRow && paid
      ? collected(mainRow, mainRow.amountPaise, false)
      : null;
  const extras = rows
    .filter((r) => r.extra && (r.status === EXTRA.owed || r.status === EXTRA.returned))
    .map((r) => collected(r, r.amountPaise, true));
  const byId = new Map(extras.map((c) => [c.id, c]));
  for (const r of rows.filter((r) => HOLDING_REFUND_STATUSES.includes(r.status))) {
    // Refunds made before they named their payment gave back the order's own.
    const target = r.refundOf ? (byId.get(r.refundOf) ?? main) : main;
    if (!target) continue;
    target.heldPaise += r.amountPaise;
    if (SETTLED_REFUND_STATUSES.includes(r.status)) target.settledPaise += r.amountPaise;
  }
  return {
    main,
    groups,
    extras,
    inFlight: rows.find((r) => r.status === REFUND.requested) ?? null,
  };
}

export const leftOf = (c: Collected) => Math.max(0, c.amountPaise - c.heldPaise);

/** The refusal of a refund larger than what is left of the order's payment (a 409). */
export const onlyLeftToRefund = (leftPaise: number): string =>
  leftPaise > 0
    ? `Only ${formatINR(paiseToRupees(leftPaise))} of this order’s payment is left to refund.`
    : 'Nothing of this order’s payment is left to refund: it has all been refunded already.';

export interface RefundTerms {
  allowed: boolean;
  suggestedPaise: number;
  /** Everything that may still be refunded: the whole payment, not only the cancelled part. */
  maxPaise: number;
  /** A second payment still to give back. */
  owedExtraPaise: number;
  reason: string | null;
}

/**
 * The order's own payment may be refunded once part of the order is cancelled, up to what is left
 * of it; the suggestion is the cancelled shipments' share of what was paid (their merchandise less
 * the discount their lines were given, docs/decisions/026-rupee-rounding.md, or everything when
 * all are cancelled), less what went back already. For cash on delivery a cancelled shipment was
 * never paid for, so it suggests nothing: what is left is what couriers collected. A second
 * payment may always be given back.
 */
export function refundTermsOf(order: OrderMoney, state: MoneyState): RefundTerms {
  const { groups } = state;
  const owedExtraPaise = state.extras.reduce((sum, c) => sum + leftOf(c), 0);
  const cancelled = groups.filter((g) => g.status === 'cancelled');
  const mainLeft = state.main ? leftOf(state.main) : 0;
  const mainRefundable = cancelled.length > 0 ? mainLeft : 0;
  const maxPaise = owedExtraPaise + mainRefundable;
  const share = isCod(order)
    ? cancelled.reduce((sum, g) => sum + g.collectedPaise, 0)
    : cancelled.length === groups.length
      ? order.totalPaise
      : cancelled.reduce((sum, g) => sum + g.subtotalPaise - g.discountPaise, 0);
  const due = mainRefundable > 0 ? Math.max(0, share - (state.main?.heldPaise ?? 0)) : 0;
  const terms = (reason: string | null): RefundTerms => ({
    allowed: reason === null,
    suggestedPaise: reason === null ? Math.min(maxPaise, owedExtraPaise + due) : 0,
    maxPaise: reason === null ? maxPaise : 0,
    owedExtraPaise,
    reason,
  });
  if (state.inFlight) {
    return terms(
      `A refund of ${formatINR(paiseToRupees(state.inFlight.amountPaise))} is on its way to the payment gateway; wait for its answer.`,
    );
  }
  if (maxPaise > 0) return terms(null);
  if (order.paymentStatus === 'refunded') return terms('This order has already been refunded.');
  if (!state.main) {
    return terms(
      'No payment has been collected for this order (cash on delivery is collected as each shipment is delivered).',
    );
  }
  if (cancelled.length === 0) return terms('Nothing in this order is cancelled.');
  return terms('Everything paid has already been refunded.');
}

/**
 * The payment one refund gives back: a second payment still owed first, then the order's own.
 * One refund returns one payment, so an amount no single payment has left is refused.
 */
export function paymentToRefund(
  state: MoneyState,
  terms: RefundTerms,
  amountPaise: number,
): Collected | { mostInOne: number } {
  const candidates = [
    ...state.extras.filter((c) => leftOf(c) > 0).sort((a, b) => leftOf(b) - leftOf(a)),
    ...(state.main && terms.maxPaise > terms.owedExtraPaise ? [state.main] : []),
  ];
  const fits = candidates.find((c) => leftOf(c) >= amountPaise);
  if (fits && amountPaise <= terms.maxPaise) return fits;
  return { mostInOne: Math.max(0, ...candidates.map(leftOf)) };
}
