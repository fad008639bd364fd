import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputLook } from './input';

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  box = 'flex h-11 w-full px-3.5 text-base sm:text-sm',
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & {
  /** Replaces the trigger's display, height, width, padding and text size (see inputBox in input.tsx). */
  box?: string;
}) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        box,
        inputLook,
        'items-center justify-between gap-2 text-left data-placeholder:text-sand-600',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 text-sand-600" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  maxHeight = 'max-h-(--radix-select-content-available-height)',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content> & { maxHeight?: string }) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={6}
        className={cn(
          maxHeight,
          'relative z-50 min-w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-sand-200 bg-white shadow-lift data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-3 py-1.5 text-xs font-semibold text-sand-600', className)}
      {...props}
    />
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex cursor-pointer items-center rounded-lg py-2 pr-3 pl-8 text-sm text-ink outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-rose-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2.5 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-rose-700" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
