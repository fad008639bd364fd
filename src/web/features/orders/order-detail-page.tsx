// '/my-orders/:orderId' (signed-in customers): the order with a card per seller's shipment, its
// timeline, the address, payment and totals; cancelling while allowed; the invoice.
import { FileText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-parts';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { formatDateTime, formatDay } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCancelOrder, useOrder } from './api';
import { CancelDialog, type CancelTarget } from './cancel-dialog';
import { OnlinePaymentPanel, awaitsOnlinePayment } from './online-payment-panel';
import { OrderSummary, deliveredOn, deliveryWindow, paymentBadgeOf } from './order-parts';
import { ReturnsPanel } from './returns-panel';
import { ShipmentCard } from './shipment-card';
import { useTaxDocuments } from './tax-documents-api';
import { OrderNumber } from '../../components/order-number';

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const documents = useTaxDocuments('store', orderId).data?.documents ?? [];
  const cancel = useCancelOrder();
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const [params, setParams] = useSearchParams();
  const data = order.data;
  const payNow = params.get('pay') === '1';
  const clearPayNow = useCallback(() => setParams({}, { replace: true }), [setParams]);
  useDocumentTitle(data ? `Order ${data.number}` : 'Order');

  if (order.isPending) {
    return (
      <div className="container-page py-10 sm:py-14">
        <PageHeader eyebrow="My Orders" title="Order" />
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading your order…" className="size-7 text-rose-600" />
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="container-page py-10 sm:py-14">
        <PageHeader eyebrow="My Orders" title="Order not found" />
        <div className="mt-8 grid max-w-xl gap-4">
          <FormAlert message={order.error?.message ?? 'We could not load this order.'} />
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/my-orders">Back to My Orders</Link>
          </Button>
        </div>
      </div>
    );
  }

  const closeDialog = () => {
    setTarget(null);
    cancel.reset();
  };
  const confirmCancel = (reason: string) => {
    cancel.mutate(
      { orderId: data.id, groupId: target?.groupId, reason: reason || undefined },
      {
        onSuccess: () => {
          toast.success(
            target?.groupId ? 'The shipment is cancelled.' : 'Your order is cancelled.',
          );
          closeDialog();
        },
      },
    );
  };
  const several = data.groups.length > 1;
  const paymentBadge = paymentBadgeOf(data);
  const delivered = deliveredOn(data);

  return (
    <div className="container-page py-10 sm:py-14">
      <Link to="/my-orders" className="text-sm font-medium text-rose-700 hover:underline">
        ← My Orders
      </Link>
      <PageHeader
        className="mt-4"
        title={
          <>
            Order <OrderNumber number={data.number} />
          </>
        }
        description={`Placed on ${formatDateTime(data.createdAt)}`}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={`/my-orders/${encodeURIComponent(data.id)}/invoice`}>
                <FileText aria-hidden="true" />
                Order summary
              </Link>
            </Button>
            {data.canCancel ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setTarget({
                    title: 'Cancel this order?',
                    description: several
                      ? `Every shipment that has not left its seller is cancelled, and nothing is charged for them.`
                      : 'The order is cancelled and nothing is charged.',
                  })
                }
              >
                Cancel Order
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-sand-700">
        <OrderStatusBadge status={data.status} reader="customer" />
        {paymentBadge ? <Badge variant={paymentBadge.variant}>{paymentBadge.label}</Badge> : null}
        {data.status === 'cancelled' ? null : delivered ? (
          <span>Delivered on {formatDay(delivered)}</span>
        ) : (
          <span>Expected {deliveryWindow(data)}</span>
        )}
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          {awaitsOnlinePayment(data) ? (
            <OnlinePaymentPanel order={data} autoStart={payNow} onAutoStarted={clearPayNow} />
          ) : null}
          {data.groups.map((group, index) => (
            <ShipmentCard
              key={group.id}
              orderId={data.id}
              group={group}
              index={index}
              count={data.groups.length}
              documents={documents.filter((d) => d.groupId === group.id)}
              onCancel={
                several
                  ? () =>
                      setTarget({
                        groupId: group.id,
                        title: 'Cancel this shipment?',
                        description: `The items sold by ${group.vendorName} are cancelled; the rest of the order carries on.`,
                      })
                  : undefined
              }
            />
          ))}
          <ReturnsPanel
            orderId={data.id}
            delivered={data.groups.some((g) => g.status === 'delivered')}
          />
        </div>
        <OrderSummary order={data} idPrefix="order" totalsTitle="Order total" />
      </div>
      <CancelDialog
        target={target}
        pending={cancel.isPending}
        error={cancel.error}
        onClose={closeDialog}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
