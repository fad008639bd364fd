import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// cn does not merge (docs/decisions/019): the classes a caller may want to replace are props.

export function Card({
  className,
  shadow = 'shadow-soft',
  ...props
}: ComponentProps<'div'> & { shadow?: string }) {
  return (
    <div
      className={cn('rounded-2xl border border-sand-200 bg-white', shadow, className)}
      {...props}
    />
  );
}

export function CardHeader({
  className,
  layout = 'grid gap-1',
  ...props
}: ComponentProps<'div'> & { layout?: string }) {
  return <div className={cn(layout, 'p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

export function CardTitle({
  className,
  size = 'text-lg leading-snug',
  children,
  ...props
}: ComponentProps<'h2'> & { size?: string }) {
  return (
    <h2 className={cn(size, 'text-ink', className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-sand-600', className)} {...props} />;
}

export function CardContent({
  className,
  pad = 'p-5 sm:p-6',
  ...props
}: ComponentProps<'div'> & { pad?: string }) {
  return <div className={cn(pad, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex items-center gap-3 border-t border-sand-200 p-5 sm:px-6', className)}
      {...props}
    />
  );
}
