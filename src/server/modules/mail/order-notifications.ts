// The order events' mails, written in the event's own transaction (outbox.ts): the order placed
// (customer and each vendor), a shipment confirmed, shipped, delivered or cancelled (customer),
// and a whole order cancelled. The facts are read here, once, inside that transaction; a checkout
// passes the facts it holds instead (orderPlacedMailsInsert).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { type GroupStatus } from '../../../domain/order-status';
import { DELIVERY_DAYS } from '../../../domain/schemas/order';
import type { Tx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import {
  orderGroups,
  orderItems,
  orders,
  type OrderRow,
  type ShippingAddressSnapshot,
} from '../../db/schema-commerce';
import { indianDatePlusDays } from '../orders/order-number';
import { mailsToUsersInsert, queueMail, queueMailsToUsers, type UserMail } from './outbox';
import { FIRST_PURCHASE_NAME } from '../../../domain/promotions';

/** A line as the mails name it: the product and, for a shade or size, the variant bought. */
export const lineName = (i: { productName: string; variantLabel: string }) =>
  i.variantLabel ? `${i.productName} (${i.variantLabel})` : i.productName;

/** The shipment news a customer is told about by mail. */
const NOTIFIED: ReadonlySet<GroupStatus> = new Set([
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
]);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const day = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

function expectedOf(createdAt: Date): string {
  const from = indianDatePlusDays(createdAt, DELIVERY_DAYS.from);
  const to = indianDatePlusDays(createdAt, DELIVERY_DAYS.to);
  return `between ${day(from)} and ${day(to)}`;
}

function fullAddress(a: ShippingAddressSnapshot): string {
  return [a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** The offers an order used, by name, in the order they applied (issue #20). */
const offersColumn = sql<{ name: string; discountPaise: number }[] | null>`(SELECT
    json_agg(json_build_object('name', u.name, 'discountPaise', u.discount_paise) ORDER BY u.position)
  FROM promotion_uses u WHERE u.order_id = "orders"."id")`;

/**
 * The offers a mail lists by name: only when one besides the first-purchase discount applied
 * (that one alone stays the mail's "Discount" line, as before).
 */
function offersOf(offers: readonly { name: string; discountPaise: number }[] | null | undefined) {
  const list = (offers ?? []).filter((o) => o.discountPaise > 0);
  return list.some((o) => o.name !== FIRST_PURCHASE_NAME) ? { offers: list } : {};
}

async function loadFacts(tx: Tx, orderId: string) {
  const [head] = await tx
    .select({ order: orders, email: users.email, name: users.name, offers: offersColumn })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!head) return null;
  // One after the other: a transaction is one connection, and pg queues (and will refuse)
  // queries sent on it while another runs.
  const groups = await tx
    .select({ group: orderGroups, vendorName: vendors.companyName, vendorEmail: users.email })
    .from(orderGroups)
    .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
    .innerJoin(users, eq(users.id, orderGroups.vendorId))
    .where(eq(orderGroups.orderId, orderId))
    .orderBy(asc(vendors.companyName));
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName));
  const itemsOf = (groupId?: string) =>
    items
      .filter((i) => !groupId || i.groupId === groupId)
      .map((i) => ({
        name: lineName(i),
        quantity: i.quantity,
        lineTotalPaise: i.lineTotalPaise,
      }));
  return { ...head, groups, items, itemsOf };
}

const ref = (order: OrderRow, name: string) => ({
  orderId: order.id,
  number: order.number,
  customerName: name,
});

/** What the "order placed" mails state: the order as written, its groups and its items. */
export interface PlacedOrderFacts {
  orderId: string;
  number: string;
  createdAt: Date;
  customerId: string;
  customerName: string;
  paymentMethod: 'cod' | 'razorpay';
  paid: boolean;
  totals: {
    subtotalPaise: number;
    discountPaise: number;
    shippingPaise: number;
    taxPaise: number;
    totalPaise: number;
  };
  address: ShippingAddressSnapshot;
  /** The offers applied, by name (issue #20). */
  offers?: readonly { name: string; discountPaise: number }[];
  /** By vendor name, as the vendors' mails are written. */
  groups: readonly { id: string; vendorId: string; vendorName: string; subtotalPaise: number }[];
  /** By product name, as every order page and mail lists them. */
  items: readonly { groupId: string; name: string; quantity: number; lineTotalPaise: number }[];
}

/** The customer's "order placed" and each vendor's "new order", built from the facts alone. */
function placedMails(f: PlacedOrderFacts): UserMail[] {
  const vendorOf = new Map(f.groups.map((g) => [g.id, g.vendorName]));
  const itemsOf = (groupId: string) =>
    f.items
      .filter((i) => i.groupId === groupId)
      .map((i) => ({ name: i.name, quantity: i.quantity, lineTotalPaise: i.lineTotalPaise }));
  const a = f.address;
  return [
    {
      userId: f.customerId,
      template: 'order-placed',
      data: {
        orderId: f.orderId,
        number: f.number,
        customerName: f.customerName,
        paymentMethod: f.paymentMethod,
        paid: f.paid,
        items: f.items.map((i) => ({
          name: i.name,
          quantity: i.quantity,
          lineTotalPaise: i.lineTotalPaise,
          vendorName: vendorOf.get(i.groupId) ?? '',
        })),
        totals: {
          subtotalPaise: f.totals.subtotalPaise,
          discountPaise: f.totals.discountPaise,
          shippingPaise: f.totals.shippingPaise,
          taxPaise: f.totals.taxPaise,
          totalPaise: f.totals.totalPaise,
        },
        ...offersOf(f.offers),
        shipTo: fullAddress(a),
        expected: expectedOf(f.createdAt),
      },
    },
    ...f.groups.map((g): UserMail => ({
      userId: g.vendorId,
      template: 'vendor-new-order',
      data: {
        orderId: f.orderId,
        number: f.number,
        vendorName: g.vendorName,
        items: itemsOf(g.id),
        subtotalPaise: g.subtotalPaise,
        shipTo: `${a.city}, ${a.state} ${a.pincode}`,
      },
    })),
  ];
}

/**
 * A checkout's "order placed" mails from the facts it already holds: the INSERT, no reads,
 * unsent, for checkout to send within the statement that writes the order (issue #35).
 */
export function orderPlacedMailsInsert(facts: PlacedOrderFacts): SQL {
  return mailsToUsersInsert(placedMails(facts));
}

/** The same mails for an order read back (online orders, once paid): three reads, one INSERT. */
export async function notifyOrderPlaced(tx: Tx, orderId: string) {
  const facts = await loadFacts(tx, orderId);
  if (!facts) return;
  const { order } = facts;
  await queueMailsToUsers(
    tx,
    placedMails({
      orderId: order.id,
      number: order.number,
      createdAt: order.createdAt,
      customerId: order.userId,
      customerName: facts.name,
      paymentMethod: order.paymentMethod as 'cod' | 'razorpay',
      paid: order.paymentStatus === 'paid',
      totals: {
        subtotalPaise: order.subtotalPaise,
        discountPaise: order.discountPaise,
        shippingPaise: order.shippingPaise,
        taxPaise: order.taxPaise,
        totalPaise: order.totalPaise,
      },
      address: order.shippingAddress,
      offers: facts.offers ?? [],
      groups: facts.groups.map(({ group, vendorName }) => ({
        id: group.id,
        vendorId: group.vendorId,
        vendorName,
        subtotalPaise: group.subtotalPaise,
      })),
      items: facts.items.map((i) => ({
        groupId: i.groupId,
        name: lineName(i),
        quantity: i.quantity,
        lineTotalPaise: i.lineTotalPaise,
      })),
    }),
  );
}

/** A shipment's news for the customer; moves nobody needs to hear about write nothing. */
export async function notifyGroupMoved(
  tx: Tx,
  move: { orderId: string; groupId: string; to: GroupStatus },
) {
  if (!NOTIFIED.has(move.to)) return;
  const facts = await loadFacts(tx, move.orderId);
  const found = facts?.groups.find((g) => g.group.id === move.groupId);
  if (!facts || !found) return;
  const { group, vendorName } = found;
  await queueMail(tx, facts.email, 'order-status', {
    ...ref(facts.order, facts.name),
    vendorName,
    status: move.to,
    carrier: group.carrier,
    trackingNumber: group.trackingNumber,
    reason: move.to === 'cancelled' ? group.cancelReason : null,
    items: facts.itemsOf(group.id),
    subtotalPaise: group.subtotalPaise,
  });
}

/** One mail for a whole order cancelled at once (by its customer, or released unpaid). */
export async function notifyOrderCancelled(
  tx: Tx,
  orderId: string,
  { unpaid, reason }: { unpaid: boolean; reason: string | null },
) {
  const facts = await loadFacts(tx, orderId);
  if (!facts) return;
  await queueMail(tx, facts.email, 'order-cancelled', {
    ...ref(facts.order, facts.name),
    unpaid,
    reason,
    items: facts.itemsOf(),
    totalPaise: facts.order.totalPaise,
  });
}
