// Checkout's writing steps: the order with its totals and address snapshot, one fulfilment
// group per vendor, the items with name, price and image snapshots, and each group's first event.
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

export async function writeOrder(tx: Tx, o: NewOrder): Promise<WrittenOrder> {
  const [order] = await tx
    .insert(orders)
    .values({
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
    })
    .returning({ id: orders.id });
  const orderId = order!.id;

  const byVendor = new Map<string, CheckoutLine[]>();
  for (const line of o.lines) {
    byVendor.set(line.product.vendorId, [...(byVendor.get(line.product.vendorId) ?? []), line]);
  }
  const groups = await tx
    .insert(orderGroups)
    .values(
      [...byVendor].map(([vendorId, lines]) => ({
        orderId,
        vendorId,
        status: 'placed',
        subtotalPaise: lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0),
      })),
    )
    .returning({ id: orderGroups.id, vendorId: orderGroups.vendorId });
  const groupOf = new Map(groups.map((g) => [g.vendorId, g.id]));

  await tx.insert(orderItems).values(
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
  return { orderId, groupIds: groups.map((g) => g.id) };
}

/** Every group's timeline starts with the customer placing it. */
export async function writeFirstEvents(
  tx: Tx,
  userId: string,
  { orderId, groupIds }: WrittenOrder,
) {
  await tx.insert(orderEvents).values(
    groupIds.map((groupId) => ({
      orderId,
      groupId,
      actorUserId: userId,
      actorRole: 'customer',
      fromStatus: null,
      toStatus: 'placed',
    })),
  );
}
