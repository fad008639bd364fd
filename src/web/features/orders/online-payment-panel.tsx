// An online order waiting for its payment: what is owed, until when, and a Pay button that opens
// Razorpay Checkout. Arriving from checkout (`?pay=1`) opens it straight away.
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Order } from '../../../domain/schemas/order';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { formatINR, formatTime } from '../../lib/format';
import { usePayOnline } from '../checkout/use-pay-online';

export function awaitsOnlinePayment(order: Order): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    order.status !== 'cancelled'
  );
}

interface OnlinePaymentPanelProps {
  order: Order;
  /** Open Checkout once, as soon as the panel shows. */
  autoStart: boolean;
  onAutoStarted: () => void;
}

export function OnlinePaymentPanel({ order, autoStart, onAutoStarted }: OnlinePaymentPanelProps) {
  const { pay, state, error, payBy } = usePayOnline(order.id);
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    onAutoStarted();
    void pay();
  }, [autoStart, onAutoStarted, pay]);

  const total = formatINR(order.totals.total);
  const failed = order.paymentStatus === 'failed';
  return (
    <section
      aria-labelledby="order-pay"
      className="grid gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft"
    >
      <h2 id="order-pay" className="flex items-center gap-2 text-lg text-ink">
        <CreditCard aria-hidden="true" className="size-5 text-rose-700" />
        {failed ? 'The payment did not go through' : 'Waiting for your payment'}
      </h2>
      <p className="text-sm text-sand-700">
        {failed ? 'Nothing was charged. ' : ''}Pay {total} online (UPI, cards or netbanking) and
        your sellers start on the order.{' '}
        {payBy
          ? `Please pay by ${formatTime(payBy)}: after that the order is released and its items go back on sale.`
          : 'Unpaid orders are released after a while and their items go back on sale.'}
      </p>
      {error ? <FormAlert message={error} /> : null}
      <Button
        className="justify-self-start"
        onClick={() => void pay()}
        loading={state !== 'idle'}
        aria-describedby={error ? undefined : 'order-pay'}
      >
        {state === 'confirming' ? 'Confirming your payment…' : `Pay ${total} Now`}
      </Button>
    </section>
  );
}
