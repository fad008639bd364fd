// '/vendor/orders/{id}/packing-slip': the sheet that goes into the parcel and on the packing
// table (issue #25): who it is from and to, each line with its shade or size, SKU and quantity,
// and whether the customer pays on delivery. Prices stay off it, as gifts are common; only the
// cash the courier collects is printed (issue #38), with the seller's pickup address and GSTIN
// and the order number as a Code 128 barcode for the courier's scanner. The portal's
// chrome does not print (dashboard-shell's print: classes), so the browser prints the sheet alone.
import { ArrowLeft, Printer } from 'lucide-react';
import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { shipByOf } from '../../../domain/fulfilment';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { Button } from '../../components/ui/button';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatCalendarDate, formatDateTime } from './ops-format';
import { useVendorOrder } from './orders-api';

export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useVendorOrder(id);
  useDocumentTitle(
    order.data ? `Packing slip ${order.data.number}` : 'Packing slip',
    'Angle Vendor Portal',
  );
  if (order.isPending) return <LoadingBlock label="Loading the order…" />;
  if (order.isError) {
    return (
      <ErrorBlock
        title="We could not load this order."
        error={order.error}
        onRetry={() => order.refetch()}
      />
    );
  }
  return <Slip order={order.data} />;
}

/** The order number as a Code 128 barcode (SVG, so it prints sharp at any size). */
function OrderBarcode({ number }: { number: string }) {
  const svg = useMemo(
    () => code128({ bcid: 'code128', text: number, scale: 2, height: 12 }, drawingSVG()),
    [number],
  );
  return (
    <figure className="grid justify-items-end gap-1" data-testid="order-barcode">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={`Barcode of order ${number}`}
        className="h-14 w-auto max-w-full"
      />
      <figcaption className="font-mono text-xs tabular-nums">{number}</figcaption>
    </figure>
  );
}

function Slip({ order: o }: { order: VendorOrder }) {
  const seller = o.seller;
  const pickup = seller.pickupAddress;
  const units = o.items.reduce((n, i) => n + i.quantity, 0);
  const a = o.deliveryAddress;
  const toShip = ['placed', 'confirmed', 'packed'].includes(o.status);
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={`/vendor/orders/${o.id}`}>
            <ArrowLeft aria-hidden="true" />
            Order {o.number}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>

      <article
        aria-label={`Packing slip for order ${o.number}`}
        className="grid gap-6 rounded-2xl border border-sand-200 bg-white p-6 text-sm text-ink print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand-200 pb-4">
          <div>
            <h1 className="font-display text-2xl">Packing slip</h1>
            <p className="mt-1 text-sand-700">
              Order <span className="font-semibold tabular-nums">{o.number}</span> · placed{' '}
              {formatDateTime(o.placedAt)}
            </p>
          </div>
          <div className="grid justify-items-end gap-2">
            <OrderBarcode number={o.number} />
            {toShip ? (
              <p className="rounded-lg bg-sand-100 px-3 py-2 text-sand-800 print:bg-white print:ring-1 print:ring-sand-300">
                Ship by{' '}
                <span className="font-semibold">
                  {formatCalendarDate(shipByOf(new Date(o.placedAt)))}
                </span>
              </p>
            ) : null}
          </div>
        </header>

        <p
          data-testid="slip-payment"
          className="rounded-lg border-2 border-ink px-3 py-2 text-base font-semibold"
        >
          {o.codToCollect === null
            ? 'Prepaid: nothing to collect.'
            : `Cash on delivery: collect ${formatINR(o.codToCollect)}`}
        </p>

        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-label="From">
            <h2 className="font-sans text-xs font-semibold tracking-wide text-sand-600 uppercase">
              From
            </h2>
            <p className="mt-1 font-medium">{seller.name}</p>
            {pickup ? (
              <address className="not-italic">
                <span className="block">{pickup.line1}</span>
                {pickup.line2 ? <span className="block">{pickup.line2}</span> : null}
                <span className="block">
                  {pickup.city}, {pickup.state} {pickup.pincode}
                </span>
              </address>
            ) : (
              <p className="text-sand-700 print:hidden">
                Add your pickup address in{' '}
                <Link to="/vendor/settings" className="underline">
                  Settings
                </Link>
                .
              </p>
            )}
            {seller.gstin ? (
              <p className="mt-1">
                GSTIN <span className="font-mono">{seller.gstin}</span>
              </p>
            ) : null}
            <p className="text-sand-700">Sold on Angle</p>
          </section>
          <section aria-label="Ship to">
            <h2 className="font-sans text-xs font-semibold tracking-wide text-sand-600 uppercase">
              Ship to
            </h2>
            <address className="mt-1 not-italic">
              <span className="block font-medium">{a.fullName}</span>
              <span className="block">{a.line1}</span>
              {a.line2 ? <span className="block">{a.line2}</span> : null}
              <span className="block">
                {a.city}, {a.state} {a.pincode}
              </span>
              <span className="block">Phone {a.phone}</span>
            </address>
          </section>
        </div>

        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Items in this parcel</caption>
          <thead>
            <tr className="border-b border-sand-300 text-xs tracking-wide text-sand-600 uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                SKU
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.variantId ?? i.productId} className="border-b border-sand-100 align-top">
                <td className="py-2 pr-3">
                  <span className="block font-medium">{i.name}</span>
                  {i.variantLabel ? (
                    <span className="block text-sand-700">{i.variantLabel}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 font-mono text-xs">{i.sku ?? '—'}</td>
                <td className="py-2 text-right tabular-nums">{i.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2} className="pt-2 text-right text-sand-700">
                Units
              </td>
              <td className="pt-2 text-right font-semibold tabular-nums">{units}</td>
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}
