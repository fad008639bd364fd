// The customer's order history: one page of order summaries, newest first, in three queries.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { GroupStatus, PaymentMethod, PaymentStatus } from '../../../domain/order-status';
import type { OrderList } from '../../../domain/schemas/order';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema-commerce';
import { itemImage, totalsOf } from './order-view';

export async function listCustomerOrders(
  db: DbOrTx,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<OrderList> {
  const mine = eq(orders.userId, userId);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(mine),
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel));
  return {
    items: rows.map((row) => {
      const own = items.filter((i) => i.orderId === row.id);
      return {
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status: row.status as GroupStatus,
        paymentMethod: row.paymentMethod as PaymentMethod,
        paymentStatus: row.paymentStatus as PaymentStatus,
        totals: { ...totalsOf(row), itemCount: own.reduce((n, i) => n + i.quantity, 0) },
        items: own.map(
          ({ productId, variantId, variantLabel, productName, imageKey, quantity }) => ({
            productId,
            variantId,
            variantLabel,
            name: productName,
            image: itemImage({ imageKey, productName }),
            quantity,
          }),
        ),
      };
    }),
    page,
    limit,
    total,
  };
}
