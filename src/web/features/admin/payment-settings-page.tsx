// '/admin/payment-settings' (settings/payment): cash on delivery and Razorpay. The key secret
// and webhook secret are write-only (useSecretFields).
import type { ComponentProps } from 'react';
import {
  AdminPaymentSettingsUpdateSchema,
  type AdminPaymentSettings,
  type AdminPaymentSettingsUpdate,
} from '../../../domain/schemas/admin-settings';
import {
  FieldRow,
  FormField,
  numberValue,
  SaveBar,
  SettingsForm,
  SettingsSection,
  ToggleField,
} from '../../components/settings-form/settings-form';
import { useSecretFields } from '../../components/settings-form/secret-field';
import { SettingsPage } from '../../components/settings-form/settings-page';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecentChanges } from './recent-changes';
import { usePaymentSettings, useSavePaymentSettings } from './settings-api';

const FIELDS = [
  'cod.maxOrderValue',
  'cod.rules.confirmAboveValue',
  'cod.rules.rtoShareConfirm',
  'cod.rules.rtoShareBlock',
  'cod.rules.rtoShareMinShipments',
  'cod.rules.blockedPincodes',
  'cod.rules.confirmMinutes',
  'prepaidDiscountPct',
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
    prepaidDiscountPct: s.prepaidDiscountPct,
    razorpay: {
      enabled: s.razorpay.enabled,
      keyId: s.razorpay.keyId,
      testMode: s.razorpay.testMode,
    },
  };
}

function PaymentSettingsForm({ initial }: { initial: AdminPaymentSettings }) {
  const secrets = useSecretFields('razorpay', {
    keySecret: initial.razorpay.keySecret,
    webhookSecret: initial.razorpay.webhookSecret,
  });

  const save = useSavePaymentSettings();
  return (
    <SettingsForm
      label="Payment settings"
      schema={AdminPaymentSettingsUpdateSchema}
      defaultValues={formValues(initial)}
      save={save}
      fields={FIELDS}
      // A secret marked for removal is sent as null; one left empty is not sent at all.
      body={(values) => ({ ...values, razorpay: secrets.withRemovals(values.razorpay) })}
      savedValues={formValues}
      onSaved={(saved) =>
        secrets.saved({
          keySecret: saved.razorpay.keySecret,
          webhookSecret: saved.razorpay.webhookSecret,
        })
      }
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
        title="COD Confirmation and Limits"
        description="Risky cash-on-delivery orders wait for a code texted to the buyer's phone before the seller sees them, and are cancelled if it is not typed in time. Buyers with two parcels returned in 90 days always pay online."
      >
        <ToggleField
          name="cod.rules.confirmFirstOrder"
          id="cod-confirm-first"
          label="Ask for a code on a buyer's first COD order"
        />
        <FieldRow gap="gap-4">
          <NumberField
            name="cod.rules.confirmAboveValue"
            label="Ask for a code above (₹)"
            inputMode="decimal"
            step="0.01"
            min="0"
          />
          <NumberField
            name="cod.rules.confirmMinutes"
            label="Cancel unconfirmed orders after (minutes)"
            inputMode="numeric"
            min="5"
          />
        </FieldRow>
        <FieldRow gap="gap-4">
          <NumberField
            name="cod.rules.rtoShareConfirm"
            label="PIN return share that asks for a code (%)"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
          />
          <NumberField
            name="cod.rules.rtoShareBlock"
            label="PIN return share that ends COD (%)"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
          />
          <NumberField
            name="cod.rules.rtoShareMinShipments"
            label="Finished shipments a PIN needs first"
            inputMode="numeric"
            min="1"
          />
        </FieldRow>
        <FormField
          name="cod.rules.blockedPincodes"
          label="PIN codes without COD"
          hint="Six-digit PIN codes, separated by spaces or commas."
          options={{
            setValueAs: (v: unknown) =>
              Array.isArray(v)
                ? v
                : String(v ?? '')
                    .split(/[\s,]+/)
                    .filter(Boolean),
          }}
        >
          <Input autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField
          name="prepaidDiscountPct"
          label="Prepaid discount (%)"
          hint="Taken off orders paid online, shown at checkout as what paying online saves."
          options={{ setValueAs: numberValue }}
          className="sm:max-w-xs"
        >
          <Input type="number" inputMode="numeric" min="0" max="50" />
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
          {secrets.field('keySecret', 'Key secret')}
          {secrets.field('webhookSecret', 'Webhook secret')}
        </FieldRow>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="payment" />
      <SaveBar label="Save Payment Settings" />
    </SettingsForm>
  );
}

/** A number field of the rules: the form's field around a number input. */
function NumberField({
  name,
  label,
  ...input
}: { name: string; label: string } & ComponentProps<typeof Input>) {
  return (
    <FormField name={name} label={label} options={{ setValueAs: numberValue }}>
      <Input type="number" {...input} />
    </FormField>
  );
}
