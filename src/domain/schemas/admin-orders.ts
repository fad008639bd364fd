// The admin API contract for orders: every order with filters, the detail with the per-vendor
// groups, the moves the state machine allows the admin, cancelling, recording a refund, CSV.
import { z } from 'zod';
import { isCalendarDate } from '../india-time';
import { GROUP_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status';
import { rupeesField, SearchTextSchema } from './admin';
import { listOf, pageFields } from './paging';
import { OrderGroupSchema, OrderSchema } from './order';

/** A calendar day in India, YYYY-MM-DD. */
/** A day of India's calendar as a filter or a period's end takes it: a real date, in years the
 * store's date arithmetic and the database carry (the day after 9999-12-31 has a five-digit
 * year, and India's midnight of 0001-01-01 falls in year 0). */
export const IndianDateSchema = z
  .string()
  .refine(isCalendarDate, 'Use a date written YYYY-MM-DD.')
  .refine(
    (date) => date >= '1900-01-01' && date <= '9998-12-31',
    'Use a date between 1900 and 9998.',
  );

const ReasonSchema = z.string().trim().max(300, 'Keep the reason under 300 characters.');

const datesInOrder = {
  check: (q: { from?: string | undefined; to?: string | undefined }) =>
    !q.from || !q.to || q.from <= q.to,
  message: 'The start date must be on or before the end date.',
};

/** Filters shared by the list and the CSV export; `from`/`to` are Indian days, both included. */
const filterFields = {
  search: SearchTextSchema,
  status: z.enum(GROUP_STATUSES).optional(),
  vendor: z.string().min(1).max(100).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  from: IndianDateSchema.optional(),
  to: IndianDateSchema.optional(),
  /** `1`: orders with a shipment past its ship-by day and not shipped yet (domain/fulfilment.ts). */
  late: z
    .enum(['1', 'true', '0', 'false'], 'Use late=1.')
    .transform((v) => v === '1' || v === 'true')
    .optional(),
};

export const AdminOrderFilterSchema = z
  .object(filterFields)
  .strict()
  .refine(datesInOrder.check, { message: datesInOrder.message, path: ['from'] });
export type AdminOrderFilter = z.output<typeof AdminOrderFilterSchema>;

export const AdminOrderListQuerySchema = z
  .object({ ...filterFields, ...pageFields() })
  .strict()
  .refine(datesInOrder.check, { message: datesInOrder.message, path: ['from'] });
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

export const AdminOrderSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    customer: AdminOrderCustomerSchema,
    status: z.enum(GROUP_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    itemCount: z.number(),
    total: z.number(),
    /** One per vendor shipment, with its own status. */
    groups: z.array(
      z.object({ vendorId: z.string(), vendorName: z.string(), status: z.enum(GROUP_STATUSES) }),
    ),
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = listOf(AdminOrderSummarySchema);
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const PaymentRecordSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.string(),
  amount: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  customer: AdminOrderCustomerSchema,
  groups: z.array(
    OrderGroupSchema.extend({
      /** The statuses the admin may move this shipment to now. */
      nextStatuses: z.array(z.enum(GROUP_STATUSES)),
    }),
  ),
  payments: z.array(PaymentRecordSchema),
  refund: z.object({
    allowed: z.boolean(),
    /** The cancelled part of what was paid (rupees), offered as the amount. */
    suggestedAmount: z.number(),
    /** What was paid and not yet refunded (or asked for): the whole payment, not the cancelled part. */
    maxAmount: z.number(),
    /** A second payment captured for this order, still to be given back (rupees). */
    owedExtra: z.number(),
    /** Why no refund can be recorded, when `allowed` is false. */
    reason: z.string().nullable(),
  }),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export type AdminOrderGroup = AdminOrder['groups'][number];

export const GroupParams = z.object({
  id: z.string().min(1).max(100),
  groupId: z.string().min(1).max(100),
});

/** `POST /api/admin/orders/{id}/groups/{groupId}/status`. Shipping needs carrier and tracking. */
export const MoveGroupSchema = z
  .object({
    to: z.enum(GROUP_STATUSES, 'Choose the new status.'),
    carrier: z.string().trim().max(60).optional(),
    trackingNumber: z.string().trim().max(60).optional(),
    reason: ReasonSchema.optional(),
  })
  .strict();
export type MoveGroup = z.input<typeof MoveGroupSchema>;

/** The ship dialog's form: both fields required. */
export const ShipGroupFormSchema = z.object({
  carrier: z.string().trim().min(1, 'Enter the carrier.').max(60),
  trackingNumber: z.string().trim().min(1, 'Enter the tracking number.').max(60),
});
export type ShipGroupForm = z.infer<typeof ShipGroupFormSchema>;

/** `POST /api/admin/orders/{id}/cancel`: every shipment that has not shipped. */
export const AdminCancelOrderSchema = z.object({ reason: ReasonSchema.optional() }).strict();

/**
 * `POST /api/admin/orders/{id}/refund`, with an optional `Idempotency-Key` header: online payments
 * go back through the gateway, cash is recorded as paid back by hand.
 */
export const RecordRefundSchema = z
  .object({
    amount: rupeesField('the amount', { min: 1 }),
    reason: ReasonSchema.min(3, 'Say why, for the audit trail.'),
  })
  .strict();
export type RecordRefund = z.input<typeof RecordRefundSchema>;
