// What a back-office settings page shows until its settings are loaded: placeholders the shape
// of its sections, or the failure with a way to try again.
import { cn } from '../../lib/cn';
import { ErrorBlock } from '../back-office/load-states';
import { Skeleton } from '../ui/skeleton';

export function SettingsLoadState({
  query,
  what,
  heights = ['h-48', 'h-48'],
  className,
}: {
  query: { isPending: boolean; refetch: () => unknown };
  /** "the store settings": "Loading the store settings…", "We could not load …". */
  what: string;
  /** One placeholder per section, by its height class. */
  heights?: readonly string[];
  className?: string;
}) {
  if (query.isPending) {
    return (
      <div className={cn('grid gap-4', className)}>
        <p role="status" className="sr-only">
          Loading {what}…
        </p>
        {heights.map((h, i) => (
          <Skeleton key={i} className={cn(h, 'rounded-2xl')} />
        ))}
      </div>
    );
  }
  return (
    <ErrorBlock
      title={`We could not load ${what}.`}
      onRetry={() => query.refetch()}
      className={className}
    />
  );
}
