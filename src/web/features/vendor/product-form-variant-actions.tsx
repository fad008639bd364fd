// The variant rows' two actions that ask first: one stock figure for every row, and removing a
// row that still has stock.
import { Boxes } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_LIMITS } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { inputLook } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';

/** "Set stock for all": a figure and Apply, inside the product form (so no form of its own). */
export function BulkStock({ onApply }: { onApply: (stock: number) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const apply = () => {
    const stock = Number(draft);
    if (
      draft.trim() === '' ||
      !Number.isInteger(stock) ||
      stock < 0 ||
      stock > PRODUCT_LIMITS.stockMax
    ) {
      setError('Enter a whole number from 0.');
      return;
    }
    onApply(stock);
    setOpen(false);
    setDraft('');
    setError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Boxes aria-hidden="true" />
        Set Stock for All
      </Button>
    );
  }
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm text-sand-700">
          Stock for every variant
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputLook, 'block h-9 w-24 px-2.5 text-base sm:text-sm')}
        />
        <Button type="button" size="sm" onClick={apply}>
          Apply
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RemoveVariantDialogProps {
  /** The row to remove; the dialog is open while there is one. */
  variant: { label: string; stock: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RemoveVariantDialog({ variant, onCancel, onConfirm }: RemoveVariantDialogProps) {
  return (
    <Dialog open={variant !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      {variant ? (
        <DialogContent role="alertdialog" width="max-w-md">
          <DialogHeader>
            <DialogTitle>Remove {variant.label}?</DialogTitle>
            <DialogDescription>
              It still has {pluralize(variant.stock, 'unit')} in stock. When you save, it leaves the
              store; if customers ordered it, it is hidden instead so their orders keep it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Keep It
            </Button>
            <Button type="button" onClick={onConfirm} variant="danger">
              Remove Variant
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
