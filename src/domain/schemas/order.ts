// The cart, checkout and orders API contract (issue: Cart, checkout and orders). Requests carry
// only product ids and quantities; every price, discount and total in an answer is the server's.
import { z } from 'zod';
import { DeliveryIssueSchema } from './delivery-issues';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart-limits';
import { GROUP_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status';
import { PincodeSchema } from '../settings';
import { CARRIER_EVENT_KINDS } from '../shipping';
import { AddressInputSchema } from './address';
import { ProductImageSchema } from './catalog';
import { listOf, pageFields } from './paging';

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

const ProductId = z.string().min(1).max(100);
/** Whole numbers only: 0, -1, 1.5, "1e9" and 10^12 are all refused with 400. */
const Quantity = z
  .number('Enter a quantity.')
  .int('Enter a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product.`);

/**
 * One line: a product and, for a product with shades or sizes, the variant (issue #18). Without
 * `variantId` the line means the product's only variant; a product with several variants asks
 * for one (422 "Choose a shade of …" at checkout, issue 'choose-variant' in a quote).
 */
export const CartLineInputSchema = z.object({
  productId: ProductId,
  variantId: ProductId.optional(),
  quantity: Quantity,
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** `POST /api/store/quote` and `POST /api/store/cart/merge`. Unknown fields are ignored. */
/** An offer code as typed (any case; blank is none). Issue #20. */
export const PromoCodeSchema = z
  .string('Enter the code as text.')
  .trim()
  .max(40, 'A code has at most 40 characters.')
  .regex(/^[A-Za-z0-9_-]*$/, 'A code holds letters, digits, - and _ only.');

export const QuoteRequestSchema = z.object({
  items: z.array(CartLineInputSchema).max(MAX_CART_LINES),
  code: PromoCodeSchema.optional(),
  /** Issue #39: the delivery PIN code, so the quote says whether cash on delivery is offered. */
  pincode: PincodeSchema.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** `PUT /api/store/cart/items/{itemId}`: the item is a variant id, or a plain product's id. */
export const CartQuantitySchema = z.object({ quantity: Quantity });

/** 'unavailable' is the browser's flag for a line the quote left out (a product not on sale). */
export const LINE_ISSUES = [
  'unavailable',
  'out-of-stock',
  'reduced',
  'price-changed',
  'choose-variant',
] as const;
export type LineIssue = (typeof LINE_ISSUES)[number];

export const TotalsSchema = z.object({
  itemCount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** GST included in the total. */
  tax: z.number(),
  total: z.number(),
});
export type Totals = z.infer<typeof TotalsSchema>;

/** What an order line or cart line shows of its variant; all null/empty for a plain product. */
const VariantFields = {
  /** The variant the line holds; null only on a 'choose-variant' line. */
  variantId: z.string().nullable(),
  sku: z.string().nullable(),
  /** "Berry Wine" or "Red · 50 ml"; '' for a plain product. */
  variantLabel: z.string(),
  /** Each option with its value, e.g. [{ name: 'Shade', value: 'Berry Wine' }]. */
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  swatchHex: z.string().nullable(),
};

export const QuoteLineSchema = z.object({
  productId: z.string(),
  ...VariantFields,
  name: z.string(),
  image: ProductImageSchema.nullable(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorSlug: z.string(),
  /** Today's price, rupees. */
  unitPrice: z.number(),
  originalPrice: z.number().nullable(),
  /** What the shopper can buy: the asked quantity, reduced to the stock and the line cap. */
  quantity: z.number(),
  requestedQuantity: z.number(),
  /** The most this line can hold now (stock and the cap); 0 when it cannot be bought. */
  maxQuantity: z.number(),
  lineTotal: z.number(),
  issue: z.enum(LINE_ISSUES).nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** A promotion as applied to a cart or an order, listed by name (issue #20). */
export const AppliedPromotionSchema = z.object({
  name: z.string(),
  code: z.string().nullable(),
  /** Rupees off the goods. */
  discount: z.number(),
  /** Rupees of shipping fee waived (free-shipping offers). */
  shippingWaived: z.number(),
  /** 'platform', or 'vendor' for a vendor's own offer on its products. */
  fundedBy: z.enum(['platform', 'vendor']),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>;

/**
 * The code the quote was asked about, with what the shopper is told: its discount when applied
 * (and the real saving when it costs free delivery), or why it is refused.
 */
export const CodeResultSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  message: z.string().nullable(),
});

/**
 * An applied offer that took the items under the free-delivery line (issue #33): the fee it
 * brought back and its real saving (discount − fee), in rupees and in words.
 */
export const FreeDeliveryLostSchema = z.object({
  offer: z.string(),
  code: z.string().nullable(),
  discount: z.number(),
  deliveryFee: z.number(),
  /** Discount less the delivery fee; 0 or less when the fee eats the discount. */
  saving: z.number(),
  message: z.string(),
});

/** A priced cart: the lines as they can be bought now, and the totals of those lines. */
export const QuoteSchema = z
  .object({
    lines: z.array(QuoteLineSchema),
    totals: TotalsSchema,
    /** The signed-in customer's first order gets the first-purchase discount. */
    firstPurchase: z.boolean(),
    firstPurchaseDiscountPct: z.number(),
    shippingFee: z.number(),
    freeShippingThreshold: z.number(),
    /**
     * Whole rupees more the items must come to, after discounts, for free delivery; null when
     * delivery is free (issue #33).
     */
    freeDeliveryShortfall: z.number().int().nullable(),
    /** The applied offer that took the items under the free-delivery line; null when none did. */
    freeDeliveryLost: FreeDeliveryLostSchema.nullable(),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    /**
     * Issue #39 (decision 041): whether cash on delivery is offered for this order (its value,
     * the buyer's history, the PIN code's) and, when not, why in the shopper's words; and
     * whether the buyer will be asked for a code sent to their phone.
     */
    cod: z.object({
      offered: z.boolean(),
      message: z.string().nullable(),
      confirmByCode: z.boolean(),
    }),
    /** The total when paid online with the admin's prepaid discount; null when there is none. */
    prepaid: z.object({ discount: z.number(), total: z.number(), percent: z.number() }).nullable(),
    /** The promotions applied, in the order they applied (issue #20). */
    promotions: z.array(AppliedPromotionSchema),
    /** The code sent with the request; null when none. */
    code: CodeResultSchema.nullable(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * `POST /api/store/orders` with an `Idempotency-Key` header. The address is a saved one
 * (`addressId`) or a new one (`address`, saved to the book when `saveAddress`).
 */
export const PlaceOrderSchema = z
  .object({
    items: z.array(CartLineInputSchema).min(1, 'The cart is empty.').max(MAX_CART_LINES),
    addressId: z.string().min(1).max(100).optional(),
    address: AddressInputSchema.omit({ isDefault: true }).optional(),
    saveAddress: z.boolean().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose a payment method.'),
    /** An offer code (issue #20); refused with a 422 naming why when it does not apply. */
    code: PromoCodeSchema.optional(),
  })
  .refine((b) => (b.addressId ? !b.address : !!b.address), {
    message: 'Choose a saved address or enter a new one.',
    path: ['address'],
  });
export type PlaceOrder = z.input<typeof PlaceOrderSchema>;
/** The body as the server holds it once validated. */
export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;

export const IdempotencyKeySchema = z
  .string()
  .min(8, 'Send an Idempotency-Key of 8 to 100 characters.')
  .max(100)
  .regex(/^[\w.:-]+$/, 'The Idempotency-Key may hold letters, digits and . _ : - only.');

export const ShippingAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

export const OrderItemSchema = z.object({
  productId: z.string(),
  /** As bought: the variant's SKU, options and image are kept on the line. */
  ...VariantFields,
  name: z.string(),
  image: ProductImageSchema.nullable(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
});

export const OrderEventSchema = z.object({
  from: z.enum(GROUP_STATUSES).nullable(),
  to: z.enum(GROUP_STATUSES),
  at: z.string(),
  /** Who moved it: customer, vendor, admin or system. */
  by: z.string(),
  note: z.string().nullable(),
});

/** Issue #39: one carrier tracking event as the shopper's tracker shows it. */
export const TrackingEventSchema = z.object({
  kind: z.enum(CARRIER_EVENT_KINDS),
  /** Angle's words for the kind ("Out for delivery"). */
  label: z.string(),
  /** The carrier's own words and place. */
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const OrderGroupSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  status: z.enum(GROUP_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  subtotal: z.number(),
  items: z.array(OrderItemSchema),
  events: z.array(OrderEventSchema),
  /** Issue #39: the carrier's tracking events with their times, oldest first. */
  tracking: z.array(TrackingEventSchema),
  /** Issue #39: the latest failed delivery attempt and its answer, or null. */
  deliveryIssue: DeliveryIssueSchema.nullable(),
  canCancel: z.boolean(),
});
export type OrderGroup = z.infer<typeof OrderGroupSchema>;

export const OrderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    status: z.enum(GROUP_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /**
     * Issue #39 (decision 041): 'awaiting' while a risky cash-on-delivery order waits for the
     * code sent to the buyer's phone; 'expired' when it was cancelled for want of it.
     */
    codConfirmation: z.enum(['none', 'awaiting', 'confirmed', 'expired']),
    /** Rupees given back so far (refunds through the gateway or recorded by hand). */
    amountRefunded: z.number(),
    totals: TotalsSchema,
    shippingAddress: ShippingAddressSchema,
    /** Delivery window promised at placement (ISO dates, Asia/Kolkata calendar days). */
    expectedDelivery: z.object({ from: z.string(), to: z.string() }),
    groups: z.array(OrderGroupSchema),
    canCancel: z.boolean(),
    /** The promotions the order used, by name, in the order they applied (issue #20). */
    promotions: z.array(AppliedPromotionSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = OrderSchema.pick({
  id: true,
  number: true,
  createdAt: true,
  status: true,
  paymentMethod: true,
  paymentStatus: true,
  totals: true,
}).extend({
  items: z.array(
    OrderItemSchema.pick({
      productId: true,
      variantId: true,
      variantLabel: true,
      name: true,
      image: true,
      quantity: true,
    }),
  ),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListQuerySchema = z
  .object({
    ...pageFields(10),
  })
  .strict();

export const OrderListSchema = listOf(OrderSummarySchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/** `POST /api/store/orders/{id}/cancel`: the whole order, or one vendor's group. */
export const CancelOrderSchema = z
  .object({
    groupId: z.string().min(1).max(100).optional(),
    reason: z.string().trim().max(300).optional(),
  })
  .strict();

/** Days from placement to the promised delivery window (metro and most PIN codes). */
export const DELIVERY_DAYS = { from: 3, to: 7 } as const;
