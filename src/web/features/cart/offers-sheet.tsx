// "View offers" (issue #37): the codes that apply to this cart with what each saves, best first,
// and those that do not yet with why ("Add ₹200 more"). The savings are the server's: it prices
// each code as the quote would. Applying one sets the code the summary already prices with.
import { BadgePercent } from 'lucide-react';
import { useState } from 'react';
import type { Quote } from '../../../domain/schemas/order';
import type { CartOffer } from '../../../domain/schemas/promotions';
import { OffersError, OffersLoading } from '../../components/offers-load-states';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { formatINR } from '../../lib/format';
import { useCartOffers } from './cart-offers-api';

function OfferRow({ offer, onApply }: { offer: CartOffer; onApply?: () => void }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white px-3 py-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="font-mono font-semibold tracking-wide text-ink">{offer.code}</span>
        <span className="text-sand-700">{offer.name}</span>
        {offer.reason ? (
          <span className="text-sand-600">{offer.reason}</span>
        ) : (
          <span className="font-medium whitespace-nowrap text-emerald-700">
            Save {formatINR(offer.saving)}
          </span>
        )}
      </div>
      {onApply ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Apply ${offer.code}`}
          onClick={onApply}
        >
          Apply
        </Button>
      ) : null}
    </li>
  );
}

export function OffersSheet({ quote, onApply }: { quote: Quote; onApply: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const offers = useCartOffers(quote, open);
  const applicable = offers.data?.applicable ?? [];
  const notYet = offers.data?.notYet ?? [];
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-medium text-rose-700 hover:underline"
        >
          <BadgePercent aria-hidden="true" className="size-4" />
          View offers
        </button>
      </SheetTrigger>
      <SheetContent
        side="bottom"
        className="sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:max-h-[100dvh] sm:h-full sm:rounded-none"
      >
        <SheetHeader>
          <SheetTitle>Offers for your cart</SheetTitle>
          <SheetDescription>What each code takes off this cart today.</SheetDescription>
        </SheetHeader>
        {offers.isPending ? (
          <OffersLoading className="grid gap-2" rowClassName="h-16 w-full" />
        ) : offers.isError ? (
          <OffersError
            className="grid gap-2 text-sm text-danger"
            buttonClassName="justify-self-start"
            onRetry={() => void offers.refetch()}
          />
        ) : applicable.length === 0 && notYet.length === 0 ? (
          <p className="text-sm text-sand-700">No offer codes are running right now.</p>
        ) : (
          <div className="grid gap-5">
            {applicable.length > 0 ? (
              <section aria-labelledby="offers-apply" className="grid gap-2">
                <h3 id="offers-apply" className="text-sm font-semibold text-ink">
                  Apply to this cart
                </h3>
                <ul className="grid gap-2">
                  {applicable.map((o) => (
                    <OfferRow
                      key={o.code}
                      offer={o}
                      onApply={() => {
                        onApply(o.code);
                        setOpen(false);
                      }}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
            {notYet.length > 0 ? (
              <section aria-labelledby="offers-not-yet" className="grid gap-2">
                <h3 id="offers-not-yet" className="text-sm font-semibold text-ink">
                  Not yet
                </h3>
                <ul className="grid gap-2">
                  {notYet.map((o) => (
                    <OfferRow key={o.code} offer={o} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
