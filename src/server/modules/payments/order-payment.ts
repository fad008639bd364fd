// A customer's side of paying an order: start the payment (for Razorpay, the Checkout options)
// and confirm it with what Checkout answered. Another customer's order is simply not found.
import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/order-status';
import type { ConfirmRazorpay, PaymentStart } from '../../../domain/schemas/payment';
import type { Order } from '../../../domain/schemas/order';
import { users } from '../../db/schema';
import { orders, type OrderRow } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { loadOrder } from '../orders/order-view';
import { codProvider } from './cod-provider';
import type { PaymentContext, PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay-provider';

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  cod: codProvider,
  razorpay: razorpayProvider,
};

export function providerFor(method: string): PaymentProvider {
  const provider = PROVIDERS[method as PaymentMethod];
  if (!provider) throw new AppError('unprocessable', 'This order’s payment method is unknown.');
  return provider;
}

async function customerOrder(ctx: PaymentContext, userId: string, orderId: string) {
  const [row] = await ctx.db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('The order');
  return row;
}

function assertPayable(order: OrderRow) {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    throw new AppError('conflict', 'This order is already paid.');
  }
  if (order.status === 'cancelled') {
    throw new AppError('conflict', 'This order was cancelled, so it can no longer be paid.');
  }
}

export async function startOrderPayment(
  ctx: PaymentContext,
  userId: string,
  orderId: string,
): Promise<PaymentStart> {
  const { order, name, email } = await customerOrder(ctx, userId, orderId);
  assertPayable(order);
  return providerFor(order.paymentMethod).start(ctx, order, { name, email });
}

export async function confirmOrderPayment(
  ctx: PaymentContext,
  userId: string,
  orderId: string,
  input: ConfirmRazorpay,
): Promise<Order> {
  const { order } = await customerOrder(ctx, userId, orderId);
  await providerFor(order.paymentMethod).confirm(ctx, order, input);
  return loadOrder(ctx.db, order.id);
}
