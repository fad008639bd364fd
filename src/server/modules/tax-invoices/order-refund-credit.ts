// The GST credit notes of the admin's refund of an order (issue #33: every refund of an invoiced
// shipment has its credit note, whatever path made it). A return's refund credits exactly its
// lines (returns/refund-hooks.ts); an order refund is an amount, so it is placed the way the
// vendor ledger places it (payouts/order-refund-ledger.ts): first on what no invoice covers (a
// shipment cancelled before it shipped, one not shipped yet, a vendor without tax details), then
// on the invoices, shared over their uncredited value, paise exact, as value-only credit notes
// (quantity 0). Worked out from the order's refunds so far, so partial refunds add up.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { shareShipping } from '../../../domain/gst';
import type { Tx } from '../../db/client';
import { orders, payments, taxDocuments, type TaxDocumentRow } from '../../db/schema-commerce';
import { refunds } from '../../db/schema-returns';
import { moneyGroupsOf } from '../payments/money-state';
import { SETTLED_REFUND_STATUSES } from '../payments/refund-terms';
import { creditedSoFar, issueCreditNote } from './issue';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The order's own refunds (not a return's, not a second payment's) the gateway accepted. */
async function orderRefundsOf(tx: Tx, orderId: string) {
  const ofReturns = tx
    .select({ id: refunds.paymentId })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return tx
    .select({ id: payments.id, amountPaise: payments.amountPaise })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.extra, false),
        inArray(payments.status, [...SETTLED_REFUND_STATUSES]),
        notInArray(payments.id, ofReturns),
      ),
    );
}

export async function creditOrderRefund(
  tx: Tx,
  input: { orderId: string; refundId: string; issuedAt?: Date },
): Promise<TaxDocumentRow[]> {
  const invoices = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, input.orderId), eq(taxDocuments.kind, 'invoice')))
    .orderBy(taxDocuments.groupId);
  if (invoices.length === 0) return [];
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const [groups, refundRows, credits] = await Promise.all([
    moneyGroupsOf(tx, input.orderId),
    orderRefundsOf(tx, input.orderId),
    tx
      .select({ refundId: taxDocuments.refundId, totalPaise: taxDocuments.totalPaise })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, input.orderId), eq(taxDocuments.kind, 'credit-note'))),
  ]);
  const ids = new Set(refundRows.map((r) => r.id));
  const shipping = shareShipping(
    order!.shippingPaise,
    groups.map((g) => g.subtotalPaise - g.discountPaise),
  );
  const invoiced = new Set(invoices.map((i) => i.groupId));
  // What was paid for shipments no invoice covers: refunds fall on it first.
  const uninvoiced = sum(
    groups.map((g, n) =>
      invoiced.has(g.id)
        ? 0
        : order!.paymentMethod === 'cod'
          ? g.collectedPaise
          : g.subtotalPaise - g.discountPaise + (shipping[n] ?? 0),
    ),
  );
  const onInvoices = Math.max(0, sum(refundRows.map((r) => r.amountPaise)) - uninvoiced);
  const creditedBefore = sum(
    credits.filter((c) => c.refundId && ids.has(c.refundId)).map((c) => c.totalPaise),
  );
  const open = await Promise.all(
    invoices.map(async (inv) => inv.totalPaise - (await creditedSoFar(tx, inv.id))),
  );
  const amount = Math.min(Math.max(0, onInvoices - creditedBefore), sum(open));
  if (amount <= 0) return [];
  const perInvoice = shareShipping(amount, open);
  const notes: TaxDocumentRow[] = [];
  for (const [n, invoice] of invoices.entries()) {
    const share = perInvoice[n]!;
    if (share <= 0) continue;
    const goods = invoice.lines.filter((l) => l.orderItemId !== null);
    const shippingLine = invoice.lines.find((l) => l.orderItemId === null);
    const parts = shareShipping(share, [
      ...goods.map((l) => l.paidPaise),
      shippingLine?.paidPaise ?? 0,
    ]);
    const note = await issueCreditNote(tx, {
      groupId: invoice.groupId,
      refundId: input.refundId,
      issuedAt: input.issuedAt,
      lines: goods.map((l, i) => ({
        orderItemId: l.orderItemId!,
        quantity: 0,
        amountPaise: parts[i]!,
      })),
      shippingPaise: parts[goods.length] ?? 0,
    });
    if (note) notes.push(note);
  }
  return notes;
}
