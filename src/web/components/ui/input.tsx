import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-sand-300 bg-white px-3.5 text-base text-ink placeholder:text-sand-600 transition-colors hover:border-sand-400 focus-visible:border-rose-600 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-sand-600 aria-invalid:border-danger sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(inputClasses, 'h-auto min-h-28 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
