import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FieldProps {
  label: ReactNode;
  /** The one form control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement;
  description?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
}

/** A labelled form control with optional help text and an error message wired up for screen
 * readers: `<Field label="Email" error={errors.email?.message}><Input … /></Field>`. */
export function Field({ label, children, description, error, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot>
      {description ? (
        <p id={descriptionId} className="text-sm text-sand-600">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
