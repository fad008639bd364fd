import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block while content loads; hidden from screen readers (announce loading with a
 * status elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-lg bg-sand-200/70 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
