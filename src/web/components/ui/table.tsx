import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A data table that scrolls sideways on small screens instead of squashing its columns. Give
 * `scrollLabel` when the table may hold nothing focusable (an empty state), so keyboard users can
 * still reach and scroll it. */
export function Table({
  className,
  scrollLabel,
  ...props
}: ComponentProps<'table'> & { scrollLabel?: string }) {
  return (
    <div
      className="relative w-full overflow-x-auto rounded-xl border border-sand-200 bg-white"
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('px-4 py-3 text-left text-sand-600', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-sand-50 text-sand-700', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-sand-200', className)} {...props} />;
}

export function TableRow({
  className,
  hover = 'hover:bg-sand-50/70',
  ...props
}: ComponentProps<'tr'> & { hover?: string }) {
  return <tr className={cn('transition-colors', hover, className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'border-b border-sand-200 px-4 py-3 text-xs font-semibold tracking-wide uppercase',
        className,
      )}
      {...props}
    />
  );
}

export interface CellLook {
  /** Replaces the cell's `py-3`. */
  padY?: string;
  /** Replaces the cell's `text-ink`. */
  tone?: string;
  /** Replaces the cell's `align-middle`. */
  cellAlign?: string;
}

/** padY, tone and cellAlign replace the cell's own classes: cn does not merge (decision 019). */
export function TableCell({
  className,
  padY = 'py-3',
  tone = 'text-ink',
  cellAlign = 'align-middle',
  ...props
}: ComponentProps<'td'> & CellLook) {
  return <td className={cn('px-4', padY, cellAlign, tone, className)} {...props} />;
}
