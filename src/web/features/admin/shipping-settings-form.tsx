// The aggregator's account (settings/shipping, issue #39): Shiprocket's API user, its pickup
// location, its password and webhook token (write-only), and who pays the shipping of a parcel
// that came back undelivered, at what rates (rupees here; the server keeps paise).
import { RTO_PAYERS, RTO_PAYER_LABELS } from '../../../domain/delivery-issues';
import {
  AdminShippingSettingsUpdateSchema,
  type AdminShippingSettings,
  type AdminShippingSettingsUpdate,
} from '../../../domain/schemas/shipping';
import { CARRIER_WEBHOOK_PATH } from '../../../domain/shipping';
import { EmailInput, RupeesInput } from '../../components/form-parts';
import { ChoiceField } from '../../components/settings-form/choice-field';
import { useSecretFields } from '../../components/settings-form/secret-field';
import {
  FieldRow,
  FormField,
  numberValue,
  SaveBar,
  SettingsForm,
  SettingsSection,
  ToggleField,
} from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { RecentChanges } from './recent-changes';
import { useSaveShippingSettings } from './settings-api';

const FIELDS = [
  'shiprocket.email',
  'shiprocket.pickupLocation',
  'shiprocket.password',
  'shiprocket.webhookToken',
  'rto.payer',
  'rto.forwardRupees',
  'rto.returnRupees',
] as const;

const PAYER_CHOICES = RTO_PAYERS.map((payer) => ({ value: payer, label: RTO_PAYER_LABELS[payer] }));

function formValues(s: AdminShippingSettings): AdminShippingSettingsUpdate {
  return {
    shiprocket: {
      enabled: s.shiprocket.enabled,
      email: s.shiprocket.email,
      pickupLocation: s.shiprocket.pickupLocation,
    },
    rto: s.rto,
  };
}

const masksOf = (s: AdminShippingSettings) => ({
  password: s.shiprocket.password,
  webhookToken: s.shiprocket.webhookToken,
});

export function ShippingSettingsForm({ initial }: { initial: AdminShippingSettings }) {
  const secrets = useSecretFields('shiprocket', masksOf(initial));
  const save = useSaveShippingSettings();
  const webhookUrl = `${window.location.origin}${CARRIER_WEBHOOK_PATH}`;
  return (
    <SettingsForm
      label="Shipping settings"
      schema={AdminShippingSettingsUpdateSchema}
      defaultValues={formValues(initial)}
      save={save}
      fields={FIELDS}
      body={(values) => ({ ...values, shiprocket: secrets.withRemovals(values.shiprocket) })}
      savedValues={formValues}
      onSaved={(saved) => secrets.saved(masksOf(saved))}
      success="Shipping settings saved."
    >
      <SettingsSection
        title="Shiprocket"
        description="Sellers who choose it book a courier from the order: Shiprocket assigns the AWB, serves the label and sends the parcel's tracking back. Create an API user in Shiprocket's panel under Settings → API → Configure, with an email other than the one you sign in with."
      >
        <ToggleField
          name="shiprocket.enabled"
          id="shiprocket-enabled"
          label="Let sellers book couriers through Shiprocket"
          description="Needs the API user's email and password."
        />
        <FieldRow gap="gap-4">
          <FormField name="shiprocket.email" label="API user's email">
            <EmailInput autoComplete="off" />
          </FormField>
          <FormField
            name="shiprocket.pickupLocation"
            label="Pickup location"
            hint="The pickup address's name in Shiprocket (Settings → Pickup Addresses)."
          >
            <Input autoComplete="off" spellCheck={false} placeholder="Primary" />
          </FormField>
        </FieldRow>
        <FieldRow gap="gap-4">
          {secrets.field('password', "API user's password")}
          {secrets.field('webhookToken', 'Webhook token')}
        </FieldRow>
        <p className="text-sm break-words text-sand-600">
          For tracking, add a webhook in Shiprocket (Settings → API → Webhooks) with the URL{' '}
          <code className="rounded bg-sand-100 px-1 break-all text-ink">{webhookUrl}</code> and the
          same token.
        </p>
      </SettingsSection>
      <SettingsSection
        title="Returned Parcels (RTO)"
        description="When a parcel comes back undelivered, its sale and commission are reversed and its shipping both ways is charged by this rule, at these rates per parcel."
      >
        <ChoiceField
          name="rto.payer"
          legend="Who pays the shipping of a returned parcel"
          choices={PAYER_CHOICES}
        />
        <FieldRow gap="gap-4">
          <FormField
            name="rto.forwardRupees"
            label="Forward shipping (₹)"
            options={{ setValueAs: numberValue }}
          >
            <RupeesInput min="0" />
          </FormField>
          <FormField
            name="rto.returnRupees"
            label="Return shipping (₹)"
            options={{ setValueAs: numberValue }}
          >
            <RupeesInput min="0" />
          </FormField>
        </FieldRow>
      </SettingsSection>
      <RecentChanges entity="settings" entityId="shipping" />
      <SaveBar label="Save Shipping Settings" />
    </SettingsForm>
  );
}
