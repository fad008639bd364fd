// Pieces every form shares: the server's message banner, the email field, the password field
// with its show/hide toggle, and the server's field errors placed under their fields.
import { CircleAlert, Eye, EyeOff } from './ui/icons';
import { useState, type ComponentProps } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

/** The form's one message from the server (or the spec's fallback), announced when it appears. */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-danger/15 bg-danger-soft px-4 py-3 text-sm font-medium text-danger motion-safe:animate-fade-in',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-px size-[1.125rem] shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. Field gives it its id and
 * error wiring; the button keeps one name and reports its state through aria-pressed. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
      />
      <button
        type="button"
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-sand-600 transition-colors hover:text-ink"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-[1.125rem]" />
        ) : (
          <Eye aria-hidden="true" className="size-[1.125rem]" />
        )}
      </button>
    </div>
  );
}

/** An email field: the email keyboard on phones, no capitals or spelling fixes. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** Puts the server's field errors (problem+json `errors[].path`) under the matching fields. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return;
  for (const name of fields) {
    const message = error.fieldMessage(name);
    if (message) setError(name, { message });
  }
}

/** An amount in rupees: the decimal keypad on phones, paise as the step. */
export function RupeesInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return <Input type="number" inputMode="decimal" step="0.01" {...props} />;
}

/** A count (stock, a threshold): the number keypad on phones, whole steps. */
export function CountInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return <Input type="number" inputMode="numeric" step={1} {...props} />;
}
