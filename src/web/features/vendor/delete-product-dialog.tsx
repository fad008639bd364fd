import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useDeleteProduct } from './products-api';

interface DeleteProductDialogProps {
  /** The product to delete; the dialog is open while there is one. */
  product: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks first; the server decides whether the product is deleted or, when orders refer to it,
 * archived, and the toast says which. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: (result) => {
        if (result.outcome === 'deleted') toast.success(`${product.name} deleted.`);
        else toast.info(`${product.name} archived`, { description: result.message });
        onClose();
        onDeleted?.();
      },
    });
  };
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      {product ? (
        <DialogContent role="alertdialog" width="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this product?</DialogTitle>
            <DialogDescription>
              {product.name} will be removed from your catalogue and the store. If customers have
              ordered it, it is archived instead so their orders keep it.
            </DialogDescription>
          </DialogHeader>
          <FormAlert message={remove.error ? remove.error.message : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Keep It
            </Button>
            <Button loading={remove.isPending} onClick={confirm} variant="danger">
              Delete Product
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
