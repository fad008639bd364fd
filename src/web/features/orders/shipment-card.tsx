// One seller's parcel of an order: its items, where it is (timeline), the courier and tracking
// number once shipped, why it was cancelled, and cancelling it while that is still allowed.
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { trackingUrlOf } from '../../../domain/carriers';
import type { OrderGroup } from '../../../domain/schemas/order';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Button } from '../../components/ui/button';
import type { DeliveryIssue } from '../../../domain/schemas/delivery-issues';
import { CarrierUpdates } from './carrier-updates';
import { answerSummary } from './delivery-answer';
import { ItemRow, itemKeyOf } from './order-parts';
import { StatusTimeline } from './status-timeline';
import { ShipmentTaxDocuments } from './tax-documents';
import type { TaxDocumentSummary } from '../../../domain/schemas/tax-invoices';

interface ShipmentCardProps {
  orderId: string;
  group: OrderGroup;
  index: number;
  count: number;
  /** Offered when the order has several shipments (one shipment: cancel the order). */
  onCancel?: () => void;
  /** This shipment's GST tax invoice and credit notes. */
  documents?: readonly TaxDocumentSummary[];
}

/** Issue #39: a failed delivery attempt, with the way to answer it (or the answer given). */
function DeliveryIssueNotice({ orderId, issue }: { orderId: string; issue: DeliveryIssue }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-rose-50 px-3 py-2.5 text-sm text-rose-900">
      <p>
        Delivery attempt failed: {issue.reason}.{' '}
        {issue.status === 'answered' ? answerSummary(issue) : 'Tell us what to do next.'}
      </p>
      {issue.status === 'open' ? (
        <Button asChild size="sm">
          <Link to={`/my-orders/${encodeURIComponent(orderId)}/delivery`}>
            Choose what happens next
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

export function ShipmentCard({
  orderId,
  group,
  index,
  count,
  onCancel,
  documents = [],
}: ShipmentCardProps) {
  const headingId = `shipment-${group.id}`;
  const trackingUrl = trackingUrlOf(group.carrier, group.trackingNumber);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg text-ink">
            {count > 1 ? `Shipment ${index + 1} of ${count}` : 'Shipment'}
          </h2>
          <p className="text-sm text-sand-700">Sold by {group.vendorName}</p>
        </div>
        <OrderStatusBadge status={group.status} reader="customer" />
      </div>
      {group.carrier || group.trackingNumber ? (
        <p className="flex items-start gap-2 rounded-xl bg-sand-100 px-3 py-2.5 text-sm text-sand-800">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {group.status === 'packed'
              ? `Booked with ${group.carrier ?? 'a courier'}, waiting for pickup`
              : group.carrier
                ? `Shipped with ${group.carrier}`
                : 'Shipped'}
            {group.trackingNumber ? (
              <>
                {' '}
                · tracking number{' '}
                {trackingUrl ? (
                  <a
                    href={trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium break-all text-rose-700 underline underline-offset-2"
                    aria-label={`Track ${group.trackingNumber} on the ${group.carrier} website (opens in a new tab)`}
                  >
                    {group.trackingNumber}
                  </a>
                ) : (
                  <span className="font-medium break-all text-ink select-all">
                    {group.trackingNumber}
                  </span>
                )}
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {group.deliveryIssue && group.deliveryIssue.status !== 'closed' ? (
        <DeliveryIssueNotice orderId={orderId} issue={group.deliveryIssue} />
      ) : null}
      {group.status === 'cancelled' && group.cancelReason ? (
        <p className="rounded-xl bg-danger-soft px-3 py-2.5 text-sm text-danger">
          Cancelled: {group.cancelReason}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <ul className="divide-y divide-sand-200">
          {group.items.map((item) => (
            <ItemRow
              key={itemKeyOf(item)}
              item={item}
              action={
                group.status === 'delivered' ? (
                  <Link
                    to={`/products/${encodeURIComponent(item.productId)}/review`}
                    className="mt-1 inline-block font-medium text-rose-800 hover:underline"
                  >
                    Rate this product
                  </Link>
                ) : undefined
              }
            />
          ))}
        </ul>
        <StatusTimeline events={group.events} status={group.status} />
      </div>
      <CarrierUpdates tracking={group.tracking} />
      <ShipmentTaxDocuments documents={documents} />
      {onCancel && group.canCancel ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onCancel}>
          Cancel This Shipment
        </Button>
      ) : null}
    </section>
  );
}
