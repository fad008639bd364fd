// Checkout's writing steps: the order with its totals and address snapshot, one fulfilment
// group per vendor, the items with name, price and image snapshots, and each group's first event,
// in one statement.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderTotals } from '../../../domain/pricing';
import type { PaymentMethod } from '../../../domain/order-status';
import type { Tx } from '../../db/client';
import {
  orderEvents,
  orderGroups,
  orderItems,
  orders,
  type ShippingAddressSnapshot,
} from '../../db/schema-commerce';
import type { CheckoutLine } from './checkout-steps';
import { newOrderNumber } from './order-number';

export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  paymentMethod: PaymentMethod;
  totals: OrderTotals;
  address: ShippingAddressSnapshot;
  lines: readonly CheckoutLine[];
}

export interface WrittenOrder {
  orderId: string;
  groupIds: string[];
}

/**
 * Writes the order, its groups, items and first events in one statement (data-modifying CTEs;
 * the ids are made here, so no part waits for another's RETURNING, and the foreign keys are
 * checked at the end of the statement). One round trip instead of four per checkout.
 */
export async function writeOrder(tx: Tx, o: NewOrder): Promise<WrittenOrder> {
  const orderId = crypto.randomUUID();
  const byVendor = new Map<string, CheckoutLine[]>();
  for (const line of o.lines) {
    byVendor.set(line.product.vendorId, [...(byVendor.get(line.product.vendorId) ?? []), line]);
  }
  const groups = [...byVendor].map(([vendorId, lines]) => ({
    id: crypto.randomUUID(),
    orderId,
    vendorId,
    status: 'placed',
    subtotalPaise: lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0),
  }));
  const groupOf = new Map(groups.map((g) => [g.vendorId, g.id]));

  const order = tx.insert(orders).values({
    id: orderId,
    number: newOrderNumber(),
    userId: o.userId,
    status: 'placed',
    paymentMethod: o.paymentMethod,
    paymentStatus: 'pending',
    subtotalPaise: o.totals.subtotalPaise,
    discountPaise: o.totals.discountPaise,
    shippingPaise: o.totals.shippingPaise,
    taxPaise: o.totals.taxPaise,
    totalPaise: o.totals.totalPaise,
    shippingAddress: o.address,
    idempotencyKey: o.idempotencyKey,
    requestHash: o.requestHash,
  });
  const groupRows = tx.insert(orderGroups).values(groups);
  const items = tx.insert(orderItems).values(
    o.lines.map(({ product, quantity }) => ({
      orderId,
      groupId: groupOf.get(product.vendorId)!,
      productId: product.id,
      vendorId: product.vendorId,
      productName: product.name,
      imageKey: product.image?.key ?? null,
      unitPricePaise: product.pricePaise,
      quantity,
      lineTotalPaise: product.pricePaise * quantity,
    })),
  );
  // Every group's timeline starts with the customer placing it.
  const events = tx.insert(orderEvents).values(
    groups.map((g) => ({
      orderId,
      groupId: g.id,
      actorUserId: o.userId,
      actorRole: 'customer',
      fromStatus: null,
      toStatus: 'placed',
    })),
  );
  await tx.execute(
    sql`WITH new_order AS (${order.getSQL()}), new_groups AS (${groupRows.getSQL()}),
      new_items AS (${items.getSQL()}) ${events.getSQL()}`,
  );
  return { orderId, groupIds: groups.map((g) => g.id) };
}
