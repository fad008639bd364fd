// Turns order rows into the API's Order and OrderSummary. The customer's pages use it today;
// the vendor and admin portals pass their own viewer (and a vendor only its own groups).
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import { CARRIER_EVENT_LABELS, type CarrierEventKind } from '../../../domain/shipping';
import {
  canTransition,
  type GroupStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain/order-status';
import {
  DELIVERY_DAYS,
  type Order,
  type OrderGroup,
  type Totals,
  type TrackingEvent,
} from '../../../domain/schemas/order';
import type { DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import {
  carrierEvents,
  deliveryIssues,
  type DeliveryIssueRow,
  orderEvents,
  orderGroups,
  orderItems,
  orders,
  payments,
  type CarrierEventRow,
  type OrderEventRow,
  type OrderGroupRow,
  type OrderItemRow,
  type OrderRow,
  promotionUses,
} from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { imageOf } from '../catalog/product-rows';
import { latestIssueOf } from '../shipping/delivery-issue-view';
import { indianDatePlusDays } from './order-number';

export interface OrderViewer {
  role: 'customer' | 'vendor' | 'admin';
  /** A vendor sees only its own group of each order. */
  vendorId?: string;
}

const CUSTOMER: OrderViewer = { role: 'customer' };

/** The columns an Order is made of: what loadOrders reads, or what a checkout just wrote. */
export type OrderFields = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'codConfirmation'
  | 'subtotalPaise'
  | 'discountPaise'
  | 'shippingPaise'
  | 'taxPaise'
  | 'totalPaise'
  | 'shippingAddress'
> & {
  /** The promotions the order used (issue #20), as promotion_uses holds them. */
  promotions?: readonly PromotionUseFields[] | null;
};

/** One promotion an order used, as listed on the order, invoice and mails. */
export interface PromotionUseFields {
  name: string;
  code: string | null;
  fundedBy: string | null;
  discountPaise: number;
  shippingWaivedPaise: number;
}

/** An order's promotions as one JSON column of its row: no statement of its own. */
const promotionsColumn = sql<PromotionUseFields[] | null>`(SELECT json_agg(json_build_object(
    'name', u.name, 'code', u.code, 'fundedBy', u.funded_by, 'discountPaise', u.discount_paise,
    'shippingWaivedPaise', u.shipping_waived_paise) ORDER BY u.position)
  FROM ${promotionUses} u WHERE u.order_id = "orders"."id")`;

export function promotionsOf(row: Pick<OrderFields, 'promotions'>) {
  return (row.promotions ?? []).map((u) => ({
    name: u.name,
    code: u.code,
    discount: paiseToRupees(u.discountPaise),
    shippingWaived: paiseToRupees(u.shippingWaivedPaise),
    fundedBy: u.fundedBy === null ? ('platform' as const) : ('vendor' as const),
  }));
}
export type GroupFields = Pick<
  OrderGroupRow,
  | 'id'
  | 'orderId'
  | 'vendorId'
  | 'status'
  | 'carrier'
  | 'trackingNumber'
  | 'cancelReason'
  | 'subtotalPaise'
>;
export type ItemFields = Pick<
  OrderItemRow,
  | 'orderId'
  | 'groupId'
  | 'productId'
  | 'productName'
  | 'variantId'
  | 'sku'
  | 'variantLabel'
  | 'variantOptions'
  | 'swatchHex'
  | 'imageKey'
  | 'unitPricePaise'
  | 'quantity'
  | 'lineTotalPaise'
>;
export type EventFields = Pick<
  OrderEventRow,
  'orderId' | 'groupId' | 'fromStatus' | 'toStatus' | 'createdAt' | 'actorRole' | 'note'
>;

/**
 * Rows as loadOrders reads them: groups by vendor name, items by product name then variant
 * label, events by time.
 */
export interface OrderRows {
  orders: readonly OrderFields[];
  groups: readonly { group: GroupFields; vendorName: string }[];
  items: readonly ItemFields[];
  events: readonly EventFields[];
  refunds: readonly { orderId: string; amountPaise: number }[];
  /** Issue #39: what carriers reported, by time (absent where a list does not show them). */
  carrierEvents?: readonly CarrierEventFields[];
  /** Issue #39: failed delivery attempts (absent where a list does not show them). */
  deliveryIssues?: readonly DeliveryIssueRow[];
}
export type CarrierEventFields = Pick<
  CarrierEventRow,
  'groupId' | 'kind' | 'description' | 'location' | 'occurredAt'
>;

function trackingOf(e: CarrierEventFields): TrackingEvent {
  const kind = e.kind as CarrierEventKind;
  return {
    kind,
    label: CARRIER_EVENT_LABELS[kind],
    description: e.description,
    location: e.location,
    at: e.occurredAt.toISOString(),
  };
}

export function totalsOf(o: OrderFields): Totals {
  return {
    itemCount: 0,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    shipping: paiseToRupees(o.shippingPaise),
    tax: paiseToRupees(o.taxPaise),
    total: paiseToRupees(o.totalPaise),
  };
}

/** Square product art (catalogue uploads are cropped square); the key is a snapshot. */
export function itemImage(i: Pick<OrderItemRow, 'imageKey' | 'productName'>) {
  return i.imageKey ? imageOf(i.imageKey, i.productName, 960, 960) : null;
}

/** The variant as bought (issue #18); an order placed before variants has an empty label. */
export function variantOf(
  i: Pick<ItemFields, 'variantId' | 'sku' | 'variantLabel' | 'variantOptions' | 'swatchHex'>,
) {
  return {
    variantId: i.variantId,
    sku: i.sku,
    variantLabel: i.variantLabel,
    options: i.variantOptions,
    swatchHex: i.swatchHex,
  };
}

function itemOf(i: ItemFields) {
  return {
    productId: i.productId,
    ...variantOf(i),
    name: i.productName,
    image: itemImage(i),
    unitPrice: paiseToRupees(i.unitPricePaise),
    quantity: i.quantity,
    lineTotal: paiseToRupees(i.lineTotalPaise),
  };
}

function eventOf(e: EventFields) {
  return {
    from: e.fromStatus as GroupStatus | null,
    to: e.toStatus as GroupStatus,
    at: e.createdAt.toISOString(),
    by: e.actorRole,
    note: e.note,
  };
}

/** Loads full orders (groups, items, events) in four queries, whatever their number. */
export async function loadOrders(
  db: DbOrTx,
  orderIds: readonly string[],
  viewer: OrderViewer = CUSTOMER,
): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const onlyVendor = viewer.vendorId ? eq(orderGroups.vendorId, viewer.vendorId) : undefined;
  const [orderRows, groupRows, itemRows, eventRows, refundRows, carrierRows, issueRows] =
    await Promise.all([
      db
        .select({ ...getTableColumns(orders), promotions: promotionsColumn })
        .from(orders)
        .where(inArray(orders.id, ids)),
      db
        .select({ group: orderGroups, vendorName: vendors.companyName })
        .from(orderGroups)
        .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
        .where(and(inArray(orderGroups.orderId, ids), onlyVendor))
        .orderBy(asc(vendors.companyName)),
      db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel)),
      db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.createdAt)),
      db
        .select({ orderId: payments.orderId, amountPaise: payments.amountPaise })
        .from(payments)
        .where(
          and(
            inArray(payments.orderId, ids),
            inArray(payments.status, ['refunded', 'refund-pending']),
            // A second payment given back is the customer's money, not the order's.
            eq(payments.extra, false),
          ),
        ),
      db
        .select()
        .from(carrierEvents)
        .where(inArray(carrierEvents.orderId, ids))
        .orderBy(asc(carrierEvents.occurredAt)),
      db.select().from(deliveryIssues).where(inArray(deliveryIssues.orderId, ids)),
    ]);
  return assembleOrders(
    ids,
    {
      orders: orderRows,
      groups: groupRows,
      items: itemRows,
      events: eventRows,
      refunds: refundRows,
      carrierEvents: carrierRows,
      deliveryIssues: issueRows,
    },
    viewer,
  );
}

/** The API's Orders, in the order of `ids`, from their rows (no I/O). */
export function assembleOrders(
  ids: readonly string[],
  {
    orders: orderRows,
    groups: groupRows,
    items: itemRows,
    events: eventRows,
    refunds: refundRows,
    carrierEvents: carrierRows = [],
    deliveryIssues: issueRows = [],
  }: OrderRows,
  viewer: OrderViewer = CUSTOMER,
): Order[] {
  const byId = new Map(orderRows.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const groups: OrderGroup[] = groupRows
      .filter((g) => g.group.orderId === id)
      .map(({ group: g, vendorName }) => {
        const status = g.status as GroupStatus;
        return {
          id: g.id,
          vendorId: g.vendorId,
          vendorName,
          status,
          carrier: g.carrier,
          trackingNumber: g.trackingNumber,
          cancelReason: g.cancelReason,
          subtotal: paiseToRupees(g.subtotalPaise),
          items: itemRows.filter((i) => i.groupId === g.id).map(itemOf),
          events: eventRows.filter((e) => e.groupId === g.id).map(eventOf),
          tracking: carrierRows.filter((e) => e.groupId === g.id).map(trackingOf),
          deliveryIssue: latestIssueOf(issueRows, g.id),
          canCancel: canTransition(status, 'cancelled', viewer.role),
        };
      });
    const refundedPaise = refundRows
      .filter((r) => r.orderId === id)
      .reduce((sum, r) => sum + r.amountPaise, 0);
    return [
      toOrder(
        row,
        groups,
        itemRows.filter((i) => i.orderId === id),
        refundedPaise,
      ),
    ];
  });
}

function toOrder(
  row: OrderFields,
  groups: OrderGroup[],
  items: ItemFields[],
  refundedPaise: number,
): Order {
  const live = groups.filter((g) => g.status !== 'cancelled');
  const { fullName, phone, line1, line2, city, state, pincode } = row.shippingAddress;
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    status: row.status as GroupStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    codConfirmation: row.codConfirmation as Order['codConfirmation'],
    amountRefunded: paiseToRupees(refundedPaise),
    totals: { ...totalsOf(row), itemCount: items.reduce((n, i) => n + i.quantity, 0) },
    shippingAddress: { fullName, phone, line1, line2: line2 ?? null, city, state, pincode },
    expectedDelivery: {
      from: indianDatePlusDays(row.createdAt, DELIVERY_DAYS.from),
      to: indianDatePlusDays(row.createdAt, DELIVERY_DAYS.to),
    },
    groups,
    // The whole order can be cancelled while nothing in it has shipped.
    canCancel: live.length > 0 && live.every((g) => g.canCancel),
    promotions: promotionsOf(row),
  };
}

export async function loadOrder(
  db: DbOrTx,
  orderId: string,
  viewer: OrderViewer = CUSTOMER,
): Promise<Order> {
  const [order] = await loadOrders(db, [orderId], viewer);
  if (!order) throw notFound('The order');
  return order;
}

/** Another customer's order is simply not found: its existence is not revealed. */
export async function loadCustomerOrder(
  db: DbOrTx,
  userId: string,
  orderId: string,
): Promise<Order> {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw notFound('The order');
  return loadOrder(db, own.id);
}
