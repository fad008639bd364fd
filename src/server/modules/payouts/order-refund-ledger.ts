// The admin's refund of an order (payments/refund-state.ts) in the vendor ledger: the part of the
// order's refunds that falls on each live shipment (domain/ledger.ts orderRefundShares) is
// recorded through recordRefundInLedger, with the commission given back in proportion. Worked out
// from the totals so far, so partial refunds add up to the whole and never exceed it.
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { orderRefundShares, proportion } from '../../../domain/ledger';
import { commissionPaise } from '../../../domain/payout';
import type { Tx } from '../../db/client';
import { vendors } from '../../db/schema';
import { orderGroups, orders, payments } from '../../db/schema-commerce';
import { vendorLedgerEntries } from '../../db/schema-payouts';
import { refunds } from '../../db/schema-returns';
import { SETTLED_REFUND_STATUSES } from '../payments/refund-terms';
import { paidOf, recordRefundInLedger, refundedSoFar, saleBaseOf } from './ledger';

export async function recordOrderRefundInLedger(
  tx: Tx,
  refund: { id: string; orderId: string; extra: boolean },
  at: Date,
): Promise<void> {
  // A second payment given back was never the order's: no seller shares in it.
  if (refund.extra) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  // A return's refund is its shipment's own (modules/returns/refund-hooks.ts): its payment row is
  // left out here, and what returns gave back (goods, shipping) is no longer the order's to share.
  const returned = await tx
    .select({
      groupId: refunds.groupId,
      paymentId: refunds.paymentId,
      goodsPaise: refunds.goodsPaise,
      shippingPaise: refunds.shippingPaise,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, refund.orderId), ne(refunds.status, 'failed')));
  const ofReturns = returned.flatMap((r) => (r.paymentId ? [r.paymentId] : []));
  const settled = await tx
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, refund.orderId),
        eq(payments.extra, false),
        inArray(payments.status, [...SETTLED_REFUND_STATUSES]),
        ofReturns.length ? notInArray(payments.id, ofReturns) : undefined,
      ),
    );
  const returnedGoods = (groupId: string) =>
    returned.filter((r) => r.groupId === groupId).reduce((sum, r) => sum + r.goodsPaise, 0);
  const groups = await tx
    .select({ group: orderGroups, rateBp: vendors.commissionRateBp })
    .from(orderGroups)
    .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
    .where(eq(orderGroups.orderId, refund.orderId))
    .orderBy(orderGroups.id);
  const live = groups.filter((g) => g.group.status !== 'cancelled');
  // Cash on delivery (issue #33): a cancelled shipment collected nothing, and only the shipping
  // its delivered shipments' couriers took was paid.
  const cod = order.paymentMethod === 'cod';
  const shippingPaid = cod
    ? groups.reduce(
        (sum, g) =>
          sum + (g.group.collectedPaise > 0 ? g.group.collectedPaise - paidOf(g.group) : 0),
        0,
      )
    : order.shippingPaise;
  const shares = orderRefundShares({
    refundedPaise: settled.reduce((sum, r) => sum + r.amountPaise, 0),
    shippingPaise: shippingPaid - returned.reduce((sum, r) => sum + r.shippingPaise, 0),
    cancelledPaidPaise: cod
      ? 0
      : groups
          .filter((g) => g.group.status === 'cancelled')
          .reduce((sum, g) => sum + paidOf(g.group), 0),
    live: live.map((g) => ({
      id: g.group.id,
      paidPaise: Math.max(0, paidOf(g.group) - returnedGoods(g.group.id)),
    })),
  });
  const ids = live.map((g) => g.group.id);
  const sofar = await refundedSoFar(tx, ids, true);
  const commissions = ids.length
    ? await tx
        .select({
          groupId: vendorLedgerEntries.orderGroupId,
          amount: vendorLedgerEntries.amountPaise,
        })
        .from(vendorLedgerEntries)
        .where(
          and(
            inArray(vendorLedgerEntries.orderGroupId, ids),
            eq(vendorLedgerEntries.kind, 'commission'),
          ),
        )
    : [];
  for (const { group, rateBp } of live) {
    // Issue #33 (the order-life test's finding 2): a shipment is in its vendor's ledger only once
    // delivered; its share of refunds made before then is taken at its delivery
    // (recordEarlierRefundsAtDelivery), never from goods it has still to ship.
    if (group.status !== 'delivered') continue;
    const paidBack = shares.get(group.id) ?? 0;
    const sale = saleBaseOf(group);
    const paid = paidOf(group);
    const commission = -(
      commissions.find((c) => c.groupId === group.id)?.amount ?? -commissionPaise(sale, rateBp)
    );
    const before = sofar.get(group.id) ?? { refund: 0, reversed: 0 };
    const amountPaise = proportion(sale, paidBack, paid) - before.refund;
    if (amountPaise <= 0) continue;
    await recordRefundInLedger(tx, {
      vendorId: group.vendorId,
      orderGroupId: group.id,
      refundId: `${refund.id}:${group.id}`,
      amountPaise,
      commissionReversedPaise: Math.max(
        0,
        proportion(commission, paidBack, paid) - before.reversed,
      ),
      at,
    });
  }
}

/**
 * A shipment delivered after refunds of its order were made: its share of them comes off its
 * vendor's balance now, with its sale (the same cumulative split as each refund, so however the
 * refunds and deliveries interleave, each shipment is charged its share once). Called by moveGroup
 * after recordDeliveryInLedger, in the delivery's transaction.
 */
export async function recordEarlierRefundsAtDelivery(
  tx: Tx,
  orderId: string,
  groupId: string,
  at: Date,
): Promise<void> {
  await recordOrderRefundInLedger(tx, { id: `delivery-${groupId}`, orderId, extra: false }, at);
}
