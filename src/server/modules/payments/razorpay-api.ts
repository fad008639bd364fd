// The few Razorpay REST calls Angle makes (orders, payments, refunds), with basic auth from the
// key id and secret in payment settings. The base URL is configuration, so the tests talk to a
// local fake (src/server/test/fake-razorpay.ts) and nothing leaves the machine.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { callOutside } from '../../http/outside-call';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
}

export const RazorpayOrderSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
});
export type RazorpayOrder = z.infer<typeof RazorpayOrderSchema>;

export const RazorpayPaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** created | authorized | captured | refunded | failed */
  status: z.string(),
  error_description: z.string().nullable().optional(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

export const RazorpayRefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  currency: z.string().optional(),
  /** Ours: the refund row's id (null for a refund made in Razorpay's dashboard). */
  receipt: z.string().nullable().optional(),
  /** pending | processed | failed */
  status: z.string(),
});
export type RazorpayRefund = z.infer<typeof RazorpayRefundSchema>;

const UNAVAILABLE = 'The payment gateway is not answering right now. Please try again in a minute.';
const TIMEOUT_MS = 15_000;

export class RazorpayApi {
  constructor(
    private readonly base: string,
    private readonly credentials: RazorpayCredentials,
    private readonly log: FastifyBaseLogger,
  ) {}

  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder> {
    return this.call('POST', '/v1/orders', RazorpayOrderSchema, {
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, RazorpayPaymentSchema);
  }

  capturePayment(paymentId: string, amountPaise: number, currency: string) {
    return this.call(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/capture`,
      RazorpayPaymentSchema,
      { amount: amountPaise, currency },
    );
  }

  /**
   * `key` goes in Razorpay's `X-Refund-Idempotency` header (10+ letters, digits, `-` or `_`): the
   * same key and body give the same refund however often they are sent, so a refund whose first
   * answer was lost is sent again safely. It is the receipt too, which the webhook echoes.
   */
  refundPayment(
    paymentId: string,
    amountPaise: number,
    { key, notes }: { key: string; notes: Record<string, string> },
  ) {
    return this.call(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      RazorpayRefundSchema,
      { amount: amountPaise, receipt: key, notes },
      { 'x-refund-idempotency': key },
    );
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const auth = Buffer.from(`${this.credentials.keyId}:${this.credentials.keySecret}`).toString(
      'base64',
    );
    return callOutside({
      service: 'razorpay',
      url: `${this.base}${path}`,
      init: {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      timeoutMs: TIMEOUT_MS,
      log: this.log,
      unavailable: UNAVAILABLE,
      schema,
      context: { path },
      // Razorpay answers { error: { code, description } }; the description is safe to log.
      refused: (status, data) => {
        if (status === 401) {
          return new AppError(
            'unavailable',
            'Online payments are not set up correctly. Please pay another way or try later.',
          );
        }
        // 409: a request with the same idempotency key is still being processed; its outcome
        // is not known yet, like a 5xx's. Any other 4xx is a refusal: nothing was done.
        const unknown = status >= 500 || status === 409;
        return new AppError(unknown ? 'unavailable' : 'unprocessable', describe(data));
      },
    });
  }
}

function describe(data: unknown): string {
  const parsed = z.object({ error: z.object({ description: z.string() }) }).safeParse(data);
  return parsed.success
    ? `The payment gateway refused: ${parsed.data.error.description}`
    : 'The payment gateway refused the request.';
}
