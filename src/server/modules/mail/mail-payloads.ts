// What an outbox row holds: the recipient, the template and the facts the mail states, taken
// when the event happened (amounts in paise). The worker renders them at sending time with the
// store's current branding; a row that no longer parses is given up on, never half-sent.
import { z } from 'zod';
import { GROUP_STATUSES, PAYMENT_METHODS } from '../../../domain/order-status';
import { RETURN_STATUSES } from '../../../domain/refunds';

const Paise = z.number().int();

export const MailItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  lineTotalPaise: Paise,
});

const OrderRef = {
  orderId: z.string(),
  number: z.string(),
  customerName: z.string(),
};

export const OrderPlacedDataSchema = z.object({
  ...OrderRef,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
  items: z.array(MailItemSchema.extend({ vendorName: z.string() })),
  totals: z.object({
    subtotalPaise: Paise,
    discountPaise: Paise,
    shippingPaise: Paise,
    taxPaise: Paise,
    totalPaise: Paise,
  }),
  /** The offers applied, by name (issue #20); absent in mails queued before them. */
  offers: z.array(z.object({ name: z.string(), discountPaise: Paise })).optional(),
  shipTo: z.string(),
  expected: z.string(),
});

export const VendorNewOrderDataSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  vendorName: z.string(),
  items: z.array(MailItemSchema),
  subtotalPaise: Paise,
  shipTo: z.string(),
});

export const GroupStatusDataSchema = z.object({
  ...OrderRef,
  vendorName: z.string(),
  status: z.enum(GROUP_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  reason: z.string().nullable(),
  items: z.array(MailItemSchema),
  subtotalPaise: Paise,
});

export const OrderCancelledDataSchema = z.object({
  ...OrderRef,
  /** Released by Angle because the online payment never arrived. */
  unpaid: z.boolean(),
  reason: z.string().nullable(),
  items: z.array(MailItemSchema),
  totalPaise: Paise,
});

export const WelcomeDataSchema = z.object({
  name: z.string(),
  role: z.enum(['customer', 'vendor']),
  /** The store's offers when the customer joined. */
  firstPurchaseDiscountPct: z.number().int(),
  freeShippingThresholdPaise: Paise,
});

/** Issue #21: a return's news, to its customer (every change) or its vendor (a new request). */
export const ReturnStatusDataSchema = z.object({
  ...OrderRef,
  returnId: z.string(),
  audience: z.enum(['customer', 'vendor']),
  vendorName: z.string(),
  status: z.enum(RETURN_STATUSES),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  pickup: z.string().nullable(),
  reason: z.string().nullable(),
  refundPaise: Paise.nullable(),
});

export const PasswordResetDataSchema = z.object({ name: z.string(), resetUrl: z.string() });

/** Issue #37: a sold-out shade is back (queued by the restock trigger of migration 0024). */
export const BackInStockDataSchema = z.object({
  alertId: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  /** The shade's label ("Rani Pink"); '' for a product without options. */
  shade: z.string(),
});

/** Issue #37: a visitor's "Notify me" waits for this link to be opened. */
export const StockAlertConfirmDataSchema = z.object({
  productName: z.string(),
  shade: z.string(),
  confirmPath: z.string(),
});

/** Issue #39: a delivery attempt failed; the shopper chooses what happens next. */
export const DeliveryFailedDataSchema = z.object({
  ...OrderRef,
  vendorName: z.string(),
  reason: z.string(),
  /** When the courier tried (ISO). */
  attemptedAt: z.string(),
});

export const MAIL_DATA_SCHEMAS = {
  'delivery-failed': DeliveryFailedDataSchema,
  'back-in-stock': BackInStockDataSchema,
  'stock-alert-confirm': StockAlertConfirmDataSchema,
  'order-placed': OrderPlacedDataSchema,
  'vendor-new-order': VendorNewOrderDataSchema,
  'order-status': GroupStatusDataSchema,
  'order-cancelled': OrderCancelledDataSchema,
  'return-status': ReturnStatusDataSchema,
  welcome: WelcomeDataSchema,
  'password-reset': PasswordResetDataSchema,
} as const;

export type MailTemplate = keyof typeof MAIL_DATA_SCHEMAS;
export type MailData<T extends MailTemplate> = z.infer<(typeof MAIL_DATA_SCHEMAS)[T]>;

export interface MailPayload<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  data: MailData<T>;
}
