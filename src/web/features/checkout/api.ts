// Placing an order: `POST /api/store/orders` with only product ids and quantities, the address
// and the payment method, under the attempt's Idempotency-Key. The server prices it.
import { useMutation } from '@tanstack/react-query';
import type { Order, PlaceOrder } from '../../../domain/schemas/order';
import { customerApi } from '../orders/api';

export interface PlaceOrderRequest {
  body: PlaceOrder;
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderRequest) =>
  customerApi<Order>('/api/store/orders', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
