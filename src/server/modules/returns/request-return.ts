// A customer's returns (issue #21): what may be returned of an order now, asking for a return of
// lines of one delivered shipment within the store's window, and its photos. Requests of one
// order are taken under the order's lock, so two at once never hold more units than were bought.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import { maskPayout, RETURN_LIMITS, returnWindowClosesAt } from '../../../domain/refunds';
import type { CreateReturn, OrderReturns } from '../../../domain/schemas/returns';
import type { Db, DbOrTx } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';
import { returnItems, returns, type ReturnRow } from '../../db/schema-returns';
import { AppError, notFound } from '../../errors';
import type { MediaStore } from '../media/media-store';
import { storeUploadedImage } from '../media/process-image';
import type { Upload } from '../media/read-upload';
import { lockOrder } from '../payments/payment-state';
import { readSettings } from '../settings/store-settings';
import { recordReturnChange } from './return-events';
import { deliveredAtOf, groupLinesOf, heldUnitsOf } from './return-terms';
import { loadReturn, orderReturns } from './return-view';

export const RETURN_MESSAGES = {
  notDelivered: 'Only delivered items can be returned.',
  windowClosed: (date: string) => `The return window for these items closed on ${date}.`,
  nonReturnable: (name: string, category: string) =>
    `${name} cannot be returned: ${category} items are not returnable once delivered.`,
  tooMany: (left: number) =>
    left === 0
      ? 'Every unit of this item is already in a return.'
      : `At most ${left} of this item can still be returned.`,
  oneSeller: 'Return the items of one seller at a time.',
  payoutNeeded: 'Tell us where to send your refund: a UPI ID or a bank account.',
  photoLimit: `A return can have up to ${RETURN_LIMITS.photos} photos.`,
  photoTooLate: 'Photos can be added while the return is waiting for the seller.',
} as const;

const INDIAN_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const formatIndianDate = (d: Date) => INDIAN_DATE.format(d);

const itemsError = (message: string) =>
  new AppError('unprocessable', message, [{ path: 'items', message, location: 'body' }]);

async function ownOrder(db: DbOrTx, userId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('The order');
  return order;
}

/** Each line of the order with how many units may be returned now, or why none. */
export async function orderReturnTerms(
  db: DbOrTx,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<OrderReturns> {
  const order = await ownOrder(db, userId, orderId);
  const [{ store }, groups, delivered] = await Promise.all([
    readSettings(db),
    db.select().from(orderGroups).where(eq(orderGroups.orderId, orderId)),
    deliveredAtOf(db, orderId),
  ]);
  const lines: OrderReturns['lines'] = [];
  for (const group of groups) {
    const groupLines = await groupLinesOf(db, group.id);
    const held = await heldUnitsOf(
      db,
      groupLines.map((l) => l.id),
    );
    const deliveredAt = group.status === 'delivered' ? delivered.get(group.id) : undefined;
    const closesAt = deliveredAt ? returnWindowClosesAt(deliveredAt, store.returnWindowDays) : null;
    for (const l of groupLines) {
      const returnable = l.quantity - (held.get(l.id) ?? 0);
      const refusal = !closesAt
        ? RETURN_MESSAGES.notDelivered
        : now > closesAt
          ? RETURN_MESSAGES.windowClosed(formatIndianDate(closesAt))
          : store.nonReturnableCategories.includes(l.category as Category)
            ? RETURN_MESSAGES.nonReturnable(l.productName, CATEGORY_LABELS[l.category as Category])
            : returnable <= 0
              ? RETURN_MESSAGES.tooMany(0)
              : null;
      lines.push({
        itemId: l.id,
        groupId: group.id,
        productName: l.productName,
        variantLabel: l.variantLabel,
        quantity: l.quantity,
        returnable: refusal ? 0 : returnable,
        closesAt: closesAt?.toISOString() ?? null,
        refusal,
      });
    }
  }
  return {
    windowDays: store.returnWindowDays,
    needsPayout: order.paymentMethod === 'cod',
    lines,
    returns: await orderReturns(db, orderId, { role: 'customer', userId }),
  };
}

export async function requestReturn(
  db: Db,
  userId: string,
  orderId: string,
  input: CreateReturn,
  now = new Date(),
) {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw notFound('The order');
    if (order.paymentMethod === 'cod' && !input.payout) {
      throw new AppError('unprocessable', RETURN_MESSAGES.payoutNeeded, [
        { path: 'payout', message: RETURN_MESSAGES.payoutNeeded, location: 'body' },
      ]);
    }
    const { store } = await readSettings(tx);
    const groups = await tx.select().from(orderGroups).where(eq(orderGroups.orderId, orderId));
    const lineGroups = await Promise.all(groups.map((g) => groupLinesOf(tx, g.id)));
    const all = lineGroups.flatMap((lines, i) => lines.map((l) => ({ ...l, group: groups[i]! })));
    const asked = new Map<string, number>();
    for (const it of input.items) asked.set(it.itemId, (asked.get(it.itemId) ?? 0) + it.quantity);
    const chosen = [...asked.keys()].map((itemId) => all.find((l) => l.id === itemId));
    if (chosen.some((l) => !l)) throw itemsError('That item is not part of this order.');
    const group = chosen[0]!.group;
    if (chosen.some((l) => l!.group.id !== group.id)) throw itemsError(RETURN_MESSAGES.oneSeller);
    if (group.status !== 'delivered') throw new AppError('conflict', RETURN_MESSAGES.notDelivered);
    const deliveredAt = (await deliveredAtOf(tx, orderId)).get(group.id);
    const closesAt = deliveredAt ? returnWindowClosesAt(deliveredAt, store.returnWindowDays) : null;
    if (!closesAt) throw new AppError('conflict', RETURN_MESSAGES.notDelivered);
    if (now > closesAt) {
      throw new AppError('conflict', RETURN_MESSAGES.windowClosed(formatIndianDate(closesAt)));
    }
    const held = await heldUnitsOf(
      tx,
      chosen.map((l) => l!.id),
    );
    for (const line of chosen) {
      const l = line!;
      if (store.nonReturnableCategories.includes(l.category as Category)) {
        throw new AppError(
          'conflict',
          RETURN_MESSAGES.nonReturnable(l.productName, CATEGORY_LABELS[l.category as Category]),
        );
      }
      const left = l.quantity - (held.get(l.id) ?? 0);
      if (asked.get(l.id)! > left) throw new AppError('conflict', RETURN_MESSAGES.tooMany(left));
    }
    const payout = order.paymentMethod === 'cod' ? input.payout! : null;
    const [row] = await tx
      .insert(returns)
      .values({
        orderId,
        groupId: group.id,
        vendorId: group.vendorId,
        userId,
        reason: input.reason,
        note: input.note,
        payout,
        payoutMasked: payout ? maskPayout(payout) : null,
      })
      .returning();
    await tx
      .insert(returnItems)
      .values([...asked].map(([itemId, quantity]) => ({ returnId: row!.id, itemId, quantity })));
    await recordReturnChange(
      tx,
      row!,
      'requested',
      { userId, role: 'customer' },
      { note: input.note || null },
    );
    return row!.id;
  });
  return loadReturn(db, id, { role: 'customer', userId }).then(stripAdmin);
}

const stripAdmin = <T extends { payoutDetails?: unknown }>({ payoutDetails: _, ...rest }: T) =>
  rest;

async function lockOwnReturn(db: DbOrTx, userId: string, returnId: string): Promise<ReturnRow> {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.userId, userId)));
  if (!row) throw notFound('The return');
  return row;
}

export const assertOwnReturn = lockOwnReturn;

export async function addReturnPhoto(
  db: Db,
  media: MediaStore,
  userId: string,
  returnId: string,
  upload: Upload,
) {
  const own = await lockOwnReturn(db, userId, returnId);
  if (own.status !== 'requested') throw new AppError('conflict', RETURN_MESSAGES.photoTooLate);
  if (own.photos.length >= RETURN_LIMITS.photos) {
    throw new AppError('conflict', RETURN_MESSAGES.photoLimit);
  }
  const stored = await storeUploadedImage(upload.buffer, media, `returns/${returnId}`, 200);
  await db.transaction(async (tx) => {
    await lockOrder(tx, own.orderId);
    const [row] = await tx.select().from(returns).where(eq(returns.id, returnId));
    if (row!.photos.length >= RETURN_LIMITS.photos) {
      throw new AppError('conflict', RETURN_MESSAGES.photoLimit);
    }
    await tx
      .update(returns)
      .set({
        photos: [...row!.photos, { id: crypto.randomUUID(), ...stored }],
        updatedAt: new Date(),
      })
      .where(eq(returns.id, returnId));
  });
  return loadReturn(db, returnId, { role: 'customer', userId }).then(stripAdmin);
}
