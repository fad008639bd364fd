// How a back-office list sums up a product's variants: its price range, and how many variants it
// has and how many of them run low.
import { formatINR, pluralize } from '../../lib/format';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Price } from '../ui/price';

interface PriceRangeProps {
  price: number;
  maxPrice: number;
  /** Shown struck through for a single price only (a range has one per variant). */
  originalPrice: number | null;
  className?: string;
}

/** "₹699 – ₹849" when the variants' prices differ, else the price (and the struck one). */
export function PriceRange({ price, maxPrice, originalPrice, className }: PriceRangeProps) {
  if (maxPrice > price) {
    return (
      <span
        className={cn('text-sm font-semibold whitespace-nowrap text-ink tabular-nums', className)}
      >
        {formatINR(price)} – {formatINR(maxPrice)}
      </span>
    );
  }
  return <Price price={price} originalPrice={originalPrice} size="sm" className={className} />;
}

/** "7 variants" with a "2 low" badge; nothing for a product with one variant. */
export function VariantCount({
  count,
  low,
  className,
}: {
  count: number;
  low: number;
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-1.5 text-xs text-sand-700', className)}
    >
      {pluralize(count, 'variant')}
      {low > 0 ? (
        <Badge
          variant="warning"
          title={`${pluralize(low, 'variant')} at or below the low-stock threshold`}
        >
          {low} low
        </Badge>
      ) : null}
    </span>
  );
}
