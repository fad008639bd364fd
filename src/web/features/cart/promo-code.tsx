// The offer code field of the cart and the checkout (issue #20). The code is kept for the visit
// (sessionStorage) and sent with the lines to `POST /api/store/quote`, which prices them with it
// or says why it does not apply; the checkout sends it with the order.
import { useQuery } from '@tanstack/react-query';
import { BadgePercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Quote } from '../../../domain/schemas/order';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { fetchQuote } from './api';
import { itemsOf } from './cart-offers-api';
import { OffersSheet } from './offers-sheet';

interface PromoCodeState {
  code: string | null;
  setCode: (code: string | null) => void;
}

export const usePromoCode = create<PromoCodeState>()(
  persist((set) => ({ code: null, setCode: (code) => set({ code }) }), {
    name: 'angle-offer-code',
    storage: createJSONStorage(() => sessionStorage),
  }),
);

/** The quote priced with the code, while a code is entered; undefined otherwise. */
export function useCodedQuote(quote: Quote | undefined) {
  const code = usePromoCode((s) => s.code);
  const items = quote ? itemsOf(quote) : [];
  const coded = useQuery({
    queryKey: ['cart', 'coded', code, items],
    queryFn: ({ signal }) => fetchQuote({ items, code: code! }, signal),
    enabled: code !== null && items.length > 0,
    // Applying a code again asks again: its limits and dates may have changed meanwhile.
    staleTime: 0,
  });
  return code !== null && items.length > 0 ? coded.data : undefined;
}

/** What the summary shows: the coded quote when its code applies, else the plain one. */
export function shownQuote(quote: Quote | undefined, coded: Quote | undefined) {
  return coded?.code?.applied ? coded : quote;
}

interface PromoCodeFieldProps {
  /** The cart as priced without a code: what "View offers" prices each code against. */
  quote: Quote;
  coded: Quote | undefined;
}

export function PromoCodeField({ quote, coded }: PromoCodeFieldProps) {
  const { code, setCode } = usePromoCode();
  const [text, setText] = useState('');
  const id = useId();
  // Not a <form>: the checkout's summary sits inside the address form.
  const apply = () => {
    const typed = text.trim().toUpperCase();
    if (typed) setCode(typed);
  };
  if (code !== null) {
    const result = coded?.code;
    return (
      <div className="grid gap-2 text-sm">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-sand-200 px-3 py-2">
          <span className="flex items-center gap-2 font-medium text-ink">
            <BadgePercent aria-hidden="true" className="size-4" />
            {code}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove the code ${code}`}
            onClick={() => {
              setCode(null);
              setText('');
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
        {result ? (
          result.applied ? (
            <p
              role="status"
              // The code cost free delivery (issue #33): a warning, not a plain success.
              className={coded.freeDeliveryLost?.code ? 'text-warning' : 'text-emerald-700'}
            >
              {result.message ?? `${code} applied.`}
            </p>
          ) : (
            <p role="alert" className="text-rose-700">
              {result.message}
            </p>
          )
        ) : (
          <p role="status" className="text-sand-600">
            Checking {code}…
          </p>
        )}
        <OffersSheet quote={quote} onApply={setCode} />
      </div>
    );
  }
  return (
    <div className="grid gap-1.5 text-sm">
      <label htmlFor={id} className="font-medium text-ink">
        Offer code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="e.g. FLAT200"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <Button type="button" variant="outline" disabled={!text.trim()} onClick={apply}>
          Apply
        </Button>
      </div>
      <OffersSheet quote={quote} onApply={setCode} />
    </div>
  );
}
