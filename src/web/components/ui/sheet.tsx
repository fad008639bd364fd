import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { overlayClasses } from './dialog';

// A drawer: the same accessible modal as Dialog (focus trap, Escape, labelled), sliding in
// from one edge. Used for filters on phones and quick views.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

type Side = 'left' | 'right' | 'bottom';

const sides: Record<Side, string> = {
  left: 'inset-y-0 left-0 h-full data-[state=open]:animate-slide-in-left',
  right: 'inset-y-0 right-0 h-full data-[state=open]:animate-slide-in-right',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl data-[state=open]:animate-slide-in-bottom',
};

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: Side;
  /** A side drawer's width (not used at the bottom). */
  width?: string;
  background?: string;
}

export function SheetContent({
  side = 'right',
  width = 'w-[min(22rem,88vw)]',
  background = 'bg-cream',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto p-6 shadow-lift',
          background,
          sides[side],
          side === 'bottom' ? undefined : width,
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 rounded-full p-2 text-sand-600 transition-colors hover:bg-sand-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl text-ink', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-sand-600', className)} {...props} />
  );
}
