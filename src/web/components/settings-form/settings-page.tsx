// A back-office settings page: its heading, then its forms once the settings are loaded, and
// until then placeholders the shape of its sections, or the failure with a way to try again.
// Once loaded the forms stay, so a failed background refresh cannot take unsaved edits away.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ErrorBlock } from '../back-office/load-states';
import { PageHeader } from '../page-header';
import { Skeleton } from '../ui/skeleton';

export function SettingsPage<T>({
  title,
  description,
  query,
  what,
  heights = ['h-48', 'h-48'],
  className,
  children,
}: {
  title: string;
  description: string;
  query: { data?: T; isPending: boolean; refetch: () => unknown };
  /** "the store settings": "Loading the store settings…", "We could not load …". */
  what: string;
  /** One placeholder per section, by its height class. */
  heights?: readonly string[];
  /** The body's place under the heading (margin, width). */
  className?: string;
  children: (settings: T) => ReactNode;
}) {
  return (
    <div>
      <PageHeader size="compact" title={title} description={description} />
      <div className={className}>
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isPending ? (
          <div className="grid gap-4">
            <p role="status" className="sr-only">
              Loading {what}…
            </p>
            {heights.map((h, i) => (
              <Skeleton key={i} className={cn(h, 'rounded-2xl')} />
            ))}
          </div>
        ) : (
          <ErrorBlock title={`We could not load ${what}.`} onRetry={() => query.refetch()} />
        )}
      </div>
    </div>
  );
}
