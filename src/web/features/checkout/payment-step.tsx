// How the order is paid: cash on delivery (when the store takes it for this value) or online
// through Razorpay (UPI, cards, netbanking) when the store has turned it on. The quote says which.
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/order-status';
import { cn } from '../../lib/cn';
import { formatINR } from '../../lib/format';

interface PaymentStepProps {
  /** The methods the server's quote offers for this order. */
  available: readonly PaymentMethod[];
  /** The store has cash on delivery switched on (so a refusal is about this order's value). */
  codEnabled: boolean;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Issue #39: why cash on delivery is not offered (the buyer's or the PIN code's history). */
  codMessage?: string | null;
  /** The prepaid nudge: what paying online saves. */
  prepaid?: { discount: number; percent: number } | null;
}

interface OptionProps {
  method: PaymentMethod;
  icon: ReactNode;
  hint: string;
  available: boolean;
  checked: boolean;
  reason?: string;
  /** A reason about the buyer's own history is said kindly, not as an error (issue #39). */
  reasonIsKind?: boolean;
  onChange: (method: PaymentMethod) => void;
}

function Option({
  method,
  icon,
  hint,
  available,
  checked,
  reason,
  reasonIsKind = false,
  onChange,
}: OptionProps) {
  const reasonId = `${method}-unavailable`;
  return (
    <label
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4',
        available && 'cursor-pointer',
        checked ? 'border-rose-400 shadow-soft' : 'border-sand-200',
      )}
    >
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={checked}
        disabled={!available}
        onChange={() => onChange(method)}
        aria-describedby={available ? undefined : reasonId}
        className="mt-1 size-4 accent-rose-700"
      />
      <span className="grid gap-0.5 text-sm">
        <span className="flex items-center gap-2 font-medium text-ink">
          {icon}
          {PAYMENT_METHOD_LABELS[method]}
        </span>
        <span className="text-sand-700">{hint}</span>
        {available || !reason ? null : (
          <span id={reasonId} className={reasonIsKind ? 'text-ink' : 'font-medium text-danger'}>
            {reason}
          </span>
        )}
      </span>
    </label>
  );
}

export function PaymentStep({
  available,
  codEnabled,
  value,
  onChange,
  codMessage,
  prepaid,
}: PaymentStepProps) {
  const online = available.includes('razorpay');
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Payment method</legend>
      <Option
        method="cod"
        icon={<Banknote aria-hidden="true" className="size-4" />}
        hint="Pay in cash or by UPI to the courier when your order arrives."
        available={available.includes('cod')}
        checked={value === 'cod'}
        onChange={onChange}
        reasonIsKind={Boolean(codMessage)}
        reason={
          codMessage
            ? codMessage
            : codEnabled
              ? 'Cash on Delivery isn’t available for an order of this value.' +
                (online
                  ? ' Pay online instead, or remove some items.'
                  : ' Remove some items to use it.')
              : online
                ? 'Cash on Delivery is switched off for now.'
                : 'Cash on Delivery is switched off for now, so this order can’t be placed.'
        }
      />
      {online ? (
        <Option
          method="razorpay"
          icon={<CreditCard aria-hidden="true" className="size-4" />}
          hint={
            prepaid
              ? `Save ${formatINR(prepaid.discount)} (${prepaid.percent}% off) when you pay online with Razorpay.`
              : 'Pay securely with Razorpay right after you place the order.'
          }
          available
          checked={value === 'razorpay'}
          onChange={onChange}
        />
      ) : null}
    </fieldset>
  );
}
