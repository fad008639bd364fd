// The payments API contract (issue: Payments and notifications): starting an online payment for
// an order, confirming it from Razorpay Checkout's answer, and the webhook's outcome (the admin's
// refunds are in admin-orders.ts).
import { z } from 'zod';

/** What Razorpay Checkout needs to open for this order; Razorpay takes amounts in paise. */
export const RazorpayCheckoutSchema = z.object({
  method: z.literal('razorpay'),
  /** The Checkout script to load (config RAZORPAY_CHECKOUT_URL). */
  checkoutUrl: z.string(),
  keyId: z.string(),
  razorpayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  storeName: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** When the order is released if it is still unpaid (ISO time). */
  payBy: z.string(),
});
export type RazorpayCheckout = z.infer<typeof RazorpayCheckoutSchema>;

/** `POST /api/store/orders/{id}/payment`: nothing to do now for cash on delivery. */
export const PaymentStartSchema = z
  .discriminatedUnion('method', [z.object({ method: z.literal('cod') }), RazorpayCheckoutSchema])
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

const RazorpayId = (what: string) =>
  z
    .string(`Send ${what}.`)
    .min(1, `Send ${what}.`)
    .max(100)
    .regex(/^[\w-]+$/, `${what} is not valid.`);

/** `POST /api/store/orders/{id}/payment/confirm`: Razorpay Checkout's success response as is. */
export const ConfirmRazorpaySchema = z
  .object({
    razorpay_order_id: RazorpayId('the Razorpay order id'),
    razorpay_payment_id: RazorpayId('the Razorpay payment id'),
    razorpay_signature: z
      .string('Send the signature.')
      .regex(/^[0-9a-f]{1,128}$/i, 'The signature is not valid.'),
  })
  .strict();
export type ConfirmRazorpay = z.infer<typeof ConfirmRazorpaySchema>;

/**
 * What a webhook delivery did: repeated deliveries answer 'duplicate' and change nothing;
 * 'flagged' is a second payment for a paid order, kept to be given back.
 */
export const WEBHOOK_OUTCOMES = [
  'paid',
  'failed',
  'refunded',
  'duplicate',
  'ignored',
  'rejected',
  'flagged',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
export const WebhookOutcomeSchema = z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) });
