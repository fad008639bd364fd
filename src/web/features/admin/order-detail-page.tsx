// '/admin/orders/:orderId': one order as the admin handles it: the customer and address, each
// vendor's shipment with its timeline and the moves allowed now, its returns (issue #21),
// cancelling, payments and refunds, and the audit trail of admin changes.
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { GroupStatus } from '../../../domain/order-status';
import type { AdminOrder, AdminOrderGroup } from '../../../domain/schemas/admin-orders';
import {
  PAYMENT_METHOD_LABELS,
  PaymentStatusBadge,
} from '../../components/back-office/status-badges';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfirmDialog } from './confirm-dialog';
import { OrderGroupCard } from './order-group-card';
import { OrderReturns } from './order-returns';
import { useAdminOrder, useCancelOrder, useMoveGroup, useRecordRefund } from './orders-api';
import { RecentChanges } from './recent-changes';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';
import { OrderNumber } from '../../components/order-number';

const DONE: Record<GroupStatus, string> = {
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled; the stock is back on the shelf',
};

export function AdminOrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  useDocumentTitle(order.data ? `Order ${order.data.number}` : 'Order', 'Angle Admin');

  if (order.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the order">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div>
        <BackLink />
        <PageHeader size="compact" title={missing ? 'Order not found' : 'Order'} />
        <div role="alert" className="mt-6 grid justify-items-start gap-3 text-sm">
          <p className={missing ? 'text-sand-700' : 'text-danger'}>
            {missing
              ? 'There is no order at this address. It may have been mistyped.'
              : 'We could not load this order.'}
          </p>
          {missing ? null : (
            <Button variant="outline" size="sm" onClick={() => order.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <OrderDetail order={order.data} />;
}

function BackLink() {
  return (
    <Link
      to="/admin/orders"
      className="mb-4 inline-flex items-center gap-1.5 text-sm text-sand-700 hover:text-rose-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All orders
    </Link>
  );
}

type Pending =
  | { kind: 'ship'; group: AdminOrderGroup }
  | { kind: 'cancel-group'; group: AdminOrderGroup }
  | { kind: 'cancel-order' }
  | { kind: 'refund' }
  | null;

function OrderDetail({ order }: { order: AdminOrder }) {
  const move = useMoveGroup(order.id);
  const cancel = useCancelOrder(order.id);
  const refund = useRecordRefund(order.id);
  const [pending, setPending] = useState<Pending>(null);

  function ask(next: Pending) {
    move.reset();
    cancel.reset();
    refund.reset();
    setPending(next);
  }

  function moveGroup(group: AdminOrderGroup, to: GroupStatus) {
    if (to === 'shipped') return ask({ kind: 'ship', group });
    if (to === 'cancelled') return ask({ kind: 'cancel-group', group });
    move.mutate(
      { groupId: group.id, to },
      {
        onSuccess: () => toast.success(`${group.vendorName}’s shipment is ${DONE[to]}.`),
        onError: (e) => toast.error(e.message),
      },
    );
  }

  const { totals, shippingAddress: address } = order;
  return (
    <div>
      <BackLink />
      <PageHeader
        size="compact"
        title={
          <>
            Order <OrderNumber number={order.number} />
          </>
        }
        description={`Placed ${formatDateTime(order.createdAt)} by ${order.customer.name}.`}
        actions={
          order.canCancel ? (
            <Button variant="outline-danger" onClick={() => ask({ kind: 'cancel-order' })}>
              Cancel Order…
            </Button>
          ) : null
        }
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-4">
          {order.groups.map((group) => (
            <OrderGroupCard
              key={group.id}
              group={group}
              busy={move.isPending}
              onMove={(to) => moveGroup(group, to)}
            />
          ))}
          <OrderReturns orderId={order.id} />
        </div>
        <aside className="grid content-start gap-4 text-sm">
          <Panel title="Summary">
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
              <dt className="text-sand-600">Status</dt>
              <dd className="text-right">
                <OrderStatusBadge status={order.status} />
              </dd>
              <dt className="text-sand-600">Payment</dt>
              <dd className="text-right">
                <PaymentStatusBadge status={order.paymentStatus} />
                <span className="mt-1 block text-xs text-sand-600">
                  {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                </span>
              </dd>
              <dt className="text-sand-600">Items ({totals.itemCount})</dt>
              <dd className="text-right tabular-nums">{formatINR(totals.subtotal)}</dd>
              {totals.discount > 0 ? (
                <>
                  <dt className="text-sand-600">Discount</dt>
                  <dd className="text-right tabular-nums">−{formatINR(totals.discount)}</dd>
                </>
              ) : null}
              <dt className="text-sand-600">Shipping</dt>
              <dd className="text-right tabular-nums">
                {totals.shipping === 0 ? 'Free' : formatINR(totals.shipping)}
              </dd>
              <dt className="font-medium text-ink">Total</dt>
              <dd className="text-right font-medium tabular-nums">{formatINR(totals.total)}</dd>
              <dt className="text-xs text-sand-600">GST included</dt>
              <dd className="text-right text-xs text-sand-600 tabular-nums">
                {formatINR(totals.tax)}
              </dd>
            </dl>
          </Panel>
          <Panel title="Customer">
            <p className="font-medium">{order.customer.name}</p>
            <a
              href={`mailto:${order.customer.email}`}
              className="break-all text-rose-700 hover:underline"
            >
              {order.customer.email}
            </a>
            <h3 className="mt-3 font-medium text-ink">Deliver to</h3>
            <address className="text-sand-700 not-italic">
              {address.fullName}
              <br />
              {[address.line1, address.line2].filter(Boolean).join(', ')}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.phone}
            </address>
          </Panel>
          <Panel title="Payments and refunds">
            {order.payments.length === 0 ? (
              <p className="text-sand-600">No payments recorded.</p>
            ) : (
              <ul className="grid gap-2">
                {order.payments.map((p) => (
                  <li key={p.id}>
                    <span className="font-medium capitalize">{p.status}</span>{' '}
                    <span className="tabular-nums">{formatINR(p.amount)}</span>
                    <span className="text-sand-600"> · {formatDateTime(p.createdAt)}</span>
                    {p.note ? <span className="block text-sand-700">{p.note}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            {order.refund.allowed ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => ask({ kind: 'refund' })}
              >
                Record Refund…
              </Button>
            ) : order.refund.reason ? (
              <p className="mt-2 text-xs text-sand-600">{order.refund.reason}</p>
            ) : null}
          </Panel>
          <RecentChanges entity="order" entityId={order.id} />
        </aside>
      </div>

      <Dialog
        open={pending?.kind === 'ship'}
        onOpenChange={(open) => (open ? null : setPending(null))}
      >
        {pending?.kind === 'ship' ? (
          <ShipDialog
            vendorName={pending.group.vendorName}
            pending={move.isPending}
            error={move.error}
            onShip={async (details) => {
              await move.mutateAsync({ groupId: pending.group.id, to: 'shipped', ...details });
              toast.success(`${pending.group.vendorName}’s shipment is shipped.`);
              setPending(null);
            }}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={pending?.kind === 'refund'}
        onOpenChange={(open) => (open ? null : setPending(null))}
      >
        {pending?.kind === 'refund' ? (
          <RefundDialog
            orderNumber={order.number}
            suggestedAmount={order.refund.suggestedAmount}
            maxAmount={order.refund.maxAmount}
            pending={refund.isPending}
            error={refund.error}
            onRefund={async (body) => {
              await refund.mutateAsync(body);
              toast.success(`Refund of ${formatINR(body.amount)} recorded.`);
              setPending(null);
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={pending?.kind === 'cancel-group' || pending?.kind === 'cancel-order'}
        title={
          pending?.kind === 'cancel-group'
            ? `Cancel ${pending.group.vendorName}’s shipment?`
            : `Cancel order ${order.number}?`
        }
        description={
          pending?.kind === 'cancel-group'
            ? 'Its items go back into stock and the customer sees it cancelled. This cannot be undone.'
            : 'Every shipment is cancelled, the items go back into stock and the customer sees the order cancelled. This cannot be undone.'
        }
        confirmLabel={pending?.kind === 'cancel-group' ? 'Cancel Shipment' : 'Cancel Order'}
        cancelLabel="Keep It"
        destructive
        withReason
        pending={move.isPending || cancel.isPending}
        error={move.error ?? cancel.error}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => {
          const done = {
            onSuccess: () => {
              setPending(null);
              toast.success(
                pending?.kind === 'cancel-group'
                  ? `${pending.group.vendorName}’s shipment is cancelled; its stock is back.`
                  : `Order ${order.number} is cancelled; its stock is back.`,
              );
            },
          };
          if (pending?.kind === 'cancel-group') {
            move.mutate(
              { groupId: pending.group.id, to: 'cancelled', ...(reason ? { reason } : {}) },
              done,
            );
          } else {
            cancel.mutate(reason, done);
          }
        }}
      />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 font-display text-base text-ink">{title}</h2>
      {children}
    </section>
  );
}
