// Paying an order online: `POST /api/store/orders/{id}/payment` (Razorpay Checkout's options)
// and `POST …/payment/confirm` with what Checkout answered. The server verifies everything.
import type { Order } from '../../../domain/schemas/order';
import type { ConfirmRazorpay, PaymentStart } from '../../../domain/schemas/payment';
import { customerApi } from '../orders/api';

const paymentPath = (orderId: string) => `/api/store/orders/${encodeURIComponent(orderId)}/payment`;

export const startPayment = (orderId: string) =>
  customerApi<PaymentStart>(paymentPath(orderId), { method: 'POST', body: {} });

export const confirmPayment = (orderId: string, body: ConfirmRazorpay) =>
  customerApi<Order>(`${paymentPath(orderId)}/confirm`, { method: 'POST', body });
