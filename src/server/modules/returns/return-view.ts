// Returns as each viewer sees them: the customer (own returns, masked payout, no commission), the
// vendor (its own group's returns) and the admin (every return, the payout in full).
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import {
  nextReturnStatuses,
  type RefundBreakdown,
  type ReturnReason,
  type ReturnStatus,
} from '../../../domain/refunds';
import type {
  AdminReturn,
  AdminReturnListQuerySchema,
  Return,
} from '../../../domain/schemas/returns';
import type { DbOrTx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { orderItems, orders } from '../../db/schema-commerce';
import {
  refunds,
  returnEvents,
  returnItems,
  returns,
  type RefundRow,
  type ReturnRow,
} from '../../db/schema-returns';
import { notFound } from '../../errors';
import { refundBreakdownOf } from './return-terms';

export type ReturnViewer =
  { role: 'customer'; userId: string } | { role: 'vendor'; vendorId: string } | { role: 'admin' };

const ZERO: Pick<RefundBreakdown, 'amountPaise' | 'shippingPaise'> = {
  amountPaise: 0,
  shippingPaise: 0,
};

async function estimateOf(db: DbOrTx, row: ReturnRow) {
  try {
    return await refundBreakdownOf(db, row);
  } catch {
    return ZERO;
  }
}

function refundView(r: RefundRow, viewer: ReturnViewer): Return['refund'] {
  return {
    id: r.id,
    status: r.status as 'pending' | 'refunded' | 'failed',
    method: r.method as 'razorpay' | 'upi' | 'bank',
    reference: r.reference,
    amount: paiseToRupees(r.amountPaise),
    shipping: paiseToRupees(r.shippingPaise),
    ...(viewer.role === 'customer'
      ? {}
      : { commissionReversed: paiseToRupees(r.commissionReversedPaise) }),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

/** Full views of the given return rows, in the order given. */
export async function returnViews(
  db: DbOrTx,
  rows: readonly ReturnRow[],
  viewer: ReturnViewer,
): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, refundRows, heads] = await Promise.all([
    db
      .select({
        returnId: returnItems.returnId,
        itemId: returnItems.itemId,
        quantity: returnItems.quantity,
        restocked: returnItems.restocked,
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        swatchHex: orderItems.swatchHex,
      })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.itemId))
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel)),
    db
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.returnId, ids))
      .orderBy(desc(refunds.createdAt)),
    db
      .select({
        orderId: orders.id,
        number: orders.number,
        paymentMethod: orders.paymentMethod,
        customerName: users.name,
        vendorId: vendors.userId,
        vendorName: vendors.companyName,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(returns, eq(returns.orderId, orders.id))
      .innerJoin(vendors, eq(vendors.userId, returns.vendorId))
      .where(inArray(returns.id, ids)),
  ]);
  const out: AdminReturn[] = [];
  for (const row of rows) {
    const head = heads.find((h) => h.orderId === row.orderId && h.vendorId === row.vendorId)!;
    const refund = refundRows.find((r) => r.returnId === row.id && r.status !== 'failed') ?? null;
    const estimate = refund
      ? { amountPaise: refund.amountPaise, shippingPaise: refund.shippingPaise }
      : await estimateOf(db, row);
    const status = row.status as ReturnStatus;
    out.push({
      id: row.id,
      orderId: row.orderId,
      orderNumber: head.number,
      groupId: row.groupId,
      vendorName: head.vendorName,
      customerName: head.customerName,
      paymentMethod: head.paymentMethod,
      status,
      reason: row.reason as ReturnReason,
      note: row.note,
      photos: row.photos.map((p) => ({
        id: p.id,
        thumbUrl: imageUrl(p.storageKey, 320),
        url: imageUrl(p.storageKey, 960),
      })),
      items: items
        .filter((i) => i.returnId === row.id)
        .map(({ returnId: _, ...i }) => ({ ...i, variantLabel: i.variantLabel ?? '' })),
      payoutTo: row.payoutMasked,
      pickup: row.pickup,
      rejectReason: row.rejectReason,
      estimate: {
        amount: paiseToRupees(estimate.amountPaise),
        shipping: paiseToRupees(estimate.shippingPaise),
      },
      refund: refund ? refundView(refund, viewer) : null,
      events: events
        .filter((e) => e.returnId === row.id)
        .map((e) => ({
          status: e.toStatus as ReturnStatus,
          note: e.note,
          by: e.actorRole,
          at: e.createdAt.toISOString(),
        })),
      nextStatuses: viewer.role === 'customer' ? [] : [...nextReturnStatuses(status, viewer.role)],
      canRefund: viewer.role === 'admin' && status === 'received',
      createdAt: row.createdAt.toISOString(),
      payoutDetails: viewer.role === 'admin' ? (row.payout ?? null) : null,
    });
  }
  return out;
}

/** Drops the admin-only field for the customer's and vendor's answers. */
export const publicView = ({ payoutDetails: _, ...rest }: AdminReturn): Return => rest;

/** One return the viewer may see, or 404 (another customer's or vendor's return is missing). */
export async function visibleReturn(
  db: DbOrTx,
  returnId: string,
  viewer: ReturnViewer,
): Promise<ReturnRow> {
  const scope: SQL[] = [eq(returns.id, returnId)];
  if (viewer.role === 'customer') scope.push(eq(returns.userId, viewer.userId));
  if (viewer.role === 'vendor') scope.push(eq(returns.vendorId, viewer.vendorId));
  const [row] = await db
    .select()
    .from(returns)
    .where(and(...scope));
  if (!row) throw notFound('The return');
  return row;
}

export async function loadReturn(db: DbOrTx, returnId: string, viewer: ReturnViewer) {
  const row = await visibleReturn(db, returnId, viewer);
  const [view] = await returnViews(db, [row], viewer);
  return view!;
}

/** An order's returns the viewer may see, oldest first. */
export async function orderReturns(db: DbOrTx, orderId: string, viewer: ReturnViewer) {
  const scope: SQL[] = [eq(returns.orderId, orderId)];
  if (viewer.role === 'customer') scope.push(eq(returns.userId, viewer.userId));
  if (viewer.role === 'vendor') scope.push(eq(returns.vendorId, viewer.vendorId));
  const rows = await db
    .select()
    .from(returns)
    .where(and(...scope))
    .orderBy(asc(returns.createdAt), asc(returns.id));
  return (await returnViews(db, rows, viewer)).map(publicView);
}

export async function listAdminReturns(
  db: DbOrTx,
  query: z.output<typeof AdminReturnListQuerySchema>,
) {
  const where = returnListWhere(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countReturns(db, where),
  ]);
  return {
    items: (await returnViews(db, rows, { role: 'admin' })).map(publicView),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** The admin list's filter: by status, by order. */
export function returnListWhere(query: { status?: ReturnStatus; orderId?: string }) {
  const scope: SQL[] = [];
  if (query.status) scope.push(eq(returns.status, query.status));
  if (query.orderId) scope.push(eq(returns.orderId, query.orderId));
  return scope.length ? and(...scope) : undefined;
}

/** How many returns match: the list's total, and the desk's counts. */
export async function countReturns(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(returns).where(where);
  return total?.n ?? 0;
}
