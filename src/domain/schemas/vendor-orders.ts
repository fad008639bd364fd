// The vendor portal's orders contract (/api/vendor/orders): a vendor sees only its own
// fulfilment group of each order (its lines), the customer's name, phone and delivery address,
// never their email, and moves the group along the lifecycle in domain/order-status.ts.
import { z } from 'zod';
import { DeliveryIssueSchema } from './delivery-issues';
import { BULK_LIMIT, BULK_MOVES } from '../fulfilment';
import { GROUP_STATUSES } from '../order-status';
import { postalAddressAnswer } from './address';
import { OrderEventSchema, OrderItemSchema, ShippingAddressSchema } from './order';
import { listOf, pageFields } from './paging';

export const VENDOR_ORDER_SORTS = ['newest', 'ship-by'] as const;

export const VendorOrderListQuerySchema = z
  .object({
    status: z.enum(GROUP_STATUSES, 'Choose a status from the list.').optional(),
    /** An order number or part of the customer's name. */
    search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
    /** `newest` first (the default), or `ship-by`: shipments still to ship, most urgent first,
     * then the rest, newest first. */
    sort: z.enum(VENDOR_ORDER_SORTS, 'Choose newest or ship-by.').optional(),
    ...pageFields(),
  })
  .strict();
export type VendorOrderListQuery = z.infer<typeof VendorOrderListQuerySchema>;

export const VendorOrderRowSchema = z.object({
  /** The order's id; the vendor's group of it is what the row shows. */
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(GROUP_STATUSES),
  customerName: z.string(),
  /** The Indian calendar day the shipment must be handed over by (domain/fulfilment.ts), for
   * shipments not shipped yet; null otherwise. */
  shipBy: z.string().nullable(),
  /** Units of the vendor's products in the order. */
  units: z.number(),
  /** The vendor's lines, rupees. */
  subtotal: z.number(),
  /** Each line with its variant as bought (issue #18): label '' and the plain SKU for plain products. */
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      variantLabel: z.string(),
      sku: z.string().nullable(),
    }),
  ),
});
export type VendorOrderRow = z.infer<typeof VendorOrderRowSchema>;

export const VendorOrderListSchema = listOf(VendorOrderRowSchema).extend({
  /** Every status with how many of the vendor's orders are in it (search applied). */
  statusCounts: z.record(z.enum(GROUP_STATUSES), z.number()),
});
export type VendorOrderList = z.infer<typeof VendorOrderListSchema>;

export const VendorOrderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    placedAt: z.string(),
    status: z.enum(GROUP_STATUSES),
    paymentMethod: z.string(),
    /** Cash on delivery is collected when the vendor marks its shipment delivered. */
    codCollected: z.boolean(),
    customer: z.object({ name: z.string(), phone: z.string() }),
    deliveryAddress: ShippingAddressSchema,
    items: z.array(OrderItemSchema),
    units: z.number(),
    subtotal: z.number(),
    /** The vendor's commission rate, percent. */
    commissionRate: z.number(),
    commission: z.number(),
    net: z.number(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    cancelReason: z.string().nullable(),
    events: z.array(OrderEventSchema),
    /** Issue #39: the latest failed delivery attempt and the shopper's answer, or null. */
    deliveryIssue: DeliveryIssueSchema.nullable(),
    /** The statuses the vendor may move this shipment to now. */
    nextStatuses: z.array(z.enum(GROUP_STATUSES)),
    /** Issue #38, the packing slip: what the courier collects in cash at delivery (rupees: the
     * shipment's goods after discounts and its share of delivery), or null when prepaid. */
    codToCollect: z.number().nullable(),
    /** The seller as the parcel names it: company, pickup address and GSTIN from the settings. */
    seller: z.object({
      name: z.string(),
      gstin: z.string().nullable(),
      pickupAddress: postalAddressAnswer().nullable(),
    }),
  })
  .meta({ id: 'VendorOrder' });
export type VendorOrder = z.infer<typeof VendorOrderSchema>;

const text = (label: string, max: number) =>
  z
    .string(`Enter the ${label}.`)
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

/** The ship form: who carries the parcel and the number the customer tracks it by. */
export const ShipDetailsSchema = z.object({
  carrier: text('carrier', 60),
  trackingNumber: text('tracking number', 60).regex(
    /^[A-Za-z0-9 ._/-]+$/,
    'Use letters, digits, spaces and . _ / - only.',
  ),
});
export type ShipDetails = z.input<typeof ShipDetailsSchema>;

/** The cancel form: the customer reads this reason on their order. */
export const CancelReasonSchema = z.object({
  reason: text('reason', 300).min(3, 'Tell the customer why (at least 3 characters).'),
});
export type CancelReason = z.input<typeof CancelReasonSchema>;

/** `POST /api/vendor/orders/{id}/status`: the next status and what it needs. */
export const VendorOrderActionSchema = z.discriminatedUnion(
  'to',
  [
    z.object({ to: z.literal('confirmed') }).strict(),
    z.object({ to: z.literal('packed') }).strict(),
    ShipDetailsSchema.extend({ to: z.literal('shipped') }).strict(),
    z.object({ to: z.literal('delivered') }).strict(),
    CancelReasonSchema.extend({ to: z.literal('cancelled') }).strict(),
  ],
  'Choose confirmed, packed, shipped, delivered or cancelled.',
);
export type VendorOrderAction = z.infer<typeof VendorOrderActionSchema>;

/** Carriers the ship forms list; "Other" takes any other name. */
export const COMMON_CARRIERS = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'India Post',
  'Xpressbees',
  'Shadowfax',
  'Ecom Express',
] as const;

/** `POST /api/vendor/orders/status`: confirm or pack several shipments from the list. */
export const VendorBulkMoveSchema = z
  .object({
    orderIds: z
      .array(z.string().min(1).max(100), 'Choose the orders.')
      .min(1, 'Choose at least one order.')
      .max(BULK_LIMIT, `Choose at most ${BULK_LIMIT} orders at a time.`),
    to: z.enum(BULK_MOVES, 'Choose confirmed or packed.'),
  })
  .strict();
export type VendorBulkMove = z.infer<typeof VendorBulkMoveSchema>;

/** Each order's answer: moved (or already there), or why not. One refusal stops no other. */
export const VendorBulkMoveResultSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        number: z.string().nullable(),
        ok: z.boolean(),
        status: z.enum(GROUP_STATUSES).nullable(),
        message: z.string().nullable(),
      }),
    ),
    moved: z.number(),
  })
  .meta({ id: 'VendorBulkMoveResult' });
export type VendorBulkMoveResult = z.infer<typeof VendorBulkMoveResultSchema>;
