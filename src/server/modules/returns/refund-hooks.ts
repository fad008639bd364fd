// What else happens when a return's refund is recorded, in the same transaction as the return
// turning 'refunded' (docs/decisions/021-returns-and-refunds.md, "The refund record"): the GST
// credit note for exactly the refunded lines and amounts, and the vendor ledger's refund and
// commission reversal. Both are keyed by the refund's id, so they exist exactly once when the
// refund does; the order-level hooks of payments/refund-state.ts skip a return's payment row.
import type { Tx } from '../../db/client';
import type { RefundRow } from '../../db/schema-returns';
import { recordRefundInLedger } from '../payouts/ledger';
import { refreshBadgesAfterRefund } from '../reviews/verified-buyer';
import { issueCreditNote } from '../tax-invoices/issue';
import { refundBreakdownOf } from './return-terms';

export async function afterRefundRecorded(tx: Tx, refund: RefundRow): Promise<void> {
  if (!refund.returnId) return;
  const at = refund.refundedAt ?? new Date();
  // The customer's money, GST-inclusive, as the record holds it: the note credits just that.
  await issueCreditNote(tx, {
    groupId: refund.groupId,
    lines: refund.lines.map((l) => ({
      orderItemId: l.itemId,
      quantity: l.quantity,
      amountPaise: l.amountPaise,
    })),
    shippingPaise: refund.shippingPaise,
    refundId: refund.id,
    issuedAt: at,
  });
  // The vendor's side of the same units (the domain's figures at the vendor's prices less the
  // discount it funds, and the commission its ledger charged), never the customer's.
  const vendorSide = await refundBreakdownOf(
    tx,
    {
      id: refund.returnId,
      orderId: refund.orderId,
      groupId: refund.groupId,
      vendorId: refund.vendorId,
    },
    'vendor',
  );
  await recordRefundInLedger(tx, {
    vendorId: refund.vendorId,
    orderGroupId: refund.groupId,
    refundId: refund.id,
    amountPaise: vendorSide.goodsPaise,
    commissionReversedPaise: vendorSide.commissionReversedPaise,
    at,
  });
  await refreshBadgesAfterRefund(tx, refund);
}
