// The vendor's and the admin's moves of a return: approve (with the pickup details), reject (with
// the reason the customer sees), picked up, received (with the lines whose units go back into
// stock). The admin may make every move, and overturn a rejection. Each move is taken under the
// order's lock: a move repeated (a double click) finds the return moved and answers it as it is,
// and units go back into stock once.
import { and, eq } from 'drizzle-orm';
import {
  nextReturnStatuses,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '../../../domain/refunds';
import type { ReturnAction } from '../../../domain/schemas/returns';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema-commerce';
import { returnItems, returns } from '../../db/schema-returns';
import { AppError, retryClashes } from '../../errors';
import { returnStock } from '../orders/stock';
import { lockOrder } from '../payments/payment-state';
import { recordReturnChange } from './return-events';
import { loadReturn, visibleReturn, type ReturnViewer } from './return-view';

export type ReturnMover =
  { role: 'vendor'; userId: string; vendorId: string } | { role: 'admin'; userId: string };

const viewerOf = (m: ReturnMover): ReturnViewer =>
  m.role === 'vendor' ? { role: 'vendor', vendorId: m.vendorId } : { role: 'admin' };

export async function moveReturn(
  db: Db,
  mover: ReturnMover,
  returnId: string,
  action: ReturnAction,
) {
  const viewer = viewerOf(mover);
  await retryClashes(() =>
    db.transaction(async (tx) => {
      const seen = await visibleReturn(tx, returnId, viewer);
      await lockOrder(tx, seen.orderId);
      const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId));
      const from = ret!.status as ReturnStatus;
      if (from === action.to) return; // repeated: already there
      if (!nextReturnStatuses(from, mover.role).includes(action.to)) {
        throw new AppError(
          'conflict',
          `This return is ${RETURN_STATUS_LABELS[from].toLowerCase()}: it cannot be marked ${RETURN_STATUS_LABELS[action.to].toLowerCase()}.`,
        );
      }
      const actor = { userId: mover.userId, role: mover.role };
      if (action.to === 'approved') {
        await recordReturnChange(tx, ret!, 'approved', actor, {
          note: action.pickup,
          set: { pickup: action.pickup, rejectReason: null },
        });
        return;
      }
      if (action.to === 'rejected') {
        await recordReturnChange(tx, ret!, 'rejected', actor, {
          note: action.reason,
          set: { rejectReason: action.reason },
        });
        return;
      }
      if (action.to === 'received') {
        const lines = await tx
          .select({
            itemId: returnItems.itemId,
            quantity: returnItems.quantity,
            productId: orderItems.productId,
            variantId: orderItems.variantId,
          })
          .from(returnItems)
          .innerJoin(orderItems, eq(orderItems.id, returnItems.itemId))
          .where(eq(returnItems.returnId, returnId));
        const unknown = action.restock.filter((id) => !lines.some((l) => l.itemId === id));
        if (unknown.length > 0) {
          const message = 'Choose items of this return to put back into stock.';
          throw new AppError('unprocessable', message, [
            { path: 'restock', message, location: 'body' },
          ]);
        }
        const back = lines.filter((l) => action.restock.includes(l.itemId) && l.variantId);
        await returnStock(
          tx,
          back.map((l) => ({
            productId: l.productId,
            variantId: l.variantId!,
            quantity: l.quantity,
          })),
        );
        for (const l of back) {
          await tx
            .update(returnItems)
            .set({ restocked: true })
            .where(and(eq(returnItems.returnId, returnId), eq(returnItems.itemId, l.itemId)));
        }
        const note =
          back.length > 0
            ? `Back in stock: ${back.length} item${back.length > 1 ? 's' : ''}`
            : null;
        await recordReturnChange(tx, ret!, 'received', actor, { note });
        return;
      }
      await recordReturnChange(tx, ret!, action.to, actor);
    }),
  );
  const view = await loadReturn(db, returnId, viewer);
  return view;
}
