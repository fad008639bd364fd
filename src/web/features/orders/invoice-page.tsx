// '/my-orders/:orderId/invoice' (signed-in customers): a printable order summary (not a tax
// invoice: those are each shipment's PDF, issue #37) on its own page, with
// no shop header or footer: the store's name and address, each seller's lines, the totals and
// the GST they include, and the order's number and date in India's time zone.
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import { VariantLabel } from '../../components/variant-label';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatINR } from '../../lib/format';
import { useStoreInfo } from '../../lib/store-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrder } from './api';
import { PAYMENT_LABELS, ShippingAddress, itemKeyOf } from './order-parts';
import { OrderTotals } from './order-totals';

export function InvoicePage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const info = useStoreInfo();
  const data = order.data;
  useDocumentTitle(data ? `Order summary ${data.number}` : 'Order summary');
  const back = `/my-orders/${encodeURIComponent(orderId)}`;

  return (
    <main className="min-h-dvh bg-cream px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-6 flex max-w-3xl flex-wrap justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to={back}>← Back to the order</Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!data}>
          <Printer aria-hidden="true" />
          Print or Save as PDF
        </Button>
      </div>
      <article className="mx-auto grid max-w-3xl gap-8 rounded-2xl bg-white p-6 shadow-soft sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-6">
          <div className="grid max-w-xs gap-1 text-sm text-sand-700">
            <p className="font-display text-2xl text-ink">{info.storeName}</p>
            <p>{info.address}</p>
            <p>
              {info.supportPhone} · {info.supportEmail}
            </p>
          </div>
          <div className="grid gap-1 text-sm sm:text-right">
            <h1 className="text-2xl text-ink">Order summary</h1>
            {data ? (
              <>
                <p>
                  Order <span className="font-medium text-ink">{data.number}</span>
                </p>
                <p>Date: {formatDate(data.createdAt)}</p>
                <p>Payment: {PAYMENT_LABELS[data.paymentMethod]}</p>
              </>
            ) : null}
          </div>
        </header>
        {order.isPending ? (
          <div className="flex justify-center">
            <Spinner label="Loading the invoice…" className="size-7 text-rose-600" />
          </div>
        ) : !data ? (
          <FormAlert message={order.error?.message ?? 'We could not load this order.'} />
        ) : (
          <>
            <section aria-labelledby="invoice-to" className="grid gap-2">
              <h2
                id="invoice-to"
                className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase"
              >
                Billed and shipped to
              </h2>
              <ShippingAddress address={data.shippingAddress} />
            </section>
            {data.groups.map((group) => (
              <section
                key={group.id}
                aria-label={`Sold by ${group.vendorName}`}
                className="grid gap-2"
              >
                <h2 className="text-sm text-sand-700">
                  Sold by <span className="font-medium text-ink">{group.vendorName}</span>
                  {group.status === 'cancelled' ? ' (cancelled, not charged)' : ''}
                </h2>
                <table className="w-full table-fixed text-sm">
                  <thead>
                    <tr className="border-b border-sand-300 text-left text-sand-600">
                      <th scope="col" className="py-2 font-medium">
                        Item
                      </th>
                      <th scope="col" className="w-14 py-2 text-right font-medium">
                        Qty
                      </th>
                      <th scope="col" className="w-24 py-2 text-right font-medium">
                        Price
                      </th>
                      <th scope="col" className="w-24 py-2 text-right font-medium">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.map((item) => (
                      <tr key={itemKeyOf(item)} className="border-b border-sand-200">
                        <td className="py-2 pr-3 text-ink">
                          {item.name}
                          <VariantLabel
                            label={item.variantLabel}
                            swatchHex={item.swatchHex}
                            sku={item.sku}
                            size="text-xs"
                          />
                        </td>
                        <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                        <td className="py-2 text-right tabular-nums">
                          {formatINR(item.unitPrice)}
                        </td>
                        <td className="py-2 text-right tabular-nums">
                          {formatINR(item.lineTotal)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
            <OrderTotals
              totals={data.totals}
              promotions={data.promotions}
              className="ml-auto w-full max-w-xs"
            />
            <p className="text-xs text-sand-600">
              All prices include GST; the GST part of the total is shown above. Each seller ships
              and invoices its own items through {info.storeName}.
            </p>
          </>
        )}
      </article>
    </main>
  );
}
