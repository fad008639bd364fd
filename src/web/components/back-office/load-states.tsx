// What a back-office page shows while its data loads, when loading failed, and when there is
// nothing to show yet.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

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
  className,
}: {
  title: string;
  /** Its message is shown under the title. */
  error?: Error | null;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-2xl bg-danger-soft p-5 text-sm text-danger', className)}
    >
      <p className="font-medium">{title}</p>
      {error ? <p className="mt-1">{error.message}</p> : null}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A calm panel for a list with nothing in it: what is missing, and what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  bodyClassName = 'max-w-sm',
}: {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  /** A button or link, e.g. to clear the filters or add the first item. */
  action?: ReactNode;
  bodyClassName?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-display text-lg text-ink">{title}</p>
      <p className={cn('mt-1 text-sm text-sand-600', bodyClassName)}>{body}</p>
      {action}
    </div>
  );
}
