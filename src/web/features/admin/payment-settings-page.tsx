// '/admin/payment-settings' (settings/payment): cash on delivery and Razorpay. The key secret
// and webhook secret are write-only: the page shows whether each is set and its last four
// characters, and sends a secret only when the admin types a new one.
import { useState } from 'react';
import {
  AdminPaymentSettingsUpdateSchema,
  type AdminPaymentSettings,
  type AdminPaymentSettingsUpdate,
  type SecretMask,
} from '../../../domain/schemas/admin-settings';
import { PasswordInput } from '../../components/form-parts';
import {
  FieldRow,
  FormField,
  numberValue,
  SaveBar,
  SettingsForm,
  SettingsSection,
  ToggleField,
} from '../../components/settings-form/settings-form';
import { SettingsPage } from '../../components/settings-form/settings-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecentChanges } from './recent-changes';
import { usePaymentSettings, useSavePaymentSettings } from './settings-api';

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
    <SettingsPage
      title="Payment Settings"
      description="How shoppers can pay: cash on delivery and the Razorpay gateway."
      query={settings}
      what="the payment settings"
      className="mt-6 max-w-3xl"
    >
      {(initial) => <PaymentSettingsForm initial={initial} />}
    </SettingsPage>
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
  const [masks, setMasks] = useState({
    keySecret: initial.razorpay.keySecret,
    webhookSecret: initial.razorpay.webhookSecret,
  });
  const [removing, setRemoving] = useState<Record<SecretName, boolean>>({
    keySecret: false,
    webhookSecret: false,
  });

  const secretField = (name: SecretName, label: string) => (
    <SecretField
      name={name}
      label={label}
      mask={masks[name]}
      removing={removing[name]}
      onRemoveChange={(value) => setRemoving((r) => ({ ...r, [name]: value }))}
    />
  );

  const save = useSavePaymentSettings();
  return (
    <SettingsForm
      label="Payment settings"
      schema={AdminPaymentSettingsUpdateSchema}
      defaultValues={formValues(initial)}
      save={save}
      fields={FIELDS}
      // A secret marked for removal is sent as null; one left empty is not sent at all.
      body={(values) => {
        const razorpay = { ...values.razorpay };
        for (const name of ['keySecret', 'webhookSecret'] as const) {
          if (removing[name]) razorpay[name] = null;
        }
        return { ...values, razorpay };
      }}
      savedValues={formValues}
      onSaved={(saved) => {
        setMasks({
          keySecret: saved.razorpay.keySecret,
          webhookSecret: saved.razorpay.webhookSecret,
        });
        setRemoving({ keySecret: false, webhookSecret: false });
      }}
      success="Payment settings saved."
    >
      <SettingsSection
        title="Cash on Delivery"
        description="Shoppers pay the courier in cash. Large orders can be kept to online payment."
      >
        <ToggleField name="cod.enabled" id="cod-enabled" label="Offer cash on delivery" />
        <FormField
          name="cod.maxOrderValue"
          label="Maximum order value for COD (₹)"
          options={{ setValueAs: numberValue }}
          className="sm:max-w-xs"
        >
          <Input type="number" inputMode="decimal" step="0.01" min="1" />
        </FormField>
      </SettingsSection>
      <SettingsSection
        title="Razorpay"
        description="Cards, UPI, net banking and wallets through Razorpay. Keys are in the Razorpay Dashboard under Settings → API Keys."
      >
        <ToggleField
          name="razorpay.enabled"
          id="razorpay-enabled"
          label="Accept payments through Razorpay"
        />
        <ToggleField
          name="razorpay.testMode"
          id="razorpay-test-mode"
          label="Test mode"
          description="Use test keys (rzp_test_…): no real money moves."
        />
        <FormField name="razorpay.keyId" label="Key id" className="sm:max-w-md">
          <Input autoComplete="off" spellCheck={false} placeholder="rzp_test_…" />
        </FormField>
        <FieldRow gap="gap-4">
          {secretField('keySecret', 'Key secret')}
          {secretField('webhookSecret', 'Webhook secret')}
        </FieldRow>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="payment" />
      <SaveBar label="Save Payment Settings" />
    </SettingsForm>
  );
}

/** A write-only secret: whether one is set (and its last four characters), a field for a new
 * one, and a way to remove it. */
function SecretField({
  name,
  label,
  mask,
  removing,
  onRemoveChange,
}: {
  name: SecretName;
  label: string;
  mask: SecretMask;
  removing: boolean;
  onRemoveChange: (removing: boolean) => void;
}) {
  return (
    <div className="grid gap-2">
      <FormField
        name={`razorpay.${name}`}
        label={`New ${label.toLowerCase()}`}
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
          {removing ? 'Keep it' : `Remove the ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </div>
  );
}
