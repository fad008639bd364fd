// The money of a cart or an order, the same everywhere: subtotal, the first-purchase discount,
// shipping, the total and the GST it includes. Amounts are the server's.
import type { Totals } from '../../../domain/schemas/order';
import { cn } from '../../lib/cn';
import { formatINR, pluralize } from '../../lib/format';

interface OrderTotalsProps {
  totals: Totals;
  /** Shown in the discount line's label, e.g. 20. */
  discountPct?: number;
  className?: string;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'border-t border-sand-200 pt-3 text-base font-semibold text-ink',
      )}
    >
      <dt className={strong ? undefined : 'text-sand-700'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderTotals({ totals, discountPct, className }: OrderTotalsProps) {
  return (
    <div className={cn('grid gap-3 text-sm', className)}>
      <dl className="grid gap-3">
        <Row
          label={`Subtotal (${pluralize(totals.itemCount, 'item')})`}
          value={formatINR(totals.subtotal)}
        />
        {totals.discount > 0 ? (
          <Row
            label={
              discountPct ? `First-purchase discount (${discountPct}%)` : 'First-purchase discount'
            }
            value={`−${formatINR(totals.discount)}`}
          />
        ) : null}
        <Row label="Shipping" value={totals.shipping === 0 ? 'Free' : formatINR(totals.shipping)} />
        <Row label="Total" value={formatINR(totals.total)} strong />
      </dl>
      <p className="text-right text-xs text-sand-600">Includes GST {formatINR(totals.tax)}</p>
    </div>
  );
}
