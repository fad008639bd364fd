// The checkout's delivery line (issue #37): with a PIN code chosen, the date it arrives by,
// worked out as the product page does (`GET /api/store/pincodes/{pin}?product=…`, decision 020):
// one look-up per seller, as each seller ships its own parcel, and the latest of them.
import { useQueries } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { DELIVERY_DAYS, type QuoteLine } from '../../../domain/schemas/order';
import { formatDay } from '../../lib/format';
import { PIN_PATTERN, pincodeQuery } from '../storefront/pincode-api';

/** One product of each seller in the cart. */
function oneProductPerSeller(lines: readonly QuoteLine[]): string[] {
  const bySeller = new Map<string, string>();
  for (const l of lines) {
    if (l.quantity > 0 && !bySeller.has(l.vendorId)) bySeller.set(l.vendorId, l.productId);
  }
  return [...bySeller.values()];
}

export function CheckoutDelivery({ pin, lines }: { pin: string; lines: readonly QuoteLine[] }) {
  const valid = PIN_PATTERN.test(pin);
  const products = oneProductPerSeller(lines);
  const places = useQueries({
    queries: products.map((id) => ({ ...pincodeQuery(pin, id), enabled: valid })),
  });
  const estimates = places.map((p) => p.data?.estimate ?? null);
  const known = valid && estimates.length > 0 && estimates.every((e) => e !== null);
  const latest = known
    ? estimates
        .map((e) => e!.latest)
        .sort()
        .at(-1)!
    : null;
  const place = places[0]?.data;
  return (
    <p className="flex items-start gap-2 text-sm text-sand-700" data-testid="checkout-delivery">
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {latest && place ? (
        <span>
          Delivery to {place.district} ({pin}) by{' '}
          <strong className="font-semibold text-ink">{formatDay(latest)}</strong>
        </span>
      ) : (
        <span>
          Delivery in {DELIVERY_DAYS.from}–{DELIVERY_DAYS.to} days after you order.
        </span>
      )}
    </p>
  );
}
