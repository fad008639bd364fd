// "Notify me" under a sold-out shade (issue #37): one tap for a signed-in customer, an email for
// a visitor (who confirms through the mailed link). The answer replaces the form.
import { Bell } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { useAuthStore } from '../auth/auth-store';
import { useRequestStockAlert } from './shades-api';

export function NotifyMe({ variantId, shade }: { variantId: string; shade: string }) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const request = useRequestStockAlert();
  const [email, setEmail] = useState('');
  const id = useId();
  const error = request.error instanceof ApiError ? request.error : null;
  const emailError = error?.fieldMessage('email');

  if (request.data) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-sand-100 p-3 text-sm text-sand-800">
        {request.data.message}
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate(signedIn ? { variantId } : { variantId, email });
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-sand-200 p-3" noValidate>
      <p className="text-sm text-sand-800">
        {shade ? `${shade} is sold out.` : 'Sold out.'} We can mail you once when it is back.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {signedIn ? null : (
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-email`} className="sr-only">
              Your email
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="Your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-error` : undefined}
            />
          </div>
        )}
        <Button type="submit" variant="outline" disabled={request.isPending}>
          <Bell aria-hidden="true" className="size-4" />
          Notify me
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {emailError ?? error.message}
        </p>
      ) : null}
    </form>
  );
}
