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
import type { Refund } from './payment-state';

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
  amountPaise: number;
  reason: string;
  actorUserId: string;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
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
   * Gives money back and says what was done; the caller checked the amount and records the
   * result (payment-state.ts applyRefund) in one transaction with its audit entry.
   */
  refund(ctx: PaymentContext, order: OrderRow, request: RefundRequest): Promise<Refund>;
}
