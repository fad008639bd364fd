// The home page's offer strip (issue #37): the offers running now, each with its code to type
// or "Applied automatically", one row that scrolls sideways on phones. Its data is part of the
// home page's first screen (first-visit.ts), so the server's page holds it. The first-purchase
// discount has the promo banner further down; private codes are never listed by the server.
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgePercent } from '../../components/ui/icons';
import { Link } from 'react-router';
import { FIRST_PURCHASE_PROMOTION_ID } from '../../../domain/promotions';
import { formatINR } from '../../lib/format';
import { offersQuery } from './api';

export function HomeOffers() {
  const offers = useQuery(offersQuery());
  const items = (offers.data?.items ?? []).filter((o) => o.id !== FIRST_PURCHASE_PROMOTION_ID);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-offers" className="container-page py-3 sm:py-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-offers" className="text-xl text-ink sm:text-3xl">
          Offers for you
        </h2>
        <Link
          to="/offers"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-rose-700 hover:underline"
        >
          All offers
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul
        // It scrolls sideways on phones: focusable, so a keyboard can scroll it too (axe's
        // scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby="home-offers"
        className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
      >
        {items.map((o) => (
          <li
            key={o.id}
            className="flex w-64 shrink-0 snap-start items-start gap-3 rounded-2xl border border-rose-100 bg-rose-50/70 p-4 sm:w-auto"
          >
            <BadgePercent aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <div className="grid min-w-0 gap-1 text-sm">
              <span className="font-medium text-ink">{o.name}</span>
              <span className="text-sand-700">
                {o.code ? (
                  <>
                    Use code <span className="font-mono font-semibold text-ink">{o.code}</span>
                  </>
                ) : (
                  'Applied automatically'
                )}
              </span>
              {o.minGoods > 0 || o.firstOrderOnly ? (
                <span className="text-xs text-sand-600">
                  {o.minGoods > 0 ? `On orders above ${formatINR(o.minGoods)}` : ''}
                  {o.minGoods > 0 && o.firstOrderOnly ? ' · ' : ''}
                  {o.firstOrderOnly ? 'First order only' : ''}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
