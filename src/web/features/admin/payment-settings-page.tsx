// '/admin/payment-settings' (settings/payment): cash on delivery and Razorpay. The key secret
// and webhook secret are write-only: the page shows whether each is set and its last four
// characters, and sends a secret only when the admin types a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AdminPaymentSettingsUpdateSchema,
  type AdminPaymentSettings,
  type AdminPaymentSettingsUpdate,
  type SecretMask,
} from '../../../domain/schemas/admin-settings';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';
import { RecentChanges } from './recent-changes';
import { usePaymentSettings, useSavePaymentSettings } from './settings-api';
import { numberValue, SettingsLoadState, SettingsSection, Toggle } from './settings-parts';

type Output = z.output<typeof AdminPaymentSettingsUpdateSchema>;
type SecretName = 'keySecret' | 'webhookSecret';
const FIELDS = [
  'cod.maxOrderValue',
  'razorpay.keyId',
  'razorpay.keySecret',
  'razorpay.webhookSecret',
] as const;

export function AdminPaymentSettingsPage() {
  useDocumentTitle('Payment Settings', 'Angle Admin');
  const settings = usePaymentSettings();
  return (
    <div>
      <PageHeader
        size="compact"
        title="Payment Settings"
        description="How shoppers can pay: cash on delivery and the Razorpay gateway."
      />
      {settings.data ? (
        <PaymentSettingsForm initial={settings.data} />
      ) : (
        <SettingsLoadState query={settings} what="payment settings" />
      )}
    </div>
  );
}

function formValues(s: AdminPaymentSettings): AdminPaymentSettingsUpdate {
  return {
    cod: s.cod,
    razorpay: {
      enabled: s.razorpay.enabled,
      keyId: s.razorpay.keyId,
      testMode: s.razorpay.testMode,
    },
  };
}

function PaymentSettingsForm({ initial }: { initial: AdminPaymentSettings }) {
  const save = useSavePaymentSettings();
  const [masks, setMasks] = useState({
    keySecret: initial.razorpay.keySecret,
    webhookSecret: initial.razorpay.webhookSecret,
  });
  const [removing, setRemoving] = useState<Record<SecretName, boolean>>({
    keySecret: false,
    webhookSecret: false,
  });
  const form = useForm<AdminPaymentSettingsUpdate, unknown, Output>({
    resolver: zodResolver(AdminPaymentSettingsUpdateSchema),
    defaultValues: formValues(initial),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const razorpay = { ...values.razorpay };
    for (const name of ['keySecret', 'webhookSecret'] as const) {
      if (removing[name]) razorpay[name] = null;
    }
    try {
      const saved = await save.mutateAsync({ ...values, razorpay });
      form.reset(formValues(saved));
      setMasks({
        keySecret: saved.razorpay.keySecret,
        webhookSecret: saved.razorpay.webhookSecret,
      });
      setRemoving({ keySecret: false, webhookSecret: false });
      toast.success('Payment settings saved.');
    } catch (err) {
      showServerFieldErrors(err, FIELDS, form.setError);
    }
  });

  const secretField = (name: SecretName, label: string) => (
    <SecretField
      label={label}
      mask={masks[name]}
      removing={removing[name]}
      onRemoveChange={(value) => setRemoving((r) => ({ ...r, [name]: value }))}
      error={errors.razorpay?.[name]?.message}
      input={
        <PasswordInput
          autoComplete="off"
          placeholder={masks[name].set ? 'Leave empty to keep the current one' : ''}
          disabled={removing[name]}
          {...form.register(`razorpay.${name}`, {
            setValueAs: (v: unknown) => (v === '' || v === null ? undefined : v),
          })}
        />
      }
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 grid max-w-3xl gap-5"
      aria-label="Payment settings"
    >
      <FormAlert message={save.error ? save.error.message : null} />
      <SettingsSection
        title="Cash on Delivery"
        description="Shoppers pay the courier in cash. Large orders can be kept to online payment."
      >
        <Controller
          control={form.control}
          name="cod.enabled"
          render={({ field }) => (
            <Toggle
              id="cod-enabled"
              label="Offer cash on delivery"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Field
          label="Maximum order value for COD (₹)"
          error={errors.cod?.maxOrderValue?.message}
          className="sm:max-w-xs"
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="1"
            {...form.register('cod.maxOrderValue', { setValueAs: numberValue })}
          />
        </Field>
      </SettingsSection>
      <SettingsSection
        title="Razorpay"
        description="Cards, UPI, net banking and wallets through Razorpay. Keys are in the Razorpay Dashboard under Settings → API Keys."
      >
        <Controller
          control={form.control}
          name="razorpay.enabled"
          render={({ field }) => (
            <Toggle
              id="razorpay-enabled"
              label="Accept payments through Razorpay"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="razorpay.testMode"
          render={({ field }) => (
            <Toggle
              id="razorpay-test-mode"
              label="Test mode"
              description="Use test keys (rzp_test_…): no real money moves."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Field label="Key id" error={errors.razorpay?.keyId?.message} className="sm:max-w-md">
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder="rzp_test_…"
            {...form.register('razorpay.keyId')}
          />
        </Field>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {secretField('keySecret', 'Key secret')}
          {secretField('webhookSecret', 'Webhook secret')}
        </div>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="payment" />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save Payment Settings
        </Button>
      </div>
    </form>
  );
}

function SecretField({
  label,
  mask,
  removing,
  onRemoveChange,
  error,
  input,
}: {
  label: string;
  mask: SecretMask;
  removing: boolean;
  onRemoveChange: (removing: boolean) => void;
  error?: string;
  input: ReactElement;
}) {
  return (
    <div className="grid gap-2">
      <Field
        label={`New ${label.toLowerCase()}`}
        error={error}
        description={
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
        {input}
      </Field>
      {mask.set ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onRemoveChange(!removing)}
        >
          {removing ? 'Keep it' : `Remove the ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </div>
  );
}
