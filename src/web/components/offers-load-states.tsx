// The offers while they load, and when they could not be loaded: the cart's offer sheet and the
// Offers page show the same words in their own layout.
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

export function OffersLoading({
  className,
  rowClassName,
}: {
  className: string;
  rowClassName: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading offers…</span>
      <Skeleton className={rowClassName} />
      <Skeleton className={rowClassName} />
    </div>
  );
}

export function OffersError({
  className,
  buttonClassName,
  onRetry,
}: {
  className: string;
  buttonClassName?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={className}>
      <span>The offers could not be loaded.</span>
      <Button variant="outline" size="sm" className={buttonClassName} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
