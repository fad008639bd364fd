// '/confirm-order?order=<id>' (signed-in customers): the order just placed, as the server
// recorded it: number, items, totals, address, payment and when it should arrive.
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormAlert } from '../../components/form-parts';
import { orderQuery } from '../orders/api';
import { ItemRow, ShippingAddress, deliveryWindow, paymentSummary } from '../orders/order-parts';
import { OrderTotals } from '../orders/order-totals';

function Links() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link to="/my-orders">My Orders</Link>
      </Button>
      <Button asChild>
        <Link to="/products">Continue Shopping</Link>
      </Button>
    </div>
  );
}

export function ConfirmOrderPage() {
  useDocumentTitle('Order Confirmation');
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const order = useQuery({ ...orderQuery(id), enabled: id !== '' });
  const data = order.data;

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        eyebrow={data ? 'Thank you' : undefined}
        title="Order Confirmation"
        description={
          data
            ? `Your order ${data.number} is placed. We’ll keep you posted as each seller ships it.`
            : 'Once you place an order, its number, items and delivery address are confirmed here.'
        }
      />
      {id === '' ? (
        <div className="mt-8 grid gap-4">
          <p className="text-sand-700">
            There is no order to show here. Your orders are all in My Orders.
          </p>
          <Links />
        </div>
      ) : order.isPending ? (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading your order…" className="size-7 text-rose-600" />
        </div>
      ) : order.isError ? (
        <div className="mt-8 grid max-w-xl gap-4">
          <FormAlert message={`We could not load this order. ${order.error.message}`} />
          <Links />
        </div>
      ) : data ? (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="grid gap-6">
            <p className="flex items-start gap-3 rounded-2xl bg-success-soft px-4 py-3 text-success">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                Order <strong className="font-semibold">{data.number}</strong> · expected{' '}
                <strong className="font-semibold">{deliveryWindow(data)}</strong>
              </span>
            </p>
            {data.groups.map((group) => (
              <section
                key={group.id}
                aria-label={`Items sold by ${group.vendorName}`}
                className="rounded-2xl border border-sand-200 bg-white px-4"
              >
                <p className="border-b border-sand-200 py-2.5 text-sm text-sand-700">
                  Sold by <span className="font-medium text-ink">{group.vendorName}</span>
                </p>
                <ul className="divide-y divide-sand-200">
                  {group.items.map((item) => (
                    <ItemRow key={item.productId} item={item} />
                  ))}
                </ul>
              </section>
            ))}
            <Links />
          </div>
          <aside className="grid gap-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-6">
            <section aria-labelledby="confirm-totals" className="grid gap-3">
              <h2 id="confirm-totals" className="text-lg text-ink">
                Order summary
              </h2>
              <OrderTotals totals={data.totals} />
            </section>
            <section aria-labelledby="confirm-payment" className="grid gap-1">
              <h2 id="confirm-payment" className="text-lg text-ink">
                Payment
              </h2>
              <p className="text-sm text-sand-700">{paymentSummary(data)}</p>
            </section>
            <section aria-labelledby="confirm-address" className="grid gap-2">
              <h2 id="confirm-address" className="text-lg text-ink">
                Delivering to
              </h2>
              <ShippingAddress address={data.shippingAddress} />
            </section>
            <Button asChild variant="outline">
              <Link to={`/my-orders/${encodeURIComponent(data.id)}`}>View Order Details</Link>
            </Button>
          </aside>
        </div>
      ) : null}
    </div>
  );
}
