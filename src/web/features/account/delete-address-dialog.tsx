import type { Address } from '../../../domain/schemas/address';
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

interface DeleteAddressDialogProps {
  /** The address to delete; the dialog is open while there is one. */
  address: Address | null;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteAddressDialog({
  address,
  pending,
  error,
  onCancel,
  onConfirm,
}: DeleteAddressDialogProps) {
  return (
    <Dialog open={address !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      {address ? (
        <DialogContent role="alertdialog" width="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this address?</DialogTitle>
            <DialogDescription>
              {address.fullName}, {address.line1}, {address.city} will be removed from your saved
              addresses. Orders already placed keep their address.
            </DialogDescription>
          </DialogHeader>
          <FormAlert message={error ? error.message : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              Keep It
            </Button>
            <Button loading={pending} onClick={onConfirm} variant="danger">
              Delete Address
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
