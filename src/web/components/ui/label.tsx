import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface LabelProps extends ComponentProps<'label'> {
  htmlFor: string;
  /** 'normal' for a checkbox's label, which reads as a sentence rather than a field's name. */
  weight?: 'medium' | 'normal';
}

export function Label({ className, htmlFor, weight = 'medium', children, ...props }: LabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        'text-sm text-ink',
        weight === 'normal' ? 'font-normal' : 'font-medium',
        className,
      )}
      {...props}
    >
      {children}
    </label>
  );
}
