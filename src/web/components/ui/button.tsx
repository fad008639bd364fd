import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors duration-200 disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900',
  secondary: 'bg-sand-100 text-ink hover:bg-sand-200 active:bg-sand-300',
  outline: 'border border-sand-300 bg-white text-ink hover:border-ink active:bg-sand-50',
  ghost: 'text-ink hover:bg-sand-100 active:bg-sand-200',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm [&_svg]:size-4',
  md: 'h-11 px-6 text-sm [&_svg]:size-4',
  lg: 'h-12 px-8 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
