// The loading and error blocks every vendor work page shares.
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

export function LoadingBlock({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

export function ErrorBlock({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl bg-danger-soft p-5 text-sm text-danger">
      <p className="font-medium">{title}</p>
      <p className="mt-1">{error.message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
