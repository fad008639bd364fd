// A return's change of state, told once: the row, its timeline event and the mails, in the
// caller's transaction (so a mail exists exactly when the change was committed).
import { eq } from 'drizzle-orm';
import type { ReturnStatus } from '../../../domain/refunds';
import type { Tx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { orderItems, orders } from '../../db/schema-commerce';
import { returnEvents, returnItems, returns, type ReturnRow } from '../../db/schema-returns';
import { lineName } from '../mail/order-notifications';
import { queueMailsToUsers, type UserMail } from '../mail/outbox';

export interface ReturnActor {
  userId: string;
  role: 'customer' | 'vendor' | 'admin';
}

export async function recordReturnChange(
  tx: Tx,
  ret: ReturnRow,
  to: ReturnStatus,
  actor: ReturnActor,
  extra: { note?: string | null; refundPaise?: number | null; set?: Partial<ReturnRow> } = {},
): Promise<void> {
  const from = ret.status === to ? null : ret.status;
  await tx
    .update(returns)
    .set({ ...extra.set, status: to, updatedAt: new Date() })
    .where(eq(returns.id, ret.id));
  await tx.insert(returnEvents).values({
    returnId: ret.id,
    actorUserId: actor.userId,
    actorRole: actor.role,
    fromStatus: from,
    toStatus: to,
    note: extra.note ?? null,
  });
  const [[head], items] = await Promise.all([
    tx
      .select({ number: orders.number, customerName: users.name, vendorName: vendors.companyName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(vendors, eq(vendors.userId, ret.vendorId))
      .where(eq(orders.id, ret.orderId)),
    tx
      .select({
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        quantity: returnItems.quantity,
      })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.itemId))
      .where(eq(returnItems.returnId, ret.id)),
  ]);
  if (!head) return;
  const next = { ...ret, ...extra.set };
  const data = {
    orderId: ret.orderId,
    number: head.number,
    customerName: head.customerName,
    returnId: ret.id,
    vendorName: head.vendorName,
    status: to,
    items: items.map((i) => ({ name: lineName(i), quantity: i.quantity })),
    pickup: next.pickup ?? null,
    reason: next.rejectReason ?? null,
    refundPaise: extra.refundPaise ?? null,
  };
  const mails: UserMail[] = [
    { userId: ret.userId, template: 'return-status', data: { ...data, audience: 'customer' } },
  ];
  if (to === 'requested') {
    mails.push({
      userId: ret.vendorId,
      template: 'return-status',
      data: { ...data, audience: 'vendor' },
    });
  }
  await queueMailsToUsers(tx, mails);
}
