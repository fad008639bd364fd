// Returns and refunds (issue #21, docs/decisions/021-returns-and-refunds.md). A return names lines
// of one vendor's shipment and the units of each; a refund is the money one return (later: one
// cancellation) gave back, with everything the credit note and the vendor's ledger need. The money
// itself moves as a refund row in `payments`, claimed under the order's lock like every refund.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users, vendors, type ReviewPhoto } from './schema';
import { orderGroups, orderItems, orders, payments } from './schema-commerce';

/** A UPI ID or bank account for a cash-on-delivery refund, as the customer typed it. */
export type PayoutDetails =
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/** The order, shipment and vendor a return or refund belongs to. */
const shipmentOf = () => ({
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  groupId: text('group_id')
    .notNull()
    .references(() => orderGroups.id, { onDelete: 'cascade' }),
  vendorId: text('vendor_id')
    .notNull()
    .references(() => vendors.userId),
});

export const returns = pgTable(
  'returns',
  {
    id: id(),
    ...shipmentOf(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    photos: jsonb('photos')
      .$type<ReviewPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Cash on delivery only: where the refund is sent; shown masked, in full to the admin only. */
    payout: jsonb('payout').$type<PayoutDetails>(),
    payoutMasked: text('payout_masked'),
    pickup: text('pickup'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_vendor_idx').on(t.vendorId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    check(
      'returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'picked-up', 'received', 'refunded', 'rejected')`,
    ),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Set when the vendor received the items and put them back into stock. */
    restocked: boolean('restocked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.itemId] }),
    index('return_items_item_idx').on(t.itemId),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

/** One refunded line: what it gave back and the commission it reversed, in paise. */
export interface RefundedLine {
  itemId: string;
  productName: string;
  variantLabel: string;
  quantity: number;
  amountPaise: number;
  commissionPaise: number;
}

/**
 * The record of one refund (the merger's hook for credit notes and the vendor ledger reads it).
 * At most one live refund per return: a failed one (the gateway refused) may be tried again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    returnId: text('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    ...shipmentOf(),
    /** The refund row in `payments` that moved the money. */
    paymentId: text('payment_id').references(() => payments.id),
    /** pending (sent, not answered) | refunded | failed */
    status: text('status').notNull().default('pending'),
    /** razorpay | upi | bank */
    method: text('method').notNull(),
    /** Razorpay's refund id, or the transfer's UTR / UPI reference the admin typed. */
    reference: text('reference'),
    amountPaise: integer('amount_paise').notNull(),
    goodsPaise: integer('goods_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    commissionReversedPaise: integer('commission_reversed_paise').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    recordedBy: text('recorded_by'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_vendor_idx').on(t.vendorId, t.createdAt),
    uniqueIndex('refunds_one_live_per_return_idx')
      .on(t.returnId)
      .where(sql`${t.status} <> 'failed'`),
    check('refunds_amount_check', sql`${t.amountPaise} = ${t.goodsPaise} + ${t.shippingPaise}`),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
