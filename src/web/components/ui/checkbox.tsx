import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A square checkbox; pair it with a <Label htmlFor> or wrap both in a label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-sand-400 bg-white transition-colors hover:border-rose-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-rose-700 data-[state=checked]:bg-rose-700 data-[state=checked]:text-white data-[state=indeterminate]:border-rose-700 data-[state=indeterminate]:bg-rose-700 data-[state=indeterminate]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
