// One small interface for every way an order is paid: start a payment, confirm it from what the
// client reports, handle the gateway's webhook, and refund. Cash on delivery and Razorpay
// implement it (cod-provider.ts, razorpay-provider.ts); routes and services pick one by the
// order's payment method and never know which.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../../domain/order-status';
import type {
  ConfirmRazorpay,
  PaymentStart,
  WebhookOutcome,
} from '../../../domain/schemas/payment';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema-commerce';

export interface PaymentContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export interface Payer {
  name: string;
  email: string;
}

export interface RefundRequest {
  /**
   * The refund row's id: sent as the gateway's idempotency key and receipt, so sending the same
   * refund again (after a timeout) gives one refund at the gateway, not two.
   */
  refundId: string;
  amountPaise: number;
  reason: string;
  actorUserId: string | null;
  /** The gateway's id of the payment to give back; null for cash on delivery. */
  providerPaymentId: string | null;
}

/** What the gateway (or the admin, for cash) did with a refund. */
export interface GatewayRefund {
  providerRefundId: string;
  amountPaise: number;
  /** false while the gateway is still sending the money back. */
  processed: boolean;
  raw: unknown;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The provider a refund row names: the gateway's, or 'manual' for money handed back. */
  readonly refundsAs: string;
  /** What the browser needs to take the payment now (nothing for cash on delivery). */
  start(ctx: PaymentContext, order: OrderRow, payer: Payer): Promise<PaymentStart>;
  /** The client's report of a finished payment, verified before anything changes. */
  confirm(ctx: PaymentContext, order: OrderRow, input: ConfirmRazorpay): Promise<void>;
  /** A gateway's signed notification, as the raw bytes it was signed over. */
  handleWebhook(
    ctx: PaymentContext,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookOutcome>;
  /**
   * Gives money back and says what was done. The caller claimed the refund first (a row that
   * holds its amount, refund-claim.ts) and settles it with the answer (refund-state.ts); an
   * 'unprocessable' AppError is a refusal, anything else leaves the outcome unknown.
   */
  refund(ctx: PaymentContext, order: OrderRow, request: RefundRequest): Promise<GatewayRefund>;
}
