// The vendor ledger's writers (decision 023): every money event between Angle and a vendor, written
// in the transaction of the event that causes it, once per (kind, source): recording it again
// (a retried request, a webhook after the admin's call) writes nothing.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { atRate, taxableValue, type LedgerKind } from '../../../domain/ledger';
import { commissionPaise } from '../../../domain/payout';
import type { Tx } from '../../db/client';
import { vendors } from '../../db/schema';
import { orderGroups, orders } from '../../db/schema-commerce';
import { vendorLedgerEntries } from '../../db/schema-payouts';
import { refunds } from '../../db/schema-returns';
import { readSettings } from '../settings/store-settings';

export interface LedgerLine {
  kind: LedgerKind;
  amountPaise: number;
  basePaise?: number | null;
  rateBp?: number | null;
}

interface LedgerSource {
  vendorId: string;
  orderId: string;
  orderGroupId: string;
  sourceId: string;
  at: Date;
}

async function appendEntries(tx: Tx, source: LedgerSource, lines: readonly LedgerLine[]) {
  const rows = lines.map((line) => ({
    vendorId: source.vendorId,
    orderId: source.orderId,
    orderGroupId: source.orderGroupId,
    sourceId: source.sourceId,
    occurredAt: source.at,
    kind: line.kind,
    amountPaise: line.amountPaise,
    basePaise: line.basePaise ?? null,
    rateBp: line.rateBp ?? null,
  }));
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(vendorLedgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: [vendorLedgerEntries.kind, vendorLedgerEntries.sourceId] })
    .returning({ id: vendorLedgerEntries.id });
  return written.length;
}

/** The shipment's sale to the vendor: its subtotal less the discounts the vendor funds. */
export const saleBaseOf = (g: { subtotalPaise: number; vendorDiscountPaise: number }) =>
  g.subtotalPaise - g.vendorDiscountPaise;

/** What the customer paid for the shipment's goods: less every discount on its lines. */
export const paidOf = (g: { subtotalPaise: number; discountPaise: number }) =>
  g.subtotalPaise - g.discountPaise;

/**
 * A shipment delivered: the sale, the vendor's own discount, Angle's commission, TCS and TDS
 * withheld, and for cash on delivery the cash the courier collected on Angle's behalf (moves
 * nothing between Angle and the vendor: the money is Angle's to hold, as an online payment is).
 * Called by moveGroup in the delivery's transaction.
 */
export async function recordDeliveryInLedger(tx: Tx, groupId: string, at: Date): Promise<number> {
  const [row] = await tx
    .select({
      group: orderGroups,
      paymentMethod: orders.paymentMethod,
      rateBp: vendors.commissionRateBp,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
    .where(eq(orderGroups.id, groupId));
  if (!row) return 0;
  const { group } = row;
  const { store } = await readSettings(tx);
  const sale = saleBaseOf(group);
  const taxable = taxableValue(sale, store.gstRateBp);
  const lines: LedgerLine[] = [
    { kind: 'sale', amountPaise: group.subtotalPaise, basePaise: group.subtotalPaise },
    ...(group.vendorDiscountPaise > 0
      ? [{ kind: 'vendor-discount' as const, amountPaise: -group.vendorDiscountPaise }]
      : []),
    {
      kind: 'commission',
      amountPaise: -commissionPaise(sale, row.rateBp),
      basePaise: sale,
      rateBp: row.rateBp,
    },
    {
      kind: 'tcs',
      amountPaise: -atRate(taxable, store.tcsRateBp),
      basePaise: taxable,
      rateBp: store.tcsRateBp,
    },
    {
      kind: 'tds',
      amountPaise: -atRate(taxable, store.tdsRateBp),
      basePaise: taxable,
      rateBp: store.tdsRateBp,
    },
    ...(row.paymentMethod === 'cod'
      ? [{ kind: 'cod-collected' as const, amountPaise: 0, basePaise: group.collectedPaise }]
      : []),
  ];
  return appendEntries(
    tx,
    {
      vendorId: group.vendorId,
      orderId: group.orderId,
      orderGroupId: group.id,
      sourceId: group.id,
      at,
    },
    lines,
  );
}

export interface RefundInLedger {
  vendorId: string;
  orderGroupId: string;
  /** The refund's own id: recording it twice writes it once. */
  refundId: string;
  /** What comes off the vendor's balance for the goods given back (its sale value of them). */
  amountPaise: number;
  /** Angle's commission on those goods, given back to the vendor. */
  commissionReversedPaise: number;
  at: Date;
}

/**
 * A refund of a vendor's goods (a return, a partial refund): the refund, the commission Angle
 * gives back and the TCS reversed (TCS is on the net value of supplies, returns deducted). TDS
 * u/s 194-O is not reversed: it is credited to the vendor's PAN when deposited. A return's refund
 * calls it (returns/refund-hooks.ts), and so does the admin's refund of an order
 * (recordOrderRefundInLedger).
 */
export async function recordRefundInLedger(tx: Tx, refund: RefundInLedger): Promise<number> {
  const [group] = await tx
    .select({ group: orderGroups, rateBp: vendors.commissionRateBp })
    .from(orderGroups)
    .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
    .where(eq(orderGroups.id, refund.orderGroupId));
  if (!group || group.group.vendorId !== refund.vendorId) return 0;
  // Refunds of one shipment from different paths (its returns, the admin's refunds of the order)
  // never take back more than its sale, nor give back more than its commission; the refund that
  // completes the sale gives back the rest of the commission.
  const sale = saleBaseOf(group.group);
  const [charged] = await tx
    .select({ amountPaise: vendorLedgerEntries.amountPaise })
    .from(vendorLedgerEntries)
    .where(
      and(
        eq(vendorLedgerEntries.orderGroupId, refund.orderGroupId),
        eq(vendorLedgerEntries.kind, 'commission'),
      ),
    );
  const commission = charged ? -charged.amountPaise : commissionPaise(sale, group.rateBp);
  const before = (await refundedSoFar(tx, [refund.orderGroupId])).get(refund.orderGroupId) ?? {
    refund: 0,
    reversed: 0,
  };
  const amountPaise = Math.min(refund.amountPaise, sale - before.refund);
  if (amountPaise <= 0) return 0;
  const commissionReversedPaise =
    before.refund + amountPaise === sale
      ? commission - before.reversed
      : Math.max(0, Math.min(refund.commissionReversedPaise, commission - before.reversed));
  const { store } = await readSettings(tx);
  const [tcs] = await tx
    .select({ rateBp: vendorLedgerEntries.rateBp })
    .from(vendorLedgerEntries)
    .where(
      and(
        eq(vendorLedgerEntries.orderGroupId, refund.orderGroupId),
        eq(vendorLedgerEntries.kind, 'tcs'),
      ),
    );
  const tcsRateBp = tcs?.rateBp ?? store.tcsRateBp;
  const taxable = taxableValue(amountPaise, store.gstRateBp);
  const lines: LedgerLine[] = [
    { kind: 'refund', amountPaise: -amountPaise, basePaise: amountPaise },
    ...(commissionReversedPaise > 0
      ? [{ kind: 'commission-reversal' as const, amountPaise: commissionReversedPaise }]
      : []),
    ...(atRate(taxable, tcsRateBp) > 0
      ? [
          {
            kind: 'tcs-reversal' as const,
            amountPaise: atRate(taxable, tcsRateBp),
            basePaise: taxable,
            rateBp: tcsRateBp,
          },
        ]
      : []),
  ];
  return appendEntries(
    tx,
    {
      vendorId: refund.vendorId,
      orderId: group.group.orderId,
      orderGroupId: refund.orderGroupId,
      sourceId: refund.refundId,
      at: refund.at,
    },
    lines,
  );
}

/**
 * Sums of a group's refund entries so far: the vendor-side value and commission given back; with
 * `ordersOnly`, those of the admin's refunds of the order, leaving out the returns' own (whose
 * source is their `refunds` record).
 */
export async function refundedSoFar(tx: Tx, groupIds: string[], ordersOnly = false) {
  if (groupIds.length === 0) return new Map<string, { refund: number; reversed: number }>();
  const rows = await tx
    .select({
      groupId: vendorLedgerEntries.orderGroupId,
      refund:
        sql<number>`coalesce(-sum(${vendorLedgerEntries.amountPaise}) filter (where ${vendorLedgerEntries.kind} = 'refund'), 0)`.mapWith(
          Number,
        ),
      reversed:
        sql<number>`coalesce(sum(${vendorLedgerEntries.amountPaise}) filter (where ${vendorLedgerEntries.kind} = 'commission-reversal'), 0)`.mapWith(
          Number,
        ),
    })
    .from(vendorLedgerEntries)
    .where(
      and(
        inArray(vendorLedgerEntries.orderGroupId, groupIds),
        ordersOnly
          ? notInArray(
              vendorLedgerEntries.sourceId,
              tx.select({ id: refunds.id }).from(refunds).where(inArray(refunds.groupId, groupIds)),
            )
          : undefined,
      ),
    )
    .groupBy(vendorLedgerEntries.orderGroupId);
  return new Map(rows.map((r) => [r.groupId, { refund: r.refund, reversed: r.reversed }]));
}
