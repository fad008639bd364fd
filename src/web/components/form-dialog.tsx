// A dialog holding one form: its title and description, the server's message above the fields,
// and the Cancel / submit footer. The page keeps the <Dialog> (open state) and its form's logic.
import type { FormEventHandler, ReactNode } from 'react';
import { DialogFormFooter } from './dialog-form-footer';
import { FormAlert } from './form-parts';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

interface FormDialogContentProps {
  title: ReactNode;
  description: ReactNode;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words ("Save Code"). */
  submit: ReactNode;
  /** The save mutation: its progress on the button, its failure above the fields. */
  saving: { error: Error | null; isPending: boolean };
  children: ReactNode;
}

export function FormDialogContent({
  title,
  description,
  label,
  onSubmit,
  submit,
  saving,
  children,
}: FormDialogContentProps) {
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={label}>
        <FormAlert message={saving.error ? saving.error.message : null} />
        {children}
        <DialogFormFooter submit={submit} pending={saving.isPending} />
      </form>
    </DialogContent>
  );
}
