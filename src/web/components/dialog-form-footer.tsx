// The footer of every form in a dialog: Cancel closes it, the submit button shows its progress.
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';

interface DialogFormFooterProps {
  /** The submit button's words ("Save Rate", "Mark Paid"). */
  submit: ReactNode;
  pending: boolean;
  /** Space above the footer, for forms whose last part has none of its own. */
  spaced?: 'mt-1' | 'mt-2';
}

export function DialogFormFooter({ submit, pending, spaced }: DialogFormFooterProps) {
  return (
    <DialogFooter className={spaced}>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submit}
      </Button>
    </DialogFooter>
  );
}
