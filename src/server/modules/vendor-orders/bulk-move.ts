// Confirming or packing several of a vendor's shipments at once from the orders list (issue
// #25). Each order moves in its own transaction through the same path as one order (ownership,
// lifecycle, the per-order lock), so one refusal stops no other, and a repeat of the request
// (a double click, a retry) answers "already there" instead of failing.
import { and, eq, inArray } from 'drizzle-orm';
import type { GroupStatus } from '../../../domain/order-status';
import type { VendorBulkMove, VendorBulkMoveResult } from '../../../domain/schemas/vendor-orders';
import type { Db } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';
import { AppError } from '../../errors';
import { releasedToSellers } from '../cod/confirmation';
import { moveVendorOrder } from './move-order';

export async function bulkMoveVendorOrders(
  db: Db,
  vendorId: string,
  request: VendorBulkMove,
): Promise<VendorBulkMoveResult> {
  const ids = [...new Set(request.orderIds)];
  const own = await db
    .select({ id: orders.id, number: orders.number })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(
      and(
        eq(orderGroups.vendorId, vendorId),
        inArray(orderGroups.orderId, ids),
        releasedToSellers(),
      ),
    );
  const numbers = new Map(own.map((o) => [o.id, o.number]));
  const results: VendorBulkMoveResult['results'] = [];
  for (const id of ids) {
    const number = numbers.get(id) ?? null;
    if (number === null) {
      // Another vendor's order or none at all: the same answer, as for one order.
      results.push({ id, number, ok: false, status: null, message: 'Order not found.' });
      continue;
    }
    try {
      const moved = await moveVendorOrder(db, vendorId, id, { to: request.to });
      results.push({ id, number, ok: true, status: moved.status, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const status = await statusOf(db, vendorId, id);
      // Moved there already (by this request's twin, or earlier): nothing left to do.
      if (status === request.to) results.push({ id, number, ok: true, status, message: null });
      else results.push({ id, number, ok: false, status, message: err.message });
    }
  }
  return { results, moved: results.filter((r) => r.ok).length };
}

async function statusOf(db: Db, vendorId: string, orderId: string): Promise<GroupStatus | null> {
  const [group] = await db
    .select({ status: orderGroups.status })
    .from(orderGroups)
    .where(and(eq(orderGroups.orderId, orderId), eq(orderGroups.vendorId, vendorId)));
  return (group?.status as GroupStatus | undefined) ?? null;
}
