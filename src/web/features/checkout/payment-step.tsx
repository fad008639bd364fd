// How the order is paid. Cash on delivery is what the store takes today; the quote says whether
// this order may use it (switched off, or above the store's limit for cash).
import { Banknote } from 'lucide-react';
import { cn } from '../../lib/cn';

interface PaymentStepProps {
  codAvailable: boolean;
  /** The store has cash on delivery switched on (so a refusal is about this order's value). */
  codEnabled: boolean;
}

export function PaymentStep({ codAvailable, codEnabled }: PaymentStepProps) {
  const reasonId = 'cod-unavailable';
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Payment method</legend>
      <label
        className={cn(
          'flex gap-3 rounded-2xl border bg-white p-4',
          codAvailable ? 'cursor-pointer border-rose-400 shadow-soft' : 'border-sand-200',
        )}
      >
        <input
          type="radio"
          name="payment-method"
          value="cod"
          checked={codAvailable}
          disabled={!codAvailable}
          readOnly
          aria-describedby={codAvailable ? undefined : reasonId}
          className="mt-1 size-4 accent-rose-700"
        />
        <span className="grid gap-0.5 text-sm">
          <span className="flex items-center gap-2 font-medium text-ink">
            <Banknote aria-hidden="true" className="size-4" />
            Cash on Delivery
          </span>
          <span className="text-sand-700">
            Pay in cash or by UPI to the courier when your order arrives.
          </span>
          {codAvailable ? null : (
            <span id={reasonId} className="font-medium text-danger">
              {codEnabled
                ? 'Cash on Delivery isn’t available for an order of this value. Remove some items to use it.'
                : 'Cash on Delivery is switched off for now, so this order can’t be placed.'}
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
