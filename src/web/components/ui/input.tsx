import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A field's look without its box: compose it with a box of your own (display, height, width,
 * horizontal padding, text size) instead of overriding inputBox, since cn does not merge. */
export const inputLook =
  'rounded-lg border border-sand-300 bg-white text-ink placeholder:text-sand-600 transition-colors hover:border-sand-400 focus-visible:border-rose-600 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-sand-600 aria-invalid:border-danger';
/** The standard field's box. */
export const inputBox = 'block h-11 w-full px-3.5 text-base sm:text-sm';
export const inputClasses = `${inputBox} ${inputLook}`;

interface FieldBoxProps {
  /** Replaces inputBox (e.g. `block h-10 w-full px-3.5 text-base sm:text-sm` for a filter bar). */
  box?: string;
}

export function Input({
  className,
  type = 'text',
  box = inputBox,
  ...props
}: ComponentProps<'input'> & FieldBoxProps) {
  return <input type={type} className={cn(box, inputLook, className)} {...props} />;
}

export function Textarea({
  className,
  minHeight = 'min-h-28',
  ...props
}: ComponentProps<'textarea'> & { minHeight?: string }) {
  return (
    <textarea
      className={cn(
        'block h-auto w-full px-3.5 py-2.5 text-base leading-relaxed sm:text-sm',
        minHeight,
        inputLook,
        className,
      )}
      {...props}
    />
  );
}
