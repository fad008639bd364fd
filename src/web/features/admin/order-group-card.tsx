// One vendor's shipment inside an order: its items, its timeline, and the moves the state
// machine allows the admin now (the server sends them as `nextStatuses`).
import { STATUS_LABELS, type GroupStatus } from '../../../domain/order-status';
import type { AdminOrderGroup } from '../../../domain/schemas/admin-orders';
import { VariantLabel } from '../../components/back-office/variant-label';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Button } from '../../components/ui/button';
import { formatDateTime, formatINR } from '../../lib/format';

const ACTION_LABELS: Record<GroupStatus, string> = {
  placed: 'Mark Placed',
  confirmed: 'Confirm',
  packed: 'Mark Packed',
  shipped: 'Mark Shipped…',
  delivered: 'Mark Delivered',
  cancelled: 'Cancel Shipment…',
};

const WHO: Record<string, string> = {
  customer: 'the customer',
  vendor: 'the vendor',
  admin: 'Angle Admin',
  system: 'Angle',
};

export function OrderGroupCard({
  group,
  busy,
  onMove,
}: {
  group: AdminOrderGroup;
  busy: boolean;
  onMove: (to: GroupStatus) => void;
}) {
  const headingId = `group-${group.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="admin-order-group"
      className="rounded-2xl border border-sand-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-sand-200 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="font-display text-lg text-ink">
          {group.vendorName}
        </h2>
        <OrderStatusBadge status={group.status} />
      </header>
      <ul className="divide-y divide-sand-100 px-4 sm:px-5">
        {group.items.map((item) => (
          <li key={item.variantId ?? item.productId} className="flex items-center gap-3 py-3">
            {item.image ? (
              <img
                src={item.image.url}
                srcSet={item.image.srcSet}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-lg bg-sand-100 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-sand-100" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">{item.name}</p>
              <VariantLabel label={item.variantLabel} sku={item.sku} swatchHex={item.swatchHex} />
              <p className="text-xs text-sand-600">
                {item.quantity} × {formatINR(item.unitPrice)}
              </p>
            </div>
            <p className="text-sm tabular-nums">{formatINR(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 border-t border-sand-200 px-4 py-4 sm:px-5">
        {group.carrier ? (
          <p className="text-sm">
            <span className="text-sand-600">Shipped with</span> {group.carrier} ·{' '}
            <span className="font-medium">{group.trackingNumber}</span>
          </p>
        ) : null}
        {group.status === 'cancelled' && group.cancelReason ? (
          <p className="text-sm">
            <span className="text-sand-600">Reason for cancelling:</span> {group.cancelReason}
          </p>
        ) : null}
        <div>
          <h3 className="mb-2 text-sm font-medium text-ink">Timeline</h3>
          <ol className="grid gap-2 border-l-2 border-sand-200 pl-4">
            {group.events.map((e, i) => (
              <li key={`${e.at}-${i}`} className="relative text-sm">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-rose-600"
                />
                <span className="font-medium">{STATUS_LABELS[e.to]}</span>
                <span className="text-sand-600">
                  {' '}
                  · {formatDateTime(e.at)} · by {WHO[e.by] ?? e.by}
                </span>
                {e.note ? <span className="block text-sand-700">{e.note}</span> : null}
              </li>
            ))}
          </ol>
        </div>
        <p className="text-sm">
          <span className="text-sand-600">Shipment subtotal</span>{' '}
          <span className="tabular-nums">{formatINR(group.subtotal)}</span>
        </p>
        {group.nextStatuses.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {group.nextStatuses.map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'cancelled' ? 'outline-danger' : 'primary'}
                disabled={busy}
                onClick={() => onMove(to)}
              >
                {ACTION_LABELS[to]}
                <span className="sr-only"> for {group.vendorName}</span>
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
