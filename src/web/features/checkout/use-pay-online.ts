// The online payment of one order, start to finish: ask the server for Checkout's options, open
// Razorpay Checkout, send its signed answer back, and go to the confirmation once it is paid.
// Closing Checkout leaves the order waiting for payment (it can be paid again from its page).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { orderKeys } from '../orders/api';
import { confirmPayment, startPayment } from './payment-api';
import { openCheckout } from './razorpay-checkout';

export type PayState = 'idle' | 'starting' | 'open' | 'confirming';

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'The payment could not be completed. Please try again.';
}

export function usePayOnline(orderId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PayState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [payBy, setPayBy] = useState<string | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
  };

  const pay = async () => {
    if (state !== 'idle') return;
    setError(null);
    setState('starting');
    try {
      const start = await startPayment(orderId);
      if (start.method !== 'razorpay') return setState('idle');
      setPayBy(start.payBy);
      setState('open');
      const answer = await openCheckout(start);
      if (!answer) return setState('idle');
      setState('confirming');
      const order = await confirmPayment(orderId, answer);
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      refresh();
      await navigate(`/confirm-order?order=${encodeURIComponent(orderId)}`, { replace: true });
    } catch (err) {
      setError(messageOf(err));
      setState('idle');
      refresh();
    }
  };

  return { pay, state, error, payBy };
}
