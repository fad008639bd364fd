// The order lifecycle (DESIGN §6). Each vendor's fulfilment group moves on its own through
// placed → confirmed → packed → shipped → delivered, or to cancelled before it ships; the
// order's status is derived from its groups, never stored on its own terms.
import type { Role } from './schemas/auth';

export const GROUP_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
export type OrderStatus = GroupStatus;

export const PAYMENT_METHODS = ['cod', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Pay online (UPI, cards, netbanking)',
};

/** Online methods are paid before the sellers start on the order. */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['razorpay'];
export const isOnlinePayment = (method: string) =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const STATUS_LABELS: Record<GroupStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Open groups still hold the customer's attention (and block deleting their products). */
export const OPEN_GROUP_STATUSES: readonly GroupStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
];

/** 'system' is Angle itself: releasing an online order that was never paid, or moving a
 * shipment as its carrier reports (issue #39). */
type Actor = Extract<Role, 'customer' | 'vendor' | 'admin'> | 'system';

/** Who may move a group from one status to the next. */
const TRANSITIONS: Record<GroupStatus, Partial<Record<GroupStatus, readonly Actor[]>>> = {
  placed: {
    confirmed: ['vendor', 'admin'],
    cancelled: ['customer', 'vendor', 'admin', 'system'],
  },
  confirmed: { packed: ['vendor', 'admin'], cancelled: ['customer', 'vendor', 'admin'] },
  // 'system' here is the carrier's tracking webhook (issue #39): its pickup scan ships a packed
  // shipment booked through the aggregator, its delivery scan delivers it.
  packed: { shipped: ['vendor', 'admin', 'system'], cancelled: ['customer', 'vendor', 'admin'] },
  // 'system' cancels a shipped parcel only when it came back undelivered (return to origin,
  // issue #39): its stock returns, nothing is collected and an online payment is refunded.
  shipped: { delivered: ['vendor', 'admin', 'system'], cancelled: ['system'] },
  delivered: {},
  cancelled: {},
};

export function canTransition(from: GroupStatus, to: GroupStatus, actor: Actor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move a group in `from` to, in lifecycle order. */
export function nextStatuses(from: GroupStatus, actor: Actor): GroupStatus[] {
  return GROUP_STATUSES.filter((to) => canTransition(from, to, actor));
}

/** A group can be cancelled by its customer until it ships. */
export function customerCanCancel(status: GroupStatus): boolean {
  return canTransition(status, 'cancelled', 'customer');
}

const RANK: Record<GroupStatus, number> = {
  placed: 0,
  confirmed: 1,
  packed: 2,
  shipped: 3,
  delivered: 4,
  cancelled: 5,
};

/**
 * The order is as far along as its slowest live shipment: a shipped group beside a placed one
 * leaves the order 'placed'; it is 'cancelled' only when every group is.
 */
export function deriveOrderStatus(groupStatuses: readonly GroupStatus[]): OrderStatus {
  const live = groupStatuses.filter((s) => s !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return live.reduce((slowest, s) => (RANK[s] < RANK[slowest] ? s : slowest));
}

/**
 * Cash on delivery is collected per shipment: the order is paid once every live group is
 * delivered. (Online payments set their own status through the payment provider.)
 */
export function deriveCodPaymentStatus(groupStatuses: readonly GroupStatus[]): PaymentStatus {
  const live = groupStatuses.filter((s) => s !== 'cancelled');
  return live.length > 0 && live.every((s) => s === 'delivered') ? 'paid' : 'pending';
}

/** Shipping needs a carrier and a tracking number the customer can follow. */
export const SHIPPING_DETAILS_REQUIRED: GroupStatus = 'shipped';
