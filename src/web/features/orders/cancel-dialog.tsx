// Asks before cancelling a whole order or one seller's shipment, with an optional reason. The
// server decides whether it still may be cancelled (not once shipped) and puts the stock back.
import { useState } from 'react';
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
import { Label } from '../../components/ui/label';

export interface CancelTarget {
  /** A shipment's group id, or none for the whole order. */
  groupId?: string;
  title: string;
  description: string;
}

interface CancelDialogProps {
  target: CancelTarget | null;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

export function CancelDialog({ target, pending, error, onClose, onConfirm }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onClose();
        }
      }}
    >
      {target ? (
        <DialogContent role="alertdialog" width="max-w-md">
          <DialogHeader>
            <DialogTitle>{target.title}</DialogTitle>
            <DialogDescription>{target.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="cancel-reason">Reason (optional)</Label>
            <textarea
              id="cancel-reason"
              value={reason}
              maxLength={300}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-ink focus:border-rose-600 focus:outline-none"
            />
          </div>
          <FormAlert message={error ? error.message : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Keep It
            </Button>
            <Button loading={pending} onClick={() => onConfirm(reason.trim())} variant="danger">
              {target.groupId ? 'Cancel Shipment' : 'Cancel Order'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
