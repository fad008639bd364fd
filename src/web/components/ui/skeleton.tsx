import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block while content loads; hidden from screen readers (announce loading with a
 * status elsewhere). Rounded like a field unless the caller passes its own `rounded-*`. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const rounded = /(^|\s)rounded-/.test(className ?? '') ? undefined : 'rounded-lg';
  return (
    <div
      aria-hidden="true"
      className={cn(rounded, 'bg-sand-200/70 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
