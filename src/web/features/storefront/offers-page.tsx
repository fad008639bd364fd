// /offers: the offers running now (issue #20), from `GET /api/store/offers`: each by name, with
// its code to type at checkout or "Applied automatically", its minimum and its end in India time.
import { useQuery } from '@tanstack/react-query';
import { BadgePercent } from '../../components/ui/icons';
import type { PublicOfferList } from '../../../domain/schemas/promotions';
import { CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import { OffersError, OffersLoading } from '../../components/offers-load-states';
import { PageHeader } from '../../components/page-header';
import { formatDateTime, formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { offersQuery } from './api';

type Offer = PublicOfferList['items'][number];

/** What an offer covers, in words. */
function coverage(o: Offer): string {
  if (o.scope === 'cart') return 'On your whole order';
  if (o.scope === 'categories') {
    return `On ${o.scopeIds.map((c) => CATEGORY_LABELS[c as Category] ?? c).join(', ')}`;
  }
  return o.scope === 'vendors' ? 'On selected brands' : 'On selected products';
}

export function OffersPage() {
  useDocumentTitle('Offers');
  const offers = useQuery(offersQuery());
  const items = offers.data?.items ?? [];
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title="Offers" description="The offers running on Angle right now." />
      <div className="mt-8">
        {offers.isPending ? (
          <OffersLoading className="grid gap-3" rowClassName="h-20 w-full" />
        ) : offers.isError ? (
          <OffersError
            className="flex flex-col gap-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger sm:flex-row sm:items-center sm:justify-between"
            onRetry={() => void offers.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="text-sand-700">No offers are running right now. Please check back soon.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((o) => (
              <li
                key={o.id}
                className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft"
              >
                <BadgePercent aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
                <div className="grid gap-1 text-sm">
                  <h2 className="text-base font-semibold text-ink">{o.name}</h2>
                  <p className="text-sand-700">
                    {coverage(o)}
                    {o.minGoods > 0 ? ` · on orders of ${formatINR(o.minGoods)} or more` : ''}
                    {o.firstOrderOnly ? ' · your first order' : ''}
                  </p>
                  <p>
                    {o.code ? (
                      <>
                        Use code <span className="font-mono font-semibold text-ink">{o.code}</span>
                      </>
                    ) : (
                      'Applied automatically'
                    )}
                  </p>
                  {o.endsAt ? (
                    <p className="text-xs text-sand-600">Ends {formatDateTime(o.endsAt)}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
