// Publishing a product none of whose variants has stock is allowed, but asked first: the
// storefront would show every shade "Out of Stock" (issue #33). The server refuses it (409)
// unless the request carries `publishOutOfStock`, which this confirmation sets.
import type { EditableStatus, ProductFields } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

/** Whether saving `values` publishes (from `from`) a product whose every variant has 0 in stock. */
export function publishesOutOfStock(values: ProductFields, from: EditableStatus | undefined) {
  if (values.status !== 'published' || from === 'published') return false;
  const stocks = values.variants?.map((v) => v.stockQuantity) ?? [values.stockQuantity];
  return stocks.every((n) => n === 0);
}

function subjectOf(values: ProductFields): string {
  const options = values.options ?? [];
  if (options.length === 0 || !values.variants) return 'This product has';
  const only = options.length === 1 ? options[0] : undefined;
  if (only?.kind === 'shade') return 'Every shade has';
  if (only?.name.trim().toLowerCase() === 'size') return 'Every size has';
  return 'Every variant has';
}

interface PublishOutOfStockDialogProps {
  /** The values waiting to be saved; the dialog is open while there are some. */
  values: ProductFields | null;
  onCancel: () => void;
  onConfirm: (values: ProductFields) => void;
}

export function PublishOutOfStockDialog({
  values,
  onCancel,
  onConfirm,
}: PublishOutOfStockDialogProps) {
  return (
    <Dialog open={values !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      {values ? (
        <DialogContent role="alertdialog" width="max-w-md">
          <DialogHeader>
            <DialogTitle>Publish with nothing in stock?</DialogTitle>
            <DialogDescription>
              {subjectOf(values)} 0 in stock, so shoppers will see it as “Out of Stock” and cannot
              buy it until you add stock.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Keep Editing
            </Button>
            <Button type="button" onClick={() => onConfirm({ ...values, publishOutOfStock: true })}>
              Publish Anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
