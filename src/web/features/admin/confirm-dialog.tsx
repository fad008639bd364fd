// Confirmation before anything that shuts someone out or removes something: block, suspend,
// delete. An optional reason is kept in the audit trail.
import { useId, useState, type ReactNode } from 'react';
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
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that shut someone out or remove something. */
  destructive?: boolean;
  /** Ask for an optional reason (kept in the audit log). */
  withReason?: boolean;
  /** The reason must be given (three characters at least) before confirming. */
  reasonRequired?: boolean;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: (reason?: string) => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? null : props.onCancel())}>
      {props.open ? <ConfirmContent {...props} /> : null}
    </Dialog>
  );
}

function ConfirmContent({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive,
  withReason,
  reasonRequired = false,
  pending,
  error,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <DialogContent role="alertdialog" width="max-w-md">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {withReason ? (
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>
            {reasonRequired
              ? 'Reason (kept in the audit log)'
              : 'Reason (optional, kept in the audit log)'}
          </Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
            minHeight="min-h-20"
          />
        </div>
      ) : null}
      <FormAlert message={error ? error.message : null} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          loading={pending}
          disabled={reasonRequired && reason.trim().length < 3}
          onClick={() => onConfirm(reason.trim() || undefined)}
          variant={destructive ? 'danger' : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
