// '/confirm-order?order=<id>' (signed-in customers): the order just placed, as the server
// recorded it: number, items, totals, address, payment and when it should arrive.
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Order } from '../../../domain/schemas/order';
import { orderQuery } from '../orders/api';
import { CodCodeStep } from './cod-code-step';
import {
  ItemRow,
  OrderSummary,
  SellerItems,
  deliveryWindow,
  itemKeyOf,
} from '../orders/order-parts';

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

/** What the page says of the order: placed, waiting for the buyer's COD code (not yet with its
 * sellers, issue #39), or cancelled because the code never came. */
function confirmationText(order: Order): string {
  if (order.status === 'cancelled')
    return `Your order ${order.number} was cancelled. Its details are in My Orders.`;
  if (order.codConfirmation === 'awaiting')
    return `Your order ${order.number} is saved. Type the code we texted to your phone to send it to the sellers.`;
  return `Your order ${order.number} is placed. We’ll keep you posted as each seller ships it.`;
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
            ? confirmationText(data)
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
            {data.codConfirmation === 'awaiting' && data.status !== 'cancelled' ? (
              <CodCodeStep orderId={data.id} />
            ) : null}
            {data.status === 'cancelled' ? null : (
              <p className="flex items-start gap-3 rounded-2xl bg-success-soft px-4 py-3 text-success">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>
                  Order <strong className="font-semibold">{data.number}</strong> · expected{' '}
                  <strong className="font-semibold">{deliveryWindow(data)}</strong>
                </span>
              </p>
            )}
            {data.groups.map((group) => (
              <SellerItems key={group.id} vendorName={group.vendorName} region>
                {group.items.map((item) => (
                  <ItemRow key={itemKeyOf(item)} item={item} />
                ))}
              </SellerItems>
            ))}
            <Links />
          </div>
          <OrderSummary order={data} idPrefix="confirm" totalsTitle="Order summary" totalsFirst>
            <Button asChild variant="outline">
              <Link to={`/my-orders/${encodeURIComponent(data.id)}`}>View Order Details</Link>
            </Button>
          </OrderSummary>
        </div>
      ) : null}
    </div>
  );
}
