// The API contract for returns and refunds (issue #21): rupees at the edge, paise inside.
import { z } from 'zod';
import { pageFields, listOf } from './paging';
import { REFUND_METHODS, RETURN_LIMITS, RETURN_REASONS, RETURN_STATUSES } from '../refunds';

const text = (what: string, min: number, max: number) =>
  z
    .string(`Enter ${what}.`)
    .trim()
    .min(min, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);

export const UpiPayoutSchema = z.object({
  method: z.literal('upi'),
  upiId: z
    .string('Enter your UPI ID.')
    .trim()
    .max(100, 'Use at most 100 characters.')
    .regex(/^[\w.-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'Enter a UPI ID like name@okbank.'),
});
export const BankPayoutSchema = z.object({
  method: z.literal('bank'),
  accountName: text('the account holder’s name', 2, 100),
  accountNumber: z
    .string('Enter the account number.')
    .trim()
    .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits.'),
  ifsc: z
    .string('Enter the IFSC.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an IFSC like HDFC0001234.'),
});
export const PayoutDetailsSchema = z.discriminatedUnion('method', [
  UpiPayoutSchema,
  BankPayoutSchema,
]);

export const CreateReturnSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            itemId: z.string().min(1).max(100),
            quantity: z.number('Enter how many.').int('Use a whole number.').min(1).max(999),
          })
          .strict(),
      )
      .min(1, 'Choose at least one item to return.')
      .max(50),
    reason: z.enum(RETURN_REASONS, 'Choose a reason.'),
    note: z
      .string()
      .trim()
      .max(RETURN_LIMITS.note, `Use at most ${RETURN_LIMITS.note} characters.`)
      .default(''),
    /** Cash-on-delivery orders only: where the refund goes. */
    payout: PayoutDetailsSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateReturn' });
export type CreateReturn = z.output<typeof CreateReturnSchema>;
export type CreateReturnInput = z.input<typeof CreateReturnSchema>;

export const ReturnActionSchema = z
  .discriminatedUnion('to', [
    z
      .object({
        to: z.literal('approved'),
        pickup: text('the pickup details', 3, RETURN_LIMITS.pickup),
      })
      .strict(),
    z
      .object({
        to: z.literal('rejected'),
        reason: text('the reason the customer will see', 3, RETURN_LIMITS.reason),
      })
      .strict(),
    z.object({ to: z.literal('picked-up') }).strict(),
    z
      .object({
        to: z.literal('received'),
        /** The return's lines whose units go back into stock. */
        restock: z.array(z.string().min(1).max(100)).max(50).default([]),
      })
      .strict(),
  ])
  .meta({ id: 'ReturnAction' });
export type ReturnAction = z.output<typeof ReturnActionSchema>;
export type ReturnActionInput = z.input<typeof ReturnActionSchema>;

export const RecordReturnRefundSchema = z
  .object({
    /** Cash on delivery: how the money was sent, and the transfer's reference (UTR). */
    method: z.enum(['upi', 'bank']).optional(),
    reference: z
      .string()
      .trim()
      .min(4, 'Enter the transfer’s reference (UTR or UPI reference).')
      .max(64, 'Use at most 64 characters.')
      .regex(/^[\w./-]+$/, 'Use letters, digits and . / _ - only.')
      .optional(),
  })
  .strict()
  .meta({ id: 'RecordReturnRefund' });
export type RecordReturnRefund = z.output<typeof RecordReturnRefundSchema>;

const ReturnStatusSchema = z.enum(RETURN_STATUSES);

export const RefundViewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'refunded', 'failed']),
  method: z.enum(REFUND_METHODS),
  reference: z.string().nullable(),
  amount: z.number(),
  shipping: z.number(),
  /** Vendor and admin only. */
  commissionReversed: z.number().optional(),
  refundedAt: z.string().nullable(),
});

export const ReturnSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    groupId: z.string(),
    vendorName: z.string(),
    customerName: z.string(),
    paymentMethod: z.string(),
    status: ReturnStatusSchema,
    reason: z.enum(RETURN_REASONS),
    note: z.string(),
    photos: z.array(z.object({ id: z.string(), thumbUrl: z.string(), url: z.string() })),
    items: z.array(
      z.object({
        itemId: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        swatchHex: z.string().nullable(),
        quantity: z.number(),
        restocked: z.boolean(),
      }),
    ),
    /** Where a cash-on-delivery refund goes, masked. */
    payoutTo: z.string().nullable(),
    pickup: z.string().nullable(),
    rejectReason: z.string().nullable(),
    /** What the refund is (or would be): the domain's figures, in rupees. */
    estimate: z.object({ amount: z.number(), shipping: z.number() }),
    refund: RefundViewSchema.nullable(),
    events: z.array(
      z.object({
        status: ReturnStatusSchema,
        note: z.string().nullable(),
        by: z.string(),
        at: z.string(),
      }),
    ),
    /** The moves the viewer may make now. */
    nextStatuses: z.array(ReturnStatusSchema),
    canRefund: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Return' });
export type Return = z.infer<typeof ReturnSchema>;

/** The admin's view adds the full payout details (the admin sends the money). */
export const AdminReturnSchema = ReturnSchema.extend({
  payoutDetails: PayoutDetailsSchema.nullable(),
}).meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const ReturnListSchema = z.array(ReturnSchema);

/** A customer's order: what may be returned now, and its returns. */
export const OrderReturnsSchema = z
  .object({
    windowDays: z.number(),
    /** Cash on delivery: the form asks where the refund goes. */
    needsPayout: z.boolean(),
    lines: z.array(
      z.object({
        itemId: z.string(),
        groupId: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        quantity: z.number(),
        returnable: z.number(),
        closesAt: z.string().nullable(),
        /** Why nothing of this line may be returned now; null when some can. */
        refusal: z.string().nullable(),
      }),
    ),
    returns: ReturnListSchema,
  })
  .meta({ id: 'OrderReturns' });
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

export const AdminReturnListQuerySchema = z.object({
  status: ReturnStatusSchema.optional(),
  orderId: z.string().min(1).max(100).optional(),
  ...pageFields(20),
});
export const AdminReturnListSchema = listOf(ReturnSchema).meta({ id: 'AdminReturnList' });
