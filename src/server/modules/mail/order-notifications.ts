// The order events' mails, written in the event's own transaction (outbox.ts): the order placed
// (customer and each vendor), a shipment confirmed, shipped, delivered or cancelled (customer),
// and a whole order cancelled. The facts are read here, once, inside that transaction.
import { asc, eq } from 'drizzle-orm';
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
import { queueMail } from './outbox';

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

async function loadFacts(tx: Tx, orderId: string) {
  const [head] = await tx
    .select({ order: orders, email: users.email, name: users.name })
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
        name: i.productName,
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

/** The customer's "order placed" and each vendor's "new order" (online orders: once paid). */
export async function notifyOrderPlaced(tx: Tx, orderId: string) {
  const facts = await loadFacts(tx, orderId);
  if (!facts) return;
  const { order, groups } = facts;
  const vendorOf = new Map(groups.map((g) => [g.group.id, g.vendorName]));
  await queueMail(tx, facts.email, 'order-placed', {
    ...ref(order, facts.name),
    paymentMethod: order.paymentMethod as 'cod' | 'razorpay',
    paid: order.paymentStatus === 'paid',
    items: facts.items.map((i) => ({
      name: i.productName,
      quantity: i.quantity,
      lineTotalPaise: i.lineTotalPaise,
      vendorName: vendorOf.get(i.groupId) ?? '',
    })),
    totals: {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      shippingPaise: order.shippingPaise,
      taxPaise: order.taxPaise,
      totalPaise: order.totalPaise,
    },
    shipTo: fullAddress(order.shippingAddress),
    expected: expectedOf(order.createdAt),
  });
  const a = order.shippingAddress;
  for (const { group, vendorName, vendorEmail } of groups) {
    await queueMail(tx, vendorEmail, 'vendor-new-order', {
      orderId: order.id,
      number: order.number,
      vendorName,
      items: facts.itemsOf(group.id),
      subtotalPaise: group.subtotalPaise,
      shipTo: `${a.city}, ${a.state} ${a.pincode}`,
    });
  }
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
