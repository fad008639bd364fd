// What else happens when a refund is recorded, in the same transaction as the return turning
// 'refunded'. Issue #21's other parts plug in here: the GST credit note for the refunded lines
// and the vendor ledger's refund and commission reversal both read the record as it is below
// (docs/decisions/021-returns-and-refunds.md, "The refund record").
import type { Tx } from '../../db/client';
import type { RefundRow } from '../../db/schema-returns';

export async function afterRefundRecorded(_tx: Tx, _refund: RefundRow): Promise<void> {
  // Merger: issue the credit note (g21) and record the refund and commission reversal in the
  // vendor's ledger (s21) here, with `_tx`, so they exist exactly when the refund does.
}
