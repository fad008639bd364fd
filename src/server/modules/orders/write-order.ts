// Checkout's writing steps: the order with its totals and address snapshot, one fulfilment
// group per vendor, the items with name, price, variant and image snapshots, and each group's
// first event,
// in one statement with the writes sent alongside (the cart's lines, the mails).
import crypto from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PromotionPricing } from '../../../domain/promotions';
import type { PaymentMethod } from '../../../domain/order-status';
import type { Tx } from '../../db/client';
import {
  orderEvents,
  orderGroups,
  orderItems,
  orders,
  promotionUses,
  type ShippingAddressSnapshot,
} from '../../db/schema-commerce';
import type { CheckoutLine } from './checkout-steps';
import type { OrderRows } from './order-view';
import { newOrderNumber } from './order-number';

export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  paymentMethod: PaymentMethod;
  /** The price with its promotions: each line's discount split, and what applied by name. */
  totals: PromotionPricing;
  address: ShippingAddressSnapshot;
  lines: readonly CheckoutLine[];
  /** The transaction's start (now()), which every row the statement writes holds as created_at. */
  startedAt: Date;
  /**
   * Other writes the order makes, sent in its statement, made from the order as it is written
   * (the ordered lines leaving the cart, its mails, the address saved to the book).
   */
  alongside?: (written: WrittenOrder) => readonly SQLWrapper[];
}

export interface WrittenOrder {
  orderId: string;
  number: string;
  /** The database's clock (the transaction's start), as the order row holds it. */
  createdAt: Date;
  /** The rows as written, ordered as loadOrders reads them: the answer needs no read back. */
  rows: OrderRows;
}

/** Code point order: the C collation of the databases the order pages sort names in. */
const byText =
  <T>(key: (x: T) => string) =>
  (x: T, y: T) =>
    key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;

/**
 * Writes the order, its groups, items and first events in one statement (data-modifying CTEs;
 * the ids are made here, so no part waits for another's RETURNING, and the foreign keys are
 * checked at the end of the statement), with the writes sent alongside. One round trip instead
 * of five per checkout.
 */
export async function writeOrder(tx: Tx, o: NewOrder): Promise<WrittenOrder> {
  const orderId = crypto.randomUUID();
  // Each line's discount, and the part a vendor funds (a vendor's offer covers only its own
  // products, so what it takes off a line is that line's vendor's cost).
  const discountOf = new Map<CheckoutLine, { all: number; vendor: number }>();
  o.lines.forEach((line, i) => {
    const vendor = o.totals.applied
      .filter((a) => a.fundedBy !== null)
      .reduce((sum, a) => sum + (a.lineDiscounts[i] ?? 0), 0);
    discountOf.set(line, { all: o.totals.lineDiscounts[i] ?? 0, vendor });
  });
  const byVendor = new Map<string, CheckoutLine[]>();
  for (const line of o.lines) {
    byVendor.set(line.product.vendorId, [...(byVendor.get(line.product.vendorId) ?? []), line]);
  }
  const sumOf = (lines: CheckoutLine[], part: 'all' | 'vendor') =>
    lines.reduce((sum, l) => sum + discountOf.get(l)![part], 0);
  const groups = [...byVendor].map(([vendorId, lines]) => ({
    group: {
      id: crypto.randomUUID(),
      orderId,
      vendorId,
      status: 'placed',
      carrier: null,
      trackingNumber: null,
      cancelReason: null,
      subtotalPaise: lines.reduce((sum, l) => sum + l.variant.pricePaise * l.quantity, 0),
      discountPaise: sumOf(lines, 'all'),
      vendorDiscountPaise: sumOf(lines, 'vendor'),
    },
    vendorName: lines[0]!.product.vendorName,
  }));
  const groupOf = new Map(groups.map(({ group }) => [group.vendorId, group.id]));
  const order = {
    id: orderId,
    number: newOrderNumber(),
    status: 'placed',
    paymentMethod: o.paymentMethod,
    paymentStatus: 'pending',
    codConfirmation: 'none',
    subtotalPaise: o.totals.subtotalPaise,
    discountPaise: o.totals.discountPaise,
    shippingPaise: o.totals.shippingPaise,
    taxPaise: o.totals.taxPaise,
    totalPaise: o.totals.totalPaise,
    shippingAddress: o.address,
  };
  // The variant as bought: its SKU, options and swatch stay on the line whatever changes later.
  const items = o.lines.map((line) => {
    const { product, variant, quantity } = line;
    return {
      orderId,
      groupId: groupOf.get(product.vendorId)!,
      productId: product.id,
      vendorId: product.vendorId,
      productName: product.name,
      variantId: variant.id,
      sku: variant.sku,
      variantLabel: variant.label,
      variantOptions: variant.options,
      swatchHex: variant.swatchHex,
      imageKey: variant.image?.key ?? null,
      unitPricePaise: variant.pricePaise,
      quantity,
      lineTotalPaise: variant.pricePaise * quantity,
      discountPaise: discountOf.get(line)!.all,
      vendorDiscountPaise: discountOf.get(line)!.vendor,
    };
  });
  // One row per promotion used: the order lists them by name; cancelling gives them back.
  const uses = o.totals.applied.map((a, position) => ({
    promotionId: a.promotionId,
    orderId,
    userId: o.userId,
    name: a.name,
    code: a.code,
    fundedBy: a.fundedBy,
    discountPaise: a.discountPaise,
    shippingWaivedPaise: a.freeShipping ? o.totals.shippingWaivedPaise : 0,
    position,
  }));
  // Every group's timeline starts with the customer placing it.
  const events = groups.map(({ group }) => ({
    orderId,
    groupId: group.id,
    actorUserId: o.userId,
    actorRole: 'customer',
    fromStatus: null,
    toStatus: 'placed',
    note: null,
  }));

  const written: WrittenOrder = {
    orderId,
    number: order.number,
    createdAt: o.startedAt,
    rows: {
      orders: [{ ...order, createdAt: o.startedAt, promotions: uses }],
      groups: groups.sort(byText((g) => g.vendorName)),
      items: items.sort(byText((i) => `${i.productName}\u0000${i.variantLabel}`)),
      events: events.map((e) => ({ ...e, createdAt: o.startedAt })),
      refunds: [],
    },
  };
  const insertOrder = tx.insert(orders).values({
    ...order,
    userId: o.userId,
    idempotencyKey: o.idempotencyKey,
    requestHash: o.requestHash,
  });
  // Every row of the statement has the transaction's start time, o.startedAt, as its created_at.
  await tx.execute(
    sql`WITH new_order AS (${insertOrder.getSQL()}),
      new_groups AS (${tx
        .insert(orderGroups)
        .values(groups.map((g) => g.group))
        .getSQL()}),
      new_items AS (${tx.insert(orderItems).values(items).getSQL()}),
      new_events AS (${tx.insert(orderEvents).values(events).getSQL()})
      ${uses.length > 0 ? sql`, new_uses AS (${tx.insert(promotionUses).values(uses).getSQL()})` : sql``}
      ${sql.join(
        (o.alongside?.(written) ?? []).map(
          (w, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${w.getSQL()})`,
        ),
      )}
      SELECT 1`,
  );
  return written;
}
