// Razorpay: the server creates a Razorpay order (amount in paise, receipt = order number), the
// web opens Razorpay Checkout with it, and the payment is confirmed by the client (a signature
// over `order_id|payment_id`) or by a signed webhook, whichever arrives first (payment-state.ts).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { payments, type OrderRow, type PaymentRow } from '../../db/schema-commerce';
import { AppError, retryClashes } from '../../errors';
import { readPaymentSecrets } from '../settings/admin-settings';
import { readSettings } from '../settings/store-settings';
import { isUniqueViolation } from '../auth/accounts';
import { ORDER_CURRENCY, findGatewayPayment, recordFailure, settleCapture } from './payment-state';
import type { PaymentContext, PaymentProvider } from './provider';
import {
  RazorpayApi,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  type RazorpayOrder,
  type RazorpayPayment,
} from './razorpay-api';
import { isValidCheckoutSignature, isValidWebhookSignature } from './razorpay-signature';
import { recordFailedRefund, recordReportedRefund } from './reported-refunds';

const PROVIDER = 'razorpay';
const NOT_AVAILABLE = 'Online payment is not available right now.';

async function credentials(db: DbOrTx) {
  const [{ payment, store }, secrets] = await Promise.all([
    readSettings(db),
    readPaymentSecrets(db),
  ]);
  return {
    enabled: payment.razorpay.enabled,
    keyId: payment.razorpay.keyId,
    keySecret: secrets.razorpayKeySecret,
    webhookSecret: secrets.razorpayWebhookSecret,
    storeName: store.storeName,
  };
}

function apiFor(ctx: PaymentContext, keyId: string, keySecret: string | null): RazorpayApi {
  if (!keyId || !keySecret) throw new AppError('unprocessable', NOT_AVAILABLE);
  return new RazorpayApi(ctx.config.razorpay.apiBase, { keyId, keySecret }, ctx.log);
}

/** A Razorpay order already made for this order and amount is reused, not made again. */
async function openGatewayOrder(db: DbOrTx, order: OrderRow): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, PROVIDER),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, order.totalPaise),
      ),
    )
    .limit(1);
  return row?.providerOrderId ? row : undefined;
}

const WebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: RazorpayPaymentSchema }).optional(),
    refund: z.object({ entity: RazorpayRefundSchema }).optional(),
  }),
});

async function capturedIfAuthorized(
  api: RazorpayApi,
  payment: RazorpayPayment,
  order: OrderRow,
): Promise<RazorpayPayment> {
  const matches = payment.amount === order.totalPaise && payment.currency === ORDER_CURRENCY;
  // Accounts without automatic capture leave payments authorized; only the order's own
  // amount is captured (a mismatch is rejected by settleCapture, uncaptured).
  if (payment.status !== 'authorized' || !matches) return payment;
  try {
    return await api.capturePayment(payment.id, payment.amount, payment.currency);
  } catch (err) {
    // Two confirmations at once both try to capture; the second is refused because the first
    // did it. Whoever is refused reads the payment again rather than telling a paying customer
    // that the payment failed.
    if (!(err instanceof AppError) || err.kind !== 'unprocessable') throw err;
    const again = await api.fetchPayment(payment.id);
    if (again.status !== 'captured') throw err;
    return again;
  }
}

/** One open gateway order per order (a partial unique index): a concurrent twin reuses it. */
async function insertGatewayOrder(db: DbOrTx, order: OrderRow, created: RazorpayOrder) {
  try {
    const [row] = await db
      .insert(payments)
      .values({
        orderId: order.id,
        provider: PROVIDER,
        status: 'created',
        amountPaise: created.amount,
        currency: created.currency,
        providerOrderId: created.id,
        raw: created,
      })
      .returning();
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err, 'payments_one_open_gateway_order_idx')) throw err;
    const twin = await openGatewayOrder(db, order);
    if (!twin) throw err;
    return twin;
  }
}

export const razorpayProvider: PaymentProvider = {
  method: PROVIDER,
  refundsAs: PROVIDER,

  async start(ctx, order, payer) {
    const creds = await credentials(ctx.db);
    if (!creds.enabled) throw new AppError('unprocessable', NOT_AVAILABLE);
    const api = apiFor(ctx, creds.keyId, creds.keySecret);
    let row = await openGatewayOrder(ctx.db, order);
    if (!row) {
      const created = await api.createOrder({
        amountPaise: order.totalPaise,
        currency: ORDER_CURRENCY,
        receipt: order.number,
        notes: { orderId: order.id },
      });
      row = await insertGatewayOrder(ctx.db, order, created);
    }
    const payBy = new Date(order.createdAt.getTime() + ctx.config.unpaidOrderTtlMinutes * 60_000);
    return {
      method: 'razorpay',
      checkoutUrl: ctx.config.razorpay.checkoutUrl,
      keyId: creds.keyId,
      razorpayOrderId: row!.providerOrderId!,
      amountPaise: row!.amountPaise,
      currency: row!.currency,
      storeName: creds.storeName,
      description: `Order ${order.number}`,
      prefill: {
        name: payer.name,
        email: payer.email,
        contact: order.shippingAddress.phone,
      },
      payBy: payBy.toISOString(),
    };
  },

  async confirm(ctx, order, input) {
    const row = await findGatewayPayment(ctx.db, PROVIDER, input.razorpay_order_id);
    if (!row || row.orderId !== order.id) {
      throw new AppError('invalid', 'This payment is not for this order.');
    }
    const creds = await credentials(ctx.db);
    const valid =
      !!creds.keySecret &&
      isValidCheckoutSignature(
        creds.keySecret,
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
    if (!valid) {
      ctx.log.warn({ orderId: order.id }, 'payment confirmation with a bad signature');
      throw new AppError('invalid', 'We could not verify this payment.');
    }
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return;

    const api = apiFor(ctx, creds.keyId, creds.keySecret);
    let payment = await api.fetchPayment(input.razorpay_payment_id);
    if (payment.order_id !== row.providerOrderId) {
      throw new AppError('invalid', 'This payment is not for this order.');
    }
    payment = await capturedIfAuthorized(api, payment, order);
    if (payment.status === 'failed') {
      await retryClashes(() =>
        ctx.db.transaction((tx) =>
          recordFailure(tx, 'client', row, {
            providerPaymentId: payment.id,
            reason: payment.error_description ?? null,
          }),
        ),
      );
      throw new AppError('unprocessable', 'The payment failed. Please try again.');
    }
    if (payment.status !== 'captured') {
      throw new AppError('unprocessable', 'The payment is not complete yet.');
    }
    const outcome = await retryClashes(() =>
      ctx.db.transaction((tx) =>
        settleCapture(tx, ctx.log, 'client', row, {
          providerPaymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
          raw: payment,
        }),
      ),
    );
    if (outcome === 'rejected') {
      throw new AppError(
        'unprocessable',
        'The amount paid does not match this order, so it was not accepted. Our team has been told and will refund it.',
      );
    }
  },

  async handleWebhook(ctx, rawBody, headers) {
    const creds = await credentials(ctx.db);
    if (!creds.webhookSecret) {
      ctx.log.error('a Razorpay webhook arrived but no webhook secret is set');
      throw new AppError('unavailable', 'Razorpay webhooks are not set up.');
    }
    const signature = headers['x-razorpay-signature'];
    if (!isValidWebhookSignature(creds.webhookSecret, rawBody, [signature].flat()[0])) {
      ctx.log.warn({ eventId: headers['x-razorpay-event-id'] }, 'webhook with a bad signature');
      throw new AppError('invalid', 'The webhook signature is not valid.');
    }
    let parsed: z.infer<typeof WebhookSchema>;
    try {
      parsed = WebhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new AppError('invalid', 'The webhook body is not a Razorpay event.');
    }
    const { event, payload } = parsed;
    const payment = payload.payment?.entity;

    if ((event === 'payment.captured' || event === 'payment.failed') && payment?.order_id) {
      const row = await findGatewayPayment(ctx.db, PROVIDER, payment.order_id);
      if (!row) {
        ctx.log.warn({ event, razorpayOrderId: payment.order_id }, 'webhook for an unknown order');
        return 'ignored';
      }
      return retryClashes(() =>
        ctx.db.transaction((tx) =>
          event === 'payment.captured'
            ? settleCapture(tx, ctx.log, 'webhook', row, {
                providerPaymentId: payment.id,
                amountPaise: payment.amount,
                currency: payment.currency,
                raw: payment,
              })
            : recordFailure(tx, 'webhook', row, {
                providerPaymentId: payment.id,
                reason: payment.error_description ?? null,
              }),
        ),
      );
    }
    const refund = payload.refund?.entity;
    if (event === 'refund.processed' && refund) {
      const [paid] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, refund.payment_id));
      if (!paid) return 'ignored';
      return retryClashes(() =>
        ctx.db.transaction((tx) =>
          recordReportedRefund(tx, ctx.log, paid, {
            provider: PROVIDER,
            providerRefundId: refund.id,
            providerPaymentId: refund.payment_id,
            amountPaise: refund.amount,
            receipt: refund.receipt ?? null,
            raw: refund,
          }),
        ),
      );
    }
    if (event === 'refund.failed' && refund) {
      return retryClashes(() =>
        ctx.db.transaction((tx) => recordFailedRefund(tx, ctx.log, refund.id, null)),
      );
    }
    return 'ignored';
  },

  async refund(ctx, order, { refundId, amountPaise, reason, providerPaymentId }) {
    if (!providerPaymentId) {
      throw new AppError('unprocessable', 'No captured online payment was found for this order.');
    }
    const creds = await credentials(ctx.db);
    const refund = await apiFor(ctx, creds.keyId, creds.keySecret).refundPayment(
      providerPaymentId,
      amountPaise,
      { key: refundId, notes: { orderNumber: order.number, reason } },
    );
    return {
      providerRefundId: refund.id,
      amountPaise: refund.amount,
      processed: refund.status === 'processed',
      raw: refund,
    };
  },
};
