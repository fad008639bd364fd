import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface LabelProps extends ComponentProps<'label'> {
  htmlFor: string;
}

export function Label({ className, htmlFor, children, ...props }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-ink', className)} {...props}>
      {children}
    </label>
  );
}
