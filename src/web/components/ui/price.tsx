import { formatINR } from '../../lib/format';
import { cn } from '../../lib/cn';

interface PriceProps {
  /** Rupees. */
  price: number;
  /** The price before the discount; shown struck through only when higher than `price`. */
  originalPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = {
  sm: { current: 'text-sm', original: 'text-xs' },
  md: { current: 'text-base', original: 'text-sm' },
  lg: { current: 'text-2xl', original: 'text-base' },
} as const;

export function Price({ price, originalPrice, size = 'md', className }: PriceProps) {
  const discounted = originalPrice != null && originalPrice > price;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted ? <span className="sr-only">Sale price</span> : null}
      <span className={cn('font-semibold text-ink tabular-nums', sizes[size].current)}>
        {formatINR(price)}
      </span>
      {discounted ? (
        <>
          <span className="sr-only">Original price</span>
          <s className={cn('text-sand-600 tabular-nums', sizes[size].original)}>
            {formatINR(originalPrice)}
          </s>
        </>
      ) : null}
    </span>
  );
}
