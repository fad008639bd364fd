// A parcel back at its seller undelivered (return to origin, RTO; issue #39, decision 040). In the
// one transaction that records it, under the order's lock and exactly once (`returned_at` is set
// once; a repeated webhook never gets here, tracking.ts): the shipment is cancelled with its
// reason through moveGroup (its stock goes back per variant, nothing is collected for cash on
// delivery, the order is re-derived and the shopper told), its failed-delivery questions close,
// an online payment's share of it is claimed as a refund through the refund path (sent to the
// gateway after the commit, resent by the job if that fails), and the vendor's ledger is charged
// the shipping both ways by the admin's rule. The sale was never in the ledger: it enters at
// delivery (decision 023), so there is no sale or commission to reverse.
import { and, eq } from 'drizzle-orm';
import { sellerRtoCharge } from '../../../domain/delivery-issues';
import type { Tx } from '../../db/client';
import { deliveryIssues, orderGroups, type PaymentRow } from '../../db/schema-commerce';
import { vendorLedgerEntries } from '../../db/schema-payouts';
import { moveGroup } from '../orders/transitions';
import { shipmentShareOf } from '../payments/cod-collection';
import { readMoneyState } from '../payments/money-state';
import { lockOrder } from '../payments/payment-state';
import { insertRefundClaim } from '../payments/refund-claim';
import { leftOf } from '../payments/refund-terms';
import { requestHashOf } from '../orders/idempotency';
import { readShippingSettings } from './shipping-settings';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { AppError, retryClashes } from '../../errors';
import { sendRefund } from '../payments/refund-order';
import { loadVendorOrder } from '../vendor-orders/vendor-order';
import { lockVendorShipment } from './book-shipment';
import type { ShippingContext } from './provider';

export const RTO_REASON = 'Returned to the seller: the courier could not deliver it.';

const SYSTEM = { userId: null, role: 'system' } as const;

/** Work left for after the commit: refunds to send to the gateway. */
export interface AfterCommit {
  refunds: PaymentRow[];
}

/**
 * Records the return of a shipped shipment (the caller holds the order's and the shipment's
 * locks). False when it is not shipped or already returned: nothing happens twice.
 */
export async function returnToOrigin(
  tx: Tx,
  groupId: string,
  at: Date,
  after: AfterCommit,
): Promise<boolean> {
  const [claimed] = await tx
    .update(orderGroups)
    .set({ returnedAt: at })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.status, 'shipped')))
    .returning();
  if (!claimed) return false;
  await moveGroup(tx, { groupId, to: 'cancelled', actor: SYSTEM, reason: RTO_REASON });
  await tx
    .update(deliveryIssues)
    .set({ status: 'closed' })
    .where(and(eq(deliveryIssues.groupId, groupId), eq(deliveryIssues.status, 'open')));
  const refund = await claimRtoRefund(tx, claimed.orderId, groupId, at);
  if (refund) after.refunds.push(refund);
  if (claimed.shippingProvider !== 'self-ship') {
    await chargeRtoShipping(tx, claimed, at);
  }
  return true;
}

/** An online order gives back this shipment's share (goods after discounts and its shipping),
 * within what is left of its payment; cash on delivery collected nothing, so nothing goes back. */
async function claimRtoRefund(tx: Tx, orderId: string, groupId: string, at: Date) {
  const order = await lockOrder(tx, orderId);
  const share = await shipmentShareOf(tx, groupId);
  if (!order || !share || order.paymentMethod === 'cod') return null;
  const { state } = await readMoneyState(tx, order);
  const main = state.main;
  if (!main) return null;
  const amountPaise = Math.min(share.paise, leftOf(main));
  if (amountPaise <= 0) return null;
  const reason = RTO_REASON;
  return insertRefundClaim(
    tx,
    order,
    {
      amountPaise,
      refundOf: main.id,
      key: `rto-${groupId}`,
      requestHash: requestHashOf({ amountPaise, reason }),
      raw: { reason, recordedBy: null },
    },
    at,
  );
}

/** The shipping both ways, charged to the seller by the admin's rule; its entry is written even
 * when Angle pays (amount 0, the cost as its base), so the seller's ledger shows every return. */
async function chargeRtoShipping(
  tx: Tx,
  group: { id: string; orderId: string; vendorId: string },
  at: Date,
) {
  const { settings } = await readShippingSettings(tx);
  const { payer, forwardPaise, returnPaise } = settings.rto;
  await tx
    .insert(vendorLedgerEntries)
    .values({
      vendorId: group.vendorId,
      orderId: group.orderId,
      orderGroupId: group.id,
      sourceId: group.id,
      occurredAt: at,
      kind: 'rto-shipping',
      amountPaise: -sellerRtoCharge(payer, forwardPaise, returnPaise),
      basePaise: forwardPaise + returnPaise,
    })
    .onConflictDoNothing({ target: [vendorLedgerEntries.kind, vendorLedgerEntries.sourceId] });
}

/**
 * The vendor who ships a parcel itself records it back undelivered: the same return to origin,
 * without a shipping charge (its own courier billed it). The refund goes out after the commit.
 */
export async function recordSelfShipReturn(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
): Promise<VendorOrder> {
  const after: AfterCommit = { refunds: [] };
  await retryClashes(() => {
    after.refunds = [];
    return ctx.db.transaction(async (tx) => {
      const group = await lockVendorShipment(tx, vendorId, orderId);
      if (group.awb) {
        throw new AppError(
          'conflict',
          'This parcel is booked through Shiprocket: its courier reports when it is back.',
        );
      }
      if (!(await returnToOrigin(tx, group.id, new Date(), after))) {
        throw new AppError('conflict', 'Only a shipped parcel can come back undelivered.');
      }
    });
  });
  await sendRefunds(ctx, after);
  return loadVendorOrder(ctx.db, vendorId, orderId);
}

/** Sends a return's refund to the gateway; one not answered stays claimed for the refunds job. */
export async function sendRefunds(ctx: ShippingContext, after: AfterCommit) {
  for (const refund of after.refunds) {
    await sendRefund(ctx, refund).catch((err: unknown) =>
      ctx.log.warn({ err, refundId: refund.id }, 'return to origin: refund not sent yet'),
    );
  }
}
