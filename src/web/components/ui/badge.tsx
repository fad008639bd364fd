import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'neutral' | 'rose' | 'solid' | 'success' | 'warning' | 'danger';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-sand-100 text-sand-800',
  rose: 'bg-rose-100 text-rose-800',
  solid: 'bg-rose-700 text-white',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
  /** Replaces `inline-flex` (cn does not merge, so not through className). */
  layout?: string;
}

export function Badge({
  variant = 'neutral',
  layout = 'inline-flex',
  className,
  ...props
}: BadgeProps) {
  return (
    <span
      className={cn(
        layout,
        'items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
