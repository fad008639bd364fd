import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'outline-danger'
  | 'danger'
  | 'ghost-danger'
  | 'quiet'
  | 'quiet-danger'
  | 'plain';
export type ButtonSize = 'sm' | 'field' | 'md' | 'lg' | 'icon' | 'icon-sm' | 'icon-xs';

// cn does not merge classes (docs/decisions/019), so a button is never restyled by passing a
// class that fights these: pick a variant, a size or a layout instead.
const base =
  'items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors duration-200 disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900',
  secondary: 'bg-sand-100 text-ink hover:bg-sand-200 active:bg-sand-300',
  outline: 'border border-sand-300 bg-white text-ink hover:border-ink active:bg-sand-50',
  ghost: 'text-ink hover:bg-sand-100 active:bg-sand-200',
  /** Opens a destructive action's confirmation. */
  'outline-danger':
    'border border-sand-300 bg-white text-danger hover:border-ink active:bg-sand-50',
  /** Confirms a destructive action. */
  danger: 'bg-danger text-white shadow-sm hover:bg-danger/90 active:bg-danger',
  /** A destructive action in a row of ghost buttons. */
  'ghost-danger': 'text-danger hover:bg-danger-soft active:bg-sand-200',
  /** A muted icon button among a row's actions. */
  quiet: 'text-sand-700 hover:bg-sand-100 hover:text-ink active:bg-sand-200',
  'quiet-danger': 'text-sand-700 hover:bg-danger-soft hover:text-danger active:bg-sand-200',
  /** No colours: the caller's className gives them all. */
  plain: '',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm [&_svg]:size-4',
  /** As tall as the 40-px fields of a filter bar. */
  field: 'h-10 px-4 text-sm [&_svg]:size-4',
  md: 'h-11 px-6 text-sm [&_svg]:size-4',
  lg: 'h-12 px-8 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
  'icon-sm': 'size-9 [&_svg]:size-5',
  'icon-xs': 'size-8 [&_svg]:size-5',
};

/** How the button sits in its row; replace it (e.g. `inline-flex flex-1` to fill the row) rather
 * than overriding it through className. */
const defaultLayout = 'inline-flex shrink-0';

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  layout = defaultLayout,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  layout?: string;
  className?: string;
} = {}): string {
  return cn(layout, base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Replaces `inline-flex shrink-0`. */
  layout?: string;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  layout,
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, layout, className });
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
