// Write-only secrets of a settings form (Razorpay's key secret, Shiprocket's password, Twilio's
// auth token): the page shows whether each is set and its last four characters, sends a secret
// only when the admin types a new one, and sends null for one marked for removal.
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SecretMask } from '../../../domain/schemas/admin-settings';
import { PasswordInput } from '../form-parts';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { FormField } from './settings-form';

/**
 * The secrets of one group of the form (`group.name` for each name of `initial`): `field` draws
 * one, `withRemovals` puts null in the group's values for each marked for removal, `saved` takes
 * the masks of the saved settings.
 */
export function useSecretFields<N extends string>(group: string, initial: Record<N, SecretMask>) {
  const [masks, setMasks] = useState(initial);
  const [removing, setRemoving] = useState<Partial<Record<N, boolean>>>({});
  return {
    field: (name: N, label: string): ReactNode => (
      <SecretField
        key={name}
        name={`${group}.${name}`}
        label={label}
        mask={masks[name]}
        removing={removing[name] ?? false}
        onRemoveChange={(value) => setRemoving((r) => ({ ...r, [name]: value }))}
      />
    ),
    withRemovals: <T extends object>(values: T): T => {
      const next = { ...values } as Record<string, unknown>;
      for (const name of Object.keys(masks) as N[]) if (removing[name]) next[name] = null;
      return next as unknown as T;
    },
    saved: (next: Record<N, SecretMask>) => {
      setMasks(next);
      setRemoving({});
    },
  };
}

/** "Key secret" → "key secret" inside a sentence; "API user's password" keeps its capitals. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** One write-only secret: whether it is set (and its last four characters), a field for a new
 * one, and a way to remove it. Left empty, it is not sent. */
export function SecretField({
  name,
  label,
  mask,
  removing,
  onRemoveChange,
}: {
  name: string;
  label: string;
  mask: SecretMask;
  removing: boolean;
  onRemoveChange: (removing: boolean) => void;
}) {
  const { setValue } = useFormContext();
  // A saved secret leaves the field: each save answers new masks. (Resetting the form to values
  // without the secret would otherwise keep what was typed, and send it again.)
  useEffect(() => setValue(name, undefined), [mask, name, setValue]);
  return (
    <div className="grid gap-2">
      <FormField
        name={name}
        label={`New ${inSentence(label)}`}
        options={{ setValueAs: (v: unknown) => (v === '' || v === null ? undefined : v) }}
        hint={
          <span className="inline-flex flex-wrap items-center gap-2">
            {label}:{' '}
            {mask.set ? (
              <Badge variant="success">Set · ends in {mask.last4}</Badge>
            ) : (
              <Badge>Not set</Badge>
            )}
            {removing ? <Badge variant="danger">Will be removed</Badge> : null}
          </span>
        }
      >
        <PasswordInput
          autoComplete="off"
          placeholder={mask.set ? 'Leave empty to keep the current one' : ''}
          disabled={removing}
        />
      </FormField>
      {mask.set ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onRemoveChange(!removing)}
        >
          {removing ? 'Keep it' : `Remove the ${inSentence(label)}`}
        </Button>
      ) : null}
    </div>
  );
}
