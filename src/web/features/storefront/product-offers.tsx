// The product page's Offers strip (issue #20): the offers running now that may apply to this
// product, each by name with its code (or "Applied automatically") and its condition. Its code
// loads with the reviews' module, beside the page (React.lazy), so the product page's first
// download does not grow; its data is part of the first screen (first-visit.ts), so the server's
// page already holds the strip and hydration does not push the page down. Nothing shows when it
// failed or when no offer applies.
import { useQuery } from '@tanstack/react-query';
import { BadgePercent } from '../../components/ui/icons';
import { formatINR } from '../../lib/format';
import { productOffersQuery } from './api';

export function ProductOffers({ productId }: { productId: string }) {
  const offers = useQuery(productOffersQuery(productId));
  const items = offers.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="product-offers"
      className="mt-5 rounded-2xl border border-rose-100 bg-rose-50/60 p-4"
    >
      <h2 id="product-offers" className="flex items-center gap-2 text-base text-ink">
        <BadgePercent aria-hidden="true" className="size-5 text-rose-700" />
        Offers
      </h2>
      <ul className="mt-2 grid gap-2 text-sm">
        {items.map((o) => (
          <li key={o.id}>
            <span className="font-medium text-ink">{o.name}</span>
            <span className="text-sand-700">
              {o.code ? (
                <>
                  {' '}
                  · Use code <span className="font-mono font-semibold text-ink">{o.code}</span>
                </>
              ) : (
                ' · Applied automatically'
              )}
              {o.minGoods > 0 ? ` · on orders above ${formatINR(o.minGoods)}` : ''}
              {o.firstOrderOnly ? ' · on your first order' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
