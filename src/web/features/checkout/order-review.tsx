// The order as it will be placed: the lines that can be bought, by seller (each seller ships its
// own parcel), and the lines that will stay in the cart.
import { Link } from 'react-router';
import type { QuoteLine } from '../../../domain/schemas/order';
import { formatINR, pluralize } from '../../lib/format';

function groupByVendor(lines: readonly QuoteLine[]) {
  const groups = new Map<string, { vendorName: string; lines: QuoteLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.vendorId) ?? { vendorName: line.vendorName, lines: [] };
    group.lines.push(line);
    groups.set(line.vendorId, group);
  }
  return [...groups.values()];
}

export function OrderReview({ lines }: { lines: readonly QuoteLine[] }) {
  const buyable = lines.filter((line) => line.quantity > 0);
  const left = lines.filter((line) => line.quantity === 0);
  const groups = groupByVendor(buyable);
  return (
    <div className="grid gap-4">
      {groups.length > 1 ? (
        <p className="text-sm text-sand-700">
          Your order comes in {pluralize(groups.length, 'parcel')}, one from each seller.
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.vendorName} className="rounded-2xl border border-sand-200 bg-white">
          <p className="border-b border-sand-200 px-4 py-2.5 text-sm text-sand-700">
            Sold by <span className="font-medium text-ink">{group.vendorName}</span>
          </p>
          <ul className="divide-y divide-sand-200">
            {group.lines.map((line) => (
              <li key={line.productId} className="flex items-center gap-3 px-4 py-3">
                {line.image ? (
                  <img
                    src={line.image.url}
                    srcSet={line.image.srcSet}
                    sizes="56px"
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 shrink-0 rounded-lg bg-sand-100 object-cover"
                  />
                ) : (
                  <div className="size-14 shrink-0 rounded-lg bg-sand-100" />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink">{line.name}</p>
                  <p className="text-sand-700">
                    {line.quantity} × {formatINR(line.unitPrice)}
                    {line.issue === 'reduced' ? ` (only ${line.quantity} available)` : ''}
                  </p>
                </div>
                <p className="text-sm font-medium text-ink tabular-nums">
                  {formatINR(line.lineTotal)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {left.length > 0 ? (
        <p className="rounded-xl bg-warning-soft px-4 py-3 text-sm text-warning">
          {left.map((line) => line.name).join(', ')} {left.length === 1 ? 'is' : 'are'} not
          available now and will stay in your{' '}
          <Link to="/cart" className="font-medium underline">
            cart
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
