// The money of a cart or an order, the same everywhere: subtotal, the first-purchase discount,
// shipping, the total and the GST it includes. Amounts are the server's.
import { FIRST_PURCHASE_NAME } from '../../../domain/promotions';
import type { AppliedPromotion, Totals } from '../../../domain/schemas/order';
import { cn } from '../../lib/cn';
import { formatINR, formatWholeINR, pluralize } from '../../lib/format';

interface OrderTotalsProps {
  totals: Totals;
  /** Shown in the discount line's label, e.g. 20. */
  discountPct?: number;
  /** The offers applied (issue #20), each listed by name; without them one discount line. */
  promotions?: readonly AppliedPromotion[];
  className?: string;
}

/** An offer's line: the first-purchase discount keeps its label, others show name and code. */
function promotionLabel(p: AppliedPromotion, discountPct?: number): string {
  if (p.code === null && p.name === FIRST_PURCHASE_NAME) {
    return discountPct ? `First-purchase discount (${discountPct}%)` : 'First-purchase discount';
  }
  return p.code && p.code !== p.name ? `${p.name} (${p.code})` : p.name;
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
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderTotals({ totals, discountPct, promotions, className }: OrderTotalsProps) {
  const listed = promotions?.filter((p) => p.discount > 0) ?? [];
  return (
    <div className={cn('grid gap-3 text-sm', className)}>
      <dl className="grid gap-3">
        <Row
          label={`Subtotal (${pluralize(totals.itemCount, 'item')})`}
          value={formatINR(totals.subtotal)}
        />
        {listed.length > 0
          ? listed.map((p) => (
              <Row
                key={`${p.name}:${p.code ?? ''}`}
                label={promotionLabel(p, discountPct)}
                value={`−${formatINR(p.discount)}`}
              />
            ))
          : null}
        {listed.length === 0 && totals.discount > 0 ? (
          <Row
            label={
              discountPct ? `First-purchase discount (${discountPct}%)` : 'First-purchase discount'
            }
            value={`−${formatINR(totals.discount)}`}
          />
        ) : null}
        <Row label="Shipping" value={totals.shipping === 0 ? 'Free' : formatINR(totals.shipping)} />
        {promotions
          ?.filter((p) => p.shippingWaived > 0)
          .map((p) => (
            <p key={`ship:${p.name}`} className="-mt-2 text-right text-xs text-sand-600">
              Free shipping: {promotionLabel(p)}
            </p>
          ))}
        <Row label="Total" value={formatINR(totals.total)} strong />
      </dl>
      <p className="text-right text-xs text-sand-600">Includes GST {formatWholeINR(totals.tax)}</p>
    </div>
  );
}
