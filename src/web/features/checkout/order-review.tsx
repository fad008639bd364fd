// The order as it will be placed: the lines that can be bought, by seller (each seller ships its
// own parcel), and the lines that will stay in the cart.
import { Link } from 'react-router';
import type { QuoteLine } from '../../../domain/schemas/order';
import { pluralize } from '../../lib/format';
import { ItemRow, SellerItems, itemKeyOf } from '../orders/order-parts';

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
  const left = lines.filter((line) => line.quantity === 0 && line.issue !== 'choose-variant');
  const unchosen = lines.filter((line) => line.issue === 'choose-variant');
  const groups = groupByVendor(buyable);
  return (
    <div className="grid gap-4">
      {groups.length > 1 ? (
        <p className="text-sm text-sand-700">
          Your order comes in {pluralize(groups.length, 'parcel')}, one from each seller.
        </p>
      ) : null}
      {groups.map((group) => (
        <SellerItems key={group.vendorName} vendorName={group.vendorName}>
          {group.lines.map((line) => (
            <ItemRow
              key={itemKeyOf(line)}
              item={line}
              note={line.issue === 'reduced' ? ` (only ${line.quantity} available)` : undefined}
              className="px-4"
            />
          ))}
        </SellerItems>
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
      {unchosen.length > 0 ? (
        <p className="rounded-xl bg-warning-soft px-4 py-3 text-sm text-warning">
          {unchosen.map((line) => line.name).join(', ')} {unchosen.length === 1 ? 'comes' : 'come'}{' '}
          in more than one shade or size: choose yours in your{' '}
          <Link to="/cart" className="font-medium underline">
            cart
          </Link>{' '}
          to order {unchosen.length === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
    </div>
  );
}
