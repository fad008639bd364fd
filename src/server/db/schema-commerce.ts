// Carts, wishlists, addresses, orders and payments (DESIGN §4). Money is integer paise.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  boolean,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { products, productVariants, users, vendors, type PostalAddress } from './schema';

export const carts = pgTable('carts', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Issue #18: a cart line is one variant. */
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The browser carts merged into a cart, by the merge's Idempotency-Key (issue #36): a page
 * that went away before the merge's answer sends the same lines with the same key from the next
 * page, and they are not added twice. Keys older than a week are dropped at the next merge. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    mergedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.key] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export interface ShippingAddressSnapshot extends PostalAddress {
  fullName: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('placed'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /**
     * Issue #39 (decision 041): 'none' for an order that needs no confirmation, 'awaiting' for a
     * cash-on-delivery order the rules call risky until the buyer types the code sent to their
     * phone (its sellers do not see it meanwhile), then 'confirmed'; 'expired' once cancelled
     * for want of it.
     */
    codConfirmation: text('cod_confirmation').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The unpaid-order sweep (payments/release-unpaid.ts), every minute: without it a scan of
    // every order (120 ms at 333k on PGlite, where it holds the server's thread).
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
  ],
);

/** One fulfilment group per vendor in an order: each vendor sees and advances only its own. */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    status: text('status').notNull().default('placed'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** Issue #20: the group's lines' promotion discounts, and the part its vendor funds. */
    discountPaise: integer('discount_paise').notNull().default(0),
    vendorDiscountPaise: integer('vendor_discount_paise').notNull().default(0),
    /**
     * Issue #33: cash on delivery the courier collected for this shipment (its goods after
     * discounts plus its share of shipping), set once when it is delivered; 0 for online orders
     * (their money is a payment row) and for a shipment never delivered. The database refuses
     * refunds beyond what an order's payments and these add up to (migration 0022).
     */
    collectedPaise: integer('collected_paise').notNull().default(0),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    /**
     * Issue #39 (decision 037): who carries the parcel. 'self-ship' is the vendor's own courier
     * (carrier and tracking number typed in); 'shiprocket' is booked through the aggregator,
     * which gives the AWB, the label and the tracking events.
     */
    shippingProvider: text('shipping_provider').notNull().default('self-ship'),
    /** The aggregator's order and shipment ids, kept as soon as it answers so a retry reuses them. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    /** The airway bill number the aggregator's courier assigned; the carrier webhook names it. */
    awb: text('awb'),
    /** The aggregator's own label (a PDF at its address), served instead of Angle's. */
    labelUrl: text('label_url'),
    /** The parcel's weight as the vendor declared it (grams), printed on the label. */
    weightGrams: integer('weight_grams'),
    /** A booking with the aggregator in progress since then (one at a time per shipment). */
    bookingStartedAt: timestamp('booking_started_at', { withTimezone: true }),
    /** The carrier's latest event that counted (domain/shipping.ts) and when it happened. */
    trackingStatus: text('tracking_status'),
    trackingAt: timestamp('tracking_at', { withTimezone: true }),
    /**
     * Issue #39: when the carrier brought the parcel back to the seller undelivered (return to
     * origin). The shipment is cancelled in the same transaction, its stock returned, its
     * online payment refunded and its shipping charged by the admin's rule, once.
     */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_groups_order_vendor_idx').on(t.orderId, t.vendorId),
    index('order_groups_vendor_idx').on(t.vendorId, t.createdAt),
    // The admin dashboard's "waiting over 48 hours" count and list (issue #35): the few groups
    // not yet shipped, oldest first, instead of every group the store ever had.
    index('order_groups_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('placed', 'confirmed', 'packed')`),
    uniqueIndex('order_groups_awb_idx').on(t.awb),
    check(
      'order_groups_shipping_provider_check',
      sql`${t.shippingProvider} in ('self-ship', 'shiprocket')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    productName: text('product_name').notNull(),
    // Issue #18: the variant as bought. Its SKU, options and swatch stay on the line whatever
    // the vendor changes later; image_key is the variant's image when it had one.
    variantId: text('variant_id').references(() => productVariants.id),
    sku: text('sku'),
    variantLabel: text('variant_label').notNull().default(''),
    variantOptions: jsonb('variant_options')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    swatchHex: text('swatch_hex'),
    imageKey: text('image_key'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    // Issue #20: what promotions took off this line (split paise exact), and how much of that
    // the line's vendor funds; the rest is the platform's.
    discountPaise: integer('discount_paise').notNull().default(0),
    vendorDiscountPaise: integer('vendor_discount_paise').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_discount_check',
      sql`${t.discountPaise} >= 0 AND ${t.vendorDiscountPaise} >= 0 AND ${t.vendorDiscountPaise} <= ${t.discountPaise} AND ${t.discountPaise} <= ${t.lineTotalPaise}`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => orderGroups.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Issue #39: what the carrier reported about a shipment, as it reported it (kind from
 * domain/shipping.ts, its own words, where, when). One row per event: a repeated webhook finds
 * its row and changes nothing. The shopper's tracker lists them.
 */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    awb: text('awb').notNull(),
    kind: text('kind').notNull(),
    /** The carrier's words for it ("Out For Delivery") and where it happened. */
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** false when it arrived after a later event (or after the end): kept, but moved nothing. */
    applied: boolean('applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carrier_events_once_idx').on(t.groupId, t.kind, t.occurredAt),
    index('carrier_events_group_idx').on(t.groupId, t.occurredAt),
  ],
);
export type CarrierEventRow = typeof carrierEvents.$inferSelect;

/**
 * Issue #39: a failed delivery attempt (NDR) and the shopper's answer. The carrier's
 * delivery-failed event opens one (or the vendor, for a parcel it ships itself); the shopper
 * answers once; a delivery or a return to origin closes one left open.
 */
export const deliveryIssues = pgTable(
  'delivery_issues',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    /** 'carrier' (the aggregator's event) or 'vendor' (recorded by the vendor who ships it). */
    reportedBy: text('reported_by').notNull(),
    /** The courier's words ("Customer not available"). */
    reason: text('reason').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    choice: text('choice'),
    /** The day the shopper asked for the next attempt (India's calendar, YYYY-MM-DD). */
    reattemptOn: text('reattempt_on'),
    /** The corrected street lines and phone, when the shopper corrected them. */
    correction: jsonb('correction').$type<DeliveryCorrection>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_issues_attempt_idx').on(t.groupId, t.attemptedAt),
    index('delivery_issues_order_idx').on(t.orderId, t.createdAt),
    check('delivery_issues_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    check(
      'delivery_issues_choice_check',
      sql`${t.choice} IS NULL OR ${t.choice} in ('deliver-again', 'correct-address', 'cancel')`,
    ),
    check('delivery_issues_reporter_check', sql`${t.reportedBy} in ('carrier', 'vendor')`),
  ],
);
export type DeliveryIssueRow = typeof deliveryIssues.$inferSelect;
export interface DeliveryCorrection {
  line1: string;
  line2?: string;
  phone: string;
}

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id').unique(),
    /** A refund row's id at the gateway (rfnd_…): a repeated refund webhook finds it. */
    providerRefundId: text('provider_refund_id').unique(),
    /**
     * A refund's key (the admin's Idempotency-Key, or one the server made), unique per order: a
     * retried request finds the refund it asked for instead of making another (issue #16).
     */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The captured payment a refund gives back; null for cash and for refunds made before. */
    refundOf: text('refund_of').references((): AnyPgColumn => payments.id),
    /** When a requested refund was last sent to the gateway: its lease (refund-order.ts). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /**
     * A second payment captured for an order already paid, and the refunds of it: the customer's
     * money to give back, not the order's (neither its refunded amount nor a seller's share).
     */
    extra: boolean('extra').notNull().default(false),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_order_idx').on(t.providerOrderId),
    uniqueIndex('payments_refund_key_idx').on(t.orderId, t.idempotencyKey),
    // Two "start payment" requests at once made two Razorpay orders for one order, and a
    // customer could pay both: the second insert now fails and reuses the first.
    uniqueIndex('payments_one_open_gateway_order_idx')
      .on(t.orderId)
      .where(sql`${t.provider} = 'razorpay' AND ${t.status} = 'created'`),
    index('payments_requested_refunds_idx')
      .on(t.attemptedAt)
      .where(sql`${t.status} = 'refund-requested'`),
  ],
);

/**
 * What happened to an order's money, once each: paid (by the client's confirmation or the
 * webhook, whichever came first), failed, refunded, or rejected (amount or currency mismatch).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** client | webhook | admin | system */
    source: text('source').notNull(),
    amountPaise: integer('amount_paise'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId, t.createdAt),
    // The backstop of "exactly one transition to paid", however the confirmations race.
    uniqueIndex('payment_events_one_paid_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'paid'`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * Issue #20 (docs/decisions/018-promotions.md): an offer. Automatic when `code` is null. A
 * vendor-funded one (`funded_by`) applies to that vendor's products only. `uses_count` counts the
 * live uses (orders not cancelled); checkout takes a use with a conditional UPDATE, so the total
 * limit holds under concurrency.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    percentOff: integer('percent_off'),
    flatOffPaise: integer('flat_off_paise'),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    scope: text('scope').notNull().default('cart'),
    scopeIds: jsonb('scope_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    minGoodsPaise: integer('min_goods_paise').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Upper case; unique among promotions with a code. */
    code: text('code'),
    /** Issue #37: a private code is listed nowhere; it applies only when typed. */
    isPrivate: boolean('is_private').notNull().default(false),
    fundedBy: text('funded_by').references(() => vendors.userId),
    status: text('status').notNull().default('active'),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    index('promotions_funded_by_idx').on(t.fundedBy),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'flat', 'free-shipping', 'bxgy')`),
    check(
      'promotions_scope_check',
      sql`${t.scope} in ('cart', 'categories', 'vendors', 'products')`,
    ),
    check('promotions_status_check', sql`${t.status} in ('active', 'paused', 'ended')`),
    check(
      'promotions_uses_check',
      sql`${t.usesCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usesCount} <= ${t.totalLimit})`,
    ),
  ],
);

/**
 * One promotion used by one order: the discount it gave (what the order, invoice and mails list
 * by name) and who funded it. `released_at` is set when the order is cancelled: the use is given
 * back once, and per-customer limits count only the unreleased ones.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    code: text('code'),
    fundedBy: text('funded_by'),
    discountPaise: integer('discount_paise').notNull(),
    shippingWaivedPaise: integer('shipping_waived_paise').notNull().default(0),
    position: integer('position').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_uses_order_promotion_idx').on(t.orderId, t.promotionId),
    index('promotion_uses_promotion_user_idx').on(t.promotionId, t.userId),
  ],
);

/**
 * Issue #21 (docs/decisions/022-gst-invoices.md): the HSN code and GST rate of a category, or of
 * one of its subcategories (subcategory '' is the category's own); the admin edits them, a
 * product may override them.
 */
export const hsnCodes = pgTable(
  'hsn_codes',
  {
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    hsnCode: text('hsn_code').notNull(),
    /** 1800 = 18%. */
    rateBp: integer('rate_bp').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.subcategory] }),
    check('hsn_codes_rate_check', sql`${t.rateBp} between 0 and 4000`),
  ],
);

/**
 * The last number a vendor's series gave in a financial year: taking the next one is a single
 * UPDATE … RETURNING (or the first INSERT) in the issuing transaction, so numbers are gapless and
 * never given twice, however many shipments ship at once.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.kind, t.financialYear] })],
);

export interface TaxParty {
  name: string;
  gstin?: string | null;
  address: PostalAddress;
  stateCode: string;
}

export interface TaxDocumentLine {
  orderItemId: string | null;
  description: string;
  hsnCode: string;
  quantity: number;
  rateBp: number;
  paidPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A tax invoice (one per shipment) or a credit note (one per refund of a shipment): as issued. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A credit note's invoice. */
    invoiceId: text('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    /** The refund a credit note records (a payments row today; issue #21's refunds at merge). */
    refundId: text('refund_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<TaxParty>().notNull(),
    buyer: jsonb('buyer').$type<TaxParty>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    lines: jsonb('lines').$type<TaxDocumentLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    uniqueIndex('tax_documents_number_idx').on(t.vendorId, t.number),
    uniqueIndex('tax_documents_one_invoice_idx')
      .on(t.groupId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_idx')
      .on(t.refundId, t.groupId)
      .where(sql`${t.refundId} IS NOT NULL`),
    index('tax_documents_vendor_issued_idx').on(t.vendorId, t.issuedAt),
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * Issue #39 (decision 041): the one-time code that confirms a risky cash-on-delivery order, one
 * row per order. Only a hash of the code is kept (HMAC-SHA-256 with the order's id); wrong
 * attempts, sends and the last send are counted here, under the order's lock.
 */
export const codConfirmations = pgTable(
  'cod_confirmations',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** Why the rules asked for it: 'first-order', 'amount' or 'pincode'. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The order is cancelled when it is still unconfirmed at this time. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('cod_confirmations_due_idx').on(t.confirmBy)],
);
